import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SAMPLE_READING_REQUESTS as requests } from '@orrery/core/readings/__fixtures__/requests';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db';
import {
  createPostgresDatabase,
  createTestContext,
  currentDialect,
  TestClient,
  type TestContext,
  uniqueEmail,
} from './harness';
import { repoRoot } from './server-process';

let ctx: TestContext;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'orrery-backup-'));
const drops: Array<() => Promise<void>> = [];
beforeAll(async () => {
  ctx = await createTestContext({ GENERATION_RATE_LIMIT: '1000' });
});
afterAll(async () => {
  await ctx?.close();
  for (const drop of drops) await drop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** Runs `npm run backup` or `npm run restore` as an operator would, against the given database. */
function cli(
  command: 'backup' | 'restore',
  file: string,
  storage: { DATA_DIR: string; DATABASE_URL?: string },
) {
  return spawnSync(process.execPath, ['--import', 'tsx', `server/src/cli/${command}.ts`, file], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-123',
      EMAIL: 'disabled',
      ...storage,
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

async function snapshot(storage: { DATA_DIR: string; DATABASE_URL?: string | undefined }) {
  const database = openDatabase({
    databaseUrl: storage.DATABASE_URL,
    sqliteFile: path.join(storage.DATA_DIR, 'orrery.sqlite'),
  });
  try {
    const { db } = database;
    return {
      // better-auth's table, outside our typed schema.
      users: (await sql<{ id: string; email: string }>`select id, email from "user" order by id`.execute(db))
        .rows,
      profiles: await db.selectFrom('profiles').select(['id', 'remaining_credits']).orderBy('id').execute(),
      readings: await db
        .selectFrom('usage_logs')
        .select(['log_id', 'user_id', 'status', 'reading_result_content'])
        .orderBy('log_id')
        .execute(),
      ledger: await db
        .selectFrom('credit_ledger')
        .select(['id', 'user_id', 'delta', 'reason', 'balance_after'])
        .orderBy('id')
        .execute(),
    };
  } finally {
    await database.close();
  }
}

describe(`backup and restore on ${currentDialect()}`, () => {
  it(
    'restores into an empty database with every user, reading and ledger row',
    { timeout: 120_000 },
    async () => {
      for (let i = 0; i < 3; i += 1) {
        const client = new TestClient(ctx.app);
        await client.signUp(uniqueEmail('backup'));
        for (const app of ['lifepathnumber', 'tarot-traditional'] as const) {
          const res = await client.request('/api/readings', {
            json: { app, idempotencyKey: `backup-${i}-${app}`, ...requests[app] },
          });
          expect(res.status).toBe(200);
        }
      }
      const source = {
        DATA_DIR: ctx.env.DATA_DIR,
        ...(ctx.env.DATABASE_URL ? { DATABASE_URL: ctx.env.DATABASE_URL } : {}),
      };
      const before = await snapshot(source);
      expect(before.users.length).toBeGreaterThanOrEqual(3);
      expect(before.readings.length).toBeGreaterThanOrEqual(6);
      expect(before.ledger.length).toBeGreaterThanOrEqual(9);

      const file = path.join(scratch, 'orrery.backup');
      const backedUp = cli('backup', file, source);
      expect(backedUp.status, backedUp.stderr).toBe(0);
      expect(fs.statSync(file).size).toBeGreaterThan(0);

      const target: { DATA_DIR: string; DATABASE_URL?: string } = {
        DATA_DIR: path.join(scratch, 'restored'),
      };
      if (currentDialect() === 'postgres') {
        const empty = await createPostgresDatabase();
        drops.push(empty.drop);
        target.DATABASE_URL = empty.url;
      }
      const restored = cli('restore', file, target);
      expect(restored.status, restored.stderr).toBe(0);
      expect(await snapshot(target)).toEqual(before);

      // A second restore would mix two histories: refused.
      const again = cli('restore', file, target);
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(/empty/);
    },
  );
});
