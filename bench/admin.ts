/**
 * `npm run bench:admin`: the admin console's two heavy reads, user search and stats with its
 * charts, through the whole app in-process (role and step-up checks included), on SQLite and
 * on PostgreSQL, against BENCH_PROFILES profiles (default 1,000,000) and BENCH_USAGE usage rows
 * (default 5,000,000) generated inside the database.
 */
import { sql } from 'kysely';
import { createTestContext, TestClient, uniqueEmail } from '../server/test/harness';

const PROFILES = Number(process.env.BENCH_PROFILES ?? 1_000_000);
const USAGE = Number(process.env.BENCH_USAGE ?? 5_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const GOALS = { search: 50, stats: 200 };
const PASSWORD = 'correct horse battery';
/** A spread of 2026 days from n, padded portably (PostgreSQL's substr counts negatives differently). */
const MONTH = `(case when n % 12 < 9 then '0' else '' end || (1 + n % 12))`;
const DAY = `(case when n % 28 < 9 then '0' else '' end || (1 + n % 28))`;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

/** p95 against the goal, with the median beside it: on a shared machine one stall moves the p95. */
async function timed(
  samples: number,
  run: () => Promise<Response>,
): Promise<{ p95: number; median: number }> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    const res = await run();
    if (!res.ok) throw new Error(`request failed: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    times.push(performance.now() - start);
  }
  return { p95: percentile(times, 0.95), median: percentile(times, 0.5) };
}

async function benchDialect(dialect: 'sqlite' | 'postgres') {
  process.env.TEST_DB = dialect;
  const ctx = await createTestContext();
  try {
    const { db } = ctx.deps.database;
    const seedStart = performance.now();
    const names = `case n % 4 when 0 then 'Müller' when 1 then 'Smith' when 2 then 'García' else 'Łukasz' end`;
    // One statement per table, numbers made inside the database: generate_series on PostgreSQL,
    // a recursive CTE on SQLite (which has no table-valued generate_series built in).
    const numbers = (count: number) =>
      dialect === 'postgres'
        ? sql`with seq(n) as (select generate_series(1, ${sql.lit(count)}))`
        : sql`with recursive seq(n) as (select 1 union all select n + 1 from seq where n < ${sql.lit(count)})`;
    await sql`${numbers(PROFILES)}
      insert into profiles (id, email, full_name, first_name, last_name, status, role, remaining_credits,
        created_at, updated_at, last_sign_in_at)
      select 'bench-' || n, 'user' || n || '@example.com', 'Person ' || n || ' ' || ${sql.raw(names)},
        'Person' || n, ${sql.raw(names)}, case when n % 50 = 0 then 'blocked' else 'active' end, 'user', n % 500,
        '2026-' || ${sql.raw(MONTH)} || '-' || ${sql.raw(DAY)} || 'T10:00:00.000Z',
        '2026-01-01T00:00:00.000Z', '2026-11-0' || (1 + n % 9) || 'T00:00:00.000Z'
      from seq`.execute(db);
    await sql`${numbers(USAGE)}
      insert into usage_logs (log_id, user_id, app_id, app_name, credits_charged, status, created_at, updated_at)
      select 'log-' || n, 'bench-' || (1 + n % ${sql.lit(PROFILES)}), 1 + n % 5, 'App', 1 + n % 3, 'completed',
        '2026-' || ${sql.raw(MONTH)} || '-' || ${sql.raw(DAY)} || 'T12:00:00.000Z',
        '2026-01-01T00:00:00.000Z'
      from seq`.execute(db);
    // A live PostgreSQL has autovacuum set the visibility map after a bulk insert, which lets
    // index-only scans skip the table; a freshly seeded one has not run it yet.
    await sql.raw(dialect === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const admin = new TestClient(ctx.app);
    const email = uniqueEmail('bench-admin');
    await admin.signUp(email, PASSWORD);
    await db.updateTable('profiles').set({ role: 'admin' }).where('email', '=', email).execute();
    await admin.request('/api/admin/step-up', { json: { password: PASSWORD } });

    const search = await timed(SAMPLES, () => admin.request('/api/admin/users?q=muller&pageSize=20'));
    const stats = await timed(SAMPLES, () => admin.request('/api/admin/stats?from=2026-10-01&to=2026-10-31'));
    console.log(
      `${dialect}: ${PROFILES} profiles, ${USAGE} usage rows (seeded in ${seedSeconds.toFixed(0)} s): ` +
        `search p95 ${search.p95.toFixed(1)} ms (goal < ${GOALS.search}, median ${search.median.toFixed(1)}), ` +
        `stats with charts p95 ${stats.p95.toFixed(1)} ms (goal < ${GOALS.stats}, median ${stats.median.toFixed(1)})`,
    );
  } finally {
    await ctx.close();
  }
}

for (const dialect of (process.env.BENCH_DB ?? 'sqlite,postgres').split(',')) {
  await benchDialect(dialect === 'postgres' ? 'postgres' : 'sqlite');
}
