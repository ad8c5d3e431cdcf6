import type { SessionUser } from '../http/context';

const SESSION_COOKIE = /(?:^|;\s*)((?:__Secure-)?better-auth\.session_token=[^;]+)/;

interface Entry {
  user: SessionUser;
  cachedUntil: number;
}

/**
 * Remembers, for a few seconds, which user a session cookie belongs to, so that the hot read
 * path (GET /api/me and the like) does not verify the signed cookie and read the session on
 * every request. A session revoked on another server stays usable here for at most `ttlMs`;
 * sign-out through this server forgets it at once. Blocked and deleted accounts are refused
 * regardless, because every request still reads the profile's status.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  static keyOf(cookieHeader: string | undefined): string | undefined {
    return cookieHeader ? SESSION_COOKIE.exec(cookieHeader)?.[1] : undefined;
  }

  get(key: string, now = Date.now()): SessionUser | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.cachedUntil <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.user;
  }

  set(key: string, user: SessionUser, sessionExpiresAt: number, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { user, cachedUntil: Math.min(now + this.ttlMs, sessionExpiresAt) });
  }

  forget(key: string | undefined): void {
    if (key) this.entries.delete(key);
  }

  forgetUser(userId: string): void {
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }
}
