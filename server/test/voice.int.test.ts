import { SAMPLE_READING_REQUESTS as requests } from '@orrery/core/readings/__fixtures__/requests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCreditChange } from '../src/features/credits/ledger';
import { createTestContext, currentDialect, TestClient, type TestContext, uniqueEmail } from './harness';

let ctx: TestContext;
let clock = new Date('2026-03-01T12:00:00.000Z');
let keyCounter = 0;

async function setBalance(userId: string, target: number) {
  await ctx.deps.database.db.transaction().execute(async (trx) => {
    const { remaining_credits } = await trx
      .selectFrom('profiles')
      .select('remaining_credits')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    await applyCreditChange(trx, {
      userId,
      delta: target - remaining_credits,
      reason: 'admin_adjustment',
      reference: 'test',
      now: new Date(),
    });
  });
}

async function newUser(credits: number) {
  const client = new TestClient(ctx.app);
  await client.signUp(uniqueEmail('voice'));
  const me = await (await client.request('/api/me')).json();
  await setBalance(me.user.id, credits);
  return { client, userId: me.user.id as string };
}

async function reading(client: TestClient, app: 'natalbirthchart' | 'lifepathnumber') {
  const res = await client.request('/api/readings', {
    json: { app, idempotencyKey: `voice-${Date.now()}-${++keyCounter}`, ...requests[app] },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()).reading as { readingId: string; content: { reading: { facts: unknown } } };
}

async function ask(client: TestClient, readingId: string, question: string) {
  const res = await client.request(`/api/readings/${readingId}/voice/questions`, { json: { question } });
  if (res.status !== 200) return { status: res.status, body: await res.json() };
  const events = (await res.text())
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  return { status: 200, events, done: events.at(-1) };
}

const voiceLedger = (userId: string) =>
  ctx.deps.database.db
    .selectFrom('credit_ledger')
    .selectAll()
    .where('user_id', '=', userId)
    .where('reason', '=', 'voice_reactivation')
    .execute();

beforeAll(async () => {
  ctx = await createTestContext({ WELCOME_CREDITS: '0', GENERATION_RATE_LIMIT: '1000' });
  ctx.deps.now = () => clock;
});
afterAll(async () => {
  await ctx?.close();
});

const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

describe(`voice guide on ${currentDialect()}`, () => {
  it('starts a 600 s natal session, counts down by the server clock, answers grounded questions and ends early', async () => {
    const { client, userId } = await newUser(30);
    const { readingId } = await reading(client, 'natalbirthchart');
    const idle = await (await client.request(`/api/readings/${readingId}/voice`)).json();
    expect(idle).toMatchObject({ sessionSeconds: 600, voiceUsed: false, session: null, reactivationCost: 2 });

    const start = await client.request(`/api/readings/${readingId}/voice/sessions`, { json: {} });
    expect(start.status).toBe(200);
    const started = await start.json();
    expect(started).toMatchObject({ started: true, creditsCharged: 0, balance: 6 });
    expect(started.state.session).toMatchObject({ status: 'active', remainingSeconds: 600 });

    // A second press answers the same session, no second one.
    const again = await (
      await client.request(`/api/readings/${readingId}/voice/sessions`, { json: {} })
    ).json();
    expect(again.started).toBe(false);
    expect(again.state.session.sessionId).toBe(started.state.session.sessionId);

    advance(125);
    const state = await (await client.request(`/api/readings/${readingId}/voice`)).json();
    expect(state.session.remainingSeconds).toBe(475);

    const answer = await ask(client, readingId, 'What does my Moon sign mean?');
    expect(answer.status).toBe(200);
    const log = await ctx.deps.database.db
      .selectFrom('usage_logs')
      .select('reading_result_content')
      .where('reading_result_id', '=', readingId)
      .executeTakeFirstOrThrow();
    const moon = JSON.parse(log.reading_result_content!).reading.facts.placements.find(
      (p: { point: string }) => p.point === 'Moon',
    );
    expect(answer.done).toMatchObject({
      type: 'done',
      writer: 'guide',
      refused: null,
      remainingSeconds: 475,
    });
    expect(answer.done.answer).toContain(`Moon`);
    expect(answer.done.answer).toContain(moon.signName);
    expect(answer.done.suggestions.length).toBeGreaterThan(0);

    advance(1);
    const refused = await ask(client, readingId, 'Should I invest my savings in bitcoin?');
    expect(refused.done.refused).toBe('financial');

    const ended = await (
      await client.request(`/api/readings/${readingId}/voice/end`, { method: 'POST' })
    ).json();
    expect(ended.voiceUsed).toBe(true);
    expect(ended.session).toMatchObject({ status: 'ended', remainingSeconds: 0 });
    const after = await ask(client, readingId, 'And my Sun?');
    expect(after.status).toBe(409);
    expect(after.body.error.code).toBe('voice_session_ended');

    // Starting again without paying is refused; the transcript keeps both exchanges.
    const free = await client.request(`/api/readings/${readingId}/voice/sessions`, { json: {} });
    expect((await free.json()).error.code).toBe('voice_used');
    const transcripts = await (await client.request(`/api/readings/${readingId}/voice/sessions`)).json();
    expect(transcripts.sessions).toHaveLength(1);
    expect(transcripts.sessions[0].messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'guide',
      'user',
      'guide',
    ]);
    expect(transcripts.sessions[0].messages[0].text).toBe('What does my Moon sign mean?');
    expect(await voiceLedger(userId)).toHaveLength(0);
  });

  it('expires at zero (300 s for life path), refuses questions after, and reactivation charges 2 with a ledger row', async () => {
    const { client, userId } = await newUser(7);
    const { readingId } = await reading(client, 'lifepathnumber');
    const started = await (
      await client.request(`/api/readings/${readingId}/voice/sessions`, { json: {} })
    ).json();
    expect(started.state.session.durationSeconds).toBe(300);
    advance(299);
    expect((await ask(client, readingId, 'What is my Life Path?')).status).toBe(200);
    advance(1);
    const late = await ask(client, readingId, 'What is my Destiny number?');
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('voice_session_ended');
    const state = await (await client.request(`/api/readings/${readingId}/voice`)).json();
    expect(state).toMatchObject({ voiceUsed: true, session: { status: 'expired', remainingSeconds: 0 } });

    const re = await client.request(`/api/readings/${readingId}/voice/sessions`, {
      json: { reactivate: true },
    });
    expect(re.status).toBe(200);
    const body = await re.json();
    expect(body).toMatchObject({ started: true, creditsCharged: 2, balance: 0 });
    expect(body.state).toMatchObject({ voiceUsed: false, session: { status: 'active', reactivation: true } });
    const ledger = await voiceLedger(userId);
    expect(ledger).toMatchObject([{ delta: -2, balance_after: 0, reference: body.state.session.sessionId }]);
    const log = await ctx.deps.database.db
      .selectFrom('usage_logs')
      .select(['voice_reactivation', 'voice_credits_charged'])
      .where('reading_result_id', '=', readingId)
      .executeTakeFirstOrThrow();
    expect(log).toEqual({ voice_reactivation: 1, voice_credits_charged: 2 });
    expect((await ask(client, readingId, 'What is my Destiny number?')).status).toBe(200);
  });

  it('refuses a reactivation with 1 credit and writes nothing', async () => {
    const { client, userId } = await newUser(6);
    const { readingId } = await reading(client, 'lifepathnumber');
    await client.request(`/api/readings/${readingId}/voice/sessions`, { json: {} });
    await client.request(`/api/readings/${readingId}/voice/end`, { method: 'POST' });
    const res = await client.request(`/api/readings/${readingId}/voice/sessions`, {
      json: { reactivate: true },
    });
    expect(res.status).toBe(402);
    const { error } = await res.json();
    expect(error.code).toBe('insufficient_credits');
    expect(error.message).toBe('Insufficient credits. You need 2 credits to reactivate the voice agent.');
    expect(await voiceLedger(userId)).toHaveLength(0);
    const state = await (await client.request(`/api/readings/${readingId}/voice`)).json();
    expect(state).toMatchObject({ voiceUsed: true, session: { status: 'ended' } });
    const sessions = await ctx.deps.database.db
      .selectFrom('voice_sessions')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(sessions).toHaveLength(1);
  });

  it('20 parallel reactivations with credits for 3 open exactly 3 sessions and charge 6', async () => {
    const { client, userId } = await newUser(100);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await reading(client, 'lifepathnumber')).readingId);
    // Each reading's free session was used (set directly: the start route's rate limit is per minute).
    await ctx.deps.database.db
      .updateTable('usage_logs')
      .set({ voice_agent_used: 1 })
      .where('reading_result_id', 'in', ids)
      .execute();
    await setBalance(userId, 6);
    const results = await Promise.all(
      ids.map((id) => client.request(`/api/readings/${id}/voice/sessions`, { json: { reactivate: true } })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(17);
    expect(await voiceLedger(userId)).toHaveLength(3);
    const profile = await ctx.deps.database.db
      .selectFrom('profiles')
      .select('remaining_credits')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(profile.remaining_credits).toBe(0);
  });

  it('parallel reactivations of one reading charge once', async () => {
    const { client, userId } = await newUser(20);
    const { readingId } = await reading(client, 'lifepathnumber');
    await client.request(`/api/readings/${readingId}/voice/sessions`, { json: {} });
    await client.request(`/api/readings/${readingId}/voice/end`, { method: 'POST' });
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        client.request(`/api/readings/${readingId}/voice/sessions`, { json: { reactivate: true } }),
      ),
    );
    const bodies = await Promise.all(results.map((r) => r.json()));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(bodies.filter((b) => b.started)).toHaveLength(1);
    expect(new Set(bodies.map((b) => b.state.session.sessionId)).size).toBe(1);
    expect(await voiceLedger(userId)).toHaveLength(1);
  });

  it("answers another user's reading as not found", async () => {
    const owner = await newUser(10);
    const { readingId } = await reading(owner.client, 'lifepathnumber');
    const other = await newUser(10);
    for (const res of [
      await other.client.request(`/api/readings/${readingId}/voice`),
      await other.client.request(`/api/readings/${readingId}/voice/sessions`, { json: {} }),
      await other.client.request(`/api/readings/${readingId}/voice/end`, { method: 'POST' }),
      await other.client.request(`/api/readings/${readingId}/voice/questions`, { json: { question: 'Hi' } }),
      await other.client.request(`/api/readings/${readingId}/voice/sessions`),
    ]) {
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('not_found');
    }
  });
});
