import { SAMPLE_READING_REQUESTS as requests } from '@orrery/core/readings/__fixtures__/requests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeElevenLabs, FAKE_ELEVENLABS_KEY, startFakeElevenLabs } from './fake-elevenlabs';
import { createTestContext, currentDialect, TestClient, type TestContext, uniqueEmail } from './harness';

let ctx: TestContext;
let plain: TestContext;
let fake: FakeElevenLabs;
let clock = new Date('2026-03-01T12:00:00.000Z');
let keyCounter = 0;
/** Every body the API answered in these tests, to show the key never left the server. */
const bodies: string[] = [];

const agents = {
  ELEVENLABS_AGENT_NATAL: 'agent_natal',
  ELEVENLABS_AGENT_TAROT: 'agent_tarot',
  ELEVENLABS_AGENT_CELTIC_CROSS: 'agent_cc',
  ELEVENLABS_AGENT_COMPATIBILITY: 'agent_compat',
  ELEVENLABS_AGENT_LIFE_PATH: 'agent_lp',
};

async function send(client: TestClient, path: string, init: Parameters<TestClient['request']>[1] = {}) {
  const res = await client.request(path, init);
  const text = await res.text();
  bodies.push(text);
  return { status: res.status, body: JSON.parse(text) };
}

async function newReading(context: TestContext, app: 'natalbirthchart' | 'lifepathnumber', language?: 'de') {
  const client = new TestClient(context.app);
  await client.signUp(uniqueEmail('voice-agent'));
  if (language) {
    const set = await client.request('/api/me/profile', { method: 'PATCH', json: { language } });
    expect(set.status).toBe(200);
  }
  const created = await send(client, '/api/readings', {
    json: { app, idempotencyKey: `agent-${Date.now()}-${++keyCounter}`, ...requests[app] },
  });
  expect(created.status).toBe(200);
  return { client, readingId: created.body.reading.readingId as string, reading: created.body.reading };
}

const start = (client: TestClient, readingId: string) =>
  send(client, `/api/readings/${readingId}/voice/sessions`, { json: {} });
const agent = (client: TestClient, readingId: string) =>
  send(client, `/api/readings/${readingId}/voice/agent`, { method: 'POST' });

beforeAll(async () => {
  fake = await startFakeElevenLabs();
  ctx = await createTestContext({
    GENERATION_RATE_LIMIT: '1000',
    ELEVENLABS_API_KEY: FAKE_ELEVENLABS_KEY,
    ELEVENLABS_API_URL: fake.url,
    ...agents,
  });
  ctx.deps.now = () => clock;
  plain = await createTestContext({ GENERATION_RATE_LIMIT: '1000' });
});
afterAll(async () => {
  await ctx?.close();
  await plain?.close();
  await fake?.close();
});

