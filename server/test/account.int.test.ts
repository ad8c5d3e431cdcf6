import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  currentDialect,
  LIVERPOOL,
  meOnceNotified,
  PUBLIC_URL,
  signedIn,
  TestClient,
  type TestContext,
  type TestResponse,
} from './harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1,
  8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);

/** The harness client sends text bodies; an upload is binary, so it goes to the app directly with the client's cookies. */
async function upload(
  client: TestClient,
  bytes: Uint8Array,
  contentType = 'application/octet-stream',
): Promise<TestResponse> {
  return ctx.app.request(`${PUBLIC_URL}/api/me/avatar`, {
    method: 'PUT',
    body: bytes,
    headers: {
      'content-type': contentType,
      origin: PUBLIC_URL,
      'x-forwarded-for': client.ip,
      cookie: client.cookieHeader(),
    },
  });
}

describe(`account screens' API on ${currentDialect()}`, () => {
  it('lists the apps with server-side costs in app id order', async () => {
    const res = await new TestClient(ctx.app).request('/api/apps');
    expect(res.status).toBe(200);
    const { apps } = await res.json();
    expect(apps.map((a: { routeId: string }) => a.routeId)).toEqual([
      'natalbirthchart',
      'tarot-celtic-cross',
      'tarot-traditional',
      'compatibility',
      'lifepathnumber',
      'year-ahead',
    ]);
    expect(apps[0]).toMatchObject({ appId: 1, cost: 24, voiceMinutes: 10 });
  });

  it('searches places offline, tells namesakes apart and filters by country', async () => {
    const { client } = await signedIn(ctx.app);
    const res = await client.request('/api/places?q=Springfield');
    expect(res.status).toBe(200);
    const { places } = await res.json();
    expect(places.length).toBeGreaterThan(3);
    expect(new Set(places.map((p: { region: string }) => p.region)).size).toBeGreaterThan(3);
    expect(places[0]).toMatchObject({ name: 'Springfield', country: 'US', countryName: 'United States' });
    expect(places[0].tz).toMatch(/^America\//);

    const gb = await (await client.request('/api/places?q=Liverpool&country=United%20Kingdom')).json();
    expect(gb.places[0]).toMatchObject({
      name: 'Liverpool',
      region: 'ENG',
      regionName: 'England',
      country: 'GB',
      tz: 'Europe/London',
    });
    expect(gb.places.every((p: { country: string }) => p.country === 'GB')).toBe(true);

    const unknown = await client.request('/api/places?q=Paris&country=Atlantis');
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.fields).toEqual([
      { path: 'country', message: expect.stringMatching(/country/) },
    ]);

    const empty = await client.request('/api/places?q=%20');
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields[0].path).toBe('q');
  });

  it('requires a session for the place search', async () => {
    expect((await new TestClient(ctx.app).request('/api/places?q=Paris')).status).toBe(401);
  });

  it('saves onboarding data with the resolved place through PATCH /api/me/profile', async () => {
    const { client } = await signedIn(ctx.app);
    const res = await client.request('/api/me/profile', {
      method: 'PATCH',
      json: {
        firstName: 'Ada',
        lastName: '',
        birthDate: '1990-07-14',
        birthTime: '',
        ...LIVERPOOL,
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      lastName: null,
      birthTime: null,
      birthRegion: 'ENG',
      birthTz: 'Europe/London',
      birthLat: 53.41058,
    });
  });

  it('stores feedback after trimming, and refuses empty or overlong messages', async () => {
    const { client, userId } = await signedIn(ctx.app);
    const ok = await client.request('/api/feedback', { json: { message: '  Lovely readings!  ' } });
    expect(ok.status).toBe(201);
    const rows = await ctx.deps.database.db
      .selectFrom('feedback')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(rows.map((r) => r.message)).toEqual(['Lovely readings!']);

    const blank = await client.request('/api/feedback', { json: { message: '   ' } });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error.fields[0]).toEqual({
      path: 'message',
      message: 'Please enter your feedback.',
      code: expect.any(String),
    });
    const long = await client.request('/api/feedback', { json: { message: 'x'.repeat(5001) } });
    expect(long.status).toBe(400);
    expect((await new TestClient(ctx.app).request('/api/feedback', { json: { message: 'hi' } })).status).toBe(
      401,
    );
  });

  it('rate-limits feedback per user', async () => {
    const { client } = await signedIn(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await client.request('/api/feedback', { json: { message: `note ${i}` } })).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);

    // A new window starts once the old one has passed.
    await ctx.deps.database.db
      .updateTable('app_rate_limits')
      .set({ window_started_at: Date.now() - 2 * 60 * 60 * 1000 })
      .execute();
    expect((await client.request('/api/feedback', { json: { message: 'after the window' } })).status).toBe(
      201,
    );
  });

  it('documents the new routes in the OpenAPI document', async () => {
    const doc = await (await new TestClient(ctx.app).request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/apps',
        '/api/places',
        '/api/feedback',
        '/api/me/avatar',
        '/api/avatars/{name}',
      ]),
    );
    expect(Object.keys(doc.paths['/api/me'])).toEqual(expect.arrayContaining(['get', 'delete']));
  });

  it('uploads an avatar, serves it by its random name, replaces and removes it', async () => {
    const { client } = await signedIn(ctx.app);
    const res = await upload(client, PNG);
    expect(res.status).toBe(200);
    const { avatarUrl: url } = await res.json();
    expect(url).toMatch(/^\/api\/avatars\/[a-f0-9]{32}\.png$/);
    const served = await new TestClient(ctx.app).request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect((await (await client.request('/api/me')).json()).profile.avatarUrl).toBe(url);

    const file = path.join(ctx.env.DATA_DIR, 'avatars', url.split('/').pop());
    expect(fs.existsSync(file)).toBe(true);
    const second = await (await upload(client, PNG)).json();
    expect(second.avatarUrl).not.toBe(url);
    expect(fs.existsSync(file)).toBe(false);

    const removed = await client.request('/api/me/avatar', { method: 'DELETE' });
    expect((await removed.json()).avatarUrl).toBeNull();
    expect((await client.request(second.avatarUrl)).status).toBe(404);
  });

  it('refuses non-images, oversized files, odd names and anonymous uploads', async () => {
    const { client } = await signedIn(ctx.app);
    const svg = await upload(
      client,
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      'image/svg+xml',
    );
    expect(svg.status).toBe(415);
    expect((await svg.json()).error.message).toBe('Please choose a PNG, JPEG, WebP or GIF image.');

    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await upload(client, big);
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).error.code).toBe('payload_too_large');

    // The rest of the API keeps the small JSON limit.
    const bigJson = await client.request('/api/feedback', { json: { message: 'x'.repeat(70 * 1024) } });
    expect(bigJson.status).toBe(413);

    expect((await client.request('/api/avatars/..%2F..%2Forrery.sqlite')).status).toBe(404);
    expect((await upload(new TestClient(ctx.app), PNG)).status).toBe(401);
  });

  it('deletes the account: status, zero balance with a ledger row, cancellation date, all sessions ended, no way back in, avatar gone, readings kept', async () => {
    const { client, email, userId } = await signedIn(ctx.app);
    const other = new TestClient(ctx.app);
    expect((await other.signIn(email)).status).toBe(200);
    const { avatarUrl } = await (await upload(client, PNG, 'image/png')).json();
    expect((await new TestClient(ctx.app).request(avatarUrl)).status).toBe(200);
    const db = ctx.deps.database.db;
    await db
      .insertInto('usage_logs')
      .values({
        log_id: `log-${userId}`,
        user_id: userId,
        app_id: 3,
        app_name: 'Daily Tarot Reading',
        first_name: 'Ada',
        question: 'What now?',
        input_data: null,
        reading_result_id: `reading-${userId}`,
        reading_result_content: '{}',
        credits_charged: 4,
        status: 'completed',
        writer: null,
        idempotency_key: null,
        error_code: null,
        voice_agent_used: 0,
        voice_reactivation: 0,
        voice_credits_charged: 0,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
        completed_at: new Date().toISOString(),
      })
      .execute();

    const res = await client.request('/api/me', { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('deleted');

    const profile = await db
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ status: 'deleted', remaining_credits: 0 });
    expect(profile.cancellation_date).toBeTruthy();
    const ledger = await db
      .selectFrom('credit_ledger')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
    expect(ledger.map((row) => [row.reason, row.delta, row.balance_after])).toEqual([
      ['welcome', ctx.env.WELCOME_CREDITS, ctx.env.WELCOME_CREDITS],
      ['account_deletion', -ctx.env.WELCOME_CREDITS, 0],
    ]);
    expect((await client.request('/api/me')).status).toBe(401);
    expect((await other.request('/api/me')).status).toBe(401);
    // The password no longer signs in, and the picture's address no longer answers.
    expect((await new TestClient(ctx.app).signIn(email)).status).toBe(401);
    expect((await new TestClient(ctx.app).request(avatarUrl)).status).toBe(404);
    expect(profile.avatar_url).toBeNull();
    const logs = await db.selectFrom('usage_logs').select('log_id').where('user_id', '=', userId).execute();
    expect(logs).toHaveLength(1);
  });

  it('lets a deleted account’s address sign up again: a fresh account, no second welcome grant, nothing of the old one', async () => {
    const { client, email, userId } = await signedIn(ctx.app);
    const db = ctx.deps.database.db;
    expect((await client.request('/api/me', { method: 'DELETE' })).status).toBe(200);

    const again = new TestClient(ctx.app);
    expect((await again.signUp(email, 'another fine passphrase', 'Ada Again')).status).toBe(200);
    const me = await (await again.request('/api/me')).json();
    expect(me.user.id).not.toBe(userId);
    expect(me.user.email).toBe(email);
    expect(me.balance).toBe(0);
    const ledger = await db
      .selectFrom('credit_ledger')
      .select('reason')
      .where('user_id', '=', me.user.id)
      .execute();
    expect(ledger).toEqual([]);
    const library = await (await again.request('/api/readings')).json();
    expect(library.total).toBe(0);
    // The deleted account keeps what it retained, under its own id, still deleted.
    const old = await db
      .selectFrom('profiles')
      .select(['status', 'email'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(old).toEqual({ status: 'deleted', email });
  });

  it('refuses profile changes from a blocked account with the account-blocked message', async () => {
    const { client, userId } = await signedIn(ctx.app);
    await ctx.deps.database.db
      .updateTable('profiles')
      .set({ status: 'blocked' })
      .where('id', '=', userId)
      .execute();
    await meOnceNotified(ctx.app, client.cookieHeader(), (me) => me.body.profile.status === 'blocked');
    const res = await client.request('/api/feedback', { json: { message: 'hello' } });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe('Your account has been blocked. Please contact support.');
  });
});
