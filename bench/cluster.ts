/**
 * `npm run bench:cluster`: a 60 s mixed load from autocannon (sign-in, /api/me, library pages,
 * all five readings) through nginx in front of 3 PostgreSQL-backed servers; at 20 s one server
 * is SIGKILLed and started again, then another is stopped with SIGTERM (and started again).
 * Prints req/s, p50/p95/p99, errors, failures on the drained server, the refunds of readings the
 * kill cut off, and the books (ledgers = balances, nothing pending, nobody charged twice).
 *
 * Then the same load without faults on 3 servers and on 1, for the throughput ratio, twice:
 * unlimited, where autocannon, nginx, PostgreSQL and every server share the same 2 cores (one
 * server already uses both: password hashing runs on libuv's threads), and with each server held
 * to the same CPU quota by a cgroup (BENCH_CPUS_PER_SERVER cores, 0.5 by default), as a container
 * limit would, so that adding servers adds capacity as adding machines would.
 */
import fs from 'node:fs';
import { type Cluster, ensureDatabase, startCluster } from '../server/scripts/cluster';
import {
  checkBooks,
  faultRun,
  type FaultRunReport,
  faultRunEnv,
  slowModel,
  waitForNoPending,
} from '../server/scripts/fault-run';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 60) * 1000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 60);
const CPUS_PER_SERVER = Number(process.env.BENCH_CPUS_PER_SERVER ?? 0.5);
const THROUGHPUT_MS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 20) * 1000;

const model = await slowModel(150);
const env = faultRunEnv(model.url);

const WARM_UP_MS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 8) * 1000;

/** CPU seconds a process (all its threads) or one thread has used, from /proc (clock ticks of 1/100 s). */
function cpuSeconds(statFile: string): number {
  const stat = fs.readFileSync(statFile, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Where the machine's CPU went while the load was measured: the app servers (and their main
 * JavaScript threads), PostgreSQL, nginx, the load generator (this process) and idle time. It
 * explains the unlimited ratio: three servers can only add what one server leaves idle.
 */
class CpuAccount {
  private readonly startedAt = Date.now();
  private readonly machineStart = CpuAccount.machine();
  private readonly start: Map<string, number>;

  constructor(private readonly cluster: Cluster) {
    this.start = this.read();
  }

  private static machine(): { idle: number; total: number } {
    const [, ...ticks] = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .map(Number);
    return { idle: ticks[3]! + ticks[4]!, total: ticks.reduce((sum, t) => sum + t, 0) };
  }

  /** CPU seconds so far, keyed by group and process id. */
  private read(): Map<string, number> {
    const serverPids = new Set(this.cluster.servers.map((server) => String(server.child?.pid)));
    const seconds = new Map<string, number>();
    for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const group = serverPids.has(pid)
          ? 'servers'
          : pid === String(process.pid)
            ? 'load generator'
            : fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
        if (!['servers', 'load generator', 'postgres', 'nginx'].includes(group)) continue;
        seconds.set(`${group}:${pid}`, cpuSeconds(`/proc/${pid}/stat`));
        if (group === 'servers')
          seconds.set(`main threads:${pid}`, cpuSeconds(`/proc/${pid}/task/${pid}/stat`));
      } catch {
        // The process ended between the listing and the read.
      }
    }
    return seconds;
  }

  /**
   * Cores used by each group since construction (and per request), the rest of the machine's busy
   * time ("other": anything outside the cluster, which makes a run noisy), and its idle share.
   */
  report(requests: number): string {
    const seconds = (Date.now() - this.startedAt) / 1000;
    const used = new Map<string, number>();
    let busiestMainThread = 0;
    for (const [key, total] of this.read()) {
      const group = key.slice(0, key.indexOf(':'));
      const since = total - (this.start.get(key) ?? 0);
      used.set(group, (used.get(group) ?? 0) + since);
      if (group === 'main threads') busiestMainThread = Math.max(busiestMainThread, since / seconds);
    }
    const machine = CpuAccount.machine();
    const ticks = Math.max(1, machine.total - this.machineStart.total);
    const idleTicks = machine.idle - this.machineStart.idle;
    // /proc/stat counts every core's ticks at 100 a second.
    const busySeconds = (ticks - idleTicks) / 100;
    const cluster = [...used]
      .filter(([group]) => group !== 'main threads')
      .reduce((sum, [, cpu]) => sum + cpu, 0);
    used.set('other', Math.max(0, busySeconds - cluster));
    const idle = idleTicks / ticks;
    const groups = [...used].map(
      ([group, cpu]) =>
        `${group} ${(cpu / seconds).toFixed(2)} (${((cpu * 1000) / requests).toFixed(1)} ms/req)`,
    );
    return `cores: ${groups.join(', ')}; busiest main thread ${busiestMainThread.toFixed(2)}; machine idle ${(idle * 100).toFixed(0)} %`;
  }
}

