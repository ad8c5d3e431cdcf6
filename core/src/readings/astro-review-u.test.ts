import { describe, expect, it } from 'vitest';
import { loadPlaceIndex } from '../astro/places-node';
import { typedBirth } from './__fixtures__/born';
import { composeReading, prepareReading } from './stored';

const places = loadPlaceIndex();
const now = new Date('2026-11-29T10:00:00Z');
const birth = typedBirth;

describe('astro review u', () => {
  it('says once what a strained high score measures, not twice in one run-on sentence', () => {
    // Review u's friends pair: a high count made mostly of squares and oppositions.
    const prepared = prepareReading(
      {
        idempotencyKey: 'review-key-1',
        app: 'compatibility',
        input: {
          relationship: 'friends',
          person1: birth('Priya', '1993-12-01', '09:15', 'Mumbai', 'IN'),
          person2: birth('Leah', '1992-05-27', '17:30', 'Tel Aviv', 'IL'),
        },
      },
      { places, now },
    );
    const md = composeReading(prepared).markdown;
    const line = md.split('**Compatibility score**')[1]!.split('\n')[0]!;
    expect(line).toContain('how strongly your charts engage');
    expect(line).toContain('not how easily or how close you are');
    expect(line).not.toContain('how readily your charts engage');
  });

  it('gives the Sun in the sixth house no ominous tag of illness', () => {
    const prepared = prepareReading(
      {
        idempotencyKey: 'review-key-1',
        app: 'natalbirthchart',
        // Steve Jobs (Astro-Databank, AA): Sun in Pisces in the sixth house.
        input: birth('Steve', '1955-02-24', '19:15', 'San Francisco', 'US'),
      },
      { places, now },
    );
    const md = composeReading(prepared).markdown;
    expect(md).toMatch(/Sun in Pisces, Sixth House/);
    expect(md).not.toContain('governs illness');
  });

  it('names a planet on an angle in the close as the story named it, never as a square called easy', () => {
    // Review v's pair: Mia's Sun on Daniel's Midheaven, whose lead contact squares his Ascendant.
    const prepared = prepareReading(
      {
        idempotencyKey: 'review-key-1',
        app: 'compatibility',
        input: {
          relationship: 'romantic',
          person1: { ...birth('Daniel', '1992-12-24', '23:15', 'Seoul', 'KR'), lastName: 'Kim' },
          person2: { ...birth('Mia', '1994-06-06', '05:05', 'Busan', 'KR'), lastName: 'Park' },
        },
      },
      { places, now },
    );
    const md = composeReading(prepared).markdown;
    expect(md).toContain("Mia's Sun on Daniel's Midheaven");
    expect(md).not.toMatch(/square[^.]*make it feel natural/);
  });
});
