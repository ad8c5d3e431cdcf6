import { type Kysely, sql } from 'kysely';
import { FOLD_FROM, FOLD_TO } from '../fold';

// The admin console: a step-up row per session (password plus TOTP, valid for minutes, never
// shared by another session of the same admin), the last sign-in for "active users", and the
// indexes its lists and charts read. admin_audit itself came with 0001 and stays append-only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_step_ups')
    .addColumn('session_key', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('profiles.id'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('admin_step_ups_expiry_idx')
    .on('admin_step_ups')
    .column('expires_at')
    .execute();

  await db.schema.alterTable('profiles').addColumn('last_sign_in_at', 'text').execute();
  await db.schema.createIndex('profiles_created_idx').on('profiles').column('created_at').execute();
  await db.schema
    .createIndex('profiles_balance_idx')
    .on('profiles')
    .columns(['remaining_credits', 'created_at'])
    .execute();
  await db.schema
    .createIndex('admin_audit_target_idx')
    .on('admin_audit')
    .columns(['target_user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('admin_audit_action_idx')
    .on('admin_audit')
    .columns(['action', 'created_at'])
    .execute();
  await db.schema.createIndex('usage_logs_created_idx').on('usage_logs').column('created_at').execute();
  await db.schema.createIndex('credit_ledger_created_idx').on('credit_ledger').column('created_at').execute();

  // SQLite gets the same function from the connection (see db/index.ts).
  if (await isPostgres(db)) {
    await sql`create or replace function orrery_fold(value text) returns text language sql immutable as $$
      select lower(translate(coalesce(value, ''), ${sql.lit(FOLD_FROM)}, ${sql.lit(FOLD_TO)}))
    $$`.execute(db);
  }
}

async function isPostgres(db: Kysely<unknown>): Promise<boolean> {
  try {
    await sql`select version()`.execute(db);
    return true;
  } catch {
    return false;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (await isPostgres(db)) await sql`drop function if exists orrery_fold(text)`.execute(db);
  for (const index of [
    'credit_ledger_created_idx',
    'usage_logs_created_idx',
    'admin_audit_action_idx',
    'admin_audit_target_idx',
    'profiles_balance_idx',
    'profiles_created_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('profiles').dropColumn('last_sign_in_at').execute();
  await db.schema.dropTable('admin_step_ups').execute();
}
