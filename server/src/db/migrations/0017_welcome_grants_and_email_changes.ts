import type { Kysely } from 'kysely';
import { welcomeAddressHash } from '../../auth/welcome-grants';

/** The tables this migration reads and fills, as they are at this point. */
interface Tables {
  credit_ledger: { user_id: string; reason: string; created_at: string };
  profiles: { id: string; email: string };
  welcome_grants: { address_hash: string; user_id: string; created_at: string };
}

/** The hash an erased profile kept of its address (retention.ts), the only trace of it left. */
const ERASED_ADDRESS = /^erased-([0-9a-f]{64})@erased\.invalid$/;

/**
 * welcome_grants: one row per address (as a hash of its normalised form) that ever had welcome
 * credits, kept through deletion and erasure (issue 25, finding 12). email_changes: a change of a
 * confirmed address, undoable from a link sent to the old address for 7 days (finding 8).
 */
export async function up(db: Kysely<Tables>): Promise<void> {
  await db.schema
    .createTable('welcome_grants')
    .addColumn('address_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Every address that already had its grant, the deleted and erased accounts' included.
  const granted = await db
    .selectFrom('credit_ledger')
    .innerJoin('profiles', 'profiles.id', 'credit_ledger.user_id')
    .select(['profiles.id as userId', 'profiles.email as email', 'credit_ledger.created_at as createdAt'])
    .where('credit_ledger.reason', '=', 'welcome')
    .execute();
  for (const row of granted) {
    const erased = ERASED_ADDRESS.exec(row.email);
    await db
      .insertInto('welcome_grants')
      .values({
        address_hash: erased?.[1] ?? welcomeAddressHash(row.email),
        user_id: row.userId,
        created_at: row.createdAt,
      })
      .onConflict((oc) => oc.column('address_hash').doNothing())
      .execute();
  }

  await db.schema
    .createTable('email_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('old_email', 'text', (c) => c.notNull())
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('undone_at', 'text')
    .execute();
  await db.schema.createIndex('email_changes_user').on('email_changes').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_changes').execute();
  await db.schema.dropTable('welcome_grants').execute();
}
