// What an attack probe of a production build found reachable (issue 25): each case is what the
// attacker sent, and the answer a caller can rely on instead of a 500 or a silent write.
import net from 'node:net';
import { MAX_BALANCE } from '@orrery/core/credits/balance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/lib/ids';
import {
  createPostgresDatabase,
  createTestContext,
  currentDialect,
  TestClient,
  type TestContext,
  uniqueEmail,
  unbalancedLedgers,
} from './harness';

const PASSWORD = 'correct horse battery';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const db = () => ctx.deps.database.db;

async function signedUp(name = 'Test Seeker') {
  const client = new TestClient(ctx.app);
  const res = await client.signUp(uniqueEmail(), PASSWORD, name);
  expect(res.status).toBe(200);
  return { client, id: (await res.json()).user.id as string };
}

async function steppedUpAdmin() {
  const account = await signedUp('Ada Admin');
  await db().updateTable('profiles').set({ role: 'admin' }).where('id', '=', account.id).execute();
  expect((await account.client.request('/api/admin/step-up', { json: { password: PASSWORD } })).status).toBe(
    200,
  );
  return account;
}

const balanceOf = async (id: string) =>
  (
    await db()
      .selectFrom('profiles')
      .select('remaining_credits')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).remaining_credits;

describe(`attack probe findings on ${currentDialect()}`, () => {
  it('refuses an admin granting credits to their own account', async () => {
    const admin = await steppedUpAdmin();
    const before = await balanceOf(admin.id);
    const res = await admin.client.request(`/api/admin/users/${admin.id}/credits`, {
      json: { amount: 1_000_000, reason: 'for me' },
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe('admin_self_action');
    expect(await balanceOf(admin.id)).toBe(before);
  });

  it('refuses a grant that would push a balance past the ceiling with a 422, before the column overflows', async () => {
    const admin = await steppedUpAdmin();
    const target = await signedUp();
    // Bring the balance near the ceiling the way grants would, ledger row included.
    const near = MAX_BALANCE - 500_000;
    const start = await balanceOf(target.id);
    await db().updateTable('profiles').set({ remaining_credits: near }).where('id', '=', target.id).execute();
    await db()
      .insertInto('credit_ledger')
      .values({
        id: newId(),
        user_id: target.id,
        delta: near - start,
        reason: 'admin_adjustment',
        reference: admin.id,
        balance_after: near,
        created_at: new Date().toISOString(),
      })
      .execute();
    const res = await admin.client.request(`/api/admin/users/${target.id}/credits`, {
      json: { amount: 1_000_000, reason: 'one more' },
    });
    expect(res.status).toBe(422);
    const { error } = await res.json();
    expect(error.code).toBe('credit_limit');
    expect(error.message).toContain('1,000,000,000');
    expect(await balanceOf(target.id)).toBe(near);
    const fits = await admin.client.request(`/api/admin/users/${target.id}/credits`, {
      json: { amount: 500_000, reason: 'up to the ceiling' },
    });
    expect(fits.status).toBe(200);
    expect(await balanceOf(target.id)).toBe(MAX_BALANCE);
    expect(await unbalancedLedgers(db())).toEqual([]);
  });

  it('answers an admin deleting an already deleted user with a conflict, not a sign-out', async () => {
    const admin = await steppedUpAdmin();
    const target = await signedUp();
    expect((await admin.client.request(`/api/admin/users/${target.id}`, { method: 'DELETE' })).status).toBe(
      200,
    );
    const again = await admin.client.request(`/api/admin/users/${target.id}`, { method: 'DELETE' });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe('This account has already been deleted.');
    expect((await admin.client.request('/api/me')).status).toBe(200);
  });

  it('refuses a deeply nested body carrying a NUL with a 400, signed out', async () => {
    const depth = 20_000;
    const body = `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`;
    const res = await new TestClient(ctx.app).request('/api/readings/draws', {
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields[0].message).toBe('must not nest deeper than 32 levels');
  });

  it('refuses a NUL sent in a form-encoded sign-up and stores no account', async () => {
    const email = uniqueEmail('form');
    const res = await new TestClient(ctx.app).request('/api/auth/sign-up/email', {
      body: new URLSearchParams({ email, password: PASSWORD, name: 'Evil\u0000Admin' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual([
      { path: 'name', message: 'must not contain a NUL character', code: 'control_character' },
    ]);
    const stored = await db().selectFrom('profiles').select('id').where('email', '=', email).execute();
    expect(stored).toEqual([]);
  });

  it('refuses other control characters in a JSON body, and keeps line breaks', async () => {
    const { client } = await signedUp();
    const bell = await client.request('/api/feedback', { json: { message: 'ring\u0007ring' } });
    expect(bell.status).toBe(400);
    expect((await bell.json()).error.fields).toEqual([
      { path: 'message', message: 'must not contain control characters', code: expect.any(String) },
    ]);
    const lines = await client.request('/api/feedback', {
      json: { message: 'first line\nsecond line\ttabbed' },
    });
    expect(lines.status).toBe(201);
  });

  it('lists the sessions when a malformed secure session cookie stands beside a valid one', async () => {
    const { client } = await signedUp();
    const valid = client.cookieHeader();
    const probe = new TestClient(ctx.app);
    probe.useCookies(`__Secure-better-auth.session_token=%E0%A4%A; ${valid}`);
    const res = await probe.request('/api/me/sessions');
    expect(res.status).toBe(200);
    const { sessions } = await res.json();
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
  });
});

/** A TCP hop between the app and PostgreSQL that the test can cut, as a network outage would. */
async function cuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve((server!.address() as net.AddressInfo).port));
    });
  const port = await listen(0);
  return {
    port,
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server!.close(() => resolve());
      }),
    restore: () => listen(port),
  };
}

describe(`a database that does not answer, on ${currentDialect()}`, () => {
  it('answers 503 with Retry-After on every kind of route, and serves again once it is back', async () => {
    let outage: TestContext;
    let cut: () => Promise<void>;
    let restore: (() => Promise<unknown>) | null = null;
    let dropDatabase = async () => {};
    if (currentDialect() === 'postgres') {
      const created = await createPostgresDatabase();
      dropDatabase = created.drop;
      const url = new URL(created.url);
      const proxy = await cuttableProxy({ host: url.hostname, port: Number(url.port || 5432) });
      url.host = `127.0.0.1:${proxy.port}`;
      outage = await createTestContext({ DATABASE_URL: url.toString() });
      cut = proxy.cut;
      restore = proxy.restore;
    } else {
      // An embedded database has no network to lose: a closed handle is how it stops answering.
      outage = await createTestContext();
      cut = () => outage.deps.database.close();
    }
    try {
      const client = new TestClient(outage.app);
      expect((await client.signUp(uniqueEmail(), PASSWORD)).status).toBe(200);
      await cut();
      const requests: [string, Parameters<TestClient['request']>[1]][] = [
        ['/api/me', {}],
        ['/api/readings', {}],
        ['/api/ready', {}],
        ['/api/auth/sign-in/email', { json: { email: uniqueEmail(), password: PASSWORD } }],
        ['/api/billing/tiers', {}],
      ];
      for (const [path, init] of requests) {
        const res = await client.request(path, init);
        expect(res.status, path).toBe(503);
        expect(res.headers.get('retry-after'), path).toBe('5');
        expect((await res.json()).error.code, path).toBe('service_unavailable');
      }
      if (restore) {
        await restore();
        expect((await client.request('/api/me')).status).toBe(200);
        expect((await client.request('/api/ready')).status).toBe(200);
      }
    } finally {
      if (currentDialect() === 'postgres') await outage.close();
      else await outage.close().catch(() => {});
      await dropDatabase();
    }
  });
});
