import type { Kysely } from 'kysely';

// A draw is prepared before the reading: the seed stays secret and only its SHA-256
// commitment is shown, so the user can later check that the cards were not chosen after the
// fact. The seed is revealed in the reading once the draw is used.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tarot_draws')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('profiles.id'))
    .addColumn('spread', 'text', (c) => c.notNull())
    .addColumn('seed', 'text', (c) => c.notNull())
    .addColumn('commitment', 'text', (c) => c.notNull())
    .addColumn('log_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tarot_draws_user_idx')
    .on('tarot_draws')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tarot_draws').ifExists().execute();
}
