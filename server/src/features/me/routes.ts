import { createRoute } from '@hono/zod-openapi';
import {
  meResponseSchema,
  profileSchema,
  profileUpdateSchema,
  publicConfigSchema,
} from '@orrery/core/api/account';
import { isActiveSubscriber } from '@orrery/core/credits/subscription';
import { createRouter } from '../../http/router';
import { requireActiveUser, requireUser } from '../../http/session';
import { devBypassAllowed } from '../../env';
import { birthOf, storedNatalPositions } from './natal-positions';
import { profileColumns, toProfileView } from './profile-view';
import { voiceAgentConfigured } from '../voice/elevenlabs';

const meRoute = createRoute({
  method: 'get',
  path: '/api/me',
  responses: {
    200: {
      description: 'The signed-in user, profile and balance',
      content: { 'application/json': { schema: meResponseSchema } },
    },
  },
});

const configRoute = createRoute({
  method: 'get',
  path: '/api/config',
  responses: {
    200: {
      description: 'What the browser needs before sign-in',
      content: { 'application/json': { schema: publicConfigSchema } },
    },
  },
});

export const meRoutes = createRouter()
  .openapi(meRoute, async (c) => {
    const { user, profile } = await requireUser(c);
    return c.json(
      {
        user,
        profile: toProfileView(profile),
        balance: profile.remaining_credits,
        isSubscriber: isActiveSubscriber(profile),
      },
      200,
    );
  })

  .openapi(configRoute, (c) => {
    const { env } = c.get('deps');
    const oidc = env.OIDC_PROVIDER_ID
      ? [{ id: env.OIDC_PROVIDER_ID, name: env.OIDC_PROVIDER_NAME ?? env.OIDC_PROVIDER_ID }]
      : [];
    return c.json(
      {
        devBypass: devBypassAllowed(env),
        providers: { google: Boolean(env.GOOGLE_CLIENT_ID), apple: Boolean(env.APPLE_CLIENT_ID), oidc },
        welcomeCredits: env.WELCOME_CREDITS,
        email: c.get('deps').mailer !== null,
        payments: c.get('deps').payments.name,
        voiceAgent: voiceAgentConfigured(env) ? 'elevenlabs' : 'builtin',
        operator: {
          name: env.OPERATOR_NAME,
          addressLines: env.OPERATOR_ADDRESS.split(';')
            .map((line) => line.trim())
            .filter(Boolean),
          email: env.OPERATOR_EMAIL,
          phone: env.OPERATOR_PHONE ?? null,
          register: env.OPERATOR_REGISTER ?? null,
          vatId: env.OPERATOR_VAT_ID ?? null,
        },
      },
      200,
    );
  });

/** The fields the natal positions are computed from. */
const BIRTH_FIELDS = ['birthDate', 'birthTime', 'birthLat', 'birthLng', 'birthTz'] as const;

const updateProfileRoute = createRoute({
  method: 'patch',
  path: '/api/me/profile',
  request: { body: { required: true, content: { 'application/json': { schema: profileUpdateSchema } } } },
  responses: {
    200: { description: 'The saved profile', content: { 'application/json': { schema: profileSchema } } },
  },
});

export const profileRoutes = createRouter().openapi(updateProfileRoute, async (c) => {
  const { user, profile } = await requireActiveUser(c);
  const changes = c.req.valid('json');
  const { database } = c.get('deps');
  const first = changes.firstName !== undefined ? changes.firstName : profile.first_name;
  const last = changes.lastName !== undefined ? changes.lastName : profile.last_name;
  const columns = profileColumns(changes);
  const birth = birthOf({ ...profile, ...columns });
  const birthChanged = BIRTH_FIELDS.some((field) => changes[field] !== undefined);
  const saved = await database.db
    .updateTable('profiles')
    .set({
      ...columns,
      ...(birthChanged ? { natal_positions: storedNatalPositions(birth) } : {}),
      full_name: [first, last].filter(Boolean).join(' ') || profile.full_name,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return c.json(toProfileView(saved), 200);
});
