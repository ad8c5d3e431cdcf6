import { describe, expect, it } from 'vitest';
import { parseEnv, paymentsProvider } from './env';

const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32) };
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

describe('the public address', () => {
  it('defaults to this server on this machine at the port it really listens on', () => {
    expect(parseEnv(development).PUBLIC_URL).toBe('http://localhost:3000');
    expect(parseEnv({ ...development, PORT: '3400' }).PUBLIC_URL).toBe('http://localhost:3400');
    expect(parseEnv({ ...development, PORT: '3400', PUBLIC_URL: 'https://orrery.example' }).PUBLIC_URL).toBe(
      'https://orrery.example',
    );
  });
});