/** Starts a cluster on a fresh database, runs the load, and hands both to `then` before stopping. */
async function run<T>(
  servers: number,
  load: { faults: boolean; durationMs: number; cpusPerServer?: number },
  then: (report: FaultRunReport, databaseUrl: string, cpu: CpuAccount) => Promise<T>,
): Promise<T> {
  const databaseUrl = await ensureDatabase(ADMIN_URL, `orrery_bench_cluster_${servers}`, true);
  const cluster = await startCluster({ servers, databaseUrl, env, cpusPerServer: load.cpusPerServer });
  try {
    let cpu: CpuAccount | null = null;
    const report = await faultRun(cluster, {
      durationMs: load.durationMs,
      connections: CONNECTIONS,
      warmUpMs: WARM_UP_MS,
      killAtMs: load.faults ? load.durationMs / 3 : null,
      termAtMs: load.faults ? load.durationMs / 2 : null,
      onMeasureStart: () => (cpu = new CpuAccount(cluster)),
    });
    // While the servers still run: their sweeper refunds what the kill left pending.
    return await then(report, databaseUrl, cpu!);
  } finally {
    await cluster.stop();
  }
}

const line = (label: string, value: unknown) => console.log(`${label.padEnd(48)} ${String(value)}`);

await run(3, { faults: true, durationMs: DURATION_MS }, async (report, databaseUrl) => {
  line('fault run: servers, autocannon connections', `3, ${CONNECTIONS}`);
  line('fault run: requests', report.requests);
  line('fault run: req/s', report.perSecond);
  line('fault run: latency p50 / p95 / p99 (ms)', `${report.p50} / ${report.p95} / ${report.p99}`);
  line(
    'fault run: errors (5xx or failed connection)',
    `${report.errors} (${(report.errorRate * 100).toFixed(2)} %)`,
  );
  line('fault run: answers by status', JSON.stringify(report.statuses));
  line(
    'during the SIGKILL (kill to back + 1 s)',
    `${report.errorsDuringKill} of ${report.requestsDuringKill} (${((report.errorsDuringKill / Math.max(1, report.requestsDuringKill)) * 100).toFixed(2)} %), restart ${report.killRestartMs} ms`,
  );
  line(
    '5xx while a server drained (SIGTERM)',
    `${report.fiveHundredsWhileDraining}, drain ${report.drainMs} ms`,
  );
  const stillPending = await waitForNoPending(databaseUrl, 60_000);
  const books = await checkBooks(databaseUrl);
  line('readings cut off by SIGKILL, refunded', books.staleRefunds);
  line('readings stuck pending after the sweep', stillPending);
  line('ledgers whose sum differs from the balance', books.unbalancedLedgers);
  line('readings charged twice / refunded twice', `${books.doubleCharges} / ${books.doubleRefunds}`);
  line('users / readings', `${books.users} / ${books.readings}`);
});

async function ratio(label: string, cpusPerServer?: number) {
  const measure = (servers: number) =>
    run(servers, { faults: false, durationMs: THROUGHPUT_MS, cpusPerServer }, async (report, _url, cpu) => ({
      ...report,
      cpu: cpu.report(report.requests),
    }));
  const three = await measure(3);
  const one = await measure(1);
  line(`${label}, 3 servers: req/s, p95 (ms), errors`, `${three.perSecond}, ${three.p95}, ${three.errors}`);
  line(`${label}, 3 servers`, three.cpu);
  line(`${label}, 1 server: req/s, p95 (ms), errors`, `${one.perSecond}, ${one.p95}, ${one.errors}`);
  line(`${label}, 1 server`, one.cpu);
  line(
    `${label}: throughput 3 servers / 1 server`,
    (three.perSecond / Math.max(1, one.perSecond)).toFixed(2),
  );
}

await ratio('no limit');
try {
  await ratio(`${CPUS_PER_SERVER} core each`, CPUS_PER_SERVER);
} catch (error) {
  line(`${CPUS_PER_SERVER} core each`, `not measured: ${(error as Error).message}`);
}
model.close();
