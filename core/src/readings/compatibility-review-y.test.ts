// An astrologer's review (y) of compatibility reports: "tempers come easily" was meant as praise and
// said the pair quarrel easily, and a tie between the same planets met a plural verb ("where your
// drive feed each other").
import { describe, expect, it } from 'vitest';
import { loadPlaceIndex } from '../astro/places-node';
import { typedBirth } from './__fixtures__/born';
import { composeReading, prepareReading } from './stored';

const places = loadPlaceIndex();
const now = new Date('2026-11-29T12:00:00Z');

describe('compatibility review y', () => {
  it('never praises tempers and never gives one planet of two people a plural verb', () => {
    const md = composeReading(
      prepareReading(
        {
          idempotencyKey: 'k',
          app: 'compatibility',
          input: {
            relationship: 'family',
            person1: typedBirth('Eamon', '1958-12-05', null, 'Cork', 'IE'),
            person2: typedBirth('Ciara', '1987-06-18', '13:05', 'Dublin', 'IE'),
          },
        },
        { places, now, language: 'en' },
      ),
    ).markdown;
    expect(md).not.toMatch(/tempers come easily|\byour (drive|affection|talk|feelings) (feed|fit)\b/);
    expect(md).toMatch(/Eamon's drive and Ciara's feed each other/);
  });
});
