/**
 * `npm run bench:cluster`: a 60 s mixed load (sign-in, /api/me, library pages, all five readings)
 * through nginx in front of 3 PostgreSQL-backed servers; at 20 s one server is SIGKILLed and
 * started again, then another is stopped with SIGTERM (and started again). Prints req/s,
 * p50/p95/p99, errors, failures on the drained server, the refunds of readings the kill cut off,
 * and the books (ledgers = balances, nothing pending, nobody charged twice). Then the same load
 * without faults on 3 servers and on 1 for the throughput ratio. The load generator runs on the
 * same 2 cores as the servers, nginx and PostgreSQL, so the ratio understates what separate
 * machines would give.
 */
import { ensureDatabase, startCluster } from '../server/scripts/cluster';
import { checkBooks, faultRun, faultRunEnv, slowModel, waitForNoPending } from '../server/scripts/fault-run';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 60) * 1000;
const WORKERS = Number(process.env.BENCH_WORKERS ?? 24);
const THROUGHPUT_MS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 20) * 1000;

const model = await slowModel(150);
const env = faultRunEnv(model.url);

async function run(servers: number, faults: boolean, durationMs: number) {
  const databaseUrl = await ensureDatabase(ADMIN_URL, `orrery_bench_cluster_${servers}`, true);
  const cluster = await startCluster({ servers, databaseUrl, env });
  try {
    const report = await faultRun(cluster, {
      durationMs,
      workers: WORKERS,
      killAtMs: faults ? durationMs / 3 : null,
      termAtMs: faults ? durationMs / 2 : null,
    });
    return { report, databaseUrl };
  } finally {
    await cluster.stop();
  }
}

const line = (label: string, value: unknown) => console.log(`${label.padEnd(44)} ${String(value)}`);

const faulty = await run(3, true, DURATION_MS);
const { report } = faulty;
line('fault run: servers', 3);
line('fault run: requests', report.requests);
line('fault run: req/s', report.perSecond);
line('fault run: latency p50 / p95 / p99 (ms)', `${report.p50} / ${report.p95} / ${report.p99}`);
line(
  'fault run: errors (5xx or failed connection)',
  `${report.errors} (${(report.errorRate * 100).toFixed(2)} %)`,
);
line('fault run: failures by status', JSON.stringify(report.failures));
line(
  'during the SIGKILL (kill to back + 1 s)',
  `${report.errorsDuringKill} of ${report.requestsDuringKill} (${((report.errorsDuringKill / Math.max(1, report.requestsDuringKill)) * 100).toFixed(2)} %), restart ${report.killRestartMs} ms`,
);
line(
  '5xx while a server drained (SIGTERM)',
  `${report.fiveHundredsWhileDraining}, drain ${report.drainMs} ms`,
);
const stillPending = await waitForNoPending(faulty.databaseUrl, 60_000);
const books = await checkBooks(faulty.databaseUrl);
line('readings cut off by SIGKILL, refunded', books.staleRefunds);
line('readings stuck pending after the sweep', stillPending);
line('ledgers whose sum differs from the balance', books.unbalancedLedgers);
line('readings charged twice / refunded twice', `${books.doubleCharges} / ${books.doubleRefunds}`);
line('users / readings', `${books.users} / ${books.readings}`);

const three = (await run(3, false, THROUGHPUT_MS)).report;
const one = (await run(1, false, THROUGHPUT_MS)).report;
line('no faults, 3 servers: req/s, p95 (ms)', `${three.perSecond}, ${three.p95}`);
line('no faults, 1 server: req/s, p95 (ms)', `${one.perSecond}, ${one.p95}`);
line('throughput 3 servers / 1 server', (three.perSecond / Math.max(1, one.perSecond)).toFixed(2));
model.close();
