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
 * is ready.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
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
  const url = `http://127.0.0.1:${port}`;
  try {
    // Generous: on two cores shared with the rest of the suite a cold start can take a while.
    await waitForOk(`${url}/api/ready`, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return { child, url, output: () => output, exited };
}