describe(`ElevenLabs voice agent on ${currentDialect()}`, () => {
  it("gives a signed URL, the reader's first name and a summary only for the owner's active session", async () => {
    fake.mode = 'ok';
    const { client, readingId, reading } = await newReading(ctx, 'natalbirthchart');
    const config = await send(client, '/api/config');
    expect(config.body.voiceAgent).toBe('elevenlabs');

    const before = await agent(client, readingId);
    expect(before.status).toBe(409);
    expect(before.body.error.code).toBe('voice_session_ended');
    expect(fake.requests).toHaveLength(0);

    expect((await start(client, readingId)).status).toBe(200);
    clock = new Date(clock.getTime() + 20_000);
    const granted = await agent(client, readingId);
    expect(granted.status).toBe(200);
    const moon = reading.content.reading.facts.placements.find((p: { point: string }) => p.point === 'Moon');
    expect(granted.body).toMatchObject({
      signedUrl: expect.stringMatching(
        /^ws:\/\/127\.0\.0\.1:\d+\/v1\/convai\/conversation\?agent_id=agent_natal&conversation_signature=sig_\d+$/,
      ),
      remainingSeconds: 580,
      language: 'en',
      dynamicVariables: {
        first_name: 'John',
        reading_result_id: readingId,
        reading_summary: expect.stringContaining(`Moon in ${moon.signName}`),
      },
    });
    expect(fake.requests.at(-1)).toEqual({ agentId: 'agent_natal', key: FAKE_ELEVENLABS_KEY });

    // Someone else's reading is not there at all, and asks nothing of ElevenLabs.
    const stranger = new TestClient(ctx.app);
    await stranger.signUp(uniqueEmail('voice-agent-stranger'));
    const asked = fake.requests.length;
    expect((await agent(stranger, readingId)).body.error.code).toBe('not_found');

    // Once the session is over, no more URLs.
    await send(client, `/api/readings/${readingId}/voice/end`, { method: 'POST' });
    const after = await agent(client, readingId);
    expect(after.status).toBe(409);
    expect(after.body.error.code).toBe('voice_session_ended');
    expect(fake.requests).toHaveLength(asked);
  });

  it('asks the agent to speak the language the reading was written in, whatever the page shows now', async () => {
    fake.mode = 'ok';
    const { client, readingId, reading } = await newReading(ctx, 'lifepathnumber', 'de');
    expect(reading.content.language).toBe('de');
    // The reader switches the app to English after the reading was written in German.
    expect(
      (await client.request('/api/me/profile', { method: 'PATCH', json: { language: 'en' } })).status,
    ).toBe(200);
    await start(client, readingId);
    const granted = await agent(client, readingId);
    expect(granted.status).toBe(200);
    expect(granted.body.language).toBe('de');
  });

  it('uses the agent of the reading type and refuses once the session has expired', async () => {
    fake.mode = 'ok';
    const { client, readingId } = await newReading(ctx, 'lifepathnumber');
    await start(client, readingId);
    const granted = await agent(client, readingId);
    expect(granted.body.signedUrl).toContain('agent_id=agent_lp');
    expect(granted.body.dynamicVariables.reading_summary).toMatch(/Life Path \d+/);
    clock = new Date(clock.getTime() + 300_000);
    expect((await agent(client, readingId)).body.error.code).toBe('voice_session_ended');
  });

  it.each(['error', 'garbage', 'unreachable'] as const)(
    'answers voice_agent_unavailable when ElevenLabs fails (%s) and the built-in guide still answers',
    async (failure) => {
      const { client, readingId } = await newReading(ctx, 'natalbirthchart');
      await start(client, readingId);
      const realUrl = ctx.deps.env.ELEVENLABS_API_URL;
      if (failure === 'unreachable') {
        // A port nothing listens on: the fake's own, once closed, is not safe to reuse, so port 9.
        Object.assign(ctx.deps.env, { ELEVENLABS_API_URL: 'http://127.0.0.1:9' });
      } else {
        fake.mode = failure;
      }
      try {
        const failed = await agent(client, readingId);
        expect(failed.status).toBe(503);
        expect(failed.body.error.code).toBe('voice_agent_unavailable');
        expect(failed.body.error.message).toMatch(/type your questions/);
      } finally {
        Object.assign(ctx.deps.env, { ELEVENLABS_API_URL: realUrl });
        fake.mode = 'ok';
      }
      const res = await client.request(`/api/readings/${readingId}/voice/questions`, {
        json: { question: 'What does my Moon sign mean?' },
      });
      expect(res.status).toBe(200);
      const done = JSON.parse((await res.text()).trim().split('\n').at(-1)!);
      expect(done).toMatchObject({ type: 'done', writer: 'guide', refused: null });
    },
  );

  it('without a key the page is told to use the built-in guide and no URL is given', async () => {
    const { client, readingId } = await newReading(plain, 'natalbirthchart');
    expect((await send(client, '/api/config')).body.voiceAgent).toBe('builtin');
    await start(client, readingId);
    const refused = await agent(client, readingId);
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('voice_agent_unavailable');
  });

  it("lets the page reach the agent's socket and audio worklets only when the agent is configured", async () => {
    const csp = async (context: TestContext) =>
      (await new TestClient(context.app).request('/')).headers.get('content-security-policy') ?? '';
    const on = await csp(ctx);
    expect(on).toContain(`connect-src 'self' ws://${new URL(fake.url).host}`);
    expect(on).toContain("script-src 'self' blob:");
    const off = await csp(plain);
    expect(off).toContain("connect-src 'self';");
    expect(off).toContain("script-src 'self';");
  });

  // Runs last: every answer above, successes and failures alike.
  it('never puts the API key in any answer', () => {
    expect(bodies.length).toBeGreaterThan(20);
    for (const body of bodies) expect(body).not.toContain(FAKE_ELEVENLABS_KEY);
  });
});
