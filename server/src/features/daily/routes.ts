import { isLanguage } from '@orrery/core/api/language';
import { createRoute } from '@hono/zod-openapi';
import {
  dailySettingsSchema,
  dailySettingsUpdateSchema,
  dailyTokenQuerySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@orrery/core/api/daily';
import type { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppBindings } from '../../http/context';
import { enforceRateLimit } from '../../http/rate-limit';
import { createRouter, jsonContent } from '../../http/router';
import { requireActiveUser, requireUser } from '../../http/session';
import {
  confirmDailyEmail,
  dailySettingsView,
  removePushSubscription,
  savePushSubscription,
  unsubscribeDailyEmail,
  updateDailySettings,
} from './service';

/** Mail providers post here from their own servers (RFC 8058): no session, no Origin, a signed token. */
export const DAILY_UNSUBSCRIBE_PATH = '/api/daily/unsubscribe';

const SETTINGS_RULE = { name: 'daily-settings', max: 20, windowSeconds: 600 };

const getRoute = createRoute({
  method: 'get',
  path: '/api/me/daily',
  responses: { 200: jsonContent(dailySettingsSchema, 'The daily note settings') },
});

const putRoute = createRoute({
  method: 'put',
  path: '/api/me/daily',
  request: {
    body: { required: true, content: { 'application/json': { schema: dailySettingsUpdateSchema } } },
  },
  responses: { 200: jsonContent(dailySettingsSchema, 'The saved settings (email pending until confirmed)') },
});

const subscribeRoute = createRoute({
  method: 'post',
  path: '/api/me/daily/push',
  request: { body: { required: true, content: { 'application/json': { schema: pushSubscriptionSchema } } } },
  responses: { 200: jsonContent(dailySettingsSchema, 'This browser now receives the note by push') },
});

const unsubscribePushRoute = createRoute({
  method: 'delete',
  path: '/api/me/daily/push',
  request: { body: { required: true, content: { 'application/json': { schema: pushUnsubscribeSchema } } } },
  responses: { 200: jsonContent(dailySettingsSchema, 'This browser no longer receives the note') },
});

export const dailyRoutes = createRouter()
  .openapi(getRoute, async (c) => {
    const { user } = await requireUser(c);
    return c.json(await dailySettingsView(c.get('deps'), user.id), 200);
  })
  .openapi(putRoute, async (c) => {
    const update = c.req.valid('json');
    const { user, profile } = await requireActiveUser(c);
    await enforceRateLimit(c, SETTINGS_RULE, user.id);
    const deps = c.get('deps');
    await updateDailySettings(
      deps,
      {
        id: user.id,
        email: user.email,
        name: profile.first_name,
        language: isLanguage(profile.language) ? profile.language : null,
      },
      profile,
      update,
      new Date(),
    );
    return c.json(await dailySettingsView(deps, user.id), 200);
  })
  .openapi(subscribeRoute, async (c) => {
    const subscription = c.req.valid('json');
    const { user } = await requireActiveUser(c);
    await enforceRateLimit(c, SETTINGS_RULE, user.id);
    const deps = c.get('deps');
    await savePushSubscription(deps, user.id, subscription, new Date());
    return c.json(await dailySettingsView(deps, user.id), 200);
  })
  .openapi(unsubscribePushRoute, async (c) => {
    const { endpoint } = c.req.valid('json');
    const { user } = await requireUser(c);
    const deps = c.get('deps');
    await removePushSubscription(deps.database.db, user.id, endpoint);
    return c.json(await dailySettingsView(deps, user.id), 200);
  });

function page(title: string, body: ReturnType<typeof html>) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · Orrery</title>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          ${body}
          <p><a href="/profile">Your profile</a></p>
        </main>
      </body>
    </html>`;
}

const tokenOf = (query: Record<string, string>) => dailyTokenQuerySchema.safeParse(query).data?.token;

/**
 * The links in the daily mails, followed from a mail program: plain pages and redirects, not
 * API answers. The unsubscribe GET only shows a button, since link checkers open every link in
 * a message; the POST (that button, or the mail provider's one-click request) unsubscribes.
 */
export function registerDailyPages(app: Hono<AppBindings>): void {
  app.get('/api/daily/confirm', async (c) => {
    const token = tokenOf(c.req.query());
    const confirmed = token ? await confirmDailyEmail(c.get('deps'), token, new Date()) : false;
    return c.redirect(`/profile?daily=${confirmed ? 'confirmed' : 'link-invalid'}#daily-note`, 303);
  });

  app.get(DAILY_UNSUBSCRIBE_PATH, (c) => {
    const token = tokenOf(c.req.query());
    if (!token)
      return c.html(page('This link is not valid', html`<p>Open the link from the note itself.</p>`), 400);
    return c.html(
      page(
        'Stop the daily note by email?',
        html`<form method="post" action="${DAILY_UNSUBSCRIBE_PATH}?token=${token}">
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <button type="submit">Unsubscribe</button>
        </form>`,
      ),
    );
  });

  app.post(DAILY_UNSUBSCRIBE_PATH, async (c) => {
    const token = tokenOf(c.req.query());
    const done = token ? await unsubscribeDailyEmail(c.get('deps'), token, new Date()) : false;
    if (!done)
      return c.html(page('This link is not valid', html`<p>Open the link from the note itself.</p>`), 400);
    return c.html(
      page(
        'You are unsubscribed',
        html`<p>No more daily notes will come by email. You can switch them on again in your profile.</p>`,
      ),
    );
  });
}
