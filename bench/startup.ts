/**
 * `npm run bench:startup`: milliseconds from launching the server process to its first
 * answer on /api/health, with a fresh SQLite database (migrations run) and with an existing
 * one. Goal: under 2 s after the build.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PORT = 3310;

async function timeToFirstAnswer(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'demo',
      EMAIL: 'disabled',
      OPERATOR_NAME: 'Orrery Bench GmbH',
      OPERATOR_ADDRESS: 'Teststraße 1; 10115 Berlin; Germany',
      OPERATOR_EMAIL: 'operator@orrery.test',
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 30_000) throw new Error('no answer within 30 s');
      await new Promise((r) => setTimeout(r, 5));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const fresh: number[] = [];
  const existing: number[] = [];
  for (let i = 0; i < 5; i++) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orrery-startup-'));
    fresh.push(await timeToFirstAnswer(dir));
    existing.push(await timeToFirstAnswer(dir));
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `start-up to first answer, median of 5: fresh database ${median(fresh).toFixed(0)} ms, existing database ${median(existing).toFixed(0)} ms (goal < 2000 ms)`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
