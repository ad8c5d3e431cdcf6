// Review d of the natal report: a professional astrologer (6.5 of 10) read three reports (Tove,
// Stockholm 1987; Rafael, Lisbon 1993; Nadia, Beirut 1979 without a time; all invented) and found a
// house sentence restating its sign's own theme, Saturn's dignity clause given to Mars, a Leo
// Jupiter's night triplicity left out of an untimed chart, an ungrammatical nodal template, facts
// told three times, a Libra keyword on a Gemini Sun and aspect, Saturn-return and Midheaven lines
// that read the same for every client.
import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import type { ChartInput, PointName, SignAbbrev } from '../astro/types';
import { SIGNS } from '../astro/types';
import { SIGN_INFO } from './content/astro';
import { essentialState, triplicityRuler } from './essential-dignity';
import { NODE_HOUSE_AXIS, saturnReturnAtAge } from './natal-placement-context';
import { composeNatal, onceLabelled, placedPairText } from './natal-report';
import { LIGHTS_TEXT } from './natal-synthesis-text';

const NOW = new Date('2026-11-29T12:00:00Z');
const TOVE: ChartInput = {
  name: 'Tove Lindqvist',
  year: 1987,
  month: 2,
  day: 11,
  hour: 4,
  minute: 35,
  lat: 59.32938,
  lng: 18.06871,
  tz_str: 'Europe/Stockholm',
};
const RAFAEL: ChartInput = {
  name: 'Rafael Costa',
  year: 1993,
  month: 9,
  day: 27,
  hour: 18,
  minute: 10,
  lat: 38.72509,
  lng: -9.1498,
  tz_str: 'Europe/Lisbon',
};
const NADIA: ChartInput = {
  name: 'Nadia Haddad',
  year: 1979,
  month: 6,
  day: 3,
  hour: null,
  minute: null,
  lat: 33.89332,
  lng: 35.50157,
  tz_str: 'Asia/Beirut',
};
const md = (input: ChartInput) =>
  composeNatal({ chart: natalChart(input), now: NOW, firstName: input.name.split(' ')[0] }).markdown;
const section = (text: string, heading: string) => text.split(`${heading}\n\n`)[1]!.split('\n#')[0]!;
const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;

