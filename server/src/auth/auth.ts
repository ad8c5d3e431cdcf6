import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../db';
import type { Database } from '../db/schema';
import type { Env } from '../env';
import type { Mailer } from '../mail/mailer';
import { emailChangedMail } from '../mail/templates';
import {
  EMAIL_CHANGE_UNDO_DAYS,
  EMAIL_CHANGE_UNDO_PAGE,
  openUndoWindow,
  refuseLinksBeforeUndo,
  requireProofForEmailChange,
} from './email-change';
import { emailFlowOptions, VERIFIED_PAGE } from './email-flows';
import { mailLanguage } from '../mail/language';
import {
  afterUserUpdate,
  createProfileWithWelcomeCredits,
  stampLastSignIn,
  welcomeCreditsAtCreation,
} from './profiles';
import { revokeResetLinks } from './reset-links';
import { twoFactorEnrolment } from './two-factor';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@orrery/core/api/account';
import { weakPasswordReason } from '@orrery/core/api/password-strength';
import { MAX_NAME_LENGTH } from '@orrery/core/readings/validate';

/** better-auth's routes that write a user's names, and the field each takes a new password in. */
const NAME_WRITING_PATHS = new Set(['/sign-up/email', '/update-user']);
const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/change-password': 'newPassword',
  '/reset-password': 'newPassword',
};

