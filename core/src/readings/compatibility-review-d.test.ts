// An astrologer's review (d) of compatibility reports: a pull and a rub that were one axis (a
// partner's Moon on the Descendant and opposite the Sun on the Ascendant), one grand trine told twice
// through two Moons 0.8° apart, a score said to miss the bond's strongest tie, machinery in the score
// and sign-distance lines, and house overlays shared word for word between friends, relatives and lovers.
import { describe, expect, it } from 'vitest';
import { birthAt, inputsReport } from './__fixtures__/pairs';
import { overlayText, OVERLAY_PLANETS } from './compatibility-report';
import { SIGN_DISTANCE_TEXT } from './content/synastry';
import { grammarFaults } from './__fixtures__/astro-grammar';

const ELIF = birthAt('Elif', [1990, 12, 8, 7, 20], 41.01384, 28.94966, 'Europe/Istanbul');
const JAN = birthAt('Jan', [1988, 4, 19, 22, 45], 50.08804, 14.42076, 'Europe/Prague');
const GRACE = birthAt('Grace', [1965, 8, 30, 11, 0], 6.44132, 7.49883, 'Africa/Lagos');
const CHIDI = birthAt('Chidi', [1996, 1, 14, 3, 50], 51.50853, -0.12574, 'Europe/London');

const section = (md: string, title: string) => md.split(`## ${title}\n\n`)[1]!.split('\n## ')[0]!;

describe('compatibility review d', () => {
  const elif = inputsReport(ELIF, JAN, 'romantic').md;
  const grace = inputsReport(GRACE, CHIDI, 'family').md;

  it('reads a planet on the Descendant opposite a rising Sun as one contact of the axis, not as pull and rub', () => {
    const overview = section(elif, 'Overview');
    expect(overview).not.toMatch(/Descendant is the pull and Elif's Sun opposition/);
    expect(overview).not.toMatch(/softened by an easier one, Jan's Moon on Elif's Descendant/);
    expect(overview).toContain(
      "Elif was born with the Sun on the Ascendant, so Jan's Moon and Venus, opposite it, fall on Elif's Descendant: this is one contact along the axis of self and other",
    );
    // The Descendant contacts are read with the axis, not again as separate ties.
    expect(elif).not.toMatch(/A gentler tie follows: Jan's Venus on Elif's Descendant/);
  });

  it('tells a grand trine once when a second differs only by a near-conjunct point of the other chart', () => {
    expect(grace.match(/grand trine/g)).toHaveLength(1);
    expect(grace).not.toContain('second circuit of ease');
    expect(grace).toMatch(/Grace's Jupiter, Chidi's Venus and your Moons, 0\.\d° apart, make a grand trine/);
  });

  it('says a close tie outside the score is read in its own right, without disowning the score', () => {
    const line = grace.split('\n').find((l) => l.startsWith('- **Compatibility score**'))!;
    expect(line).not.toMatch(/adds nothing|never pairs/);
    expect(line).toContain(
      "Grace's Moon conjunction Chidi's Moon (0.8°), your strongest tie, is read above as a tie in its own right.",
    );
  });

  it('says the score against the average in plain words, not against "the usual 13"', () => {
    for (const md of [elif, grace]) {
      const line = md.split('\n').find((l) => l.startsWith('- **Compatibility score**'))!;
      expect(line).not.toContain('usual 13');
      expect(line).toMatch(/\d+ of 44, (?:well below|below|about|above|well above|far above) average[.,; ]/);
    }
  });

  it('says how two signs meet in plain words, without aspect names or sign counts', () => {
    expect(elif).not.toMatch(/By sign, though|inconjunct|quincunx|five signs apart/);
    expect(elif).toContain(
      "The signs tell another story: Elif's Mars is in Gemini and Jan's Ascendant in Scorpio, signs with nothing in common",
    );
    for (const text of Object.values(SIGN_DISTANCE_TEXT)) {
      expect(text).not.toMatch(/sextile|square|trine|inconjunct|quincunx|semi-sextile|signs apart/);
      expect(
        grammarFaults(`The signs tell another story: Ana's Sun is in Taurus and Ben's Moon in Leo, ${text}.`),
      ).toEqual([]);
    }
  });

  it('gives friends, relatives and lovers their own sentence for every Sun, Moon, Venus and Mars overlay', () => {
    const shared: string[] = [];
    for (const planet of OVERLAY_PLANETS)
      for (const house of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const) {
        const [romantic, friends, family] = (['romantic', 'friends', 'family'] as const).map((kind) =>
          overlayText(planet, house, 'Ana', 'Ben', kind),
        );
        if (friends === romantic || family === romantic || friends === family)
          shared.push(`${planet} ${house}`);
      }
    expect(shared).toEqual([]);
    const house = section(grace, "In Each Other's Houses");
    expect(house).not.toMatch(/smooth the way socially at work|the place you share is where that care shows/);
  });
});
