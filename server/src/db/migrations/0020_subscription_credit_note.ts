import type { Kysely } from 'kysely';

/**
 * A downgrade's unused share of the dearer plan (issue 28), owed to the subscriber and taken off
 * the next renewal. Stripe keeps it as a proration on the next invoice; the demo provider keeps
 * it here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('subscriptions')
    .addColumn('credit_note_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').dropColumn('credit_note_cents').execute();
}
