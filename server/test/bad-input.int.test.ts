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
      json: { birthDate: '1990-05-14', birthTime: '08:30', birthCity: 'Liverpool', birthCountry: 'GB' },
    });
    expect(res.status).toBe(200);
    expect((await savedProfile()).birth_city).toBe('Liverpool');
  });

  it('answers malformed JSON with 400 invalid_json and writes nothing', async () => {
    const before = await savedProfile();
    const res = await client.request('/api/me/profile', {
      method: 'PATCH',
      body: '{"birthCity": "Paris"',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('invalid_json');
    expect((await savedProfile()).birth_city).toBe(before.birth_city);
  });

  it('names unknown fields and writes nothing', async () => {
    const res = await client.request('/api/me/profile', {
      method: 'PATCH',
      json: { birthCity: 'Paris', remainingCredits: 1_000_000 },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toMatch(/Unknown field: remainingCredits/);
    const saved = await savedProfile();
    expect(saved.birth_city).toBe('Liverpool');
    expect(saved.remaining_credits).toBe(ctx.env.WELCOME_CREDITS);
  });

  it('names the field with the wrong type or an impossible value', async () => {
    const wrongType = await client.request('/api/me/profile', {
      method: 'PATCH',
      json: { birthLat: 'north' },
    });
    expect(wrongType.status).toBe(400);
    expect((await wrongType.json()).error.fields[0].path).toBe('birthLat');

    const impossible = await client.request('/api/me/profile', {
      method: 'PATCH',
      json: { birthDate: '2021-02-30' },
    });
    expect(impossible.status).toBe(400);
    expect((await impossible.json()).error.message).toMatch(/birthDate: .*not a real calendar date/);
  });

  it("applies the reading forms' date and zone rules to the profile", async () => {
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ birthDate: '9999-01-01' }, 'birthDate', /cannot be in the future/],
      [{ birthDate: '1899-12-31' }, 'birthDate', /1900 or later/],
      [{ birthTz: 'Mars/Olympus_Mons' }, 'birthTz', /not a known time zone/],
      [{ birthTime: '25:00' }, 'birthTime', /HH:MM/],
    ];
    for (const [json, path, message] of cases) {
      const res = await client.request('/api/me/profile', { method: 'PATCH', json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      const { error } = await res.json();
      expect(error.fields).toEqual([
        { path, message: expect.stringMatching(message), code: expect.any(String) },
      ]);
    }
    expect((await savedProfile()).birth_date).toBe('1990-05-14');
  });

  it('refuses a NUL character in any text, query or path with a 400 naming where it was', async () => {
    const nul = '\u0000';
    const cases: [string, Parameters<TestClient['request']>[1], string][] = [
      ['/api/feedback', { json: { message: `hello${nul}world` } }, 'message'],
      [`/api/places?q=Par${encodeURIComponent(nul)}is`, {}, 'q'],
      [
        '/api/readings',
        {
          json: {
            app: 'tarot-traditional',
            idempotencyKey: 'nul-question-key',
            input: { firstName: 'Ada', question: `Will it${nul} rain?` },
          },
        },
        'input.question',
      ],
      ['/api/me/profile', { method: 'PATCH', json: { firstName: `Gr${nul}ace` } }, 'firstName'],
      ['/api/readings/abc%00def', {}, '(path)'],
    ];
    for (const [url, init, path] of cases) {
      const res = await client.request(url, init);
      expect(res.status, url).toBe(400);
      const { error } = await res.json();
      expect(error.code).toBe('validation_failed');
      expect(error.fields).toEqual([
        { path, message: 'must not contain a NUL character', code: 'control_character' },
      ]);
    }
    expect((await savedProfile()).first_name).not.toContain(nul);
    const feedback = await ctx.deps.database.db
      .selectFrom('feedback')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(feedback).toHaveLength(0);
  });

  it('names the real problem and place of each malformed request', async () => {
    const longKey = await client.request('/api/readings', {
      json: { app: 'lifepathnumber', idempotencyKey: 'k'.repeat(101), input: {} },
    });
    expect(longKey.status).toBe(400);
    expect((await longKey.json()).error.fields).toContainEqual({
      path: 'idempotencyKey',
      message: 'idempotencyKey must be at most 100 characters',
      code: 'too_big',
    });

    const plainText = await client.request('/api/feedback', {
      method: 'POST',
      body: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plainText.status).toBe(415);
    expect((await plainText.json()).error.code).toBe('unsupported_media_type');

    const unknownQuery = await client.request('/api/readings?colour=blue');
    expect(unknownQuery.status).toBe(400);
    const { error } = await unknownQuery.json();
    expect(error.fields).toEqual([
      { path: '(query)', message: expect.stringMatching(/colour/), code: 'unrecognized_keys' },
    ]);
  });

  it('refuses an oversize body with 413', async () => {
    const res = await client.request('/api/me/profile', {
      method: 'PATCH',
      json: { birthCity: 'x'.repeat(JSON_BODY_LIMIT_BYTES + 10) },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('payload_too_large');
  });
});
