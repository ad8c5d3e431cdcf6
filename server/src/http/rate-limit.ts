import type { Context } from 'hono';
import { sql } from 'kysely';
import type { AppBindings } from './context';
import { AppError } from './errors';

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
  const { database } = c.get('deps');
  const now = Date.now();
  const windowStart = now - rule.windowSeconds * 1000;
  const key = `${rule.name}:${userId ?? `ip:${c.get('clientIp')}`}`;
  const expired = sql<boolean>`app_rate_limits.window_started_at <= ${windowStart}`;
  const row = await database.db
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
  if (Number(row.count) > rule.max) throw new AppError('rate_limited');
}
