import { describe, expect, it } from 'vitest';
import { DEMO_OPERATOR, mailTransport, parseEnv, paymentsProvider } from './env';

const operator = {
  OPERATOR_NAME: 'Orrery GmbH',
  OPERATOR_ADDRESS: 'Sternstraße 5; 10115 Berlin; Germany',
  OPERATOR_EMAIL: 'legal@orrery.app',
};
const production = {
  NODE_ENV: 'production',
  BETTER_AUTH_SECRET: 'x'.repeat(32),
  EMAIL: 'disabled',
  ...operator,
};
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

describe('naming the operator in the Impressum', () => {
  const demo = { ...production, PAYMENTS_PROVIDER: 'demo' };

  it('refuses to start production without the name, address and email, naming each', () => {
    const message = (() => {
      try {
        parseEnv({ ...demo, OPERATOR_NAME: '', OPERATOR_ADDRESS: undefined, OPERATOR_EMAIL: ' ' });
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    for (const name of ['OPERATOR_NAME', 'OPERATOR_ADDRESS', 'OPERATOR_EMAIL']) {
      expect(message).toContain(`${name}: is required in production`);
    }
  });

  it('refuses an email, phone or VAT id that is not one', () => {
    expect(() => parseEnv({ ...demo, OPERATOR_EMAIL: 'legal at orrery' })).toThrow(
      /OPERATOR_EMAIL: must be an email address/,
    );
    expect(() => parseEnv({ ...demo, OPERATOR_PHONE: 'call us' })).toThrow(
      /OPERATOR_PHONE: must be a phone number/,
    );
    expect(() => parseEnv({ ...demo, OPERATOR_VAT_ID: '123' })).toThrow(/OPERATOR_VAT_ID: must be a VAT/);
  });

  it('keeps what production is given, optional details included', () => {
    const env = parseEnv({
      ...demo,
      OPERATOR_PHONE: '+49 30 1234567',
      OPERATOR_REGISTER: 'Amtsgericht Charlottenburg, HRB 123456 B',
      OPERATOR_VAT_ID: 'DE123456789',
    });
    expect(env).toMatchObject({
      ...operator,
      OPERATOR_PHONE: '+49 30 1234567',
      OPERATOR_VAT_ID: 'DE123456789',
    });
    expect(parseEnv(demo).OPERATOR_PHONE).toBeUndefined();
  });

  it('shows an example operator in development and tests', () => {
    expect(parseEnv(development)).toMatchObject(DEMO_OPERATOR);
    expect(parseEnv({ NODE_ENV: 'test' }).OPERATOR_NAME).toMatch(/demo operator/);
  });
});
