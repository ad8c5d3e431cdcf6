import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrreryApp } from '../src/http/app';
import type { AppDeps } from '../src/http/context';
import {
  createTestContext,
  secondServer,
  currentDialect,
  PUBLIC_URL,
  TestClient,
  type TestContext,
  uniqueEmail,
} from './harness';

let ctx: TestContext;
/** On PostgreSQL a second server on the same database, with its own session cache; on SQLite there is one process. */
let second: { app: OrreryApp; deps: AppDeps } | null = null;

beforeAll(async () => {
  ctx = await createTestContext();
  second = await secondServer(ctx);
});
afterAll(async () => {
  await second?.deps.database.close();
  await ctx?.close();
});

/** A request to the other server (or this one on SQLite) carrying the same browser's cookies. */
async function meStatusElsewhere(client: TestClient): Promise<number> {
  const app = second?.app ?? ctx.app;
  const res = await app.request(`${PUBLIC_URL}/api/me`, {
    headers: { cookie: client.cookieHeader(), 'x-forwarded-for': client.ip },
  });
  return res.status;
}

/** Polls for up to a second: the revocation must reach every server within that. */
async function refusedWithinASecond(client: TestClient): Promise<number> {
  const deadline = Date.now() + 1_000;
  let status = await meStatusElsewhere(client);
  while (status !== 401 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    status = await meStatusElsewhere(client);
  }
  return status;
}

describe(`session revocation on ${currentDialect()}`, () => {
  it('refuses a signed-out session on every server within a second', async () => {
    const client = new TestClient(ctx.app);
    await client.signUp(uniqueEmail('revoked'));
    const cookies = client.cookieHeader();
    // The other server has seen the session, so its cache holds it.
    expect(await meStatusElsewhere(client)).toBe(200);
    expect((await client.request('/api/auth/sign-out', { json: {} })).status).toBe(200);

    const stale = new TestClient(ctx.app);
    stale.useCookies(cookies);
    expect(await refusedWithinASecond(stale)).toBe(401);
  });

  it('refuses every session of a deleted account on every server within a second', async () => {
    const client = new TestClient(ctx.app);
    const email = uniqueEmail('deleted');
    await client.signUp(email);
    const otherBrowser = new TestClient(ctx.app);
    await otherBrowser.signIn(email);
    expect(await meStatusElsewhere(otherBrowser)).toBe(200);
    expect((await client.request('/api/me', { method: 'DELETE' })).status).toBe(200);
    expect(await refusedWithinASecond(otherBrowser)).toBe(401);
  });
});
