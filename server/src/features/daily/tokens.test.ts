import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { signDailyToken, verifyDailyToken } from './tokens';

const env = parseEnv({ NODE_ENV: 'test', BETTER_AUTH_SECRET: 'a'.repeat(40) });
const otherEnv = parseEnv({ NODE_ENV: 'test', BETTER_AUTH_SECRET: 'b'.repeat(40) });

describe('daily note link tokens', () => {
  it('verify what they were signed for and nothing else', () => {
    const unsubscribe = signDailyToken(env, { purpose: 'unsubscribe', userId: 'user-1' });
    expect(verifyDailyToken(env, unsubscribe)).toEqual({ purpose: 'unsubscribe', userId: 'user-1' });
    const confirm = signDailyToken(env, {
      purpose: 'confirm',
      userId: 'user-1',
      requestedAt: '2026-11-25T10:00:00.000Z',
    });
    expect(verifyDailyToken(env, confirm)).toEqual({
      purpose: 'confirm',
      userId: 'user-1',
      requestedAt: '2026-11-25T10:00:00.000Z',
    });
    expect(verifyDailyToken(otherEnv, unsubscribe)).toBeNull();
    const [payload, signature] = unsubscribe.split('.');
    const forged = Buffer.from(JSON.stringify(['unsubscribe', 'user-2'])).toString('base64url');
    expect(verifyDailyToken(env, `${forged}.${signature}`)).toBeNull();
    expect(verifyDailyToken(env, `${payload}.${signature}.x`)).toBeNull();
    expect(verifyDailyToken(env, 'not-a-token')).toBeNull();
  });
});
