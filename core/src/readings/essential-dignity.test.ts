// Lilly's essential dignities, checked against the tables' documented properties and on public
// charts whose dignities astrologers have written about.
import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import { SIGNS } from '../astro/types';
import { essentialState, faceRuler, finalDispositor, termRuler, triplicityRuler } from './essential-dignity';
import { EINSTEIN, ELIZABETH, JOBS } from './__fixtures__/public-births';
import { composeNatal } from './natal-report';

const section = (md: string, heading: string) => md.split(`${heading}\n\n`)[1]!.split(/\n#{2,3} /)[0]!;

// Marilyn Monroe, 1 June 1926, 09:30 PST, Los Angeles: Astro-Databank, "Monroe, Marilyn", Rodden
// rating AA (birth certificate). Mars at 20° Pisces, a day chart: Mars rules the water triplicity
// by day and night in Lilly's table (Christian Astrology, 1647, p. 104), and 19-28° Pisces is
// Mars's Egyptian term (reviewer C, round 3, on reading it as "dignity-free").
const MONROE = natalChart({
  name: 'Marilyn',
  year: 1926,
  month: 6,
  day: 1,
  hour: 9,
  minute: 30,
  lat: 34.0522,
  lng: -118.2437,
  tz_str: 'America/Los_Angeles',
});

describe("Lilly's essential dignities", () => {
  it('gives each planet the degrees of the Egyptian terms Ptolemy counts (Tetrabiblos I.20: Saturn 57, Jupiter 79, Mars 66, Venus 82, Mercury 76)', () => {
    const totals: Record<string, number> = {};
    for (let d = 0; d < 360; d++) totals[termRuler(d + 0.5)] = (totals[termRuler(d + 0.5)] ?? 0) + 1;
    expect(totals).toEqual({ Saturn: 57, Jupiter: 79, Mars: 66, Venus: 82, Mercury: 76 });
  });

  it('runs the faces in Chaldean order from Mars at 0° Aries to Mars at the end of Pisces', () => {
    expect([5, 15, 25].map(faceRuler)).toEqual(['Mars', 'Sun', 'Venus']);
    expect([35, 45, 55].map(faceRuler)).toEqual(['Mercury', 'Moon', 'Saturn']);
    expect(faceRuler(355)).toBe('Mars');
  });

  it("uses Lilly's triplicity rulers by sect (fire Sun/Jupiter, earth Venus/Moon, air Saturn/Mercury, water Mars)", () => {
    expect(SIGNS.slice(0, 4).map((s) => [triplicityRuler(s, true), triplicityRuler(s, false)])).toEqual([
      ['Sun', 'Jupiter'],
      ['Venus', 'Moon'],
      ['Saturn', 'Mercury'],
      ['Mars', 'Mars'],
    ]);
  });

  it('calls debilities debilities and a planet with no dignity peregrine, scored by Lilly (Mercury in Pisces: detriment and fall)', () => {
    const merc = essentialState('Mercury', 335, true)!; // 5° Pisces: Venus's term, Saturn's face
    expect(merc).toMatchObject({
      dignities: [],
      debilities: ['detriment', 'fall'],
      peregrine: true,
      score: -14,
    });
    expect(essentialState('Uranus', 335, true)).toBeNull();
  });

  it("finds Marilyn Monroe's Mars in Pisces in its own triplicity and term, not peregrine, and says so", () => {
    const mars = MONROE.points.find((p) => p.name === 'Mars')!;
    expect(essentialState('Mars', mars.abs_pos, true)!.dignities).toEqual(
      expect.arrayContaining(['triplicity', 'term']),
    );
    const md = composeNatal({ chart: MONROE }).markdown;
    expect(section(md, '### Dignities and Debilities')).toMatch(
      /Mars in Pisces holds its triplicity, its term/,
    );
    expect(md).not.toMatch(/four essential dignities|act through their aspects and house/);
  });

  it("finds Einstein's Mars exalted in Capricorn (and in its own term at 26°) receiving Saturn in fall in Aries", () => {
    const md = composeNatal({ chart: natalChart(EINSTEIN) }).markdown;
    const text = section(md, '### Dignities and Debilities');
    expect(text).toMatch(/Mars in Capricorn is exalted, with its term besides/);
    expect(text).toMatch(/Saturn in Aries \(in its fall\)/);
    // Review r24: Mars, the top score, leads the overview with its reception, which is explained there.
    expect(md.split('## Chart Synthesis')[0]).toMatch(
      /Mars in Capricorn and Saturn in Aries stand in each other's signs, a mutual reception: Mars is exalted and Saturn in fall, so Mars hosts Saturn and lends it help, though not dignity/,
    );
  });

  it('names the final dispositor when every chain of sign rulers ends in one planet at home (Jobs: Mars in Aries), none across a mutual reception (Elizabeth)', () => {
    const signsOf = (c: ReturnType<typeof natalChart>) =>
      Object.fromEntries(c.points.map((p) => [p.name, p.sign]));
    expect(finalDispositor(signsOf(natalChart(JOBS)))).toBe('Mars');
    expect(finalDispositor(signsOf(natalChart(ELIZABETH)))).toBeNull();
  });

  it('names Saturn, not Jupiter, as the ruler of a Capricorn-rising chart in the sect section (Elizabeth II)', () => {
    const md = composeNatal({ chart: natalChart(ELIZABETH) }).markdown;
    const sect = section(md, '### Day or Night Chart');
    expect(sect).toMatch(/Saturn in Scorpio in the tenth house, the malefic out of sect/);
    expect(sect).toMatch(/As the ruler of your chart it also speaks for you/);
    expect(md).not.toMatch(/on the ruler of your chart|Jupiter, the ruler of your chart/);
  });
});
