import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '../src/http/app';
import { createTestContext, currentDialect, TestClient, type TestContext, uniqueEmail } from './harness';

let ctx: TestContext;
let client: TestClient;
let userId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  client = new TestClient(ctx.app);
  await client.signUp(uniqueEmail(), 'correct horse battery', 'Grace Hopper');
  userId = (await (await client.request('/api/me')).json()).user.id;
});
afterAll(async () => {
  await ctx?.close();
});

async function savedProfile() {
  return ctx.deps.database.db
    .selectFrom('profiles')
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

describe(`bad input on ${currentDialect()}`, () => {
  it('saves a valid profile update', async () => {
    const res = await client.request('/api/me/profile', {
      method: 'PATCH',
      json: { birth_date: '1990-05-14', birth_time: '08:30', birth_city: 'Liverpool', birth_country: 'GB' },
    });
    expect(res.status).toBe(200);
    expect((await savedProfile()).birth_city).toBe('Liverpool');
  });

  it('answers malformed JSON with 400 invalid_json and writes nothing', async () => {
    const before = await savedProfile();
    const res = await client.request('/api/me/profile', {
      method: 'PATCH',
      body: '{"birth_city": "Paris"',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('invalid_json');
    expect((await savedProfile()).birth_city).toBe(before.birth_city);
  });

  it('names unknown fields and writes nothing', async () => {
    const res = await client.request('/api/me/profile', {
      method: 'PATCH',
      json: { birth_city: 'Paris', remaining_credits: 1_000_000 },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toMatch(/Unknown field: remaining_credits/);
    const saved = await savedProfile();
    expect(saved.birth_city).toBe('Liverpool');
    expect(saved.remaining_credits).toBe(ctx.env.WELCOME_CREDITS);
  });

  it('names the field with the wrong type or an impossible value', async () => {
    const wrongType = await client.request('/api/me/profile', {
      method: 'PATCH',
      json: { birth_lat: 'north' },
    });
    expect(wrongType.status).toBe(400);
    expect((await wrongType.json()).error.fields[0].path).toBe('birth_lat');

    const impossible = await client.request('/api/me/profile', {
      method: 'PATCH',
      json: { birth_date: '2021-02-30' },
    });
    expect(impossible.status).toBe(400);
    expect((await impossible.json()).error.message).toMatch(/birth_date: is not a real calendar date/);
  });

  it('refuses an oversize body with 413', async () => {
    const res = await client.request('/api/me/profile', {
      method: 'PATCH',
      json: { birth_city: 'x'.repeat(JSON_BODY_LIMIT_BYTES + 10) },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('payload_too_large');
  });
});
