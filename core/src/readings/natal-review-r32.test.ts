// Review q of the English natal report: two astrologers (5 and 6 of 10) found a stock closing
// frame on the aspect lines in 7 of 8 reports, a planet moved to the next house by the angle
// convention without a word, an old birth promised "a long life", and the mothering role put to men.
import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import type { ChartInput } from '../astro/types';
import { composeNatal } from './natal-report';
import { SIGN_TEXT } from './content/authored';
import { BRANDO } from './__fixtures__/public-births';

const PIAF: ChartInput = {
  name: 'Edith',
  year: 1915,
  month: 12,
  day: 19,
  hour: 5,
  minute: 0,
  lat: 48.8566,
  lng: 2.3522,
  tz_str: 'Europe/Paris',
};
const NOW = new Date('2026-11-28T12:00:00Z');

const paragraph = (text: string, heading: string) =>
  text
    .split('\n### ')
    .find((x) => x.startsWith(heading))
    ?.split(/\n#{2,3} /)[0] ?? '';

describe('natal review q', () => {
  it('keeps each pair text whole, with no stock closing frame for its kind (the label glosses the kind: r31 test)', () => {
    const md = composeNatal({ chart: natalChart(PIAF), now: NOW }).markdown;
    expect(md).not.toMatch(/eases through action|keep you restless until you act|it demands a move/);
  });

  it('names the angle convention at every planet it moves to the next house', () => {
    const md = composeNatal({ chart: natalChart(BRANDO), now: NOW }).markdown;
    const moved = ['Venus in Taurus', 'Uranus in Pisces'].map((h) => paragraph(md, h));
    expect(moved[0]).toMatch(
      /By the cusps Venus falls in the sixth house, but a planet within 5° before an angle/,
    );
    expect(moved[1]).toMatch(
      /Uranus too lies just before the IC, in the third house by the cusps, and is read in the fourth/,
    );
  });

  it('promises a birth of more than ninety years ago no long life and no return it may not have reached', () => {
    const md = composeNatal({ chart: natalChart(PIAF), now: NOW }).markdown;
    expect(md).not.toMatch(/long life/);
    expect(md).not.toMatch(/Saturn returns? [^.]*(will|is due|comes at)/);
  });

  it('reads Lilith and Chiron in Cancer without a mother’s role, which the report cannot know is the reader’s', () => {
    expect(SIGN_TEXT.Lilith?.Can ?? '').not.toMatch(/\bmother/i);
    expect(SIGN_TEXT.Chiron?.Can ?? '').not.toMatch(/\bmother/i);
  });
});
