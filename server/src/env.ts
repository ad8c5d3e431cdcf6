import { z } from 'zod';
import { MAX_RATE_WINDOW_SECONDS } from './http/rate-limit';
import { vapidKeysValid } from './features/daily/web-push';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** One ElevenLabs agent per reading type, each briefed for that kind of reading. */
export const ELEVENLABS_AGENT_VARS = [
  'ELEVENLABS_AGENT_NATAL',
  'ELEVENLABS_AGENT_TAROT',
  'ELEVENLABS_AGENT_CELTIC_CROSS',
  'ELEVENLABS_AGENT_COMPATIBILITY',
  'ELEVENLABS_AGENT_LIFE_PATH',
] as const;

/** The Impressum's operator outside production, plainly an example. */
export const DEMO_OPERATOR = {
  OPERATOR_NAME: 'Orrery Example GmbH (demo operator, not a real company)',
  OPERATOR_ADDRESS: 'Musterstraße 1; 10115 Berlin; Germany',
  OPERATOR_EMAIL: 'hello@orrery.example',
} as const;

/** The operator details § 5 DDG requires before anything else is shown publicly. */
const REQUIRED_OPERATOR_VARS = ['OPERATOR_NAME', 'OPERATOR_ADDRESS', 'OPERATOR_EMAIL'] as const;

/**
 * Every setting the server reads. Documented in the README's table; validated once at start-up
 * so a bad deployment fails immediately with a readable message instead of at first use.
 */
/** Time a reading needs besides the language model: composing, the database, a slow disk. */
const PENDING_MARGIN_MS = 30_000;

