import type { Kysely } from 'kysely';

/**
 * The natal positions of a profile's chart that transits are sought to (JSON, see
 * features/me/natal-positions.ts), kept so the daily job does not compute a chart per note.
 * Existing rows start empty: the job computes theirs at their first note and stores them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').addColumn('natal_positions', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('natal_positions').execute();
}
