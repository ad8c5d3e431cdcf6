/**
 * `npm run bench:api`: requests per second and latency of GET /api/health and an authenticated
 * GET /api/me, on SQLite and on PostgreSQL, beside a bare Hono route on `@hono/node-server` in
 * the same run. The machine is shared and its absolute figures drift, so what is compared is
 * the ratio to the bare route, measured in turn with each endpoint on the same cores: bare Hono
 * and Orrery both listen, one loaded at a time, in rounds (each endpoint between two bare runs,
 * set against their mean), and the median of the rounds' ratios is printed, since bare Hono alone
 * moved by a third between runs.
 * Every server runs as its own process (as in production), logging at the production level into
 * a pipe; the load comes from this one, the fixed-rate load from a process of its own. Per
 * endpoint: the maximum throughput (autocannon, 20 connections) in each round, and an open-loop
 * fixed 1,000 requests per second once, after a second of warm-up at that rate, on a quiet
 * machine (PostgreSQL checkpointed first; see QUIET_CPU_SHARE), printed with what else ran
 * meanwhile and the server's full GCs. Goals: /api/health at least 50% of the bare route,
 * /api/me at least 30%, and p99 under 10 ms at 1,000 req/s on both databases.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

/** Sessions sharing a machine each need their own: `BENCH_PORT=3821`. */
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;
const BARE_PORT = PORT + 1;
const BARE_BASE = `http://127.0.0.1:${BARE_PORT}`;
/** Rounds of bare Hono then each endpoint; the printed ratio is their median. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const FIXED_RATE_WARM_UP_S = 1;
/** While working on one of them: `BENCH_ENDPOINTS=/api/me BENCH_DATABASES=postgres`. */
const ENDPOINTS = (process.env.BENCH_ENDPOINTS ?? '/api/health,/api/me').split(',');
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const HEALTH_GOAL = 0.5;
const ME_GOAL = 0.3;
const P99_GOAL_MS = 10;
/** Linux's USER_HZ, the unit of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS_PER_SECOND = 100;
/**
 * Before a fixed-rate run the whole machine (every process, not only ours) must have been under
 * this share of its CPU for a second, waiting at most QUIET_WAIT_S: a neighbour's burst, or
 * PostgreSQL's own work after the write-heavy sign-up and load phases, is not the server's p99.
 */
const QUIET_CPU_SHARE = 0.15;
const QUIET_WAIT_S = Number(process.env.BENCH_QUIET_WAIT_SECONDS ?? 60);
/** Turns on the server's /metrics, whose process metrics tell the full GCs during a run. */
const METRICS_TOKEN = 'bench-metrics-token-bench-metrics-token';

/** The framework's own floor: one JSON route, no middleware, the same server adapter. */
const BARE_HONO = `
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
const app = new Hono();
app.get('/api/health', (c) => c.json({ status: 'ok' }));
serve({ fetch: app.fetch, hostname: '127.0.0.1', port: ${BARE_PORT} });
`;

async function waitForHealth(base: string, deadline = Date.now() + 30_000): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

/** Reads the server's log and throws it away, as a log collector on the other end of a pipe would. */
function drain(child: ChildProcess): ChildProcess {
  child.stdout?.resume();
  return child;
}