describe('natal review d', () => {
  const tove = md(TOVE);
  const rafael = md(RAFAEL);
  const nadia = md(NADIA);

  it("does not restate a sign's own house theme in the house sentence, and caps the theme's words", () => {
    const sun = section(rafael, '### Sun in Libra, Seventh House');
    expect(sun).toMatch(/partnership is where you discover who you are/);
    expect(sun).not.toMatch(/discover yourself through partnership/);
    expect(section(rafael, '### Jupiter in Libra, Seventh House')).not.toMatch(/partnerships bring luck/);
    // Eleven mentions of "partner" once, with the house labelled twice in the overview.
    expect(count(rafael, /partner/gi)).toBeLessThanOrEqual(9);
    expect(count(section(rafael, '## Overview'), /\(Partnerships\)/g)).toBe(1);
    expect(onceLabelled('the seventh house (Partnerships) and the seventh house (Partnerships)')).toBe(
      'the seventh house (Partnerships) and the seventh house',
    );
  });

  it('writes a sect planet’s dignity for that planet, not Saturn’s clause for every one', () => {
    const sect = section(tove, '### Day or Night Chart');
    expect(sect).toMatch(/Mars in Aries in the third house, the malefic of sect, is at home, so its heat/);
    expect(sect).not.toMatch(/Mars[^;]*discipline/);
    // The dignity the sect line gave is not given again in the aspect that follows it.
    expect(sect).toMatch(/Here Mars squares the Moon/);
    expect(section(rafael, '### Day or Night Chart')).not.toMatch(
      /is dignified, so its demands arrive as discipline you can use/,
    );
    // Nor is the house the overview described told again in its words.
    expect(count(rafael, /through partners, in love and in business/g)).toBe(1);
  });

  it('gives every untimed planet whose triplicity turns on sect its caveat, and says once what a term is', () => {
    // Lilly's triplicity rulers: fire Sun by day, Jupiter by night; earth Venus, Moon; air Saturn,
    // Mercury; water Mars both.
    const by: Record<string, [string, string]> = {
      fire: ['Sun', 'Jupiter'],
      earth: ['Venus', 'Moon'],
      air: ['Saturn', 'Mercury'],
      water: ['Mars', 'Mars'],
    };
    for (const sign of SIGNS as readonly SignAbbrev[]) {
      const [day, night] = by[SIGN_INFO[sign].element]!;
      expect([triplicityRuler(sign, true), triplicityRuler(sign, false)]).toEqual([day, night]);
      const lon = SIGNS.indexOf(sign) * 30 + 15;
      for (const p of ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as PointName[])
        expect(essentialState(p, lon, null)!.sectUnknown).toBe((p === day) !== (p === night));
    }
    const dignities = section(nadia, '### Dignities and Debilities');
    expect(dignities).not.toMatch(/holds only its/);
    expect(dignities).toMatch(/Mercury in Gemini and Jupiter in Leo if you were born by night/);
    expect(dignities).toMatch(/Venus in Taurus would hold its triplicity as well if you were born by day/);
    expect(dignities).toMatch(/Jupiter in Leo holds its term\./);
    expect(
      count(
        nadia,
        /A term is a planet's few degrees of a sign; by the Egyptian table Leo 0° to 6° is Jupiter's\./g,
      ),
    ).toBe(1);
    expect(nadia).not.toMatch(/Egyptian term\b/);
  });

  it('writes the nodal axis in grammatical English for every house', () => {
    for (const line of Object.values(NODE_HOUSE_AXIS)) expect(line).not.toMatch(/with less |, more /);
    expect(tove).toMatch(/preaching the big picture less and listening, asking and learning more/);
  });

  it('states a placement or aspect fact once and refers to it after', () => {
    expect(count(nadia, /combust/g)).toBeLessThanOrEqual(5);
    // The Sun's ruler told in the overview's link is not told again in the Sun's paragraph.
    expect(section(nadia, '### Sun in Gemini')).not.toMatch(/The ruler of Gemini, Mercury/);
    expect(section(nadia, '## Overview')).toMatch(
      /Mercury's strength, quiet as it is, backs your sense of self/,
    );
    // Tove's Moon-Mars square: read once in the sect section, referred to in the Moon's paragraph and the list.
    expect(count(tove, /Mars squares (the Moon|it) within 1\.8°/g)).toBe(1);
    expect(section(tove, '### Moon in Cancer, Seventh House')).toMatch(
      /with the square from Mars read above/,
    );
    expect(tove).toMatch(
      /- \*\*Moon square Mars\*\* \(orb 1\.8°; read in the Day or Night Chart section above\)/,
    );
  });

  it('keeps one sign’s keywords off the other signs of its element', () => {
    for (const [sun, moons] of Object.entries(LIGHTS_TEXT))
      if (sun === 'air')
        for (const text of Object.values(moons)) expect(text).not.toMatch(/fairness|justice/);
    expect(section(nadia, '## Overview')).not.toMatch(/fairness/);
  });

  it("varies the stock aspect, Saturn-return and Midheaven lines by the chart's own facts", () => {
    const line = (text: string, title: string) =>
      text.split('\n').find((x) => x.startsWith(`- **${title}**`))!;
    const ju = [line(tove, 'Jupiter square Uranus'), line(rafael, 'Jupiter square Uranus')];
    expect(ju[0]).toMatch(/Your Jupiter in the second house and Uranus in the first bring/);
    expect(ju[1]).toMatch(/Your Jupiter in the seventh house and Uranus in the eleventh bring/);
    expect(line(tove, 'Mercury trine Pluto')).toMatch(
      /With Mercury in Pisces and Pluto in Scorpio, you see to the heart/,
    );
    // One sign named once when both planets share it; a personal pair is left as written.
    expect(
      placedPairText('Mercury and Pluto give you focus.', { p1: 'Mercury', p2: 'Pluto' }, () => 'Lib'),
    ).toBe('Mercury and Pluto in Libra give you focus.');
    expect(placedPairText('Mars offers your Sun energy.', { p1: 'Sun', p2: 'Mars' }, () => 'Lib')).toBe(
      'Mars offers your Sun energy.',
    );
    const behind = [
      saturnReturnAtAge(33, [28, 29], 'Aquarius', 12),
      saturnReturnAtAge(33, [28, 29], 'Aquarius', 6),
      saturnReturnAtAge(47, [28, 29], 'Virgo', null),
    ];
    expect(behind[0]).toMatch(/what you carry in private/);
    expect(behind[1]).toMatch(/your daily work/);
    expect(behind[2]).toMatch(/Virgo Saturn on your standards and the way you serve/);
    expect(section(tove, '### Midheaven in Scorpio')).toMatch(
      /At 39, with Mars, ruler of your Midheaven, in the third house, your standing grows through words and teaching/,
    );
    expect(section(rafael, '### Midheaven in Sagittarius')).toMatch(
      /At 33, with Jupiter, ruler of your Midheaven, in the seventh house/,
    );
  });
});
