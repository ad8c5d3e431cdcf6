/**
 * A mixed load from autocannon through the cluster's nginx (sign-in, /api/me, library pages, all five readings)
 * while one server is killed with SIGKILL and started again and another is stopped with SIGTERM,
 * then the books are checked in the database. Shared by `npm run bench:cluster` and the CI test.
 */
import http from 'node:http';
import autocannon from 'autocannon';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { SAMPLE_READING_REQUESTS as requests } from '../../core/src/readings/__fixtures__/requests';
import { openDatabase } from '../src/db';
import type { Cluster } from './cluster';

/** A language model that takes a while and then refuses, so readings are in flight when a server dies. */
export async function slowModel(delayMs: number) {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => setTimeout(() => res.writeHead(500).end('{}'), delayMs));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** Settings for the servers under a fault run: no rate limit in the way, a fast sweep. */
export function faultRunEnv(modelUrl: string): Record<string, string> {
  return {
    LLM_BASE_URL: modelUrl,
    LLM_MODEL: 'slow-loopback',
    LLM_TIMEOUT_MS: '1000',
    PENDING_READING_TIMEOUT_SECONDS: '31',
    SWEEP_INTERVAL_SECONDS: '2',
    SIGN_IN_RATE_LIMIT: '100000',
    GENERATION_RATE_LIMIT: '100000',
    WELCOME_CREDITS: '100000',
    LOG_LEVEL: 'warn',
  };
}

interface Sample {
  at: number;
  status: number;
  ms: number;
}

export interface FaultRunOptions {
  durationMs: number;
  /** autocannon's connections: each signs in as one of as many users and loops the mix. */
  connections: number;
  /** When to SIGKILL servers[0] (it is started again at once); null for none. */
  killAtMs: number | null;
  /** When to SIGTERM servers[1] (started again once it has exited); null for none. */
  termAtMs: number | null;
  /**
   * The same load for this long first, not measured: fresh servers load the gazetteer, fill
   * their pools and compile their hot paths, which in a short run would count as throughput.
   */
  warmUpMs?: number;
  /** Called when the measured part of the load begins (after the warm-up). */
  onMeasureStart?: () => void;
}

const READING_APPS = Object.keys(requests) as (keyof typeof requests)[];
const PASSWORD = 'correct horse battery';
/** One sign-in per this many requests; a quarter of the others /api/me, a quarter the library. */
const SIGN_IN_EVERY = 40;

interface Visitor {
  email: string;
  /** The session cookie, replaced at each sign-in. */
  cookie: string;
}

const sessionCookie = (lines: string[]) => lines.map((line) => line.split(';')[0]).join('; ');

/** A new account, signed in (sign-up opens a session). */
async function signUp(base: string, email: string): Promise<Visitor> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      name: 'Load Test',
      firstName: 'Load',
      lastName: 'Test',
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return { email, cookie: sessionCookie(res.headers.getSetCookie()) };
}

let idempotencyKeys = 0;

/**
 * The mix one autocannon connection loops through as one visitor: it signs in again once per
 * SIGN_IN_EVERY requests, reads its account and its library, and makes readings of every kind,
 * each with a fresh idempotency key as the web app does for each submission. `offset` rotates
 * the loop so that the connections' sign-ins (a quarter of a second of hashing each) are spread
 * over time instead of all falling together.
 */
function visitorMix(base: string, visitor: Visitor, offset: number): autocannon.Request[] {
  const json = { origin: base, 'content-type': 'application/json' };
  const signIn: autocannon.Request = {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    headers: json,
    body: JSON.stringify({ email: visitor.email, password: PASSWORD }),
    onResponse: (status, _body, _context, headers) => {
      // autocannon gives a repeated header as an array and a single one as a string.
      if (status === 200) visitor.cookie = sessionCookie([headers?.['set-cookie'] ?? []].flat());
    },
  };
  const signedIn = (path: string): autocannon.Request => ({
    method: 'GET',
    path,
    setupRequest: (request) => ({ ...request, headers: { cookie: visitor.cookie } }),
  });
  const reading = (app: (typeof READING_APPS)[number]): autocannon.Request => ({
    method: 'POST',
    path: '/api/readings',
    setupRequest: (request) => ({
      ...request,
      headers: { ...json, cookie: visitor.cookie },
      body: JSON.stringify({
        app,
        idempotencyKey: `load-${idempotencyKeys++}-${Date.now()}`,
        ...requests[app],
      }),
    }),
  });
  const mix = [signIn];
  for (let step = 1; step < SIGN_IN_EVERY; step += 1) {
    if (step % 4 === 1) mix.push(signedIn('/api/me'));
    else if (step % 4 === 2) mix.push(signedIn('/api/readings?page=1'));
    else mix.push(reading(READING_APPS[step % READING_APPS.length]!));
  }
  return [...mix.slice(offset), ...mix.slice(0, offset)];
}

export interface Books {
  users: number;
  readings: number;
  unbalancedLedgers: number;
  pending: number;
  doubleCharges: number;
  doubleRefunds: number;
  staleRefunds: number;
}