function startBareHono(): ChildProcess {
  return drain(
    spawn(process.execPath, ['--input-type=module', '-e', BARE_HONO], {
      cwd: 'server',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
}

function startServer(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'demo',
      EMAIL: 'disabled',
      OPERATOR_NAME: 'Orrery Bench GmbH',
      OPERATOR_ADDRESS: 'Teststraße 1; 10115 Berlin; Germany',
      OPERATOR_EMAIL: 'operator@orrery.test',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${PORT}`,
      BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
      SIGN_IN_RATE_LIMIT: '100000',
      LOG_LEVEL: 'info',
      METRICS_TOKEN,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return drain(child);
}

async function sessionCookie(): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://localhost:${PORT}` },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      password: 'bench password 123',
      name: 'Bench Mark',
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

interface Row {
  database: string;
  endpoint: string;
  mode: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Server CPU time per request in µs, in the maximum-throughput run. */
  cpuUs?: number;
  /** Throughput as a share of bare Hono's in the same round (median over the rounds). */
  ofBare?: number;
}

/** CPU seconds (user and system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, the 14th and 15th fields, counted from the state (the 3rd); in clock ticks.
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/** The whole machine's CPU time so far, from /proc/stat's first line, in clock ticks. */
function machineCpu() {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number) as number[];
  const busy = user! + nice! + system! + irq! + softirq!;
  return { busy, steal: steal!, total: busy + idle! + iowait! + steal! };
}

/**
 * Waits until the whole machine has been quiet for a second (see QUIET_CPU_SHARE) and says how
 * long that took, or that it never was.
 */
async function waitForQuietMachine(): Promise<{ waitedS: number; busy: number; quiet: boolean }> {
  const started = Date.now();
  for (;;) {
    const before = machineCpu();
    await new Promise((r) => setTimeout(r, 1_000));
    const after = machineCpu();
    const busy = (after.busy - before.busy) / (after.total - before.total || 1);
    const waitedS = Math.round((Date.now() - started) / 1000);
    if (busy < QUIET_CPU_SHARE || waitedS >= QUIET_WAIT_S)
      return { waitedS, busy, quiet: busy < QUIET_CPU_SHARE };
  }
}

/**
 * Throughput drifts with whatever else the shared machine runs; the server's own CPU time per
 * request drifts much less, so it is printed beside it.
 */
async function maxThroughput(url: string, headers: Record<string, string>, server: ChildProcess) {
  const cpuBefore = cpuSeconds(server.pid!);
  const result = await autocannon({ url, headers, connections: 20, duration: DURATION_S });
  const cpu = cpuSeconds(server.pid!) - cpuBefore;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuUs: Math.round((cpu * 1e6) / result.requests.total),
  };
}

/**
 * The server's full (major) GCs so far and its longest event-loop delay since the last call, from
 * its Prometheus process metrics (prom-client resets the delay's histogram at each scrape).
 */
async function serverGc(): Promise<{ major: number; majorMs: number; loopDelayMs: number }> {
  const res = await fetch(`${BASE}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.text();
  const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0);
  return {
    major: value(/^nodejs_gc_duration_seconds_count\{kind="major"\} (\S+)$/m),
    majorMs: 1000 * value(/^nodejs_gc_duration_seconds_sum\{kind="major"\} (\S+)$/m),
    loopDelayMs: 1000 * value(/^nodejs_eventloop_lag_max_seconds (\S+)$/m),
  };
}

interface FixedRun {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  over10: number;
  worst: { ms: number; atS: number; at: number };
}

/**
 * The fixed-rate run, from a generator process of its own (see `fixed-rate.mjs`), with what the
 * rest of the machine did meanwhile: the share of all cores used by processes other than the
 * server and the generator (this one, the idle bare Hono, PostgreSQL and the neighbours), and the
 * share the hypervisor took away (steal).
 */
async function fixedRate(url: string, headers: Record<string, string>, rate: number, server: ChildProcess) {
  const gcBefore = await serverGc();
  const machineBefore = machineCpu();
  const serverBefore = cpuSeconds(server.pid!);
  const generator = spawn(
    process.execPath,
    [
      'bench/fixed-rate.mjs',
      url,
      String(rate),
      String(DURATION_S),
      String(FIXED_RATE_WARM_UP_S),
      JSON.stringify(headers),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  let generatorCpu = 0;
  generator.stdout!.on('data', (chunk) => {
    output += chunk;
    // Read while the generator still exists (it prints just before it exits).
    try {
      generatorCpu = cpuSeconds(generator.pid!);
    } catch {
      // already gone
    }
  });
  const code = await new Promise((r) => generator.once('exit', r));
  if (code !== 0) throw new Error(`the fixed-rate generator exited with ${code}`);
  const machine = machineCpu();
  const gcAfter = await serverGc();
  const ticks = machine.total - machineBefore.total || 1;
  const ours = (cpuSeconds(server.pid!) - serverBefore + generatorCpu) * CLOCK_TICKS_PER_SECOND;
  return {
    ...(JSON.parse(output) as FixedRun),
    others: Math.max(0, machine.busy - machineBefore.busy - ours) / ticks,
    steal: (machine.steal - machineBefore.steal) / ticks,
    fullGcs: gcAfter.major - gcBefore.major,
    fullGcMs: gcAfter.majorMs - gcBefore.majorMs,
    loopDelayMs: gcAfter.loopDelayMs,
  };
}

async function stop(server: ChildProcess): Promise<void> {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

/**
 * Waits until the server has finished its start-up work (the gazetteer is parsed a second after
 * it first answers, for a second or, on a busy machine, much longer), which would otherwise be
 * counted against the first endpoint measured.
 */
async function waitUntilIdle(server: ChildProcess, deadline = Date.now() + 60_000): Promise<void> {
  let before = cpuSeconds(server.pid!);
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuSeconds(server.pid!);
    if (now - before < 0.05) return;
    before = now;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** What each fixed-rate run was measured under, printed below the table. */
const conditions: string[] = [];

async function benchDatabase(
  label: string,
  env: Record<string, string>,
  rows: Row[],
  /** Run before each fixed-rate run (PostgreSQL: a CHECKPOINT); says what it did. */
  settle: () => Promise<string> = async () => '',
) {
  const bare = startBareHono();
  const server = startServer(env);
  try {
    await waitForHealth(BARE_BASE);
    await waitForHealth(BASE);
    await new Promise((r) => setTimeout(r, 1_500));
    await waitUntilIdle(server);
    const cookie = await sessionCookie();
    const endpoints = (
      [
        ['/api/health', {}],
        ['/api/me', { cookie }],
      ] as const
    ).filter(([endpoint]) => ENDPOINTS.includes(endpoint));
    // Warm up connections, JIT and caches before measuring.
    await autocannon({ url: `${BARE_BASE}/api/health`, connections: 10, duration: 2 });
    for (const [endpoint, headers] of endpoints)
      await autocannon({ url: BASE + endpoint, headers, connections: 10, duration: 2 });
    const bareRuns: Awaited<ReturnType<typeof maxThroughput>>[] = [];
    const runs = new Map<string, { run: Awaited<ReturnType<typeof maxThroughput>>; ofBare: number }[]>();
    // Bare Hono is loaded before the first round and after each one, so that every endpoint run
    // lies between two bare runs and is set against their mean: the machine's drift within a
    // round (bare Hono alone moved by a half between runs) falls on both sides of the ratio.
    bareRuns.push(await maxThroughput(`${BARE_BASE}/api/health`, {}, bare));
    for (let round = 0; round < ROUNDS; round++) {
      const measured: [string, Awaited<ReturnType<typeof maxThroughput>>][] = [];
      for (const [endpoint, headers] of endpoints)
        measured.push([endpoint, await maxThroughput(BASE + endpoint, headers, server)]);
      bareRuns.push(await maxThroughput(`${BARE_BASE}/api/health`, {}, bare));
      const bareRps = (bareRuns.at(-2)!.rps + bareRuns.at(-1)!.rps) / 2;
      for (const [endpoint, run] of measured)
        runs.set(endpoint, [...(runs.get(endpoint) ?? []), { run, ofBare: run.rps / bareRps }]);
    }
    const summary = (list: Awaited<ReturnType<typeof maxThroughput>>[]) => ({
      rps: Math.round(median(list.map((r) => r.rps))),
      p50: median(list.map((r) => r.p50)),
      p99: median(list.map((r) => r.p99)),
      errors: list.reduce((sum, r) => sum + r.errors, 0),
      cpuUs: Math.round(median(list.map((r) => r.cpuUs))),
    });
    rows.push({ database: label, endpoint: 'bare Hono', mode: 'max', ...summary(bareRuns), ofBare: 1 });
    for (const [endpoint, headers] of endpoints) {
      const measured = runs.get(endpoint)!;
      rows.push({
        database: label,
        endpoint,
        mode: 'max',
        ...summary(measured.map((m) => m.run)),
        ofBare: median(measured.map((m) => m.ofBare)),
      });
      await waitUntilIdle(server);
      const settled = await settle();
      const quiet = await waitForQuietMachine();
      const { over10, worst, others, steal, fullGcs, fullGcMs, loopDelayMs, ...fixed } = await fixedRate(
        BASE + endpoint,
        headers,
        1000,
        server,
      );
      rows.push({ database: label, endpoint, mode: '1000 rps', ...fixed });
      const pct = (share: number) => `${(100 * share).toFixed(0)}%`;
      conditions.push(
        `${label} ${endpoint}: ${settled}${quiet.quiet ? `machine quiet after ${quiet.waitedS} s` : `machine NOT quiet after ${quiet.waitedS} s`} (${pct(quiet.busy)} of its CPU busy); during the run other processes used ${pct(others)} of the CPU, steal ${pct(steal)}; the server's longest event-loop delay ${loopDelayMs.toFixed(1)} ms, ${fullGcs} full GCs (${fullGcMs.toFixed(1)} ms); ${over10} requests over 10 ms, the slowest ${worst.ms} ms at ${worst.atS} s`,
      );
    }
  } finally {
    await stop(server);
    await stop(bare);
  }
}