export const envSchema = z
  .object({
    // Fail closed: only an explicit NODE_ENV=development turns on the fallback secret and the
    // development sign-in; anything unset behaves as production.
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
    // Unset, it is this server's own address on this machine (see the transform below), so the
    // origin that better-auth and the same-origin guard accept is the one a browser really uses.
    PUBLIC_URL: optionalText.pipe(z.url().optional()),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    DATA_DIR: z.string().default('data'),
    BETTER_AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    WELCOME_CREDITS: z.coerce.number().int().min(0).max(1_000_000).default(30),
    // How many proxies in front of the server append to X-Forwarded-For ("true" means one).
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|\d+)$/, 'must be true, false or the number of trusted proxies')
      .default('false')
      .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value))),
    DEMO_DATA: booleanFlag.default(false),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    APPLE_CLIENT_ID: optionalText,
    APPLE_CLIENT_SECRET: optionalText,
    OIDC_PROVIDER_ID: optionalText,
    OIDC_PROVIDER_NAME: optionalText,
    OIDC_ISSUER: optionalText.pipe(z.url().optional()),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    SIGN_IN_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    WEB_DIST_DIR: optionalText,
    GENERATION_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
    LLM_BASE_URL: optionalText.pipe(z.url().optional()),
    LLM_MODEL: optionalText,
    LLM_API_KEY: optionalText,
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
    PENDING_READING_TIMEOUT_SECONDS: z.coerce.number().int().min(5).default(300),
    /** How long SIGTERM waits for requests in flight before closing their connections. */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
    /** How often each server runs the jobs (refunds of stale readings, pruning, demo renewals). */
    SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** Bearer token of GET /metrics; unset, the endpoint does not exist. */
    METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    PAYMENTS_PROVIDER: z.enum(['stripe', 'demo']).optional(),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    /** Another Stripe API endpoint (a local mock), as protocol://host:port. */
    STRIPE_API_URL: optionalText.pipe(z.url().optional()),
    /** Signs the demo provider's events; a random per-process secret when unset. */
    DEMO_PAYMENTS_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    /** smtp:// or smtps://user:password@host:port; without it development writes mail to DATA_DIR/outbox. */
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.string().trim().min(3).default('Orrery <no-reply@orrery.localhost>'),
    /** `disabled` runs without any mail: no verification, no reset links, welcome credits at sign-up. */
    EMAIL: z.enum(['enabled', 'disabled']).default('enabled'),
    MAIL_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
    /**
     * Sign-up and reset requests answer no sooner than this (and a slower answer at the next
     * multiple of it), so a registered address and a new one take the same time
     * (bench/auth-timing.ts measures both paths; keep it above their p99).
     */
    AUTH_ANSWER_FLOOR_MS: z.coerce.number().int().min(0).max(5_000).default(400),
    MAIL_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
    /** Mails any one address may receive per window, whichever routes and clients ask. */
    MAIL_RECIPIENT_LIMIT: z.coerce.number().int().min(1).default(10),
    // At most a day: counters older than that are pruned by the sweeper.
    MAIL_RECIPIENT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(MAX_RATE_WINDOW_SECONDS).default(3600),
    /**
     * The daily note's Web Push identity (RFC 8292), base64url as `web-push generate-vapid-keys`
     * prints them; unset, the server makes a pair once and keeps it in the database.
     */
    VAPID_PUBLIC_KEY: optionalText,
    VAPID_PRIVATE_KEY: optionalText,
    /** The contact push services are given; mailto: OPERATOR_EMAIL when unset. */
    VAPID_SUBJECT: optionalText.pipe(
      z
        .string()
        .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// URL')
        .optional(),
    ),
    /**
     * Push services a browser subscription may point at, comma-separated: a host (https only,
     * subdomains included) or an exact origin (a loopback service in tests). The server posts to
     * these addresses, so any other endpoint is refused.
     */
    WEB_PUSH_SERVICES: z
      .string()
      .default('fcm.googleapis.com,push.services.mozilla.com,push.apple.com,notify.windows.com')
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim().toLowerCase())
          .filter(Boolean),
      ),
    /** How often each server looks for daily notes that are due. */
    DAILY_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** A note claimed longer ago than this and not marked sent is taken to have died with its server. */
    DAILY_CLAIM_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(86_400).default(600),
    /** Users claimed per statement by the daily job. */
    DAILY_BATCH_SIZE: z.coerce.number().int().min(1).max(5_000).default(200),
    /** Accounts with more readings than this get their data export prepared in the background. */
    EXPORT_DIRECT_MAX_READINGS: z.coerce.number().int().min(0).default(200),
    /** Turns on ElevenLabs' conversational agent; the key stays on the server (signed URLs only). */
    ELEVENLABS_API_KEY: optionalText,
    /** Another ElevenLabs API endpoint (a local fake in tests), as protocol://host:port. */
    ELEVENLABS_API_URL: optionalText.pipe(z.url().optional()),
    ELEVENLABS_AGENT_NATAL: optionalText,
    ELEVENLABS_AGENT_TAROT: optionalText,
    ELEVENLABS_AGENT_CELTIC_CROSS: optionalText,
    ELEVENLABS_AGENT_COMPATIBILITY: optionalText,
    ELEVENLABS_AGENT_LIFE_PATH: optionalText,
    /** The Impressum's operator: the legal name, the postal address (lines separated by ";"), the contact. */
    OPERATOR_NAME: optionalText,
    OPERATOR_ADDRESS: optionalText,
    OPERATOR_EMAIL: optionalText.pipe(z.email('must be an email address').optional()),
    OPERATOR_PHONE: optionalText.pipe(
      z
        .string()
        .regex(/^\+?[0-9 ()/-]{5,30}$/, 'must be a phone number such as +49 30 1234567')
        .optional(),
    ),
    /** The register court and number, e.g. "Amtsgericht Charlottenburg, HRB 123456 B". */
    OPERATOR_REGISTER: optionalText,
    OPERATOR_VAT_ID: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Z]{2}[0-9A-Z+*.]{2,12}$/, 'must be a VAT identification number such as DE123456789')
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.BETTER_AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['BETTER_AUTH_SECRET'], message: 'is required in production' });
    }
    // Accounts would silently lose verification and password reset: production says which it wants.
    if (env.NODE_ENV === 'production' && env.EMAIL === 'enabled' && !env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'is required in production (or set EMAIL=disabled to run without email)',
      });
    }
    if (env.NODE_ENV === 'production') {
      for (const name of REQUIRED_OPERATOR_VARS) {
        if (!env[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required in production (the Impressum names the operator)',
          });
        }
      }
    }
    if (env.NODE_ENV === 'production' && env.DEMO_DATA) {
      ctx.addIssue({ code: 'custom', path: ['DEMO_DATA'], message: 'cannot be enabled in production' });
    }
    const oidcFields = [env.OIDC_PROVIDER_ID, env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
    if (oidcFields.some(Boolean) && !oidcFields.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_PROVIDER_ID'],
        message: 'OIDC_PROVIDER_ID, OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
      });
    }
    // The sweeper refunds readings pending longer than this; one still waiting for the language
    // model must never look stale, or it would be refunded while it is being written.
    if (env.PENDING_READING_TIMEOUT_SECONDS * 1000 < env.LLM_TIMEOUT_MS + PENDING_MARGIN_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['PENDING_READING_TIMEOUT_SECONDS'],
        message: `must be at least ${Math.ceil((env.LLM_TIMEOUT_MS + PENDING_MARGIN_MS) / 1000)} (LLM_TIMEOUT_MS plus ${PENDING_MARGIN_MS / 1000} s to write and store the reading)`,
      });
    }
    if (Boolean(env.LLM_BASE_URL) !== Boolean(env.LLM_MODEL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_MODEL'],
        message: 'LLM_BASE_URL and LLM_MODEL must be set together',
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
      });
    }
    if (env.PAYMENTS_PROVIDER === 'stripe' && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_PROVIDER'],
        message: 'stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
      });
    }
    // Real money must never silently become pretend money: production uses the demo
    // checkout only when told to in so many words.
    if (
      env.NODE_ENV === 'production' &&
      paymentsProvider(env) === 'demo' &&
      env.PAYMENTS_PROVIDER !== 'demo'
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_PROVIDER'],
        message:
          'production needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_PROVIDER=demo to take test payments only',
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'must be set with GOOGLE_CLIENT_ID',
      });
    }
    if (Boolean(env.APPLE_CLIENT_ID) !== Boolean(env.APPLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['APPLE_CLIENT_SECRET'],
        message: 'must be set with APPLE_CLIENT_ID',
      });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
      });
    } else if (
      env.VAPID_PUBLIC_KEY &&
      env.VAPID_PRIVATE_KEY &&
      !vapidKeysValid({ publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY })
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message:
          'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be a P-256 key pair in base64url (65 and 32 bytes)',
      });
    }
    // All or nothing: a reading type without its agent would silently lose the voice it was promised.
    const agents = ELEVENLABS_AGENT_VARS.map((name) => [name, env[name]] as const);
    if (env.ELEVENLABS_API_KEY) {
      const missing = agents.filter(([, id]) => !id).map(([name]) => name);
      if (missing.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['ELEVENLABS_API_KEY'],
          message: `needs an agent id for every reading type; missing ${missing.join(', ')}`,
        });
      }
    } else if (agents.some(([, id]) => id)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ELEVENLABS_API_KEY'],
        message: 'is required when an ELEVENLABS_AGENT_* id is set',
      });
    }
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    // Production has refused to start without them above; elsewhere the example stands in.
    OPERATOR_NAME: env.OPERATOR_NAME ?? DEMO_OPERATOR.OPERATOR_NAME,
    OPERATOR_ADDRESS: env.OPERATOR_ADDRESS ?? DEMO_OPERATOR.OPERATOR_ADDRESS,
    OPERATOR_EMAIL: env.OPERATOR_EMAIL ?? DEMO_OPERATOR.OPERATOR_EMAIL,
  }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** Stripe when its keys are set, unless the demo is asked for explicitly; the demo otherwise. */
export function paymentsProvider(
  env: Pick<Env, 'PAYMENTS_PROVIDER' | 'STRIPE_SECRET_KEY'>,
): 'stripe' | 'demo' {
  if (env.PAYMENTS_PROVIDER) return env.PAYMENTS_PROVIDER;
  return env.STRIPE_SECRET_KEY ? 'stripe' : 'demo';
}

/**
 * How mail leaves: SMTP when configured, the local outbox outside production, nothing when
 * disabled (then no flow depends on email).
 */
export function mailTransport(env: Pick<Env, 'EMAIL' | 'SMTP_URL'>): 'smtp' | 'outbox' | 'disabled' {
  if (env.EMAIL === 'disabled') return 'disabled';
  return env.SMTP_URL ? 'smtp' : 'outbox';
}

/** The dev sign-in bypass is a development convenience; nothing a request carries can turn it on elsewhere. */
export function devBypassAllowed(env: Env): boolean {
  return env.NODE_ENV === 'development';
}
