// An astrologer's review (r28, set l) of the natal reports: each test fails on the text it replaced.
// The births are the public ones of set l; Jagger's is cast at the place his report names.
import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import type { ChartInput } from '../astro/types';
import { composeNatal } from './natal-report';
import { saturnReturnAtAge } from './natal-placement-context';
import { JOBS as JOBS_BIRTH } from './__fixtures__/public-births';
import {
  KAHLO as KAHLO_BIRTH,
  MANDELA_UNTIMED,
  MINOGUE as MINOGUE_BIRTH,
  MONROE as MONROE_BIRTH,
} from './__fixtures__/review-births';

const NOW = new Date('2026-11-28T10:00:00Z');
const birth = (input: Omit<ChartInput, 'name'>) => natalChart({ name: 'R', ...input });
const md = (chart: ReturnType<typeof birth>) => composeNatal({ chart, now: NOW }).markdown;
const section = (text: string, heading: RegExp) => {
  const at = text.search(heading);
  if (at < 0) return '';
  const rest = text.slice(at);
  const end = rest.slice(4).search(/\n##/);
  return end < 0 ? rest : rest.slice(0, end + 4);
};

const MONROE = natalChart(MONROE_BIRTH);
const KAHLO = natalChart(KAHLO_BIRTH);
const JOBS = natalChart(JOBS_BIRTH);
const MINOGUE = natalChart(MINOGUE_BIRTH);
// Jagger, 26 July 1943, 02:30, Dartford.
const JAGGER = birth({
  year: 1943,
  month: 7,
  day: 26,
  hour: 2,
  minute: 30,
  lat: 51.45,
  lng: 0.21,
  tz_str: 'Europe/London',
});

describe('natal review r28', () => {
  it('keeps the composer\'s workings out of the technical details ("What the overview weighs", "Planet scores")', () => {
    for (const chart of [MONROE, KAHLO, JOBS, MINOGUE, JAGGER]) {
      const text = md(chart);
      expect(text).toMatch(/\*\*Element balance\*\*/);
      expect(text).not.toMatch(/What the overview weighs|Planet scores/);
    }
  });

  it('names the planets on one angle together once ("Mercury on the IC and Jupiter and Pluto on the IC")', () => {
    const opening = section(md(JAGGER), /## Overview/).split(/(?<=\.) /)[0]!;
    expect(opening).toMatch(/Mercury, Jupiter and Pluto on the IC/);
    expect(opening).not.toMatch(/on the (Ascendant|Midheaven|Descendant|IC)\b.* on the \1\b/);
  });

  it('does not keep the IC\'s planets "out of public view" while their Leo stellium puts life "on a stage"', () => {
    const text = md(JAGGER);
    expect(text).toMatch(/on a stage/);
    expect(text).not.toMatch(/out of public view/);
  });

  it('reads a combust Mars on the Moon as heat felt inside, not "rather than fired up" beside a hot Moon–Mars', () => {
    const text = md(MINOGUE);
    expect(text).toMatch(/Mars is combust/);
    expect(text).toMatch(/hot and fast/);
    expect(text).not.toMatch(/rather than fired up/);
  });

  it('does not call a combust benefic of sect "the planet best placed to help you"', () => {
    const text = md(KAHLO);
    expect(text).toMatch(/Jupiter (is combust|[^.:]*, so it is capable, but combust)/);
    const sect = section(text, /### Day or Night Chart/);
    expect(sect).toMatch(/benefic of sect/);
    expect(sect).not.toMatch(/best placed to help you/);
    expect(sect).toMatch(/near the Sun/);
  });

  it("reads an outer planet in a figure or near an angle by its house, not only as its generation's", () => {
    // Monroe's Neptune, 9° into the first house, opposes the Moon in the T-square on Saturn.
    const neptune = section(md(MONROE), /### Neptune in Leo/);
    expect(neptune).toMatch(/first house/);
    // Jobs's Uranus, the T-square's focal planet, 2.8° past the Midheaven.
    const uranus = section(md(JOBS), /### Uranus in Cancer/)
      .replace(/^###[^\n]*\n\n/, '')
      .trim();
    expect(uranus.split(/(?<=\.) (?=[A-Z])/).length).toBeGreaterThanOrEqual(2);
  });

  it('tells Saturn returns all past by the reading as the cycle\'s dates, not as ahead ("each return takes this lesson a step further")', () => {
    for (const [sign, house] of [
      ['Pisces', 8],
      ['Aries', 1],
      ['Leo', 5],
      [undefined, undefined],
    ] as const) {
      const line = saturnReturnAtAge(119, [29, 29], sign, house);
      expect(line).toMatch(/29, 59 and 88/);
      expect(line).not.toMatch(/takes this lesson|comes back|will|Saturn (came back|returned)/);
    }
  });

  it("tells the overview's further aspect by what it means, in words a reader would say (Mandela, no birth time)", () => {
    const overview = section(
      composeNatal({ chart: natalChart(MANDELA_UNTIMED), now: NOW }).markdown,
      /## Overview/,
    );
    expect(overview).not.toMatch(/The next layer holds|the engine of this chart/);
    expect(overview).toMatch(/Mercury stands within a degree of Saturn/);
  });

  it("keeps the dignity tables out of the client's prose and varies the sect malefic's stock clause (reviewer O)", () => {
    for (const chart of [MONROE, KAHLO, JOBS, MINOGUE, JAGGER])
      expect(section(md(chart), /### Dignities and Debilities/)).not.toMatch(
        /Lilly|Egyptian terms|Chaldean faces/,
      );
    // Jagger's Mars, malefic of his night chart, squares his ruling Mercury within 1.3°.
    const sect = section(md(JAGGER), /### Day or Night Chart/);
    expect(sect).toMatch(/squares Mercury, your chart ruler/);
    expect(sect).not.toMatch(/come in a form you can learn to use/);
  });
});
