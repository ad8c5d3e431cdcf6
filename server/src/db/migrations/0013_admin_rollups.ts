import { type Kysely, sql } from 'kysely';

/**
 * The admin stats at a million profiles and five million readings (issue 12, decision 0021).
 *
 * 1. `admin_daily`: one row per metric, UTC day and app with a running amount, so the stats
 *    cards and charts read a few hundred rows instead of aggregating the big tables. The
 *    database keeps it in step, in the same transaction as the write, for every writer of
 *    profiles, usage_logs and credit_ledger: row triggers on SQLite, statement triggers with
 *    transition tables on PostgreSQL (one aggregated upsert per statement, so a bulk insert
 *    costs one pass, not one upsert per row). The migration fills it from what is there.
 *    0011's covering indexes for aggregating by day go: nothing else reads by day, and every
 *    reading and ledger write paid for them.
 * 2. `admin_totp_steps`: the last TOTP time step each admin used at step-up, so a code cannot
 *    be replayed inside its 30-second window.
 */

/** One contribution of a row to `admin_daily`; `r.` stands for the row (new or old). */
interface Contribution {
  metric: string;
  day: string;
  appId: string;
  amount: string;
  when: string;
}

/**
 * "Credits used" and the chart's "spent": what readings and voice reactivations took, net of
 * refunds for failed readings. A new spending reason needs a migration that recreates the
 * ledger triggers and refills the two metrics.
 */
const SPENDING = `('reading', 'reading_refund', 'voice_reactivation')`;

export const SOURCES: Record<'profiles' | 'usage_logs' | 'credit_ledger', Contribution[]> = {
  profiles: [
    { metric: 'signups', day: 'r.created_at', appId: '0', amount: '1', when: '1 = 1' },
    { metric: 'users', day: 'r.created_at', appId: '0', amount: '1', when: `r.status <> 'deleted'` },
    {
      metric: 'active',
      day: 'r.last_sign_in_at',
      appId: '0',
      amount: '1',
      when: `r.status = 'active' and r.last_sign_in_at is not null`,
    },
  ],
  usage_logs: [
    {
      metric: 'readings',
      day: 'r.created_at',
      appId: 'coalesce(r.app_id, 0)',
      amount: '1',
      when: `r.status = 'completed'`,
    },
  ],
  credit_ledger: [
    { metric: 'spent', day: 'r.created_at', appId: '0', amount: '-r.delta', when: `r.reason in ${SPENDING}` },
    {
      metric: 'granted',
      day: 'r.created_at',
      appId: '0',
      amount: 'r.delta',
      when: `r.reason not in ${SPENDING} and r.delta > 0`,
    },
  ],
};
/** The columns whose change moves a row between rollup cells (SQLite's `update of`). */
const WATCHED: Record<keyof typeof SOURCES, string> = {
  profiles: 'status, created_at, last_sign_in_at',
  usage_logs: 'status, created_at, app_id',
  credit_ledger: 'reason, delta, created_at',
};

/** 0011's indexes that only the old per-request aggregation read. */
const DROPPED: [name: string, table: string, columns: string[]][] = [
  ['usage_logs_day_idx', 'usage_logs', ['created_at', 'status', 'app_id']],
  ['credit_ledger_day_idx', 'credit_ledger', ['created_at', 'reason', 'delta']],
  ['credit_ledger_reason_idx', 'credit_ledger', ['reason', 'delta']],
];

const UPSERT = `on conflict (metric, day, app_id) do update set amount = admin_daily.amount + excluded.amount`;
const COLUMNS = 'insert into admin_daily (metric, day, app_id, amount)';

/** `select metric, day, app_id, signed amount from <rows> where …` for each contribution. */
export function selects(table: keyof typeof SOURCES, rows: string, sign: 1 | -1): string[] {
  return SOURCES[table].map(
    (c) =>
      `select '${c.metric}' as metric, substr(${c.day}, 1, 10) as day, ${c.appId} as app_id, ` +
      `${sign === 1 ? '' : '-'}(${c.amount}) as amount from ${rows} r where ${c.when}`,
  );
}

