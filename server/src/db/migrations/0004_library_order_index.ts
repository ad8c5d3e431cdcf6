import { type Kysely, sql } from 'kysely';

// The library orders by (created_at, log_id) so readings from the same millisecond keep a
// stable order across pages; with log_id in the index both databases read a page straight
// from the index instead of sorting the user's readings. The search column holds the
// lower-cased app name and question and sits in the index too, so counting, searching and
// skipping to a page read only the index, never the wide rows with the reading content.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('usage_logs_library_idx').execute();
  await db.schema.dropIndex('usage_logs_library_app_idx').execute();
  await db.schema.alterTable('usage_logs').addColumn('search_text', 'text').execute();
  await sql`update usage_logs set search_text = lower(app_name || ' ' || coalesce(question, ''))`.execute(db);
  await db.schema
    .createIndex('usage_logs_library_idx')
    .on('usage_logs')
    .columns(['user_id', 'status', 'created_at', 'log_id', 'search_text'])
    .execute();
  await db.schema
    .createIndex('usage_logs_library_app_idx')
    .on('usage_logs')
    .columns(['user_id', 'app_id', 'status', 'created_at', 'log_id', 'search_text'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('usage_logs_library_app_idx').execute();
  await db.schema.dropIndex('usage_logs_library_idx').execute();
  await db.schema.alterTable('usage_logs').dropColumn('search_text').execute();
  await db.schema
    .createIndex('usage_logs_library_idx')
    .on('usage_logs')
    .columns(['user_id', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('usage_logs_library_app_idx')
    .on('usage_logs')
    .columns(['user_id', 'app_id', 'status', 'created_at'])
    .execute();
}
