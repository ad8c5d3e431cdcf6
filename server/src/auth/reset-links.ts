import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Kills every reset link a user still has. better-auth consumes only the link that was used, so
 * an older one (or one sent before a password change) would set the password again; it keeps
 * each link as a verification row `reset-password:<token>` whose value is the user's id.
 */
export async function revokeResetLinks(db: Kysely<Database>, userId: string): Promise<void> {
  await sql`delete from ${sql.table('verification')} where ${sql.ref('identifier')} like ${'reset-password:%'} and ${sql.ref('value')} = ${userId}`.execute(
    db,
  );
}

/** Whether a reset link's token still names a live verification row (not used, not expired). */
export async function resetLinkUsable(db: Kysely<Database>, token: string, now: Date): Promise<boolean> {
  const result = await sql<{
    expiresAt: string | Date;
  }>`select ${sql.ref('expiresAt')} from ${sql.table('verification')} where ${sql.ref('identifier')} = ${`reset-password:${token}`}`.execute(
    db,
  );
  const row = result.rows[0];
  return row !== undefined && new Date(row.expiresAt).getTime() > now.getTime();
}
