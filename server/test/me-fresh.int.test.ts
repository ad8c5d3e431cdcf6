import path from 'node:path';
import { SAMPLE_READING_REQUESTS as requests } from '@orrery/core/readings/__fixtures__/requests';
import { READING_APPS } from '@orrery/core/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db';
import { applyCreditChange } from '../src/features/credits/ledger';
import {
  createTestContext,
  currentDialect,
  meOnceNotified,
  TestClient,
  type TestContext,
  uniqueEmail,
} from './harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ WELCOME_CREDITS: '50', GENERATION_RATE_LIMIT: '1000' });
});
afterAll(async () => {
  await ctx?.close();
});

async function signedIn() {
  const client = new TestClient(ctx.app);
  expect((await client.signUp(uniqueEmail('fresh'))).status).toBe(200);
  return { client, userId: (await me(client)).user.id as string };
}

async function me(client: TestClient) {
  const res = await client.request('/api/me');
  expect(res.status).toBe(200);
  return res.json();
}

// Each test reads /api/me before the change as well as after it: the first read is what a cache
// would keep, so the second shows whether the change reached it.
describe(`/api/me right after a change, on ${currentDialect()}`, () => {
  it('shows the balance a reading left, and a credit change made through the ledger', async () => {
    const { client, userId } = await signedIn();
    expect((await me(client)).balance).toBe(50);
    const { routeId: app, defaultCost } = READING_APPS[0]!;
    const reading = await client.request('/api/readings', {
      json: { app, idempotencyKey: `fresh-${Date.now()}`, ...requests[app] },
    });
    expect(reading.status).toBe(200);
    expect((await me(client)).balance).toBe(50 - defaultCost);

    await ctx.deps.database.db.transaction().execute((trx) =>
      applyCreditChange(trx, {
        userId,
        delta: 7,
        reason: 'admin_adjustment',
        reference: 'test',
        now: new Date(),
      }),
    );
    const { body: after } = await meOnceNotified(
      ctx.app,
      client.cookieHeader(),
      (m) => m.body.balance === 57 - defaultCost,
    );
    expect(after.balance).toBe(57 - defaultCost);
    expect(after.profile.remainingCredits).toBe(57 - defaultCost);
  });

  it('shows a profile edit', async () => {
    const { client } = await signedIn();
    expect((await me(client)).profile.firstName).toBe('Test');
    const saved = await client.request('/api/me/profile', {
      method: 'PATCH',
      json: { firstName: 'Ada', birthCity: 'London' },
    });
    expect(saved.status).toBe(200);
    const { profile } = await me(client);
    expect(profile).toMatchObject({ firstName: 'Ada', fullName: 'Ada Seeker', birthCity: 'London' });
  });

  it('refuses a session once it has signed out', async () => {
    const { client } = await signedIn();
    const cookies = client.cookieHeader();
    expect((await client.request('/api/auth/sign-out', { json: {} })).status).toBe(200);
    const copy = new TestClient(ctx.app);
    copy.useCookies(cookies);
    expect((await copy.request('/api/me')).status).toBe(401);
  });

  it('shows a change another process made in the database (npm run admin:grant)', async () => {
    const { client, userId } = await signedIn();
    expect((await me(client)).profile.role).toBe('user');
    const other = openDatabase({
      databaseUrl: ctx.env.DATABASE_URL,
      sqliteFile: path.join(ctx.env.DATA_DIR, 'orrery.sqlite'),
    });
    try {
      await other.db.updateTable('profiles').set({ role: 'admin' }).where('id', '=', userId).execute();
    } finally {
      await other.close();
    }
    const { body } = await meOnceNotified(
      ctx.app,
      client.cookieHeader(),
      (m) => m.body.profile.role === 'admin',
    );
    expect(body.profile.role).toBe('admin');
  });
});
