import {
  JOHN_LENNON as person1,
  YOKO_ONO as person2,
  SAMPLE_READING_REQUESTS as requests,
} from '@orrery/core/readings/__fixtures__/requests';
import { READING_APPS } from '@orrery/core/catalogue';
import { verifyDraw } from '@orrery/core/tarot/draw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneRateLimits } from '../src/http/rate-limit';
import {
  pruneUnusedDraws,
  sweepStalePendingReadings,
  UNUSED_DRAW_TTL_MS,
} from '../src/features/readings/service';
import { seedCrashedReading } from './crashed-reading';
import { createTestContext, currentDialect, TestClient, type TestContext, uniqueEmail } from './harness';

let ctx: TestContext;
let keyCounter = 0;
const key = () => `key-${Date.now()}-${++keyCounter}`;

async function newUser(credits: number) {
  const client = new TestClient(ctx.app);
  await client.signUp(uniqueEmail('reader'));
  const me = await (await client.request('/api/me')).json();
  // Give the balance through the ledger, as every balance change must.
  await ctx.deps.database.db.transaction().execute(async (trx) => {
    const { applyCreditChange } = await import('../src/features/credits/ledger');
    await applyCreditChange(trx, {
      userId: me.user.id,
      delta: credits - me.balance,
      reason: 'admin_adjustment',
      reference: 'test',
      now: new Date(),
    });
  });
  return { client, userId: me.user.id as string };
}

async function ledgerOf(userId: string) {
  return ctx.deps.database.db
    .selectFrom('credit_ledger')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}
async function balanceOf(userId: string) {
  const row = await ctx.deps.database.db
    .selectFrom('profiles')
    .select('remaining_credits')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.remaining_credits;
}

beforeAll(async () => {
  ctx = await createTestContext({ WELCOME_CREDITS: '0', GENERATION_RATE_LIMIT: '1000' });
});
afterAll(async () => {
  await ctx?.close();
});

