import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, startCluster } from '../scripts/cluster';
import { checkBooks, faultRun, faultRunEnv, slowModel, waitForNoPending } from '../scripts/fault-run';
import { createPostgresDatabase } from './harness';
import { repoRoot } from './server-process';

// PostgreSQL only (vitest.config.ts keeps *.pg.int.test.ts out of the SQLite project): several
// servers need a shared database. The smaller, CI-sized run of `npm run bench:cluster`.
let cluster: Cluster;
let databaseUrl: string;
let dropDatabase = async () => {};
let model: Awaited<ReturnType<typeof slowModel>>;

beforeAll(async () => {
  // The servers run the image's command, node server/dist/main.js.
  execFileSync(process.execPath, ['server/scripts/build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  ({ url: databaseUrl, drop: dropDatabase } = await createPostgresDatabase());
  model = await slowModel(150);
  cluster = await startCluster({ servers: 2, databaseUrl, env: faultRunEnv(model.url) });
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
  model?.close();
  await dropDatabase();
});

describe('two servers behind nginx on postgres', () => {
  it(
    'survives a SIGKILL and a SIGTERM under load without losing or double-charging credits',
    { timeout: 120_000 },
    async () => {
      const report = await faultRun(cluster, {
        durationMs: 12_000,
        connections: 6,
        killAtMs: 3_000,
        termAtMs: 7_000,
      });
      console.log('cluster fault run', report);
      expect(report.requests).toBeGreaterThan(50);
      expect(report.fiveHundredsWhileDraining).toBe(0);
      // Only requests inside the killed server can fail.
      expect(report.errors).toBe(report.errorsDuringKill);
      expect(report.errorRate).toBeLessThan(0.05);

      // The load and the wait for the sweeper stay within 60 s (12 s + at most 45 s).
      expect(await waitForNoPending(databaseUrl, 45_000)).toBe(0);
      const books = await checkBooks(databaseUrl);
      console.log('cluster books', books);
      expect(books.readings).toBeGreaterThan(10);
      expect(books).toMatchObject({ unbalancedLedgers: 0, pending: 0, doubleCharges: 0, doubleRefunds: 0 });
      // nginx replays a reading the SIGKILL cut off; the replay finds it pending (202), and the
      // sweeper must refund every one of them.
      expect(books.staleRefunds).toBeGreaterThanOrEqual(report.statuses['202'] ?? 0);
    },
  );
});
