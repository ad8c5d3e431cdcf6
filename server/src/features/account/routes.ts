import { createRoute } from '@hono/zod-openapi';
import {
  appsResponseSchema,
  deleteAccountResponseSchema,
  resetLinkQuerySchema,
  resetLinkStatusSchema,
  undoEmailChangeRequestSchema,
  undoEmailChangeResponseSchema,
} from '@orrery/core/api/profile';
import { appById } from '@orrery/core/catalogue';
import { undoEmailChange } from '../../auth/email-change';
import { resetLinkUsable } from '../../auth/reset-links';
import { enforceRateLimit, type RateRule } from '../../http/rate-limit';
import { createRouter, jsonContent } from '../../http/router';
import { requireUser } from '../../http/session';
import { deleteAccount } from './delete-account';

const appsRoute = createRoute({
  method: 'get',
  path: '/api/apps',
  responses: {
    200: {
      description: 'The readings on offer with their credit costs, by app id',
      content: { 'application/json': { schema: appsResponseSchema } },
    },
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/me',
  responses: {
    200: {
      description: 'The account is deleted and every session ended',
      content: { 'application/json': { schema: deleteAccountResponseSchema } },
    },
  },
});

const undoEmailChangeRoute = createRoute({
  method: 'post',
  path: '/api/account/email-change/undo',
  request: {
    body: { required: true, content: { 'application/json': { schema: undoEmailChangeRequestSchema } } },
  },
  responses: {
    200: jsonContent(
      undoEmailChangeResponseSchema,
      'The old address is back, every session ended and every reset link dead',
    ),
  },
});

const resetLinkRoute = createRoute({
  method: 'get',
  path: '/api/account/reset-link',
  request: { query: resetLinkQuerySchema },
  responses: {
    200: jsonContent(resetLinkStatusSchema, 'Whether this reset link can still set a password'),
  },
});
const RESET_LINK_RULE: RateRule = { name: 'reset-link-check', max: 20, windowSeconds: 600 };

/** The token is the only credential here, so guesses are counted per client address. */
const UNDO_RULE: RateRule = { name: 'email-change-undo', max: 10, windowSeconds: 600 };

export const accountRoutes = createRouter()
  // The catalogue is public: the pricing page shows costs before sign-in.
  .openapi(appsRoute, async (c) => {
    const rows = await c
      .get('deps')
      .database.db.selectFrom('apps')
      .select(['app_id', 'app_name', 'description', 'credit_cost_per_execution', 'voice_session_seconds'])
      .orderBy('app_id')
      .execute();
    // Names and prices come from the table (admins may change them); which route serves an app
    // comes from the catalogue, and an app the catalogue does not know is an error.
    const apps = rows.map((row) => ({
      appId: row.app_id,
      routeId: appById(row.app_id).routeId,
      name: row.app_name,
      description: row.description,
      cost: row.credit_cost_per_execution,
      // The length the voice guide actually runs (the server's clock), not the spec's nominal minutes.
      voiceMinutes: Math.round(row.voice_session_seconds / 60),
    }));
    return c.json({ apps }, 200);
  })

  // See deleteAccount for what deletion does.
  .openapi(deleteRoute, async (c) => {
    // A blocked user may still leave; requireUser already refuses an account deleted before.
    const { user } = await requireUser(c);
    const { cancellationDate } = await deleteAccount(c.get('deps'), user.id);
    return c.json({ status: 'deleted' as const, cancellationDate }, 200);
  })

  // A spent or expired link is said to be so when the page opens, not after a password is typed.
  // The answer is yes or no for a random token, counted per client address like the undo link.
  .openapi(resetLinkRoute, async (c) => {
    await enforceRateLimit(c, RESET_LINK_RULE);
    const usable = await resetLinkUsable(c.get('deps').database.db, c.req.valid('query').token, new Date());
    return c.json({ usable }, 200);
  })

  // Whoever holds the link sent to the old address; no session: the change may have ended it.
  .openapi(undoEmailChangeRoute, async (c) => {
    await enforceRateLimit(c, UNDO_RULE);
    const deps = c.get('deps');
    const { userId, email } = await undoEmailChange(deps.database, c.req.valid('json').token);
    await deps.sessionCache.revoke({ userId });
    return c.json({ email }, 200);
  });