function aggregated(parts: string[]): string {
  return `${COLUMNS} select metric, day, app_id, sum(amount) from (${parts.join(' union all ')}) c
    group by metric, day, app_id having sum(amount) <> 0 ${UPSERT}`;
}

/** SQLite's row triggers see `new` and `old` as values, not tables: one upsert per contribution. */
function sqliteStatements(table: keyof typeof SOURCES, row: 'new' | 'old', sign: 1 | -1): string[] {
  return SOURCES[table].map((c) => {
    const on = (text: string) => text.replaceAll('r.', `${row}.`);
    // "where" also settles SQLite's parse of INSERT … SELECT … ON CONFLICT.
    return `${COLUMNS} select '${c.metric}', substr(${on(c.day)}, 1, 10), ${on(c.appId)}, ${sign === 1 ? '' : '-'}(${on(c.amount)})
      where ${on(c.when)} ${UPSERT.replace('admin_daily.amount', 'amount')};`;
  });
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = await isPostgres(db);
  await db.schema
    .createTable('admin_daily')
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('app_id', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('admin_daily_pk', ['metric', 'day', 'app_id'])
    .execute();
  await db.schema
    .createTable('admin_totp_steps')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('profiles.id').onDelete('cascade'))
    .addColumn('step', 'bigint', (c) => c.notNull())
    .execute();

  for (const [name] of DROPPED) await db.schema.dropIndex(name).execute();
  for (const table of Object.keys(SOURCES) as (keyof typeof SOURCES)[]) {
    await sql.raw(aggregated(selects(table, table, 1))).execute(db);
    if (postgres) {
      const ops = [
        ['insert', 'new table as new_rows', selects(table, 'new_rows', 1)],
        ['delete', 'old table as old_rows', selects(table, 'old_rows', -1)],
        [
          'update',
          'old table as old_rows new table as new_rows',
          [...selects(table, 'old_rows', -1), ...selects(table, 'new_rows', 1)],
        ],
      ] as const;
      for (const [op, referencing, parts] of ops) {
        const name = `admin_daily_${table}_${op}`;
        await sql
          .raw(
            `create function ${name}() returns trigger language plpgsql as $$ begin ${aggregated([...parts])}; return null; end $$`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger ${name} after ${op} on ${table} referencing ${referencing} for each statement execute function ${name}()`,
          )
          .execute(db);
      }
    } else {
      const body = (statements: string[]) => sql.raw(statements.join('\n'));
      await sql`create trigger ${sql.raw(`admin_daily_${table}_insert`)} after insert on ${sql.table(table)}
        begin ${body(sqliteStatements(table, 'new', 1))} end`.execute(db);
      await sql`create trigger ${sql.raw(`admin_daily_${table}_delete`)} after delete on ${sql.table(table)}
        begin ${body(sqliteStatements(table, 'old', -1))} end`.execute(db);
      await sql`create trigger ${sql.raw(`admin_daily_${table}_update`)} after update of ${sql.raw(WATCHED[table])}
        on ${sql.table(table)} begin ${body([...sqliteStatements(table, 'old', -1), ...sqliteStatements(table, 'new', 1)])} end`.execute(
        db,
      );
    }
  }
}

export async function isPostgres(db: Kysely<unknown>): Promise<boolean> {
  try {
    await sql`select version()`.execute(db);
    return true;
  } catch {
    return false;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = await isPostgres(db);
  for (const table of Object.keys(SOURCES)) {
    for (const op of ['insert', 'delete', 'update']) {
      const name = `admin_daily_${table}_${op}`;
      await sql.raw(`drop trigger ${name}${postgres ? ` on ${table}` : ''}`).execute(db);
      if (postgres) await sql.raw(`drop function ${name}()`).execute(db);
    }
  }
  for (const [name, table, columns] of DROPPED) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
  await db.schema.dropTable('admin_totp_steps').execute();
  await db.schema.dropTable('admin_daily').execute();
}
