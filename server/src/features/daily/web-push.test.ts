import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../env';
import { generateVapidKeys, vapidKeysValid } from './web-push';

describe('VAPID keys', () => {
  it('are made as a P-256 pair, and the configuration refuses half a pair or two halves of different pairs', () => {
    const a = generateVapidKeys();
    const b = generateVapidKeys();
    expect(vapidKeysValid(a)).toBe(true);
    expect(vapidKeysValid({ publicKey: a.publicKey, privateKey: b.privateKey })).toBe(false);
    const base = { NODE_ENV: 'test' };
    expect(
      parseEnv({ ...base, VAPID_PUBLIC_KEY: a.publicKey, VAPID_PRIVATE_KEY: a.privateKey }).VAPID_PUBLIC_KEY,
    ).toBe(a.publicKey);
    expect(() => parseEnv({ ...base, VAPID_PUBLIC_KEY: a.publicKey })).toThrow(/set together/);
    expect(() =>
      parseEnv({ ...base, VAPID_PUBLIC_KEY: a.publicKey, VAPID_PRIVATE_KEY: b.privateKey }),
    ).toThrow(EnvError);
  });
});
