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
