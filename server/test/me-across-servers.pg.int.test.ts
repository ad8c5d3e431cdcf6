import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeCredits, changeRole, changeStatus } from '../src/features/admin/actions';
import type { OrreryApp } from '../src/http/app';
import type { AppDeps } from '../src/http/context';
import {
  createTestContext,
  meOnceNotified,
  secondServer,
  signedIn,
  TestClient,
  type TestContext,
  uniqueEmail,
} from './harness';

// PostgreSQL only (several servers share its database; on SQLite there is one process, which
// me-fresh covers). Server A (ctx) takes the change; server B, with its own pool, LISTEN
// connection and caches, answers /api/me. B keeps the session and profile rows in memory and must
// drop them on the triggers' notification: each check polls B for at most NOTIFY_WITHIN_MS (1 s).

let ctx: TestContext;
let second: { app: OrreryApp; deps: AppDeps } | null = null;

beforeAll(async () => {
  ctx = await createTestContext({ WELCOME_CREDITS: '50' });
  second = await secondServer(ctx);
});
afterAll(async () => {
  await second?.deps.database.close();
  await ctx?.close();
});

const serverB = () => second?.app ?? ctx.app;

async function meOnB(cookies: string) {
  return meOnceNotified(serverB(), cookies, () => true);
}

/** /api/me on B until `done` holds, for at most NOTIFY_WITHIN_MS on PostgreSQL. */
function meOnBUntil(cookies: string, done: Parameters<typeof meOnceNotified>[2]) {
  return meOnceNotified(serverB(), cookies, done);
}

/** A new account whose /api/me B has already answered, so B holds its session and profile. */
async function seenByB() {
  const account = await signedIn(ctx.app);
  const cookies = account.client.cookieHeader();
  expect((await meOnB(cookies)).body.balance).toBe(50);
  // What the checks below are about: B answers from memory now.
  expect((second ?? ctx).deps.database.profileRows?.get(account.userId)).toBeDefined();
  return { ...account, cookies };
}

async function admin() {
  const { userId } = await signedIn(ctx.app);
  await ctx.deps.database.db
    .updateTable('profiles')
    .set({ role: 'admin' })
    .where('id', '=', userId)
    .execute();
  return userId;
}

describe('/api/me on another server after a change', () => {
  it('shows a credit change and an admin edit', async () => {
    const boss = await admin();
    const { userId, cookies } = await seenByB();
    await changeCredits(ctx.deps, boss, userId, { amount: 7, reason: 'test' });
    expect((await meOnBUntil(cookies, (me) => me.body.balance === 57)).body.balance).toBe(57);

    await changeRole(ctx.deps, boss, userId, 'admin');
    expect((await meOnBUntil(cookies, (me) => me.body.profile.role === 'admin')).body.profile.role).toBe(
      'admin',
    );
    await changeStatus(ctx.deps, boss, userId, 'blocked');
    expect((await meOnBUntil(cookies, (me) => me.status !== 200)).status).not.toBe(200);
  });

  it('forgets its own rows the moment it writes, outside a request too, without waiting for the notification', async () => {
    const { userId, cookies } = await signedIn(ctx.app).then((a) => ({
      ...a,
      cookies: a.client.cookieHeader(),
    }));
    const other = await signedIn(ctx.app);
    expect((await meOnceNotified(ctx.app, cookies, () => true)).body.balance).toBe(50);
    expect(ctx.deps.database.profileRows?.get(userId)).toBeDefined();
    // A job's write on A (here to another user's row, whose notification names only that user).
    await ctx.deps.database.db
      .updateTable('profiles')
      .set({ first_name: 'Job' })
      .where('id', '=', other.userId)
      .execute();
    expect(ctx.deps.database.profileRows?.get(userId)).toBeUndefined();
  });

  it('shows a profile edit made through A', async () => {
    const { client, cookies } = await seenByB();
    const saved = await client.request('/api/me/profile', { method: 'PATCH', json: { firstName: 'Ada' } });
    expect(saved.status).toBe(200);
    const me = await meOnBUntil(cookies, (m) => m.body.profile.firstName === 'Ada');
    expect(me.body.profile.firstName).toBe('Ada');
  });

  it('refuses a session signed out through A', async () => {
    const { client, cookies } = await seenByB();
    expect((await client.request('/api/auth/sign-out', { json: {} })).status).toBe(200);
    expect((await meOnBUntil(cookies, (me) => me.status === 401)).status).toBe(401);
  });

  it('refuses the other sessions once the password was changed through A', async () => {
    const email = uniqueEmail('password');
    const client = new TestClient(ctx.app);
    expect((await client.signUp(email)).status).toBe(200);
    const otherBrowser = new TestClient(ctx.app);
    expect((await otherBrowser.signIn(email)).status).toBe(200);
    const cookies = otherBrowser.cookieHeader();
    expect((await meOnB(cookies)).status).toBe(200);
    const changed = await client.request('/api/auth/change-password', {
      json: {
        currentPassword: 'correct horse battery',
        newPassword: 'a brand new passphrase',
        revokeOtherSessions: true,
      },
    });
    expect(changed.status).toBe(200);
    expect((await meOnBUntil(cookies, (me) => me.status === 401)).status).toBe(401);
  });

  it('reads the database while its LISTEN connection is down, and caches again once it is back', async () => {
    const { userId, cookies } = await seenByB();
    const listeners = sql<{ pid: number }>`select pid from pg_stat_activity
        where datname = current_database() and query like 'listen %' and pid <> pg_backend_pid()`;
    const { rows } = await listeners.execute(ctx.deps.database.db);
    expect(rows.length).toBe(2);
    for (const { pid } of rows) await sql`select pg_terminate_backend(${pid})`.execute(ctx.deps.database.db);
    // Both servers notice the closed socket at once; they connect again after a second.
    await new Promise((resolve) => setTimeout(resolve, 200));
    // No server hears this: only a read of the database can show it.
    await ctx.deps.database.db
      .updateTable('profiles')
      .set({ first_name: 'Unheard' })
      .where('id', '=', userId)
      .execute();
    expect((await meOnB(cookies)).body.profile.firstName).toBe('Unheard');
    expect(second?.deps.database.profileRows?.get(userId)).toBeUndefined();

    const deadline = Date.now() + 5_000;
    while ((await listeners.execute(ctx.deps.database.db)).rows.length < 2 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await ctx.deps.database.db
      .updateTable('profiles')
      .set({ first_name: 'Heard' })
      .where('id', '=', userId)
      .execute();
    expect(
      (await meOnBUntil(cookies, (me) => me.body.profile.firstName === 'Heard')).body.profile.firstName,
    ).toBe('Heard');
    expect(second?.deps.database.profileRows?.get(userId)?.first_name).toBe('Heard');
  });
});
