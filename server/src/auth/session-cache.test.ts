import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

const user = { id: 'u1', email: 'a@example.com', name: 'A', image: null };

describe('SessionCache', () => {
  it('keys on the session token cookie only', () => {
    expect(SessionCache.keyOf('theme=dark; better-auth.session_token=abc.def; other=1')).toBe(
      'better-auth.session_token=abc.def',
    );
    expect(SessionCache.keyOf('__Secure-better-auth.session_token=xyz')).toBe(
      '__Secure-better-auth.session_token=xyz',
    );
    expect(SessionCache.keyOf('theme=dark')).toBeUndefined();
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
