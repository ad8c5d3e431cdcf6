import { describe, expect, it } from 'vitest';
import { mailTransport, parseEnv, paymentsProvider } from './env';

const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32), EMAIL: 'disabled' };
const development = { NODE_ENV: 'development' };
const stripeKeys = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

describe('choosing the payments provider', () => {
  it('takes Stripe when both keys are set and the demo checkout otherwise', () => {
    expect(paymentsProvider(parseEnv({ ...development, ...stripeKeys }))).toBe('stripe');
    expect(paymentsProvider(parseEnv(development))).toBe('demo');
    expect(paymentsProvider(parseEnv({ ...development, ...stripeKeys, PAYMENTS_PROVIDER: 'demo' }))).toBe(
      'demo',
    );
  });

  it('refuses one Stripe key without the other', () => {
    expect(() => parseEnv({ ...development, STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together/,
    );
    expect(() => parseEnv({ ...development, PAYMENTS_PROVIDER: 'stripe' })).toThrow(
      /PAYMENTS_PROVIDER: stripe needs/,
    );
  });

  it('refuses to take pretend payments in production unless told to explicitly', () => {
    expect(() => parseEnv(production)).toThrow(/PAYMENTS_PROVIDER: production needs STRIPE_SECRET_KEY/);
    expect(paymentsProvider(parseEnv({ ...production, PAYMENTS_PROVIDER: 'demo' }))).toBe('demo');
    expect(paymentsProvider(parseEnv({ ...production, ...stripeKeys }))).toBe('stripe');
  });
});

describe('choosing how mail leaves', () => {
  const demo = { ...production, PAYMENTS_PROVIDER: 'demo' };

  it('refuses production without SMTP unless email is disabled in so many words', () => {
    expect(() => parseEnv({ ...demo, EMAIL: 'enabled' })).toThrow(
      /SMTP_URL: is required in production \(or set EMAIL=disabled/,
    );
    expect(mailTransport(parseEnv(demo))).toBe('disabled');
    expect(mailTransport(parseEnv({ ...demo, EMAIL: 'enabled', SMTP_URL: 'smtp://mail:25' }))).toBe('smtp');
  });

  it('writes to the local outbox in development when no SMTP server is configured', () => {
    expect(mailTransport(parseEnv(development))).toBe('outbox');
    expect(() => parseEnv({ ...development, SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL: must be an smtp/);
  });
});

describe('the public address', () => {
  it('defaults to this server on this machine at the port it really listens on', () => {
    expect(parseEnv(development).PUBLIC_URL).toBe('http://localhost:3000');
    expect(parseEnv({ ...development, PORT: '3400' }).PUBLIC_URL).toBe('http://localhost:3400');
    expect(parseEnv({ ...development, PORT: '3400', PUBLIC_URL: 'https://orrery.example' }).PUBLIC_URL).toBe(
      'https://orrery.example',
    );
  });
});

describe('the ElevenLabs voice agent', () => {
  const agents = {
    ELEVENLABS_AGENT_NATAL: 'agent_natal',
    ELEVENLABS_AGENT_TAROT: 'agent_tarot',
    ELEVENLABS_AGENT_CELTIC_CROSS: 'agent_cc',
    ELEVENLABS_AGENT_COMPATIBILITY: 'agent_compat',
    ELEVENLABS_AGENT_LIFE_PATH: 'agent_lp',
  };

  it('is off without a key and on with the key and an agent for every reading type', () => {
    expect(parseEnv(development).ELEVENLABS_API_KEY).toBeUndefined();
    const env = parseEnv({ ...development, ELEVENLABS_API_KEY: 'xi_key', ...agents });
    expect(env.ELEVENLABS_AGENT_LIFE_PATH).toBe('agent_lp');
  });

  it('names every reading type left without an agent', () => {
    expect(() =>
      parseEnv({
        ...development,
        ELEVENLABS_API_KEY: 'xi_key',
        ELEVENLABS_AGENT_NATAL: 'agent_natal',
        ELEVENLABS_AGENT_TAROT: 'agent_tarot',
        ELEVENLABS_AGENT_CELTIC_CROSS: 'agent_cc',
      }),
    ).toThrow(
      /ELEVENLABS_API_KEY: needs an agent id for every reading type; missing ELEVENLABS_AGENT_COMPATIBILITY, ELEVENLABS_AGENT_LIFE_PATH/,
    );
  });

  it('refuses agent ids without the key, and an API address that is not a URL', () => {
    expect(() => parseEnv({ ...development, ...agents })).toThrow(
      /ELEVENLABS_API_KEY: is required when an ELEVENLABS_AGENT_\* id is set/,
    );
    expect(() => parseEnv({ ...development, ELEVENLABS_API_URL: 'api.elevenlabs.io' })).toThrow(
      /ELEVENLABS_API_URL/,
    );
  });
});

describe('the mail and export limits', () => {
  it('default to 10 mails an hour per address and background exports above 200 readings', () => {
    const env = parseEnv(development);
    expect([env.MAIL_RECIPIENT_LIMIT, env.MAIL_RECIPIENT_WINDOW_SECONDS]).toEqual([10, 3600]);
    expect(env.EXPORT_DIRECT_MAX_READINGS).toBe(200);
  });

  it('refuses a recipient window the counters would be pruned within, and a limit of zero', () => {
    expect(() => parseEnv({ ...development, MAIL_RECIPIENT_WINDOW_SECONDS: '172800' })).toThrow(
      /MAIL_RECIPIENT_WINDOW_SECONDS/,
    );
    expect(() => parseEnv({ ...development, MAIL_RECIPIENT_LIMIT: '0' })).toThrow(/MAIL_RECIPIENT_LIMIT/);
    expect(() => parseEnv({ ...development, EXPORT_DIRECT_MAX_READINGS: 'many' })).toThrow(
      /EXPORT_DIRECT_MAX_READINGS/,
    );
  });
});
