import { type Kysely, sql } from 'kysely';

/**
 * The admin's user search and stats at a million profiles (issue 12, decision 0017).
 *
 * 1. `profiles.search_text` holds the folded "first last", full name and email, joined by the
 *    unit separator (U+001F) so one `like '%…%'` matches exactly when one of them contains the
 *    text. The database keeps it in step on every insert and every change of those columns
 *    (better-auth, profile, admin and billing all write profiles): a generated column on
 *    PostgreSQL, triggers on SQLite (orrery_fold comes from the connection, see db/index.ts).
 *    PostgreSQL indexes it with pg_trgm when the extension can be had; SQLite scans a narrow
 *    covering index instead of the wide rows.
 * 2. Covering indexes for every stats query, so the per-day charts and totals read only index
 *    entries, never the rows with reading content.
 */
const FOLDED = (sep: string) =>
  `orrery_fold(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) || ${sep} || orrery_fold(full_name) || ${sep} || orrery_fold(email)`;

const INDEXES: [name: string, table: string, columns: string[]][] = [
  ['profiles_created_id_idx', 'profiles', ['created_at', 'id', 'status', 'search_text']],
  ['profiles_balance_id_idx', 'profiles', ['remaining_credits', 'id', 'status', 'search_text']],
  ['usage_logs_day_idx', 'usage_logs', ['created_at', 'status', 'app_id']],
  ['credit_ledger_day_idx', 'credit_ledger', ['created_at', 'reason', 'delta']],
  ['credit_ledger_reason_idx', 'credit_ledger', ['reason', 'delta']],
  ['profiles_activity_idx', 'profiles', ['status', 'last_sign_in_at']],
];

/** 0008's indexes that the ones above take over. */
const REPLACED = [
  'profiles_created_idx',
  'profiles_balance_idx',
  'usage_logs_created_idx',
  'credit_ledger_created_idx',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (await isPostgres(db)) {
    await sql`alter table profiles add column search_text text generated always as (${sql.raw(FOLDED('chr(31)'))}) stored`.execute(
      db,
    );
    if (await trigramAvailable(db)) {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index profiles_search_idx on profiles using gin (search_text gin_trgm_ops)`.execute(
        db,
      );
    }
  } else {
    await db.schema.alterTable('profiles').addColumn('search_text', 'text').execute();
    const refresh = sql.raw(`update profiles set search_text = ${FOLDED('char(31)')} where id = new.id;`);
    await sql`create trigger profiles_search_insert after insert on profiles begin ${refresh} end`.execute(
      db,
    );
    await sql`create trigger profiles_search_update after update of first_name, last_name, full_name, email
      on profiles begin ${refresh} end`.execute(db);
    await sql`update profiles set search_text = ${sql.raw(FOLDED('char(31)'))}`.execute(db);
  }

  for (const name of REPLACED) await db.schema.dropIndex(name).execute();
  for (const [name, table, columns] of INDEXES) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
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

/**
 * pg_trgm is a trusted extension: a superuser or anyone who may create in this database can
 * add it. Without it the search still answers the same, only by scanning.
 */
async function trigramAvailable(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ ok: boolean }>`select
      exists (select 1 from pg_extension where extname = 'pg_trgm')
      or (exists (select 1 from pg_available_extensions where name = 'pg_trgm')
        and ((select rolsuper from pg_roles where rolname = current_user)
          or has_database_privilege(current_database(), 'CREATE'))) as ok`.execute(db);
  return Boolean(rows[0]?.ok);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of [...INDEXES].reverse()) await db.schema.dropIndex(name).execute();
  await db.schema.createIndex('profiles_created_idx').on('profiles').column('created_at').execute();
  await db.schema
    .createIndex('profiles_balance_idx')
    .on('profiles')
    .columns(['remaining_credits', 'created_at'])
    .execute();
  await db.schema.createIndex('usage_logs_created_idx').on('usage_logs').column('created_at').execute();
  await db.schema.createIndex('credit_ledger_created_idx').on('credit_ledger').column('created_at').execute();
  await db.schema.dropIndex('profiles_search_idx').ifExists().execute();
  if (!(await isPostgres(db))) {
    await sql`drop trigger profiles_search_update`.execute(db);
    await sql`drop trigger profiles_search_insert`.execute(db);
  }
  await db.schema.alterTable('profiles').dropColumn('search_text').execute();
}
