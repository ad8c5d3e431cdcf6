import type { Kysely } from 'kysely';

// The sweeper deletes prepared tarot draws that were never used and rate-limit windows long
// over; these indexes let it find them without reading the tables.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('tarot_draws_unused_idx')
    .on('tarot_draws')
    .columns(['log_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('app_rate_limits_window_idx')
    .on('app_rate_limits')
    .column('window_started_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('app_rate_limits_window_idx').execute();
  await db.schema.dropIndex('tarot_draws_unused_idx').execute();
}
