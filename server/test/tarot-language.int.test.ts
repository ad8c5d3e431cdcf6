import { appByKind } from '@orrery/core/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, currentDialect, signedInWithCredits, type TestContext } from './harness';

const THREE_CARD = appByKind('three-card');
let keyCounter = 0;
const key = () => `tarot-lang-${Date.now()}-${++keyCounter}`;

describe(`tarot readings in German on ${currentDialect()}`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ WELCOME_CREDITS: '0', GENERATION_RATE_LIMIT: '1000' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('writes a German reader’s three cards in German, keeps them German after a switch to English, and the guide answers in German', async () => {
    const { client } = await signedInWithCredits(ctx, 2 * THREE_CARD.defaultCost);
    const setLanguage = async (language: 'de' | 'en') =>
      expect((await client.request('/api/me/profile', { method: 'PATCH', json: { language } })).status).toBe(
        200,
      );
    const ask = async () => {
      const res = await client.request('/api/readings', {
        json: {
          app: 'tarot-traditional',
          idempotencyKey: key(),
          input: { firstName: 'Lena', question: 'Soll ich das Angebot aus München annehmen?' },
        },
      });
      expect(res.status, await res.clone().text()).toBe(200);
      return (await res.json()).reading;
    };
    await setLanguage('de');
    const reading = await ask();
    const german = reading.content.reading;
    expect(reading.content.language).toBe('de');
    expect(german.title).toBe('Vergangenheit, Gegenwart, Zukunft für Lena');
    expect(german.markdown).toContain('## Überblick');
    expect(german.markdown).toContain('## Diese Ziehung prüfen');
    for (const english of [' the ', ' and ', ' your ', 'Overview', 'reversed'])
      expect(german.markdown, english).not.toContain(english);

    await setLanguage('en');
    const loaded = await (await client.request(`/api/readings/${reading.readingId}`)).json();
    expect(loaded.content.language).toBe('de');
    expect(loaded.content.reading.markdown).toBe(german.markdown);

    const start = await client.request(`/api/readings/${reading.readingId}/voice/sessions`, { json: {} });
    expect(start.status, await start.clone().text()).toBe(200);
    const res = await client.request(`/api/readings/${reading.readingId}/voice/questions`, {
      json: { question: 'Was bedeutet die Karte in der Zukunft?' },
    });
    expect(res.status).toBe(200);
    const done = JSON.parse((await res.text()).trim().split('\n').at(-1)!);
    expect(done).toMatchObject({ type: 'done', writer: 'guide', refused: null });
    expect(done.answer).toMatch(/^Lena, /);
    expect(done.answer).toContain('in der Zukunft');
    expect(done.answer).not.toContain(' your ');

    // A reading asked for now is written in the language chosen now.
    const english = await ask();
    expect(english.content.language).toBe('en');
    expect(english.content.reading.markdown).toContain('## Overview');
  });
});
