/**
 * `npm run bench:readings-api`: server-side time of each generation endpoint and of library
 * pages, for one user with 10,000 readings in a usage_logs table of 1,000,000 rows, on SQLite
 * and on PostgreSQL. Requests go through the whole app in-process (`app.request`), so the
 * figures are the server's own time without a network or a load generator.
 */
import { sql } from 'kysely';
import { SAMPLE_READING_REQUESTS as generation } from '../core/src/readings/__fixtures__/requests';
import { createProfileWithWelcomeCredits } from '../server/src/auth/profiles';
import { applyCreditChange } from '../server/src/features/credits/ledger';
import { newId } from '../server/src/lib/ids';
import { createTestContext, TestClient, uniqueEmail } from '../server/test/harness';

const TOTAL_ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const USER_ROWS = 10_000;
const FILLER_USERS = 1_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

async function seed(ctx: Awaited<ReturnType<typeof createTestContext>>, userId: string) {
  const { db } = ctx.deps.database;
  const now = Date.now();
  const fillerIds = Array.from({ length: FILLER_USERS }, (_, i) => `filler-${i}`);
  for (const id of fillerIds) {
    await createProfileWithWelcomeCredits(db, { id, email: `${id}@example.com`, name: 'Filler' }, 0);
  }
  const apps = [
    [1, 'Natal Birth Chart'],
    [2, 'Tarot Celtic Cross'],
    [3, 'Daily Tarot Reading'],
    [4, 'Compatibility'],
    [5, 'Life Path Number'],
  ] as const;
  const content = JSON.stringify({
    kind: 'three-card',
    reading: { title: 'A reading', markdown: 'x'.repeat(400) },
  });
  const batch = 500;
  const started = performance.now();
  for (let i = 0; i < TOTAL_ROWS; i += batch) {
    await db.transaction().execute(async (trx) => {
      const rows = [];
      for (let j = i; j < Math.min(TOTAL_ROWS, i + batch); j++) {
        const owner = j % (TOTAL_ROWS / USER_ROWS) === 0 ? userId : fillerIds[j % FILLER_USERS]!;
        const [appId, appName] = apps[j % 5]!;
        const at = new Date(now - (TOTAL_ROWS - j) * 60_000).toISOString();
        const id = newId(now - (TOTAL_ROWS - j) * 60_000);
        rows.push({
          log_id: id,
          user_id: owner,
          app_id: appId,
          app_name: appName,
          first_name: 'Ada',
          question: `Question number ${j}`,
          input_data: null,
          reading_result_id: id,
          reading_result_content: content,
          credits_charged: 4,
          search_text: `${appName} question number ${j}`.toLowerCase(),
          status: (j % 50 === 7 ? 'refunded' : 'completed') as 'completed' | 'refunded',
          writer: 'composer',
          idempotency_key: null,
          error_code: null,
          voice_agent_used: 0,
          voice_reactivation: 0,
          voice_credits_charged: 0,
          created_at: at,
          updated_at: at,
          completed_at: at,
        });
      }
      await trx.insertInto('usage_logs').values(rows).execute();
    });
  }
  // What autovacuum would have done on a live database: statistics and the visibility map.
  if (ctx.deps.database.kind === 'postgres') await sql`vacuum analyze usage_logs`.execute(db);
  else await sql`analyze`.execute(db);
  return (performance.now() - started) / 1000;
}

async function benchDialect(dialect: 'sqlite' | 'postgres') {
  process.env.TEST_DB = dialect;
  const ctx = await createTestContext({ GENERATION_RATE_LIMIT: '1000000', LOG_LEVEL: 'silent' });
  try {
    const client = new TestClient(ctx.app);
    await client.signUp(uniqueEmail('bench'));
    const me = await (await client.request('/api/me')).json();
    await ctx.deps.database.db.transaction().execute((trx) =>
      applyCreditChange(trx, {
        userId: me.user.id,
        delta: 10_000_000,
        reason: 'admin_adjustment',
        reference: 'bench',
        now: new Date(),
      }),
    );
    const seedSeconds = await seed(ctx, me.user.id);
    const rows: [string, { p50: number; p95: number }][] = [];
    let n = 0;
    for (const [app, body] of Object.entries(generation)) {
      const times: number[] = [];
      for (let i = 0; i < SAMPLES + 10; i++) {
        const t = performance.now();
        const res = await client.request('/api/readings', {
          json: { app, idempotencyKey: `bench-${app}-${++n}`, ...body },
        });
        const ms = performance.now() - t;
        if (res.status !== 200) throw new Error(`${app}: ${res.status} ${await res.text()}`);
        if (i >= 10) times.push(ms); // the first requests warm up the JIT and the place index
      }
      rows.push([`POST /api/readings ${app}`, stats(times)]);
    }
    for (const [label, path] of [
      ['GET /api/readings (page 1)', '/api/readings'],
      ['GET /api/readings?page=200', '/api/readings?page=200'],
      ['GET /api/readings?app=compatibility', '/api/readings?app=compatibility'],
      ['GET /api/readings?search=number 99', '/api/readings?search=number%2099'],
    ] as const) {
      const times: number[] = [];
      for (let i = 0; i < SAMPLES + 10; i++) {
        const t = performance.now();
        const res = await client.request(path);
        const ms = performance.now() - t;
        if (res.status !== 200) throw new Error(`${label}: ${res.status}`);
        if (i >= 10) times.push(ms);
      }
      rows.push([label, stats(times)]);
    }
    const total = await ctx.deps.database.db
      .selectFrom('usage_logs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(
      `\n${dialect}: ${Number(total.n).toLocaleString('en')} usage_logs rows (seeded in ${seedSeconds.toFixed(0)} s), the user owns ${USER_ROWS.toLocaleString('en')}+`,
    );
    console.log('endpoint                                      p50 ms   p95 ms   goal');
    for (const [label, { p50, p95 }] of rows) {
      const goal = label.startsWith('POST') ? 50 : 20;
      console.log(
        `${label.padEnd(45)} ${p50.toFixed(2).padStart(6)} ${p95.toFixed(2).padStart(8)}   p95 < ${goal} ${p95 < goal ? 'met' : 'NOT met'}`,
      );
    }
  } finally {
    await ctx.close();
  }
}

async function main() {
  const dialects = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',') as ('sqlite' | 'postgres')[];
  for (const dialect of dialects) await benchDialect(dialect);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