async function main() {
  const rows: Row[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orrery-bench-api-'));
  if (DATABASES.includes('sqlite')) {
    await benchDatabase('sqlite', { DATA_DIR: dataDir }, rows);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (DATABASES.includes('postgres')) await benchPostgres(rows);
  printResults(rows);
}

async function benchPostgres(rows: Row[]) {
  const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `orrery_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // A write-heavy phase (sign-up, the load runs' session writes) leaves dirty buffers, and a
    // timed checkpoint could flush them in the middle of a fixed-rate run: flush them before.
    const checkpoint = async () => {
      const started = performance.now();
      await admin.query('checkpoint');
      return `CHECKPOINT (${Math.round(performance.now() - started)} ms), `;
    };
    await benchDatabase('postgres', { DATABASE_URL: url.toString() }, rows, checkpoint);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

function printResults(rows: Row[]) {
  console.log(
    `\nGET latency in ms, ${DURATION_S} s per run, ${os.cpus().length} cores (server and load generator share them); maximum throughput: medians of ${ROUNDS} rounds\n`,
  );
  console.log('database  endpoint     mode        req/s    p50    p99  errors  CPU µs/req  of bare Hono');
  for (const r of rows) {
    const cpu = r.cpuUs === undefined ? '' : String(r.cpuUs);
    const ratio = r.ofBare === undefined ? '' : `${(100 * r.ofBare).toFixed(1)}%`;
    console.log(
      `${r.database.padEnd(9)} ${r.endpoint.padEnd(12)} ${r.mode.padEnd(9)} ${String(r.rps).padStart(7)} ${String(r.p50).padStart(6)} ${String(r.p99).padStart(6)} ${String(r.errors).padStart(7)} ${cpu.padStart(11)} ${ratio.padStart(13)}`,
    );
  }
  console.log(
    `\nBefore each fixed-rate run the bench waited for the whole machine (/proc/stat) to use under ${100 * QUIET_CPU_SHARE}% of its CPU for a second:`,
  );
  for (const line of conditions) console.log(`  ${line}`);
  console.log('');
  for (const database of DATABASES) {
    const max = (endpoint: string) =>
      rows.find((r) => r.database === database && r.endpoint === endpoint && r.mode === 'max');
    for (const [endpoint, goal] of [
      ['/api/health', HEALTH_GOAL],
      ['/api/me', ME_GOAL],
    ] as const) {
      const row = max(endpoint);
      if (!row) continue;
      const ratio = row.ofBare!;
      console.log(
        `Goal (${database} ${endpoint} >= ${goal * 100}% of bare Hono): ${ratio >= goal ? 'met' : 'NOT met'} (${(100 * ratio).toFixed(1)}%)`,
      );
    }
    for (const r of rows.filter((r) => r.database === database && r.mode === '1000 rps'))
      console.log(
        `Goal (${database} ${r.endpoint} at 1,000 req/s, p99 < ${P99_GOAL_MS} ms): ${r.p99 < P99_GOAL_MS ? 'met' : 'NOT met'} (p99 ${r.p99} ms)`,
      );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
