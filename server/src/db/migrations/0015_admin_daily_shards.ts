import { type Kysely, sql } from 'kysely';
import { isPostgres, selects, SOURCES } from './0013_admin_rollups';

/**
 * Spreads each `admin_daily` cell over SHARDS rows on PostgreSQL (issue 15, decision 0015).
 * Every reading's debit added to the one "spent" row of the day, and every completed reading to
 * its app's row: each transaction held that row's lock until it committed, so with several
 * servers writing at once most transactions queued behind one row (nine of thirty connections
 * waiting on a row lock under load). A connection now adds to the row of its own shard
 * (`pg_backend_pid() % SHARDS`), and readers sum the shards. SQLite writes one transaction at a
 * time, so its triggers and table stay as they are.
 */
const SHARDS = 16;

const TABLES = Object.keys(SOURCES) as (keyof typeof SOURCES)[];

function triggerBody(parts: string[], shard: string, conflict: string): string {
  return `insert into admin_daily (metric, day, app_id, amount${shard ? ', shard' : ''})
    select metric, day, app_id, sum(amount)${shard ? `, ${shard}` : ''} from (${parts.join(' union all ')}) c
    group by metric, day, app_id having sum(amount) <> 0
    on conflict (${conflict}) do update set amount = admin_daily.amount + excluded.amount`;
}

async function replaceTriggerFunctions(db: Kysely<unknown>, shard: string, conflict: string): Promise<void> {
  for (const table of TABLES) {
    const ops = {
      insert: selects(table, 'new_rows', 1),
      delete: selects(table, 'old_rows', -1),
      update: [...selects(table, 'old_rows', -1), ...selects(table, 'new_rows', 1)],
    };
    for (const [op, parts] of Object.entries(ops)) {
      await sql
        .raw(
          `create or replace function admin_daily_${table}_${op}() returns trigger language plpgsql as $$ begin ${triggerBody(parts, shard, conflict)}; return null; end $$`,
        )
        .execute(db);
    }
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(await isPostgres(db))) return;
  await sql`alter table admin_daily add column shard smallint not null default 0`.execute(db);
  await sql`alter table admin_daily drop constraint admin_daily_pk`.execute(db);
  await sql`alter table admin_daily add constraint admin_daily_pk primary key (metric, day, app_id, shard)`.execute(
    db,
  );
  await replaceTriggerFunctions(db, `pg_backend_pid() % ${SHARDS}`, 'metric, day, app_id, shard');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(await isPostgres(db))) return;
  await replaceTriggerFunctions(db, '', 'metric, day, app_id');
  await sql`create table admin_daily_merged as
    select metric, day, app_id, sum(amount)::bigint as amount from admin_daily group by metric, day, app_id`.execute(
    db,
  );
  await sql`delete from admin_daily`.execute(db);
  await sql`alter table admin_daily drop constraint admin_daily_pk`.execute(db);
  await sql`alter table admin_daily drop column shard`.execute(db);
  await sql`alter table admin_daily add constraint admin_daily_pk primary key (metric, day, app_id)`.execute(
    db,
  );
  await sql`insert into admin_daily select metric, day, app_id, amount from admin_daily_merged`.execute(db);
  await sql`drop table admin_daily_merged`.execute(db);
}
