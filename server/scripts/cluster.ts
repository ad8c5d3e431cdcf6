/**
 * `npm run cluster -- --servers 3`: PostgreSQL-backed app servers on free ports behind Debian's
 * nginx, started with the Dockerfile's command and compose's environment names, nginx configured
 * from deploy/nginx.conf.template. The load and fault tests drive it through `startCluster`.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export interface PortRange {
  from: number;
  to: number;
}
/** Ports the cluster binds: a range kept apart from other tests' servers (4150-4199). */
export const CLUSTER_PORTS: PortRange = { from: 4100, to: 4149 };

/** The image's start command, read from the Dockerfile so both always run the same thing. */
export function imageCommand(): string[] {
  const dockerfile = fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
  const cmd = /^CMD (\[.+\])$/m.exec(dockerfile);
  if (!cmd) throw new Error('The Dockerfile has no CMD');
  return JSON.parse(cmd[1]!) as string[];
}

/** The template with compose's variables filled in, as the nginx image's envsubst does. */
export function renderNginxTemplate(vars: {
  ORRERY_UPSTREAM_SERVERS: string;
  ORRERY_LISTEN_PORT: string;
}): string {
  const template = fs.readFileSync(path.join(repoRoot, 'deploy/nginx.conf.template'), 'utf8');
  return template.replace(/\$\{(ORRERY_[A-Z_]+)\}/g, (_, name: keyof typeof vars) => vars[name]);
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export async function freePorts(count: number, range: PortRange = CLUSTER_PORTS): Promise<number[]> {
  const ports: number[] = [];
  const span = range.to - range.from + 1;
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span && ports.length < count; i += 1) {
    const port = range.from + ((start + i) % span);
    if (await canListen(port)) ports.push(port);
  }
  if (ports.length < count) throw new Error(`not enough free ports in ${range.from}-${range.to}`);
  return ports;
}

export async function waitForOk(url: string, timeoutMs = 60_000, stop?: AbortSignal): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < until && !stop?.aborted) {
    // Each probe is bounded too: one request stuck on a loaded machine must not eat the window.
    const answer = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      async (res) => (res.ok ? null : `${res.status} ${(await res.text()).slice(0, 200)}`),
      // "fetch failed" alone hides whether the port refused, reset or timed out.
      (error: Error & { cause?: { code?: string } }) =>
        error.cause?.code ? `${error.message} (${error.cause.code})` : error.message,
    );
    if (answer === null) return;
    last = answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (last: ${last})`);
}

/** Installs Debian's nginx when it is missing (the machines here are Debian, as root). */
export function ensureNginx(): string {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
  if (found) return found;
  console.log("Installing Debian's nginx...");
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return '/usr/sbin/nginx';
}

/**
 * A CPU quota for one server process, as a container's CPU limit (compose's `cpus`) gives it:
 * a cgroup of its own with `cores` cores' worth of time per period. cgroup v2 where the machine
 * has it, v1's cpu controller otherwise; both need root.
 */
export class CpuQuota {
  private constructor(readonly dir: string) {}

  static create(name: string, cores: number): CpuQuota {
    const periodUs = 100_000;
    const quotaUs = Math.round(cores * periodUs);
    try {
      if (fs.existsSync('/sys/fs/cgroup/cgroup.controllers')) {
        const dir = `/sys/fs/cgroup/${name}`;
        fs.mkdirSync(dir, { recursive: true });
        fs.writeFileSync(`${dir}/cpu.max`, `${quotaUs} ${periodUs}`);
        return new CpuQuota(dir);
      }
      const dir = `/sys/fs/cgroup/cpu/${name}`;
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(`${dir}/cpu.cfs_period_us`, String(periodUs));
      fs.writeFileSync(`${dir}/cpu.cfs_quota_us`, String(quotaUs));
      return new CpuQuota(dir);
    } catch (error) {
      throw new Error(
        `A CPU quota needs a writable cgroup (root, cgroup v2 with the cpu controller or v1's cpu): ${(error as Error).message}`,
      );
    }
  }

  add(pid: number): void {
    fs.writeFileSync(`${this.dir}/cgroup.procs`, String(pid));
  }

  remove(): void {
    fs.rmdirSync(this.dir);
  }
}