describe(`readings on ${currentDialect()}`, () => {
  it('generates each of the readings, charges the apps-table cost once, and shows it only to its owner', async () => {
    const { client, userId } = await newUser(100);
    let expected = 100;
    for (const { routeId: app, defaultCost } of READING_APPS) {
      const body = requests[app];
      const res = await client.request('/api/readings', { json: { app, idempotencyKey: key(), ...body } });
      expect(res.status, `${app}: ${await res.clone().text()}`).toBe(200);
      const result = await res.json();
      expected -= defaultCost;
      expect(result.balance).toBe(expected);
      expect(result.charged).toBe(true);
      expect(result.reading.status).toBe('completed');
      expect(result.reading.routeId).toBe(app);
      expect(result.reading.content.reading.markdown.length).toBeGreaterThan(500);

      const fetched = await client.request(`/api/readings/${result.reading.readingId}`);
      expect(fetched.status).toBe(200);
      expect((await fetched.json()).content.reading.markdown).toBe(result.reading.content.reading.markdown);

      const stranger = (await newUser(0)).client;
      const foreign = await stranger.request(`/api/readings/${result.reading.readingId}`);
      expect(foreign.status).toBe(404);
      expect(JSON.stringify(await foreign.json())).not.toContain(
        result.reading.content.reading.markdown.slice(0, 40),
      );
    }
    expect(await balanceOf(userId)).toBe(expected);
    const ledger = await ledgerOf(userId);
    expect(ledger.filter((row) => row.reason === 'reading')).toHaveLength(READING_APPS.length);
    expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(expected);
  });

  it('publishes the commitment before the draw and reveals a seed that replays the cards', async () => {
    const { client } = await newUser(20);
    const prepared = await (
      await client.request('/api/readings/draws', { json: { spread: 'celtic-cross' } })
    ).json();
    expect(prepared.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(prepared)).not.toMatch(/seed/);
    const res = await client.request('/api/readings', {
      json: {
        app: 'tarot-celtic-cross',
        idempotencyKey: key(),
        drawId: prepared.drawId,
        input: { firstName: 'Ada', question: 'Will it work?', cut: 'cut here' },
      },
    });
    const { reading } = await res.json();
    const draw = reading.content.draw;
    expect(draw.commitment).toBe(prepared.commitment);
    expect(draw.cards).toHaveLength(10);
    expect(new Set(draw.cards.map((c: { cardId: string }) => c.cardId)).size).toBe(10);
    expect(verifyDraw({ ...draw, spread: 'celtic-cross' }).ok).toBe(true);

    const reuse = await client.request('/api/readings', {
      json: {
        app: 'tarot-celtic-cross',
        idempotencyKey: key(),
        drawId: prepared.drawId,
        input: { firstName: 'Ada', question: 'Again?' },
      },
    });
    expect(reuse.status).toBe(400);
    expect((await reuse.json()).error.fields[0].path).toBe('drawId');
  });

  it('answers every concurrent retry with the one finished reading and charges once', async () => {
    const { client, userId } = await newUser(10);
    const body = { app: 'lifepathnumber', idempotencyKey: key(), ...requests.lifepathnumber };
    const responses = await Promise.all(
      Array.from({ length: 15 }, () => client.request('/api/readings', { json: body })),
    );
    const answers = await Promise.all(responses.map((res) => res.json()));
    // A retry waits for the first request to finish instead of answering an empty pending reading.
    expect(responses.map((res) => res.status)).toEqual(Array(15).fill(200));
    expect(new Set(answers.map((a) => a.reading.readingId)).size).toBe(1);
    for (const answer of answers) {
      expect(answer.reading.status).toBe('completed');
      expect(answer.reading.content).toMatchObject({ kind: 'life-path', version: 1 });
    }
    expect(answers.filter((a) => a.charged)).toHaveLength(1);
    expect(await balanceOf(userId)).toBe(5);
  });

  it('refuses a reused key with a different request, and answers a replay after a refund with the refund', async () => {
    const { client, userId } = await newUser(20);
    const idempotencyKey = key();
    const first = await client.request('/api/readings', {
      json: { app: 'lifepathnumber', idempotencyKey, ...requests.lifepathnumber },
    });
    expect(first.status).toBe(200);

    const otherPerson = { ...requests.lifepathnumber.input, firstName: 'Grace' };
    for (const body of [
      { app: 'lifepathnumber', idempotencyKey, input: otherPerson },
      { app: 'tarot-traditional', idempotencyKey, ...requests['tarot-traditional'] },
    ]) {
      const reused = await client.request('/api/readings', { json: body });
      expect(reused.status).toBe(422);
      expect((await reused.json()).error.code).toBe('idempotency_key_reused');
    }
    expect(await balanceOf(userId)).toBe(15);

    const refundedKey = key();
    const { db } = ctx.deps.database;
    const now = new Date().toISOString();
    await db
      .insertInto('usage_logs')
      .values({
        log_id: `refunded-${refundedKey}`,
        user_id: userId,
        app_id: 5,
        app_name: 'Life Path Number',
        first_name: 'Mary Lynn',
        question: null,
        input_data: JSON.stringify(requests.lifepathnumber.input),
        reading_result_id: `refunded-${refundedKey}`,
        reading_result_content: null,
        credits_charged: 5,
        status: 'refunded',
        writer: null,
        idempotency_key: refundedKey,
        error_code: 'generation_failed',
        voice_agent_used: 0,
        voice_reactivation: 0,
        voice_credits_charged: 0,
        created_at: now,
        updated_at: now,
        completed_at: null,
      })
      .execute();
    const replay = await client.request('/api/readings', {
      json: { app: 'lifepathnumber', idempotencyKey: refundedKey, ...requests.lifepathnumber },
    });
    expect(replay.status).toBe(503);
    expect((await replay.json()).error.code).toBe('generation_failed');
    expect(await balanceOf(userId)).toBe(15);
  });

  it('refuses insufficient credits with the needed-and-held message and charges nothing', async () => {
    const { client, userId } = await newUser(10);
    const res = await client.request('/api/readings', {
      json: { app: 'natalbirthchart', idempotencyKey: key(), ...requests.natalbirthchart },
    });
    expect(res.status).toBe(402);
    const body = await res.json();
    expect(body.error.code).toBe('insufficient_credits');
    expect(body.error.message).toBe('Insufficient credits. You need 24 credits but have 10.');
    expect(await balanceOf(userId)).toBe(10);
    const logs = await ctx.deps.database.db
      .selectFrom('usage_logs')
      .select('log_id')
      .where('user_id', '=', userId)
      .execute();
    expect(logs).toHaveLength(0);
  });

  it('refuses bad input with a 400 naming the field and charges nothing', async () => {
    const { client, userId } = await newUser(50);
    const cases: [unknown, string][] = [
      [
        {
          app: 'tarot-traditional',
          idempotencyKey: key(),
          input: { firstName: 'Ada', question: 'word '.repeat(301) },
        },
        'input.question',
      ],
      [
        {
          app: 'tarot-celtic-cross',
          idempotencyKey: key(),
          input: { firstName: 'Ada', question: 'x'.repeat(501) },
        },
        'input.question',
      ],
      [
        {
          app: 'lifepathnumber',
          idempotencyKey: key(),
          input: { firstName: '123', lastName: 'B', birthDate: '1990-05-14' },
        },
        'input.firstName',
      ],
      [
        {
          app: 'lifepathnumber',
          idempotencyKey: key(),
          input: { firstName: 'A', lastName: 'B', birthDate: '1990-02-30' },
        },
        'input.birthDate',
      ],
      [
        { app: 'natalbirthchart', idempotencyKey: key(), input: { ...person1, city: 'Nowhereville Qq' } },
        'input.city',
      ],
      [
        {
          app: 'compatibility',
          idempotencyKey: key(),
          input: { person1, person2: { ...person2, country: '' } },
        },
        'input.person2.country',
      ],
      [
        { app: 'lifepathnumber', idempotencyKey: key(), input: requests.lifepathnumber.input, cost: 0 },
        '(body)',
      ],
      [{ app: 'horoscope', idempotencyKey: key(), input: {} }, 'app'],
      [
        {
          app: 'natalbirthchart',
          idempotencyKey: key(),
          input: { ...person1, lat: 53.4, lng: -2.9, tz: 'Mars/Base' },
        },
        'input.tz',
      ],
      [
        {
          app: 'natalbirthchart',
          idempotencyKey: key(),
          input: { ...person1, lat: 95, lng: -2.9, tz: 'Europe/London' },
        },
        'input.lat',
      ],
      [
        { app: 'natalbirthchart', idempotencyKey: key(), input: { ...person1, birthTime: '24:10' } },
        'input.birthTime',
      ],
    ];
    for (const [body, path] of cases) {
      const res = await client.request('/api/readings', { json: body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const error = (await res.json()).error;
      expect([...new Set(error.fields.map((f: { path: string }) => f.path))]).toEqual([path]);
    }
    expect(await balanceOf(userId)).toBe(50);
  });

  it('reports a birth time in a daylight-saving overlap with both offsets, and accepts the chosen one', async () => {
    const { client } = await newUser(50);
    const overlap = {
      ...person1,
      birthDate: '2021-10-31',
      birthTime: '02:30',
      city: 'Berlin',
      country: 'DE',
    };
    const res = await client.request('/api/readings', {
      json: { app: 'natalbirthchart', idempotencyKey: key(), input: overlap },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('ambiguous_local_time');
    expect(body.error.message).toMatch(/UTC\+02:00 or UTC\+01:00|UTC\+01:00 or UTC\+02:00/);
    const chosen = await client.request('/api/readings', {
      json: { app: 'natalbirthchart', idempotencyKey: key(), input: { ...overlap, utcOffsetMinutes: 60 } },
    });
    expect(chosen.status).toBe(200);
    expect((await chosen.json()).reading.content.chart.utc_offset_minutes).toBe(60);
  });

  it('gives exactly as many readings as the balance pays for under 50 parallel requests', async () => {
    const { client, userId } = await newUser(50);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        client.request('/api/readings', {
          json: { app: 'lifepathnumber', idempotencyKey: key(), ...requests.lifepathnumber },
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(40);
    expect(await balanceOf(userId)).toBe(0);
    const readings = await ctx.deps.database.db
      .selectFrom('usage_logs')
      .select('log_id')
      .where('user_id', '=', userId)
      .where('status', '=', 'completed')
      .execute();
    expect(readings).toHaveLength(10);
    const ledger = await ledgerOf(userId);
    expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(0);
  }, 60_000);

  it('refunds a reading left pending by a crash, once, even when two sweepers run', async () => {
    const { userId } = await newUser(12);
    const { db } = ctx.deps.database;
    await seedCrashedReading(db, userId, 'crashed-1', 3_600_000);
    expect(await balanceOf(userId)).toBe(0);
    const refunded = await Promise.all([
      sweepStalePendingReadings(db, 60),
      sweepStalePendingReadings(db, 60),
    ]);
    expect(refunded.sort()).toEqual([0, 1]);
    expect(await balanceOf(userId)).toBe(12);
    const refunds = (await ledgerOf(userId)).filter((row) => row.reason === 'reading_refund');
    expect(refunds).toHaveLength(1);
    const row = await db
      .selectFrom('usage_logs')
      .select('status')
      .where('log_id', '=', 'crashed-1')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('refunded');
  });

  it('prunes abandoned draws and expired rate-limit windows and keeps live ones', async () => {
    const { userId } = await newUser(0);
    const { db } = ctx.deps.database;
    const now = Date.now();
    const draw = (id: string, ageMs: number, logId: string | null) => ({
      id: `${id}-${userId}`,
      user_id: userId,
      spread: 'three-card' as const,
      seed: 'seed',
      commitment: 'commitment',
      log_id: logId,
      created_at: new Date(now - ageMs).toISOString(),
    });
    await db
      .insertInto('tarot_draws')
      .values([
        draw('abandoned', UNUSED_DRAW_TTL_MS + 60_000, null),
        draw('fresh', 60_000, null),
        draw('used', UNUSED_DRAW_TTL_MS + 60_000, `log-${userId}`),
      ])
      .execute();
    expect(await pruneUnusedDraws(db, now)).toBeGreaterThanOrEqual(1);
    const left = await db.selectFrom('tarot_draws').select('id').where('user_id', '=', userId).execute();
    expect(left.map((row) => row.id).sort()).toEqual([`fresh-${userId}`, `used-${userId}`]);

    const dayMs = 24 * 60 * 60 * 1000;
    await db
      .insertInto('app_rate_limits')
      .values([
        { key: `old-${userId}`, count: 3, window_started_at: now - dayMs - 60_000 },
        { key: `live-${userId}`, count: 3, window_started_at: now - 60_000 },
      ])
      .execute();
    await pruneRateLimits(db, now);
    const windows = await db
      .selectFrom('app_rate_limits')
      .select('key')
      .where('key', 'in', [`old-${userId}`, `live-${userId}`])
      .execute();
    expect(windows.map((row) => row.key)).toEqual([`live-${userId}`]);
  });

  it('lists the library newest first with search, app filter, pages of 25 and delete', async () => {
    const { client, userId } = await newUser(1000);
    for (let i = 0; i < 27; i++) {
      const res = await client.request('/api/readings', {
        json: {
          app: 'tarot-traditional',
          idempotencyKey: key(),
          input: { firstName: 'Ada', question: i === 3 ? 'About my GARDEN 50% plan' : `Question ${i}` },
        },
      });
      expect(res.status).toBe(200);
    }
    await client.request('/api/readings', {
      json: { app: 'lifepathnumber', idempotencyKey: key(), ...requests.lifepathnumber },
    });

    const first = await (await client.request('/api/readings')).json();
    expect(first.total).toBe(28);
    expect(first.items).toHaveLength(25);
    expect(first.items[0].routeId).toBe('lifepathnumber');
    const second = await (await client.request('/api/readings?page=2')).json();
    expect(second.items).toHaveLength(3);
    expect(second.items.at(-1).question).toBe('Question 0');

    const search = await (await client.request('/api/readings?search=garden%2050%25')).json();
    expect(search.items.map((i: { question: string }) => i.question)).toEqual(['About my GARDEN 50% plan']);
    expect((await (await client.request('/api/readings?search=life%20path')).json()).total).toBe(1);
    expect((await (await client.request('/api/readings?app=lifepathnumber')).json()).total).toBe(1);
    expect((await client.request('/api/readings?app=horoscope')).status).toBe(400);

    const target = search.items[0].readingId;
    const stranger = (await newUser(0)).client;
    expect((await stranger.request(`/api/readings/${target}`, { method: 'DELETE' })).status).toBe(404);
    const ledgerBefore = (await ledgerOf(userId)).length;
    expect((await client.request(`/api/readings/${target}`, { method: 'DELETE' })).status).toBe(200);
    expect((await client.request(`/api/readings/${target}`)).status).toBe(404);
    expect((await (await client.request('/api/readings')).json()).total).toBe(27);
    expect((await ledgerOf(userId)).length).toBe(ledgerBefore);
  }, 60_000);
  it("finds a compatibility reading by the partner's name and lists both names, also for one stored before", async () => {
    const { client } = await newUser(100);
    const created = await client.request('/api/readings', {
      json: {
        app: 'compatibility',
        idempotencyKey: key(),
        input: { person1, person2: { ...person2, firstName: 'Tomás' } },
      },
    });
    expect(created.status).toBe(200);
    const { reading } = await created.json();
    expect(reading.partnerName).toBe('Tomás');

    const search = async (words: string) =>
      (await (await client.request(`/api/readings?search=${encodeURIComponent(words)}`)).json()).items;
    const found = await search('tomás');
    expect(found.map((item: { readingId: string }) => item.readingId)).toEqual([reading.readingId]);
    expect(found[0]).toMatchObject({ firstName: 'John', partnerName: 'Tomás' });
    expect(await search('john & tom')).toHaveLength(1);
    expect(await search('yoko')).toHaveLength(0);

    // A reading written before migration 0016 held only the first name in its search text.
    const { db } = ctx.deps.database;
    await db
      .updateTable('usage_logs')
      .set({ search_text: 'compatibility for john' })
      .where('log_id', '=', reading.readingId)
      .execute();
    expect(await search('tomás')).toHaveLength(0);
    const { up } = await import('../src/db/migrations/0018_library_partner_search');
    await up(db as unknown as Parameters<typeof up>[0]);
    expect(await search('tomás')).toHaveLength(1);
  });
  it('stores what the two people are to each other and writes the compatibility reading for it', async () => {
    const { client } = await newUser(100);
    const generate = (relationship?: string) =>
      client.request('/api/readings', {
        json: {
          app: 'compatibility',
          idempotencyKey: key(),
          input: { person1, person2, ...(relationship ? { relationship } : {}) },
        },
      });
    const refused = await generate('lovers');
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields[0].path).toBe('input.relationship');

    const friends = (await (await generate('friends')).json()).reading;
    const couple = (await (await generate()).json()).reading;
    const { db } = ctx.deps.database;
    const stored = await db
      .selectFrom('usage_logs')
      .select('input_data')
      .where('log_id', '=', friends.readingId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.input_data!).relationship).toBe('friends');

    // The result page reads the kind from the stored content, the library from the request.
    const shown = await (await client.request(`/api/readings/${friends.readingId}`)).json();
    expect(shown.content.relationship).toBe('friends');
    expect(shown.content.reading.facts.relationship).toBe('friends');
    expect(shown.content.reading.markdown).toContain('This reading looks at John and Yoko as friends');
    expect(shown.content.reading.markdown).not.toMatch(/\b(romance|romantic|lovers?|marriage|partner)\b/i);
    const coupleShown = await (await client.request(`/api/readings/${couple.readingId}`)).json();
    expect(coupleShown.content.reading.facts.relationship).toBe('romantic');
    expect(coupleShown.content.reading.markdown).not.toContain('This reading looks at');
    // The same two charts score the same whatever the bond.
    expect(shown.content.score).toEqual(coupleShown.content.score);

    const items = (await (await client.request('/api/readings?app=compatibility')).json()).items;
    const kindOf = (id: string) =>
      items.find((item: { readingId: string }) => item.readingId === id).relationship;
    expect(kindOf(friends.readingId)).toBe('friends');
    expect(kindOf(couple.readingId)).toBe('romantic');
  });
  it('names the reading of each charge and refund in the credit history, for its owner only', async () => {
    const { client, userId } = await newUser(100);
    const created = await client.request('/api/readings', {
      json: { app: 'compatibility', idempotencyKey: key(), ...requests.compatibility },
    });
    const { reading } = await created.json();
    // Another user's ledger row that points at this reading (as a forged reference would).
    const other = await newUser(0);
    await ctx.deps.database.db.transaction().execute(async (trx) => {
      const { applyCreditChange } = await import('../src/features/credits/ledger');
      await applyCreditChange(trx, {
        userId: other.userId,
        delta: 1,
        reason: 'reading_refund',
        reference: reading.readingId,
        now: new Date(),
      });
    });

    const history = await (await client.request('/api/me/credit-history')).json();
    expect(history.entries[0]).toMatchObject({
      reason: 'reading',
      delta: -8,
      reading: {
        readingId: reading.readingId,
        routeId: 'compatibility',
        appName: 'Compatibility',
        firstName: 'John',
        partnerName: 'Yoko',
        completed: true,
      },
    });
    expect(history.entries[1]).toMatchObject({ reason: 'admin_adjustment', reading: null });
    const theirs = await (await other.client.request('/api/me/credit-history')).json();
    const forged = theirs.entries.find((entry: { reason: string }) => entry.reason === 'reading_refund');
    expect(forged).toMatchObject({ delta: 1, reading: null });
    expect((await ledgerOf(userId)).length).toBe(history.entries.length);
  });
});
