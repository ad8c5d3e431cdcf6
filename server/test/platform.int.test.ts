import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  currentDialect,
  PUBLIC_URL,
  TestClient,
  type TestContext,
  uniqueEmail,
} from './harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe(`platform on ${currentDialect()}`, () => {
  it('reports health with the database kind', async () => {
    const res = await new TestClient(ctx.app).request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: currentDialect() });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await new TestClient(ctx.app).request('/api/no-such-thing');
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body.error.code).toBe('not_found');
  });

  it('serves an OpenAPI document listing the routes', async () => {
    const res = await new TestClient(ctx.app).request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/me']));
  });

  it('refuses /api/me without a session', async () => {
    const res = await new TestClient(ctx.app).request('/api/me');
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('unauthenticated');
  });

  it('signs up with a profile, an httpOnly session cookie and welcome credits in the ledger', async () => {
    const client = new TestClient(ctx.app);
    const email = uniqueEmail();
    const res = await client.signUp(email, 'correct horse battery', 'Ada Lovelace');
    expect(res.status).toBe(200);
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const me = await client.request('/api/me');
    expect(me.status).toBe(200);
    const body = await me.json();
    expect(body.user.email).toBe(email);
    expect(body.profile.firstName).toBe('Ada');
    expect(body.profile.lastName).toBe('Lovelace');
    expect(body.balance).toBe(ctx.env.WELCOME_CREDITS);

    const ledger = await ctx.deps.database.db
      .selectFrom('credit_ledger')
      .selectAll()
      .where('user_id', '=', body.user.id)
      .execute();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      delta: ctx.env.WELCOME_CREDITS,
      reason: 'welcome',
      balance_after: ctx.env.WELCOME_CREDITS,
    });
  });

  it('signs in, rejects a wrong password, and signs out', async () => {
    const email = uniqueEmail();
    await new TestClient(ctx.app).signUp(email);

    const wrong = await new TestClient(ctx.app).signIn(email, 'not the password');
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toMatch(/invalid email or password/i);

    const client = new TestClient(ctx.app);
    expect((await client.signIn(email)).status).toBe(200);
    expect((await client.request('/api/me')).status).toBe(200);
    const out = await client.request('/api/auth/sign-out', { method: 'POST', json: {} });
    expect(out.status).toBe(200);
    expect((await client.request('/api/me')).status).toBe(401);
  });

  it('rejects a duplicate sign-up without creating a second profile', async () => {
    const email = uniqueEmail();
    await new TestClient(ctx.app).signUp(email);
    const again = await new TestClient(ctx.app).signUp(email);
    expect(again.status).toBe(422);
    const rows = await ctx.deps.database.db
      .selectFrom('profiles')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a state-changing request from another origin', async () => {
    const client = new TestClient(ctx.app);
    await client.signUp(uniqueEmail());
    const res = await client.request('/api/dev/session', {
      method: 'POST',
      json: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    const { error } = await res.json();
    expect(error.code).toBe('csrf_rejected');
    expect(error.message).toBe(
      `This server only accepts requests from ${PUBLIC_URL}. Open Orrery at ${PUBLIC_URL} and try again.`,
    );
  });
});