function textField(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Checks better-auth's own routes apply before they write: names get the profile's length limit
 * (one huge name would otherwise travel in every session cookie and lock the browser out with a
 * 431), and a new password must not be common or made of the account's own email or names.
 */
function checkAccountFields(ctx: Parameters<typeof requireProofForEmailChange>[0]) {
  const body: unknown = ctx.body;
  if (typeof body !== 'object' || body === null) return;
  const fields = body as Record<string, unknown>;
  if (NAME_WRITING_PATHS.has(ctx.path)) {
    // better-auth types its own fields but passes additional ones through to the database as
    // they came: an object or a number there would fail in the driver, a 500.
    for (const field of ['name', 'firstName', 'lastName', 'image']) {
      const raw = fields[field];
      // The account name is required by better-auth's table; the others may be cleared.
      const cleared = raw === null && field !== 'name';
      if (raw !== undefined && !cleared && typeof raw !== 'string') {
        throw new APIError('BAD_REQUEST', { code: 'INVALID_FIELD', message: `${field} must be text` });
      }
    }
    for (const field of ['name', 'firstName', 'lastName']) {
      const value = textField(fields, field);
      if (value !== undefined && [...value].length > MAX_NAME_LENGTH) {
        throw new APIError('BAD_REQUEST', {
          code: 'NAME_TOO_LONG',
          message: `${field} must be at most ${MAX_NAME_LENGTH} characters`,
        });
      }
    }
  }
  const passwordField = NEW_PASSWORD_FIELD[ctx.path];
  const password = passwordField ? textField(fields, passwordField) : undefined;
  if (password !== undefined) {
    const context = ['email', 'name', 'firstName', 'lastName'].flatMap(
      (field) => textField(fields, field) ?? [],
    );
    const reason = weakPasswordReason(password, [...context, ctx.context.session?.user.email ?? '']);
    if (reason) throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_WEAK', message: reason });
  }
}

/** The header the mount code fills with the client's address; better-auth keys its rate limits on it. */
export const CLIENT_IP_HEADER = 'x-orrery-client-ip';

interface OidcProfile {
  given_name?: string;
  family_name?: string;
  name?: string;
  email?: string;
  picture?: string;
}

function namesFromProfile(profile: OidcProfile) {
  return { firstName: profile.given_name ?? null, lastName: profile.family_name ?? null };
}

/** better-auth's routes that end sessions other than the caller's (the caches must forget them). */
const SESSION_ENDING_PATHS = new Set([
  '/change-password',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
]);

export interface AuthOptions {
  /** Sends verification, reset and change-of-address mail; null runs without email. */
  mailer: Mailer | null;
  /** Called when a user's sessions or identity changed, so every server's session cache forgets them. */
  forgetUserSessions: (userId: string) => Promise<void>;
}

export function createAuth(env: Env, db: Kysely<Database>, kind: DatabaseKind, options: AuthOptions) {
  const { mailer, forgetUserSessions } = options;
  const email = emailFlowOptions(env, db, mailer, async (userId) => {
    await revokeResetLinks(db, userId);
    await forgetUserSessions(userId);
  });
  const publicUrl = new URL(env.PUBLIC_URL);
  const socialProviders: Parameters<typeof betterAuth>[0]['socialProviders'] = {};
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    socialProviders.google = {
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      accessType: 'offline',
      prompt: 'consent',
      mapProfileToUser: (profile) => namesFromProfile(profile),
    };
  }
  if (env.APPLE_CLIENT_ID && env.APPLE_CLIENT_SECRET) {
    socialProviders.apple = { clientId: env.APPLE_CLIENT_ID, clientSecret: env.APPLE_CLIENT_SECRET };
  }

  const plugins = [];
  plugins.push(twoFactorEnrolment());
  if (env.OIDC_PROVIDER_ID && env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET) {
    plugins.push(
      genericOAuth({
        config: [
          {
            providerId: env.OIDC_PROVIDER_ID,
            discoveryUrl: `${env.OIDC_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            scopes: ['openid', 'email', 'profile'],
            pkce: true,
            mapProfileToUser: (profile) => namesFromProfile(profile as OidcProfile),
          },
        ],
      }),
    );
  }

  const signInRule = { window: env.SIGN_IN_RATE_WINDOW_SECONDS, max: env.SIGN_IN_RATE_LIMIT };
  const mailRule = { window: env.MAIL_RATE_WINDOW_SECONDS, max: env.MAIL_RATE_LIMIT };
  return betterAuth({
    appName: 'Orrery',
    logger: { disabled: env.LOG_LEVEL === 'silent' },
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret: env.BETTER_AUTH_SECRET ?? 'development-only-secret-not-for-production-use',
    database: { db, type: kind },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      ...email.emailAndPassword,
    },
    ...(email.emailVerification ? { emailVerification: email.emailVerification } : {}),
    socialProviders,
    plugins,
    user: {
      changeEmail: email.changeEmail,
      additionalFields: {
        firstName: { type: 'string', required: false, input: true },
        lastName: { type: 'string', required: false, input: true },
      },
    },
    account: { accountLinking: { enabled: true, trustedProviders: ['google', 'apple'] } },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // No signed copy of the session in a cookie: it would keep a signed-out session usable
      // until it expired. Our own session cache, which every revocation clears on every
      // server, spares the hot path the database read instead.
      cookieCache: { enabled: false },
    },
    // Apple posts its callback from its own origin; trusting that origin otherwise would also let
    // a reset or sign-in `redirectTo` point there.
    trustedOrigins: socialProviders.apple
      ? [publicUrl.origin, 'https://appleid.apple.com']
      : [publicUrl.origin],
    // Stored in the database so that every server behind a load balancer shares the counters.
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': signInRule,
        '/sign-up/email': signInRule,
        '/sign-in/social': signInRule,
        '/request-password-reset': mailRule,
        '/send-verification-email': mailRule,
        '/change-email': mailRule,
      },
    },
    advanced: {
      // better-auth skips its origin and redirect checks under NODE_ENV=test; the tests must
      // meet the same checks as production.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: publicUrl.protocol === 'https:',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        checkAccountFields(ctx);
        if (ctx.path === '/change-email') await requireProofForEmailChange(ctx);
        const token = ctx.query?.token;
        if (ctx.path === '/verify-email' && typeof token === 'string') {
          await refuseLinksBeforeUndo(db, token, () => {
            throw ctx.redirect(`${VERIFIED_PAGE}?error=INVALID_TOKEN`);
          });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const userId = ctx.context.session?.user.id;
        if (userId && SESSION_ENDING_PATHS.has(ctx.path)) await forgetUserSessions(userId);
        if (userId && ctx.path === '/change-password' && !isAPIError(ctx.context.returned)) {
          await revokeResetLinks(db, userId);
        }
      }),
    },
    databaseHooks: {
      session: { create: { after: (session) => stampLastSignIn(db, session.userId, session.createdAt) } },
      user: {
        create: {
          after: async (user) => {
            const extra = user as typeof user & { firstName?: string | null; lastName?: string | null };
            await createProfileWithWelcomeCredits(
              db,
              {
                id: user.id,
                email: user.email,
                name: user.name,
                firstName: extra.firstName ?? null,
                lastName: extra.lastName ?? null,
              },
              welcomeCreditsAtCreation(env, mailer !== null, user.emailVerified),
            );
          },
        },
        update: {
          after: async (user) => {
            const previousEmail = await afterUserUpdate(db, user, env.WELCOME_CREDITS);
            // Still confirmed after a change: the old address was confirmed and the new one
            // has just been (an unconfirmed address is replaced without telling anyone).
            if (previousEmail && user.emailVerified && mailer) {
              const token = await openUndoWindow(db, {
                userId: user.id,
                oldEmail: previousEmail,
                newEmail: user.email,
              });
              const undoUrl = new URL(EMAIL_CHANGE_UNDO_PAGE, env.PUBLIC_URL);
              undoUrl.searchParams.set('token', token);
              mailer.send(
                emailChangedMail(
                  { ...user, language: await mailLanguage(db, user.id) },
                  {
                    oldEmail: previousEmail,
                    newEmail: user.email,
                    undoUrl: undoUrl.toString(),
                    undoDays: EMAIL_CHANGE_UNDO_DAYS,
                  },
                  env.PUBLIC_URL,
                ),
              );
            }
            await forgetUserSessions(user.id);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
