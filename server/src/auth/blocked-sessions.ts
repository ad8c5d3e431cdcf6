import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

const SESSION_TOKEN = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Remembers the sessions a block is about to end (by token hash, until each would have expired),
 * so the tabs still holding them can be told why they were signed out. Call in the block's
 * transaction, before the sessions are deleted.
 */
export async function rememberBlockedSessions(trx: Kysely<Database>, userId: string): Promise<void> {
  const { rows } = await sql<{
    token: string;
    expiresAt: Date | string;
  }>`select token, ${sql.ref('expiresAt')}
    from ${sql.table('session')} where ${sql.ref('userId')} = ${userId}`.execute(trx);
  if (rows.length === 0) return;
  await trx
    .insertInto('blocked_sessions')
    .values(
      rows.map((row) => ({
        token_hash: hashToken(row.token),
        user_id: userId,
        expires_at: new Date(row.expiresAt).toISOString(),
      })),
    )
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .execute();
}

/** An unblocked account's old sessions are simply gone, like any other ended session. */
export async function forgetBlockedSessions(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx.deleteFrom('blocked_sessions').where('user_id', '=', userId).execute();
}

/** Whether a request's session cookie (signed "token.signature") names a session a block ended. */
export async function endedByBlock(db: Kysely<Database>, cookieHeader: string | undefined): Promise<boolean> {
  const value = cookieHeader ? SESSION_TOKEN.exec(cookieHeader)?.[1] : undefined;
  if (!value) return false;
  let token: string;
  try {
    token = decodeURIComponent(value).split('.')[0] ?? '';
  } catch {
    return false;
  }
  const row = await db
    .selectFrom('blocked_sessions')
    .select('token_hash')
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

export async function pruneBlockedSessions(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db
    .deleteFrom('blocked_sessions')
    .where('expires_at', '<=', new Date(now).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
