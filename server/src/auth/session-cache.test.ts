import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

const user = { id: 'u1', email: 'a@example.com', name: 'A', image: null, emailVerified: true };

describe('SessionCache', () => {
  it('keys on the session token cookie only, hashed', () => {
    const key = SessionCache.keyOf('theme=dark; better-auth.session_token=abc.def; other=1');
    expect(key).toBe(SessionCache.keyOf('better-auth.session_token=abc.def'));
    expect(key).not.toContain('abc');
    expect(SessionCache.keyOf('better-auth.session_token=abc.xyz')).not.toBe(key);
    expect(SessionCache.keyOf('__Secure-better-auth.session_token=xyz')).toBeDefined();
    expect(SessionCache.keyOf('theme=dark')).toBeUndefined();
  });

  it("forgets a revoked session or all of a user's sessions, and tells the other servers", async () => {
    const told: unknown[] = [];
    const cache = new SessionCache(5_000, 10, async (revocation) => {
      told.push(revocation);
    });
    cache.set('a', user, 1_000_000, 0);
    cache.set('b', user, 1_000_000, 0);
    cache.set('c', { ...user, id: 'u2' }, 1_000_000, 0);
    await cache.revoke({ key: 'a' });
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toEqual(user);
    await cache.revoke({ userId: 'u1' });
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('c', 1)?.id).toBe('u2');
    expect(told).toEqual([{ key: 'a' }, { userId: 'u1' }]);
  });

  it('expires entries after the ttl or at the session end, whichever is first', () => {
    const cache = new SessionCache(5_000);
    cache.set('k', user, 1_000_000, 0);
    expect(cache.get('k', 4_999)).toEqual(user);
    expect(cache.get('k', 5_000)).toBeUndefined();
    cache.set('k', user, 2_000, 0);
    expect(cache.get('k', 2_000)).toBeUndefined();
  });

  it('forgets a key, every key of a user, and the oldest entry when full', () => {
    const cache = new SessionCache(5_000, 2);
    cache.set('a', user, Infinity, 0);
    cache.set('b', { ...user, id: 'u2' }, Infinity, 0);
    cache.set('c', user, Infinity, 0);
    expect(cache.get('a', 1)).toBeUndefined();
    cache.forgetUser('u1');
    expect(cache.get('c', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBeDefined();
    cache.forget('b');
    expect(cache.get('b', 1)).toBeUndefined();
  });
});
