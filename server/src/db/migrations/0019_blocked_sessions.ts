import type { Kysely } from 'kysely';

/**
 * The sessions a block ended (issue 28): a hash of each token until it would have expired, so a
 * tab still holding one hears "account blocked" instead of being signed out without a word.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blocked_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('blocked_sessions_user').on('blocked_sessions').column('user_id').execute();
  await db.schema
    .createIndex('blocked_sessions_expiry')
    .on('blocked_sessions')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('blocked_sessions').execute();
}
