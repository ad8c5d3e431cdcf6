import { hash } from 'node:crypto';
import type { SessionUser } from '../http/context';

const SESSION_COOKIE = /(?:^|;\s*)((?:__Secure-)?better-auth\.session_token=[^;]+)/;

interface Entry {
  user: SessionUser;
  cachedUntil: number;
}

/** What a revocation tells the other servers: one session (by cache key) or all of a user's. */
export type Revocation = { key: string } | { userId: string };

/**
 * Remembers, for a few seconds, which user a session cookie belongs to, so that the hot read
 * path (GET /api/me and the like) does not read the session on every request. A revocation
 * (sign-out, deletion) forgets the entries here and is broadcast so every other server forgets
 * them too (PostgreSQL NOTIFY; one process on SQLite needs nothing more). Blocked and deleted
 * accounts are refused regardless, because every request still reads the profile's status.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    /** Tells the other servers; set once the database is known. */
    public broadcast: (revocation: Revocation) => Promise<void> = async () => {},
  ) {}

  /**
   * The cache key of a request's session cookie: a hash, so tokens never sit in memory or in
   * notifications. The one-shot `hash` spares building a Hash object on every request.
   */
  static keyOf(cookieHeader: string | undefined): string | undefined {
    const cookie = cookieHeader ? SESSION_COOKIE.exec(cookieHeader)?.[1] : undefined;
    return cookie ? hash('sha256', cookie, 'base64url') : undefined;
  }

  /** Applies a revocation here, whether it was made here or announced by another server. */
  apply(revocation: Revocation): void {
    if ('key' in revocation) this.forget(revocation.key);
    else this.forgetUser(revocation.userId);
  }

  async revoke(revocation: Revocation): Promise<void> {
    this.apply(revocation);
    await this.broadcast(revocation);
  }

  /** After a gap in the notifications nothing cached can be trusted. */
  clear(): void {
    this.entries.clear();
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
