// Review r31 of the English natal report: two astrologers (6 and 7 of 10) found one text told for
// a trine and a sextile alike, house, Lilith and generation sentences shared word for word between
// clients, a dignified planet praised in one sentence and faulted in the next, a house sentence
// promising ease beside Saturn on the planet, and a planet a degree from a cusp read in two houses.
import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import type { ChartInput } from '../astro/types';
import type { AspectFact } from './types';
import { aspectLine, composeNatal } from './natal-report';
import { dignityMethod } from './natal-synthesis-text';
import { sentencesOf } from './text';
import { BOWIE, STREEP } from './__fixtures__/public-births';

const md = (input: ChartInput) => composeNatal({ chart: natalChart(input) }).markdown;
const paragraph = (text: string, heading: string) =>
  text
    .split('\n### ')
    .find((x) => x.startsWith(heading))
    ?.split(/\n#{2,3} /)[0] ?? '';

const contact = (aspect: string, p1 = 'Sun', p2 = 'Jupiter'): AspectFact =>
  ({ p1, p2, aspect, orb: 1.2, outOfSign: false }) as unknown as AspectFact;

/** Twenty invented births, 1940 to 2005, with their times. */
const BIRTHS: ChartInput[] = Array.from({ length: 20 }, (_, i) => ({
  name: 'Client',
  year: 1940 + Math.floor((i * 65) / 19),
  month: 1 + ((i * 5) % 12),
  day: 1 + ((i * 11) % 28),
  hour: (i * 7) % 24,
  minute: (i * 13) % 60,
  lat: [48.137, 45.764, 41.878, 53.8][i % 4]!,
  lng: [11.575, 4.835, -87.63, -1.55][i % 4]!,
  tz_str: ['Europe/Berlin', 'Europe/Paris', 'America/Chicago', 'Europe/London'][i % 4]!,
}));

describe('natal review r31', () => {
  it('tells a sextile as an opening and a trine as a gift, a square as inner friction and an opposition as a pull between two ends', () => {
    const line = (aspect: string) => aspectLine(contact(aspect), false, () => undefined, true)!;
    expect(line('sextile')).toMatch(/\(orb [^)]*; a sextile, an opening that pays when used\)/);
    expect(line('trine')).toMatch(/\(orb [^)]*; a trine, [^)]*easily taken for granted\)/);
    expect(line('square')).toMatch(/\(orb [^)]*; a square, a friction inside you that asks for action\)/);
    expect(line('opposition')).toMatch(/\(orb [^)]*; an opposition, a pull between two ends/);
    // Said once per kind: a later square in the list is told by its pair text alone.
    expect(aspectLine(contact('square'), false, () => undefined)).not.toMatch(/a square,/);
  });

  it('shares no house, Lilith, Chiron or generation sentence word for word across three of twenty clients', () => {
    const count = new Map<string, number>();
    for (const birth of BIRTHS)
      for (const s of new Set(sentencesOf(md(birth))))
        if (
          /\b(Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto) in (your|the) \w+ house\b/.test(
            s,
          ) ||
          /^(With |Your )?(Lilith|Chiron) in /.test(s) ||
          /^Your generation, born with/.test(s)
        )
          count.set(s, (count.get(s) ?? 0) + 1);
    expect([...count].filter(([, n]) => n >= 3)).toEqual([]);
  });

  it("reads an outer planet by its house with a birth time, never by its generation's line alone", () => {
    for (const birth of BIRTHS)
      for (const p of ['Uranus', 'Neptune', 'Pluto']) {
        const text = paragraph(md(birth), `${p} in `);
        expect(text, `${birth.year} ${p}`).toMatch(new RegExp(`${p} in the \\w+ house`));
      }
  });

  it('reads a dignified planet that is combust, retrograde or pressed by Saturn in one sentence (Bowie: exalted Mars, combust)', () => {
    const mars = paragraph(md(BOWIE), 'Mars in Capricorn');
    expect(mars).toMatch(
      /Mars is exalted in Capricorn, so it is capable, but combust, 0\.5° from the Sun and within the 8\.5° where its rays burn: tradition reads Mars here as weakened and hidden/,
    );
    expect(mars).not.toMatch(/Mars is exalted in Capricorn:|(^|\. )Mars is combust/);
    // Venus at home in Libra with Saturn 0.8° on it, in the seventh house.
    const ines = md({ ...BIRTHS[0]!, year: 1952, month: 9, day: 14, hour: 18, minute: 0 });
    const venus = paragraph(ines, 'Venus in Libra');
    expect(venus).toMatch(
      /Venus rules Libra and is at ease in it, so it is capable, but Saturn sits on it within 0\.8°/,
    );
    expect(venus).not.toMatch(/Venus rules Libra and is at ease in it:/);
  });

  it('does not promise easy partners to a Venus in the seventh house joined by Saturn', () => {
    const ines = md({ ...BIRTHS[0]!, year: 1952, month: 9, day: 14, hour: 18, minute: 0 });
    const venus = paragraph(ines, 'Venus in Libra');
    expect(venus).not.toMatch(/kind, graceful partners/);
    expect(venus).toMatch(/seventh house, joined by Saturn, partnership matters deeply/);
  });

  it('names the terms apart from Lilly, whose table prints the Ptolemaic ones', () => {
    expect(dignityMethod(true)).toMatch(/Egyptian terms rather than the Ptolemaic ones of Lilly's table/);
  });

  it('reads a planet a degree before a cusp in the house that holds it, in every section (Streep: the Sun 1° before the twelfth)', () => {
    const meryl = md(STREEP);
    const sun = paragraph(meryl, 'Sun in Cancer, Eleventh House');
    expect(sun).toMatch(/cusp of the twelfth house[^.]* read in the eleventh/);
    expect(meryl).not.toMatch(/partly as a planet of|also reads as a planet of|leans into that house/);
    expect(meryl).not.toMatch(/Sun in Cancer, Twelfth House|Sun stands [^.]*twelfth house/);
  });
});
