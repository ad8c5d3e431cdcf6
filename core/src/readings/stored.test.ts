import { describe, expect, it } from 'vitest';
import { loadPlaceIndex } from '../astro/places-node';
import { JOHN_LENNON as john, YOKO_ONO as yoko } from './__fixtures__/requests';
import { READING_CONTENT_VERSION, readingContentSchema } from '../api/reading-content';
import { composeReading, prepareReading } from './stored';
import { composeNatal } from './natal-report';
import { randomChart } from './__fixtures__/charts';

const places = loadPlaceIndex();

describe('stored readings', () => {
  it('casts a natal chart for the resolved place and composes the same text twice', () => {
    const prepared = prepareReading(
      { app: 'natalbirthchart', idempotencyKey: 'k-00000001', input: john },
      { places },
    );
    expect(prepared.kind).toBe('natal');
    if (prepared.kind !== 'natal') return;
    expect(prepared.birth.place.tz).toBe('Europe/London');
    expect(prepared.chart.utc_offset_minutes).toBe(60);
    expect(composeReading(prepared).markdown).toBe(composeReading(prepared).markdown);
  });

  it('uses the coordinates and zone the place picker sent instead of searching', () => {
    const prepared = prepareReading(
      {
        app: 'natalbirthchart',
        idempotencyKey: 'k-00000002',
        input: { ...john, city: 'Somewhere', lat: 40.7, lng: -74, tz: 'America/New_York' },
      },
      { places },
    );
    if (prepared.kind !== 'natal') throw new Error('natal expected');
    expect(prepared.chart.tz_str).toBe('America/New_York');
  });

  it('writes the compatibility score on the scale of 44 the ring uses', () => {
    const prepared = prepareReading(
      { app: 'compatibility', idempotencyKey: 'k-00000003', input: { person1: john, person2: yoko } },
      { places },
    );
    const reading = composeReading(prepared);
    if (reading.kind !== 'compatibility') throw new Error('compatibility expected');
    expect(reading.facts.score.max).toBe(44);
    expect(reading.markdown).toMatch(/of 44|\/44/);
  });

  it('still reads a compatibility reading stored before contacts were marked out of sign or all day and the score had a range', () => {
    const prepared = prepareReading(
      { app: 'compatibility', idempotencyKey: 'k-00000005', input: { person1: john, person2: yoko } },
      { places },
    );
    const reading = composeReading(prepared);
    if (reading.kind !== 'compatibility' || prepared.kind !== 'compatibility')
      throw new Error('compatibility expected');
    const { range: _range, ...oldScore } = reading.facts.score;
    const stored = JSON.parse(
      JSON.stringify({
        ...prepared,
        reading: { ...reading, markdown: 'Old text', facts: { ...reading.facts, score: oldScore } },
      }),
    );
    delete stored.version;
    const parsed = readingContentSchema.parse(stored);
    expect(parsed.version).toBe(1);
    expect(parsed.reading.markdown).toBe('Old text');
  });

  it('keeps the out-of-sign mark on natal aspects when a reading is stored and read back', () => {
    const prepared = prepareReading(
      { app: 'natalbirthchart', idempotencyKey: 'k-00000006', input: john },
      { places },
    );
    let seed = 1;
    let reading = composeNatal({ chart: randomChart(seed) });
    while (!reading.facts.aspects.some((a) => a.outOfSign))
      reading = composeNatal({ chart: randomChart(++seed) });
    const parsed = readingContentSchema.parse(JSON.parse(JSON.stringify({ ...prepared, reading })));
    expect(parsed.reading.facts).toEqual(reading.facts);
  });

  it('keeps the date a life path reading was written, so its Personal Year recomposes the same', () => {
    const request = {
      app: 'lifepathnumber',
      idempotencyKey: 'k-00000005',
      input: { firstName: 'Eleanor', lastName: 'Rigby', birthDate: '1950-05-22' },
    } as const;
    const prepared = prepareReading(request, { places, now: new Date('2026-12-31T23:59:00Z') });
    expect(prepared).toMatchObject({ kind: 'life-path', asOf: '2026-12-31' });
    const reading = composeReading(prepared);
    // Written in the last weeks of 2026, it leads with the year to come and names the one ending.
    expect(reading.markdown).toContain('### Personal Year 2 in 2027');
    expect(reading.markdown).toContain('2026 ends as Personal Year 1');
    expect(composeReading(prepared).markdown).toBe(reading.markdown);
    expect(() => prepareReading(request, { places })).toThrow(/date it is written/);
  });

  it('keeps the language a year-ahead forecast was written in, and reads one stored before languages as English', () => {
    const request = { app: 'year-ahead', idempotencyKey: 'k-00000009', input: john } as const;
    const now = new Date('2026-11-25T21:00:00Z');
    const prepared = prepareReading(request, { places, now, language: 'de' });
    expect(prepared).toMatchObject({ kind: 'year-ahead', language: 'de' });
    const stored = readingContentSchema.parse({
      version: READING_CONTENT_VERSION,
      ...prepared,
      reading: composeReading(prepared),
    });
    if (stored.kind !== 'year-ahead' || prepared.kind !== 'year-ahead') throw new Error('not a year ahead');
    expect(stored.language).toBe('de');
    expect(composeReading({ ...prepared, language: stored.language }).markdown).toContain(
      '## Monat für Monat',
    );
    const { language: _written, ...beforeLanguages } = prepared;
    expect(composeReading(beforeLanguages).markdown).toContain('## Month by month');
  });

  it('replays a tarot draw from the seed', () => {
    const seed = 'a'.repeat(64);
    const request = {
      app: 'tarot-traditional',
      idempotencyKey: 'k-00000004',
      input: { firstName: 'Ada', question: 'Why?', cut: 'x' },
    } as const;
    const a = prepareReading(request, { places, seed });
    const b = prepareReading(request, { places, seed });
    expect(a).toEqual(b);
    expect(() => prepareReading(request, { places })).toThrow(/seed/);
  });
});
