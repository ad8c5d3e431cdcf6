import { type Kysely, sql } from 'kysely';

// Welcome credits now arrive when an address is verified, which can happen more than once per
// account (a second verification after a change of address) and on any server: one welcome
// ledger row per user, enforced by the database.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('credit_ledger_one_welcome')
    .on('credit_ledger')
    .column('user_id')
    .unique()
    .where(sql.ref('reason'), '=', 'welcome')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('credit_ledger_one_welcome').execute();
}
