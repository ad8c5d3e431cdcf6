import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '../src/http/app';
import { createTestContext, currentDialect, TestClient, type TestContext, uniqueEmail } from './harness';

// The body limit, the control-character guard and the same-origin guard run as one middleware
// (decision 0025); these pin their order and which routes each covers.
let ctx: TestContext;
let client: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  client = new TestClient(ctx.app);
  await client.signUp(uniqueEmail());
});
afterAll(async () => {
  await ctx?.close();
});

const foreign = { origin: 'https://evil.example' };

describe(`the API's request guards on ${currentDialect()}`, () => {
  it('leaves a foreign origin on better-auth routes to better-auth, which explains its refusal', async () => {
    const res = await client.request('/api/auth/sign-out', { method: 'POST', json: {}, headers: foreign });
    expect(res.status).toBe(403);
    const body = await res.json();
    expect(body.code).toBe('INVALID_ORIGIN');
    expect(body.message).toMatch(/only accepts requests from/);
  });

  it('refuses a foreign origin on a method better-auth does not answer', async () => {
    const res = await client.request('/api/auth/sign-out', { method: 'PUT', json: {}, headers: foreign });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('csrf_rejected');
  });

  it('refuses an oversize body before asking where it came from', async () => {
    const res = await client.request('/api/me/profile', {
      method: 'PATCH',
      json: { birthCity: 'x'.repeat(JSON_BODY_LIMIT_BYTES + 10) },
      headers: foreign,
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('payload_too_large');
  });

  it('refuses a control character before asking where the request came from', async () => {
    const res = await client.request('/api/me/profile', {
      method: 'PATCH',
      json: { birthCity: 'Ber\u0000lin' },
      headers: foreign,
    });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.fields).toEqual([expect.objectContaining({ path: 'birthCity', code: 'control_character' })]);
  });

  it('refuses a foreign origin once the body has passed', async () => {
    const res = await client.request('/api/me/profile', {
      method: 'PATCH',
      json: { birthCity: 'Berlin' },
      headers: foreign,
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('csrf_rejected');
  });
});
