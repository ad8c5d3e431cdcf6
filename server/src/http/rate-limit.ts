import type { Context } from 'hono';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { AppBindings } from './context';
import { AppError } from './errors';

/** The longest window any rule may have: counters older than this are pruned by the sweeper. */
export const MAX_RATE_WINDOW_SECONDS = 24 * 60 * 60;

export interface RateRule {
  /** Names the counter, so different actions do not share one budget. */
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * A fixed-window counter in the database (app_rate_limits), so every server behind a load
 * balancer shares it. One upsert per request: it starts a new window or counts into the current
 * one, and the count it returns decides. Keyed by user when known, else by client address.
 */
export async function enforceRateLimit(
  c: Context<AppBindings>,
  rule: RateRule,
  userId?: string,
): Promise<void> {
  const key = `${rule.name}:${userId ?? `ip:${c.get('clientIp')}`}`;
  const count = await countInWindow(c.get('deps').database.db, key, rule.windowSeconds, Date.now());
  if (count > rule.max) throw new AppError('rate_limited');
}

/** Counts one use of `key` in its current window (starting a new one when it ended) and returns the count. */
export async function countInWindow(
  db: Kysely<Database>,
  key: string,
  windowSeconds: number,
  now: number,
): Promise<number> {
  if (windowSeconds > MAX_RATE_WINDOW_SECONDS) {
    throw new Error(`rate counter ${key}: window longer than the pruning horizon`);
  }
  const windowStart = now - windowSeconds * 1000;
  const expired = sql<boolean>`app_rate_limits.window_started_at <= ${windowStart}`;
  const row = await db
    .insertInto('app_rate_limits')
    .values({ key, count: 1, window_started_at: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when ${expired} then 1 else app_rate_limits.count + 1 end`,
        window_started_at: sql`case when ${expired} then ${now} else app_rate_limits.window_started_at end`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Deletes counters whose window ended long ago; run by the sweeper on every server. */
export async function pruneRateLimits(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db
    .deleteFrom('app_rate_limits')
    .where('window_started_at', '<', now - MAX_RATE_WINDOW_SECONDS * 1000)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
