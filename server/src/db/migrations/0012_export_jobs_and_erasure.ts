import { type Kysely, sql } from 'kysely';

/**
 * Data exports built in the background (issue 13, decision 0020): one row per export, its
 * progress written as it goes so the page can show it whichever server it asks. The archive
 * itself is a file under DATA_DIR/exports, like avatars, and the row says when it goes away.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('export_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('running', 'ready', 'failed')`))
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('export_jobs_user')
    .on('export_jobs')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('export_jobs_expiry').on('export_jobs').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('export_jobs').execute();
}
