import { type Kysely, sql } from 'kysely';

// One active voice session per reading, enforced by the database so two servers (or a double
// click) cannot both open one; and the transcript, one row per spoken or typed turn.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('voice_sessions_one_active_idx')
    .on('voice_sessions')
    .column('log_id')
    .unique()
    .where(sql.ref('status'), '=', sql.lit('active'))
    .execute();
  await db.schema
    .createIndex('voice_sessions_user_idx')
    .on('voice_sessions')
    .columns(['user_id', 'started_at'])
    .execute();
  await db.schema
    .createTable('voice_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('voice_sessions.id'))
    .addColumn('log_id', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('user', 'guide')`))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('writer', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('voice_messages_session_idx')
    .on('voice_messages')
    .columns(['session_id', 'created_at'])
    .execute();
  await db.schema.createIndex('voice_messages_log_idx').on('voice_messages').column('log_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('voice_messages').execute();
  await db.schema.dropIndex('voice_sessions_user_idx').execute();
  await db.schema.dropIndex('voice_sessions_one_active_idx').execute();
}
