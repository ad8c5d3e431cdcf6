import { SAMPLE_READING_REQUESTS as requests } from '@orrery/core/readings/__fixtures__/requests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../src/bootstrap';
import { createApp } from '../src/http/app';
import {
  createTestContext,
  currentDialect,
  PUBLIC_URL,
  TestClient,
  type TestContext,
  uniqueEmail,
} from './harness';

const TOKEN = 'metrics-token-for-the-tests';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ METRICS_TOKEN: TOKEN, GENERATION_RATE_LIMIT: '1000' });
});
afterAll(async () => {
  await ctx?.close();
});

/** The value of one sample in Prometheus' text format, or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const line = text
    .split('\n')
    .find((l) =>
      l.startsWith(`${name}{`) || l.startsWith(`${name} `)
        ? Object.entries(labels).every(([key, value]) => l.includes(`${key}="${value}"`))
        : false,
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : undefined;
}

async function scrape(token = TOKEN) {
  return ctx.app.request(`${PUBLIC_URL}/metrics`, { headers: { authorization: `Bearer ${token}` } });
}

describe(`metrics on ${currentDialect()}`, () => {
  it('refuses a scrape without the token', async () => {
    expect((await ctx.app.request(`${PUBLIC_URL}/metrics`)).status).toBe(401);
    expect((await scrape('not-the-token-at-all')).status).toBe(401);
  });

  it('counts requests per route pattern, readings, credits, webhooks, the pool and event-loop lag', async () => {
    const client = new TestClient(ctx.app);
    await client.signUp(uniqueEmail('metrics'));
    const made = await client.request('/api/readings', {
      json: { app: 'lifepathnumber', idempotencyKey: 'metrics-key-1', ...requests.lifepathnumber },
    });
    expect(made.status).toBe(200);
    const { reading } = await made.json();
    expect((await client.request(`/api/readings/${reading.readingId}`)).status).toBe(200);
    const forged = await ctx.app.request(`${PUBLIC_URL}/api/billing/webhooks/demo`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', 'orrery-signature': 't=1,v1=00' },
    });
    expect(forged.status).toBe(400);

    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(
      sample(text, 'orrery_http_requests_total', {
        method: 'GET',
        route: '/api/readings/:readingId',
        status: '200',
      }),
    ).toBe(1);
    expect(text).not.toContain(reading.readingId);
    expect(
      sample(text, 'orrery_http_request_duration_seconds_count', { method: 'POST', route: '/api/readings' }),
    ).toBe(1);
    expect(sample(text, 'orrery_readings_generated_total', { app: 'lifepathnumber' })).toBe(1);
    expect(sample(text, 'orrery_credits_debited_total', { reason: 'reading' })).toBe(reading.creditsCharged);
    expect(sample(text, 'orrery_webhook_events_total', { provider: 'demo', outcome: 'rejected' })).toBe(1);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    if (currentDialect() === 'postgres') {
      expect(sample(text, 'orrery_db_pool_connections')).toBeGreaterThan(0);
    }
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const deps = await bootstrap({ ...ctx.env, METRICS_TOKEN: undefined }, ctx.deps.logger);
    const res = await createApp(deps).request(`${PUBLIC_URL}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(404);
    await deps.database.close();
  });
});

describe(`request log on ${currentDialect()}`, () => {
  async function logged(trustProxy: number) {
    const lines: Record<string, unknown>[] = [];
    const capture = (message: string, fields?: Record<string, unknown>) => lines.push({ message, ...fields });
    const deps = await bootstrap(
      { ...ctx.env, TRUST_PROXY: trustProxy },
      { debug: capture, info: capture, warn: capture, error: capture },
    );
    return { lines, deps, client: new TestClient(createApp(deps)) };
  }

  it('writes one line per request: the load balancer’s request id, user id (not email), route, status, duration', async () => {
    const { lines, deps, client } = await logged(1);
    const email = uniqueEmail('logged');
    await client.signUp(email);
    const me = await client.request('/api/me', { headers: { 'x-request-id': 'lb-request-42' } });
    expect(me.headers.get('x-request-id')).toBe('lb-request-42');
    const userId = (await me.json()).user.id;
    const requestLines = lines.filter((line) => line.message === 'request');
    expect(requestLines).toHaveLength(2);
    expect(requestLines[1]).toEqual({
      message: 'request',
      requestId: 'lb-request-42',
      method: 'GET',
      route: '/api/me',
      status: 200,
      durationMs: expect.any(Number),
      userId,
    });
    expect(JSON.stringify(lines)).not.toContain(email);
    await deps.database.close();
  });

  it('makes its own request id when no proxy is trusted', async () => {
    const { lines, deps, client } = await logged(0);
    const res = await client.request('/api/health', { headers: { 'x-request-id': 'spoofed-id' } });
    const id = res.headers.get('x-request-id');
    expect(id).not.toBe('spoofed-id');
    expect(lines.find((line) => line.message === 'request')).toMatchObject({
      requestId: id,
      route: '/api/health',
      userId: null,
    });
    await deps.database.close();
  });
});
