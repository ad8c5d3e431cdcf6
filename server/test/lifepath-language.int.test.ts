import { appByKind } from '@orrery/core/catalogue';
import { SAMPLE_READING_REQUESTS as requests } from '@orrery/core/readings/__fixtures__/requests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  currentDialect,
  refusingModel,
  signedInWithCredits,
  type TestContext,
} from './harness';

const LIFE_PATH = appByKind('life-path');
let keyCounter = 0;
const key = () => `lifepath-lang-${Date.now()}-${++keyCounter}`;

async function germanReader(ctx: TestContext, credits: number) {
  const { client } = await signedInWithCredits(ctx, credits);
  const setLanguage = async (language: 'de' | 'en') =>
    expect((await client.request('/api/me/profile', { method: 'PATCH', json: { language } })).status).toBe(
      200,
    );
  await setLanguage('de');
  const lifePath = async () => {
    const res = await client.request('/api/readings', {
      json: { app: 'lifepathnumber', idempotencyKey: key(), ...requests.lifepathnumber },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()).reading;
  };
  return { client, setLanguage, lifePath };
}

describe(`the life path reading in German on ${currentDialect()}`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ WELCOME_CREDITS: '0', GENERATION_RATE_LIMIT: '1000' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('writes a German reader’s life path in German, and keeps it German after they switch to English', async () => {
    const { client, setLanguage, lifePath } = await germanReader(ctx, 2 * LIFE_PATH.defaultCost);
    const reading = await lifePath();
    const german = reading.content.reading;
    expect(reading.content.language).toBe('de');
    expect(german.title).toBe('Lebenszahl-Deutung für Mary Lynn Bryant');
    expect(german.markdown).toContain('## Deine Zahlen');
    expect(german.markdown).toContain('14. Mai 1990');
    expect(german.markdown).toMatch(/### Lebenszahl \d+(?:\/\d)?: \p{Lu}/u);
    for (const english of [' the ', ' and ', ' your ', ' with ', 'Your Numbers', 'Life Path'])
      expect(german.markdown, english).not.toContain(english);

    await setLanguage('en');
    const loaded = await (await client.request(`/api/readings/${reading.readingId}`)).json();
    expect(loaded.content.language).toBe('de');
    expect(loaded.content.reading.markdown).toBe(german.markdown);
    expect(loaded.content.reading.facts).toEqual(german.facts);
    const library = await (await client.request('/api/readings?app=lifepathnumber')).json();
    expect(library.items.map((i: { readingId: string }) => i.readingId)).toEqual([reading.readingId]);

    // A reading asked for now is written in the language chosen now, from the same numbers.
    const english = await lifePath();
    expect(english.content.language).toBe('en');
    expect(english.content.reading.markdown).toContain('## Your Numbers');
    expect(english.content.reading.facts.profile).toEqual(german.facts.profile);
  });
});

describe(`the voice guide for a German life path on ${currentDialect()}`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ WELCOME_CREDITS: '0', GENERATION_RATE_LIMIT: '1000' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers in German, in the reading’s language, even after the reader switches to English', async () => {
    const { client, setLanguage, lifePath } = await germanReader(ctx, LIFE_PATH.defaultCost);
    const { readingId } = await lifePath();
    await setLanguage('en');
    const start = await client.request(`/api/readings/${readingId}/voice/sessions`, { json: {} });
    expect(start.status, await start.clone().text()).toBe(200);
    const res = await client.request(`/api/readings/${readingId}/voice/questions`, {
      json: { question: 'Was bedeutet meine Lebenszahl?' },
    });
    expect(res.status).toBe(200);
    const done = JSON.parse((await res.text()).trim().split('\n').at(-1)!);
    expect(done).toMatchObject({ type: 'done', writer: 'guide', refused: null });
    expect(done.answer).toMatch(/^Mary Lynn, das sagt deine Deutung dazu: Deine Lebenszahl ist die \d+/);
    expect(done.answer).not.toContain(' your ');
    expect(done.suggestions).toContainEqual(
      expect.stringMatching(/^Was sagt meine Seelenzahl \d+ über mich\?$/),
    );
  });
});

describe(`the German life path with a language model on ${currentDialect()}`, () => {
  let model: Awaited<ReturnType<typeof refusingModel>>;
  let ctx: TestContext;
  beforeAll(async () => {
    model = await refusingModel();
    ctx = await createTestContext({
      LLM_BASE_URL: model.baseUrl,
      LLM_MODEL: 'loopback',
      WELCOME_CREDITS: '0',
      GENERATION_RATE_LIMIT: '1000',
    });
  });
  afterAll(async () => {
    await ctx?.close();
    model?.close();
  });

  it('asks no English-speaking model to rewrite a German life path', async () => {
    const { lifePath } = await germanReader(ctx, LIFE_PATH.defaultCost);
    const reading = await lifePath();
    expect(reading.content.language).toBe('de');
    expect(reading.content.reading.writer).toBe('composer');
    expect(model.requests()).toBe(0);
  });
});