/** The invariants, read straight from the database. */
export async function checkBooks(databaseUrl: string): Promise<Books> {
  const database = openDatabase({ databaseUrl, poolSize: 2 });
  try {
    const one = async (query: ReturnType<typeof sql<{ n: number }>>) =>
      Number((await query.execute(database.db)).rows[0]!.n);
    return {
      users: await one(sql`select count(*) as n from profiles`),
      readings: await one(sql`select count(*) as n from usage_logs`),
      unbalancedLedgers: await one(sql`select count(*) as n from profiles p
        left join (select user_id, sum(delta) as total from credit_ledger group by user_id) l on l.user_id = p.id
        where coalesce(l.total, 0) <> p.remaining_credits`),
      pending: await one(sql`select count(*) as n from usage_logs where status = 'pending'`),
      doubleCharges: await one(sql`select count(*) as n from (select reference from credit_ledger
        where reason = 'reading' group by reference having count(*) > 1) d`),
      doubleRefunds: await one(sql`select count(*) as n from (select reference from credit_ledger
        where reason = 'reading_refund' group by reference having count(*) > 1) d`),
      staleRefunds: await one(
        sql`select count(*) as n from usage_logs where status = 'refunded' and error_code = 'stale_pending'`,
      ),
    };
  } finally {
    await database.close();
  }
}

/** Waits until the sweeper has refunded every reading the kill left pending. */
export async function waitForNoPending(databaseUrl: string, timeoutMs: number): Promise<number> {
  const until = Date.now() + timeoutMs;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from usage_logs where status = 'pending'`,
      );
      if (rows[0]!.n === 0 || Date.now() > until) return rows[0]!.n;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await client.end();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

export interface FaultRunReport {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  errorRate: number;
  errorsDuringKill: number;
  requestsDuringKill: number;
  fiveHundredsWhileDraining: number;
  killRestartMs: number | null;
  drainMs: number | null;
  /** Every answer by status (0: the connection failed or timed out). */
  statuses: Record<string, number>;
}

export async function faultRun(cluster: Cluster, options: FaultRunOptions): Promise<FaultRunReport> {
  const emails = Array.from(
    { length: options.connections },
    (_, i) => `load-${Date.now().toString(36)}-${i}@example.com`,
  );
  const visitors: Visitor[] = [];
  for (const email of emails) visitors.push(await signUp(cluster.url, email));
  const warmUpMs = options.warmUpMs ?? 0;
  let nextVisitor = 0;
  let load!: autocannon.Instance;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    load = autocannon(
      {
        url: cluster.url,
        connections: options.connections,
        duration: (warmUpMs + options.durationMs) / 1000,
        // Longer than the replay wait of a reading retried after a kill (REPLAY_WAIT_MS).
        timeout: 30,
        setupClient: (client) => {
          const i = nextVisitor++;
          const offset = Math.floor((i * SIGN_IN_EVERY) / options.connections) % SIGN_IN_EVERY;
          client.setRequests(visitorMix(cluster.url, visitors[i % visitors.length]!, offset));
        },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  // Times count from the end of the warm-up; only answers that arrive after it are measured.
  const t0 = Date.now() + warmUpMs;
  const measureStart = setTimeout(() => options.onMeasureStart?.(), warmUpMs);
  const samples: Sample[] = [];
  const record = (status: number, ms: number) => {
    const now = Date.now();
    if (now >= t0) samples.push({ at: Math.round(now - t0 - ms), status, ms: Math.round(ms) });
  };
  load.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => record(status, ms));
  // A failed connection or a timeout: status 0.
  load.on('reqError', () => record(0, 0));
  let killWindow: [number, number] | null = null;
  let drainWindow: [number, number] | null = null;
  const faults: Promise<void>[] = [];
  let killDone: Promise<void> = Promise.resolve();
  if (options.killAtMs !== null) {
    killDone = (async () => {
      await new Promise((resolve) => setTimeout(resolve, warmUpMs + options.killAtMs!));
      const killedAt = Date.now() - t0;
      await cluster.servers[0]!.stop('SIGKILL');
      await cluster.servers[0]!.start();
      killWindow = [killedAt, Date.now() - t0];
    })();
    faults.push(killDone);
  }
  if (options.termAtMs !== null && cluster.servers.length > 1) {
    faults.push(
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, warmUpMs + options.termAtMs!));
        // Never both at once: the drained server goes only once the killed one is back.
        await killDone;
        const signalledAt = Date.now() - t0;
        const code = await cluster.servers[1]!.stop('SIGTERM');
        drainWindow = [signalledAt, Date.now() - t0];
        if (code !== 0) throw new Error(`the drained server exited with ${code}`);
        await cluster.servers[1]!.start();
      })(),
    );
  }
  await Promise.all([finished, ...faults]);
  clearTimeout(measureStart);
  // A request overlapping the window: started before the fault but still inside the server counts.
  const inside = (window: [number, number] | null, sample: Sample) =>
    window !== null && sample.at + sample.ms >= window[0] && sample.at <= window[1] + 1_000;
  const failed = (sample: Sample) => sample.status === 0 || sample.status >= 500;
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const errors = samples.filter(failed).length;
  const duringKill = samples.filter((s) => inside(killWindow, s));
  const kw = killWindow as [number, number] | null;
  const dw = drainWindow as [number, number] | null;
  return {
    requests: samples.length,
    perSecond: Math.round((samples.length / options.durationMs) * 1000),
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    errors,
    errorRate: samples.length ? errors / samples.length : 0,
    errorsDuringKill: duringKill.filter(failed).length,
    requestsDuringKill: duringKill.length,
    // Outside the SIGKILL's window every failure is one the drain would have caused.
    fiveHundredsWhileDraining: samples.filter((s) => inside(dw, s) && !inside(kw, s) && failed(s)).length,
    statuses: samples.reduce<Record<string, number>>((counts, s) => {
      counts[s.status] = (counts[s.status] ?? 0) + 1;
      return counts;
    }, {}),
    killRestartMs: kw ? kw[1] - kw[0] : null,
    drainMs: dw ? dw[1] - dw[0] : null,
  };
}
