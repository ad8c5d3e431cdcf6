/**
 * A mixed load through the cluster's nginx (sign-in, /api/me, library pages, all five readings)
 * while one server is killed with SIGKILL and started again and another is stopped with SIGTERM,
 * then the books are checked in the database. Shared by `npm run bench:cluster` and the CI test.
 */
import http from 'node:http';
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
  workers: number;
  /** When to SIGKILL servers[0] (it is started again at once); null for none. */
  killAtMs: number | null;
  /** When to SIGTERM servers[1] (started again once it has exited); null for none. */
  termAtMs: number | null;
}

const READING_APPS = Object.keys(requests) as (keyof typeof requests)[];
const PASSWORD = 'correct horse battery';

async function signUp(base: string, email: string): Promise<void> {
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
}

/** One simulated visitor: signs in, then reads its account, its library and makes readings. */
async function visitor(
  base: string,
  email: string,
  until: number,
  t0: number,
  samples: Sample[],
  id: number,
) {
  let cookie = '';
  let step = 0;
  while (Date.now() < until) {
    const started = Date.now();
    let status = 0;
    try {
      let res: Response;
      if (!cookie || step % 40 === 0) {
        res = await fetch(`${base}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { origin: base, 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: PASSWORD }),
        });
        if (res.ok) {
          cookie = res.headers
            .getSetCookie()
            .map((line) => line.split(';')[0])
            .join('; ');
        }
      } else if (step % 4 === 1) {
        res = await fetch(`${base}/api/me`, { headers: { cookie } });
      } else if (step % 4 === 2) {
        res = await fetch(`${base}/api/readings?page=1`, { headers: { cookie } });
      } else {
        const app = READING_APPS[step % READING_APPS.length]!;
        res = await fetch(`${base}/api/readings`, {
          method: 'POST',
          headers: { origin: base, cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ app, idempotencyKey: `load-${id}-${step}-${started}`, ...requests[app] }),
        });
      }
      status = res.status;
      await res.arrayBuffer();
    } catch {
      status = 0;
    }
    samples.push({ at: started - t0, status, ms: Date.now() - started });
    step += 1;
  }
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
  /** Failed requests by status (0: the connection failed). */
  failures: Record<string, number>;
}

export async function faultRun(cluster: Cluster, options: FaultRunOptions): Promise<FaultRunReport> {
  const emails = Array.from(
    { length: options.workers },
    (_, i) => `load-${Date.now().toString(36)}-${i}@example.com`,
  );
  for (const email of emails) await signUp(cluster.url, email);
  const samples: Sample[] = [];
  const t0 = Date.now();
  const until = t0 + options.durationMs;
  let killWindow: [number, number] | null = null;
  let drainWindow: [number, number] | null = null;
  const faults: Promise<void>[] = [];
  let killDone: Promise<void> = Promise.resolve();
  if (options.killAtMs !== null) {
    killDone = (async () => {
      await new Promise((resolve) => setTimeout(resolve, options.killAtMs!));
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
        await new Promise((resolve) => setTimeout(resolve, options.termAtMs!));
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
  await Promise.all([
    ...emails.map((email, i) => visitor(cluster.url, email, until, t0, samples, i)),
    ...faults,
  ]);
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
    failures: samples.filter(failed).reduce<Record<string, number>>((counts, s) => {
      counts[s.status] = (counts[s.status] ?? 0) + 1;
      return counts;
    }, {}),
    killRestartMs: kw ? kw[1] - kw[0] : null,
    drainMs: dw ? dw[1] - dw[0] : null,
  };
}
