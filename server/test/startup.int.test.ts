import { sql } from 'kysely';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootstrap } from '../src/bootstrap';
import { createApp } from '../src/http/app';
import { createTestContext, currentDialect, TestClient, uniqueEmail } from './harness';

const repoRoot = path.resolve(import.meta.dirname, '../..');

function startServer(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      PAYMENTS_PROVIDER: 'demo',
      EMAIL: 'disabled',
      PORT: '0',
      OPERATOR_NAME: 'Orrery Test GmbH',
      OPERATOR_ADDRESS: 'Teststraße 1; 10115 Berlin; Germany',
      OPERATOR_EMAIL: 'operator@orrery.test',
      ...env,
    },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('start-up', () => {
  it('exits non-zero with a clear message when the database is down', () => {
    const result = startServer({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/orrery' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Cannot reach the database \(PostgreSQL at 127\.0\.0\.1:1\/orrery\)/);
  });

  it('exits non-zero naming each invalid setting', () => {
    const result = startServer({ PORT: 'eighty', DATABASE_URL: 'mysql://localhost/x' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/PORT: must be a port number/);
    expect(result.stderr).toMatch(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
    const noSecret = startServer({ BETTER_AUTH_SECRET: '' });
    expect(noSecret.status).toBe(1);
    expect(noSecret.stderr).toMatch(/BETTER_AUTH_SECRET: is required in production/);
    // Two server start-ups in one test: each may take most of the default 30 s on a loaded machine.
  }, 90_000);

  it('behaves as production when NODE_ENV is not set: no fallback secret', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/BETTER_AUTH_SECRET: is required in production/);
  });

  it('refuses a pending-reading timeout that could refund a reading the language model is still writing', () => {
    const result = startServer({ LLM_TIMEOUT_MS: '60000', PENDING_READING_TIMEOUT_SECONDS: '60' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/PENDING_READING_TIMEOUT_SECONDS: must be at least 90/);
  });
});

describe(`unknown errors on ${currentDialect()}`, () => {
  it('answer a generic 500 with a request id and are logged with it', async () => {
    const ctx = await createTestContext();
    const lines: string[] = [];
    const deps = await bootstrap(ctx.env, {
      debug: () => {},
      info: () => {},
      warn: () => {},
      error: (message, fields) => lines.push(JSON.stringify({ message, ...fields })),
    });
    const app = createApp(deps);
    const client = new TestClient(app);
    await client.signUp(uniqueEmail());
    // A fault of ours, not an outage (that is a 503, attack-probe.int.test.ts): the database
    // answers, but a table the route writes to is missing.
    await sql`drop table feedback`.execute(deps.database.db);
    const res = await client.request('/api/feedback', {
      json: { message: 'hello' },
      headers: { 'x-request-id': 'req-under-test' },
    });
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toEqual({
      error: {
        code: 'internal',
        message: 'Something went wrong on our side. Please try again.',
        requestId: 'req-under-test',
      },
    });
    expect(lines.some((line) => line.includes('req-under-test') && line.includes('unhandled error'))).toBe(
      true,
    );
    await deps.database.close();
    await ctx.close();
  });
});

describe(`admin:grant on ${currentDialect()}`, () => {
  it('makes an existing account an admin and records it in the audit log; an unknown email fails', async () => {
    const ctx = await createTestContext();
    try {
      const email = uniqueEmail('future-admin');
      await new TestClient(ctx.app).signUp(email);
      const dbEnv: Record<string, string> = ctx.env.DATABASE_URL
        ? { DATABASE_URL: ctx.env.DATABASE_URL }
        : { DATA_DIR: ctx.env.DATA_DIR };
      const run = (target: string) =>
        spawnSync(process.execPath, ['--import', 'tsx', 'server/src/cli/admin-grant.ts', target], {
          cwd: repoRoot,
          env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...dbEnv },
          encoding: 'utf8',
          timeout: 30_000,
        });
      const granted = run(email.toUpperCase());
      expect(granted.status, granted.stderr).toBe(0);
      expect(granted.stdout).toContain(`${email} is now an admin.`);
      const profile = await ctx.deps.database.db
        .selectFrom('profiles')
        .select(['id', 'role'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(profile.role).toBe('admin');
      const audit = await ctx.deps.database.db
        .selectFrom('admin_audit')
        .selectAll()
        .where('target_user_id', '=', profile.id)
        .execute();
      expect(audit.map((row) => row.action)).toEqual(['grant_admin']);

      const unknown = run('nobody@example.com');
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toMatch(/No account with the email nobody@example.com/);
    } finally {
      await ctx.close();
    }
  });
});
