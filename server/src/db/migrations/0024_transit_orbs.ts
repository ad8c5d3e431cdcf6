import type { Kysely } from 'kysely';

/**
 * The orb set a reader chose for "Today" and the daily note (transitOrbsSchema in core); every
 * existing profile keeps the orbs it had, the standard set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('transit_orbs', 'text', (column) => column.notNull().defaultTo('standard'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('transit_orbs').execute();
}
