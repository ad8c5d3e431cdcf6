import { type ChildProcess, spawn } from 'node:child_process';
import { freePorts, repoRoot, waitForOk } from '../scripts/cluster';

export { repoRoot, waitForOk };

/**
 * A port nothing listens on, outside the cluster's range: a server started from source binds
 * its port only seconds later, and a cluster test running meanwhile must not take it.
 */
async function freePort(): Promise<number> {
  const [port] = await freePorts(1, { from: 4150, to: 4199 });
  return port!;
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process printed so far. */
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts the real server as its own process, from its TypeScript source, and waits until it
 * is ready. Another test file can probe the same free port before either server binds it (a
 * start from source takes seconds); the loser exits at once, and is started again elsewhere.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt += 1) {
    const started = await startOnce(env);
    if (started.kind === 'ready') return started.server;
    // A server that said it listens yet never answered (seen once in CI: every probe refused for
    // two minutes) is started again on another port rather than failing the test it serves.
    const retryable = started.output.includes('is already in use') || started.output.includes('"listening"');
    if (!retryable || env.PORT || attempt === 3) throw new Error(started.reason);
  }
}

type StartOutcome =
  { kind: 'ready'; server: ServerProcess } | { kind: 'failed'; reason: string; output: string };

const LISTENING_GRACE_MS = 30_000;

async function startOnce(env: Record<string, string>): Promise<StartOutcome> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(
    process.execPath,
    [
      ...(process.env.PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROF_DIR}`] : []),
      '--import',
      'tsx',
      'server/src/main.ts',
    ],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-123',
        PAYMENTS_PROVIDER: 'demo',
        EMAIL: 'disabled',
        HOST: '127.0.0.1',
        OPERATOR_NAME: 'Orrery Test GmbH',
        OPERATOR_ADDRESS: 'Teststraße 1; 10115 Berlin; Germany',
        OPERATOR_EMAIL: 'operator@orrery.test',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ...env,
        PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const exitedEarly = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(`the server exited (${signal ?? `code ${code}`})`)),
  );
  const url = `http://127.0.0.1:${port}`;
  // Generous: on two cores shared with the rest of the suite a cold start can take a while.
  const stopWaiting = new AbortController();
  const ready = waitForOk(`${url}/api/ready`, 120_000, stopWaiting.signal).then(
    () => null,
    (error: Error) => error.message,
  );
  // Once the server says it listens it answers within milliseconds; one that still refuses half a
  // minute later will not answer at all.
  const silentAfterListening = new Promise<string>((resolve) => {
    const watch = (chunk: Buffer) => {
      if (!chunk.toString().includes('"listening"')) return;
      child.stdout!.off('data', watch);
      setTimeout(
        () => resolve(`the server said it listens but did not answer within ${LISTENING_GRACE_MS} ms`),
        LISTENING_GRACE_MS,
      ).unref();
    };
    child.stdout!.on('data', watch);
  });
  const failure = await Promise.race([ready, exitedEarly, silentAfterListening]);
  stopWaiting.abort();
  if (failure === null) return { kind: 'ready', server: { child, url, output: () => output, exited } };
  child.kill('SIGKILL');
  return { kind: 'failed', reason: `${failure}\n${output}`, output };
}