export class AppServer {
  child: ChildProcess | null = null;
  exited: Promise<number | null> = Promise.resolve(null);
  output = '';

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
    readonly quota: CpuQuota | null = null,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const [command, ...args] = imageCommand();
    const child = spawn(command === 'node' ? process.execPath : command!, args, {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', ...this.env, HOST: '127.0.0.1', PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    if (this.quota && child.pid) this.quota.add(child.pid);
    child.stdout!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    await Promise.race([
      waitForOk(`${this.url}/api/ready`),
      this.exited.then((code) => {
        throw new Error(`server on ${this.port} exited with ${code}:\n${this.output}`);
      }),
    ]);
  }

  /** Sends the signal and waits for the process to end. */
  async stop(signal: NodeJS.Signals): Promise<number | null> {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null)
      return this.child?.exitCode ?? null;
    this.child.kill(signal);
    return this.exited;
  }
}

export interface ClusterOptions {
  servers: number;
  databaseUrl: string;
  /** Settings beyond compose's (rate limits for a load test, a fast sweep, a fake model). */
  env?: Record<string, string>;
  /** Cores each server may use (a cgroup CPU quota, as a container limit); unlimited when absent. */
  cpusPerServer?: number;
}

export interface Cluster {
  url: string;
  servers: AppServer[];
  stop: () => Promise<void>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const nginx = ensureNginx();
  const [listenPort, ...serverPorts] = await freePorts(options.servers + 1);
  const url = `http://127.0.0.1:${listenPort}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orrery-cluster-'));
  fs.mkdirSync(path.join(dir, 'data'));
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    DATABASE_URL: options.databaseUrl,
    BETTER_AUTH_SECRET: 'cluster-secret-cluster-secret-cluster-secret',
    DEMO_PAYMENTS_SECRET: 'cluster-demo-payments-secret-0123456789abcdef',
    PUBLIC_URL: url,
    TRUST_PROXY: '1',
    EMAIL: 'disabled',
    PAYMENTS_PROVIDER: 'demo',
    OPERATOR_NAME: 'Orrery Cluster Test GmbH',
    OPERATOR_ADDRESS: 'Teststraße 1; 10115 Berlin; Germany',
    OPERATOR_EMAIL: 'operator@orrery.test',
    SHUTDOWN_TIMEOUT_SECONDS: '25',
    DATA_DIR: path.join(dir, 'data'),
    ...options.env,
  };
  const servers = serverPorts.map(
    (port) =>
      new AppServer(
        port,
        env,
        options.cpusPerServer ? CpuQuota.create(`orrery-${port}`, options.cpusPerServer) : null,
      ),
  );
  const removeQuotas = () => servers.forEach((server) => server.quota?.remove());
  try {
    // The first server migrates the schema alone; the others start on an up-to-date database.
    await servers[0]!.start();
    await Promise.all(servers.slice(1).map((server) => server.start()));
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    removeQuotas();
    throw error;
  }

  const upstreams = servers.map((s) => `server 127.0.0.1:${s.port} max_fails=0;`).join(' ');
  const temp = (name: string) => {
    const folder = path.join(dir, name);
    fs.mkdirSync(folder, { mode: 0o777 });
    fs.chmodSync(folder, 0o777);
    return folder;
  };
  const conf = `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${renderNginxTemplate({ ORRERY_UPSTREAM_SERVERS: upstreams, ORRERY_LISTEN_PORT: `127.0.0.1:${listenPort}` })}
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const proxy = spawn(
    nginx,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'nginx-error.log')],
    {
      stdio: 'inherit',
    },
  );
  const proxyExited = new Promise<void>((resolve) => proxy.once('exit', () => resolve()));
  await waitForOk(`${url}/api/health`);

  return {
    url,
    servers,
    stop: async () => {
      await Promise.all(servers.map((server) => server.stop('SIGTERM')));
      proxy.kill('SIGQUIT');
      await proxyExited;
      removeQuotas();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A database on the local PostgreSQL, created when missing. */
export async function ensureDatabase(adminUrl: string, name: string, fresh: boolean): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (fresh) await admin.query(`drop database if exists ${name} with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function main(): Promise<void> {
  const at = process.argv.indexOf('--servers');
  const count = at > 0 ? Number(process.argv[at + 1]) : 3;
  if (!Number.isInteger(count) || count < 1) throw new Error('--servers needs a whole number of servers');
  const databaseUrl =
    process.env.DATABASE_URL ??
    (await ensureDatabase('postgres://postgres@127.0.0.1:5432/postgres', 'orrery_cluster', false));
  const cluster = await startCluster({ servers: count, databaseUrl });
  console.log(`Orrery: ${count} servers behind nginx at ${cluster.url}`);
  for (const server of cluster.servers) console.log(`  app server ${server.url}`);
  const stop = () => void cluster.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
