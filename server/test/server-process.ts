import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The ports these tests may bind (real servers, nginx): a range no other suite uses. */
export const TEST_PORT_RANGE = { from: 4100, to: 4199 } as const;

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

const taken = new Set<number>();

/** A port in the range that nothing listens on and this process has not handed out yet. */
export async function freePort(): Promise<number> {
  const span = TEST_PORT_RANGE.to - TEST_PORT_RANGE.from + 1;
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i += 1) {
    const port = TEST_PORT_RANGE.from + ((start + i) % span);
    if (taken.has(port)) continue;
    if (await canListen(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${TEST_PORT_RANGE.from}-${TEST_PORT_RANGE.to}`);
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process printed so far. */
  output: () => string;
  exited: Promise<number | null>;
}

/** Waits until `url` answers 200, or throws after `timeoutMs`. */
export async function waitForOk(url: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts the real server as its own process, from its TypeScript source, and waits until it
 * is ready.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-123',
      PAYMENTS_PROVIDER: 'demo',
      EMAIL: 'disabled',
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${url}/api/ready`);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return { child, url, output: () => output, exited };
}
