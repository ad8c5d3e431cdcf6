import { appByKind } from '@orrery/core/catalogue';
import { SAMPLE_READING_REQUESTS as requests } from '@orrery/core/readings/__fixtures__/requests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  currentDialect,
  refusingModel,
  signedInWithCredits,
  TestClient,
  type TestContext,
  uniqueEmail,
} from './harness';

let ctx: TestContext;
let keyCounter = 0;
const key = () => `year-${Date.now()}-${++keyCounter}`;
const YEAR_AHEAD = appByKind('year-ahead');

const newUser = (credits: number) => signedInWithCredits(ctx, credits);

beforeAll(async () => {
  ctx = await createTestContext({ WELCOME_CREDITS: '0', GENERATION_RATE_LIMIT: '1000' });
});
afterAll(async () => {
  await ctx?.close();
});

describe(`the year-ahead forecast on ${currentDialect()}`, () => {
  it('spends the catalogue cost with one ledger row, and stores the forecast for its owner only', async () => {
    const { client, userId } = await newUser(30);
    const res = await client.request('/api/readings', {
      json: { app: 'year-ahead', idempotencyKey: key(), ...requests['year-ahead'] },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { reading, balance, charged } = await res.json();
    expect(charged).toBe(true);
    expect(balance).toBe(30 - YEAR_AHEAD.defaultCost);

    const ledger = await ctx.deps.database.db
      .selectFrom('credit_ledger')
      .selectAll()
      .where('user_id', '=', userId)
      .where('reason', '=', 'reading')
      .execute();
    expect(ledger.map((row) => row.delta)).toEqual([-YEAR_AHEAD.defaultCost]);

    const loaded = await (await client.request(`/api/readings/${reading.readingId}`)).json();
    expect(loaded.routeId).toBe('year-ahead');
    expect(loaded.content.kind).toBe('year-ahead');
    expect(loaded.content.timeZone).toBe('Europe/London');
    expect(loaded.content.reading.facts.months).toHaveLength(12);
    expect(loaded.content.reading.markdown).toBe(reading.content.reading.markdown);
    expect(loaded.content.reading.markdown).toContain('## Month by month');

    const library = await (await client.request('/api/readings?app=year-ahead')).json();
    expect(library.items.map((i: { readingId: string }) => i.readingId)).toEqual([reading.readingId]);

    const stranger = (await newUser(0)).client;
    expect((await stranger.request(`/api/readings/${reading.readingId}`)).status).toBe(404);
    expect((await (await stranger.request('/api/readings')).json()).items).toEqual([]);
  });

  it('refuses a forecast the balance cannot pay for, and charges nothing', async () => {
    const { client, userId } = await newUser(YEAR_AHEAD.defaultCost - 1);
    const res = await client.request('/api/readings', {
      json: { app: 'year-ahead', idempotencyKey: key(), ...requests['year-ahead'] },
    });
    expect(res.status).toBe(402);
    const rows = await ctx.deps.database.db
      .selectFrom('credit_ledger')
      .select('reason')
      .where('user_id', '=', userId)
      .execute();
    expect(rows.map((r) => r.reason)).toEqual(['admin_adjustment']);
  });
  it('writes a German reader’s forecast in German, and keeps it German after they switch to English', async () => {
    const { client } = await newUser(2 * YEAR_AHEAD.defaultCost);
    const setLanguage = async (language: 'de' | 'en') =>
      expect((await client.request('/api/me/profile', { method: 'PATCH', json: { language } })).status).toBe(
        200,
      );
    await setLanguage('de');
    const res = await client.request('/api/readings', {
      json: { app: 'year-ahead', idempotencyKey: key(), ...requests['year-ahead'] },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { reading } = await res.json();
    const german = reading.content.reading;
    expect(reading.content.language).toBe('de');
    expect(german.title).toBe('Jahresvorschau für John');
    expect(german.markdown).toContain('## Monat für Monat');
    expect(german.markdown).toContain('## Die äußeren Planeten');
    expect(german.facts.months[1].label).toMatch(/^[A-ZÄ][a-zä]+ \d{4}$/);
    for (const theme of german.facts.themes)
      expect(theme.title).toMatch(
        / (in Konjunktion mit|im Sextil zu|im Quadrat zu|im Trigon zu|in Opposition zu) dein/,
      );
    for (const english of [' the ', ' and ', ' your ', ' with ', 'Month by month', 'exact on'])
      expect(german.markdown, english).not.toContain(english);

    await setLanguage('en');
    const loaded = await (await client.request(`/api/readings/${reading.readingId}`)).json();
    expect(loaded.content.language).toBe('de');
    expect(loaded.content.reading.markdown).toBe(german.markdown);
    expect(loaded.content.reading.facts).toEqual(german.facts);

    // A forecast asked for now is written in the language chosen now.
    const english = await (
      await client.request('/api/readings', {
        json: { app: 'year-ahead', idempotencyKey: key(), ...requests['year-ahead'] },
      })
    ).json();
    expect(english.reading.content.language).toBe('en');
    expect(english.reading.content.reading.markdown).toContain('## Month by month');
  });
});

describe(`the year-ahead forecast with a language model on ${currentDialect()}`, () => {
  let model: Awaited<ReturnType<typeof refusingModel>>;
  let withModel: TestContext;
  beforeAll(async () => {
    model = await refusingModel();
    withModel = await createTestContext({
      LLM_BASE_URL: model.baseUrl,
      LLM_MODEL: 'loopback',
      WELCOME_CREDITS: String(2 * YEAR_AHEAD.defaultCost),
      GENERATION_RATE_LIMIT: '1000',
    });
  });
  afterAll(async () => {
    await withModel?.close();
    model?.close();
  });

  it('asks no English-speaking model to rewrite a German forecast', async () => {
    const client = new TestClient(withModel.app);
    await client.signUp(uniqueEmail('year-llm'));
    const generate = async (language: 'de' | 'en') => {
      await client.request('/api/me/profile', { method: 'PATCH', json: { language } });
      const res = await client.request('/api/readings', {
        json: { app: 'year-ahead', idempotencyKey: key(), ...requests['year-ahead'] },
      });
      expect(res.status, await res.clone().text()).toBe(200);
      return (await res.json()).reading.content;
    };
    const german = await generate('de');
    expect(german.language).toBe('de');
    expect(german.reading.rewrite).toBeUndefined();
    expect(model.requests()).toBe(0);
    const english = await generate('en');
    expect(english.reading.rewrite?.model).toBe('loopback');
    expect(model.requests()).toBeGreaterThan(0);
  });
});
