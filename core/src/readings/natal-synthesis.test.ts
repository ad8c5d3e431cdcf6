// Each synthesis feature is checked on a public chart whose pattern astrologers have written
// about, cast with our own chart engine from the published birth data. Sources are cited beside
// each chart; the birth data are the ones those articles use.
import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import type { ChartInput } from '../astro/types';
import { composeNatal, signedHouseSentence } from './natal-report';
import {
  BOWIE as BOWIE_BIRTH,
  DIANA as DIANA_BIRTH,
  ELIZABETH,
  LENNON,
  PICASSO,
} from './__fixtures__/public-births';
import { HOUSE_TEXT } from './content/authored';
import { plainApostrophes, sentencesOf } from './text';
import {
  aspectBetween,
  aspectPatterns,
  dignities,
  dignity,
  moonPhase,
  synthesise,
  type AspectPattern,
} from './natal-synthesis';
import { chartThemes, mergePatterns, patternSentence, sharedPatternPlanets } from './natal-synthesis-text';

const chart = (name: string, input: Omit<ChartInput, 'name'>) => natalChart({ name, ...input });

const BOWIE = natalChart(BOWIE_BIRTH);
const section = (md: string, heading: string) => md.split(`${heading}\n\n`)[1]!.split(/\n#{2,3} /)[0]!;
const firstSentence = (text: string) => plainApostrophes(sentencesOf(text)[0]!);
const DIANA = natalChart(DIANA_BIRTH);

// Oprah Winfrey, 29 January 1954, 04:30, Kosciusko, Mississippi (Rodden rating AA). Written
// about: a grand trine in air, Jupiter in Gemini trine Mercury in Aquarius and the Midheaven in
// Libra (bobmarksastrologer.com, "The Grand Trine", which counts the angles as pattern points).
const OPRAH = chart('Oprah', {
  year: 1954,
  month: 1,
  day: 29,
  hour: 4,
  minute: 30,
  lat: 33.0576,
  lng: -89.5876,
  tz_str: 'America/Chicago',
});

// The total solar eclipse of 11 August 1999 (new Moon at 11:08 UT) fell in the "grand cross" of the
// fixed signs, Sun and Moon in Leo, Mars in Scorpio, Saturn in Taurus and Uranus in Aquarius,
// much written about at the time; an eclipse is a new Moon. The total lunar eclipse of
// 21 January 2000 (maximum 04:44 UT) is a full Moon.
const ECLIPSE_1999 = chart('Sol', {
  year: 1999,
  month: 8,
  day: 11,
  hour: 12,
  minute: 30,
  lat: 51.5074,
  lng: -0.1278,
  tz_str: 'Europe/London',
});
const LUNAR_ECLIPSE_2000 = chart('Luna', {
  year: 2000,
  month: 1,
  day: 21,
  hour: 4,
  minute: 44,
  lat: 51.5074,
  lng: -0.1278,
  tz_str: 'Europe/London',
});

const sorted = (xs: string[]) => [...xs].sort();

describe('natal synthesis', () => {
  it('finds the yod with its apex (Bowie: Uranus at the tip, Jupiter and Sun/Mars at the base)', () => {
    const yods = synthesise(BOWIE).patterns.filter((p) => p.kind === 'yod');
    expect(yods.map((y) => y.apex)).toEqual(['Uranus', 'Uranus']);
    expect(sorted(yods.flatMap((y) => y.members.filter((m) => m !== 'Uranus')))).toEqual(
      sorted(['Sun', 'Jupiter', 'Mars', 'Jupiter']),
    );
  });

  it('finds the T-square and its focal planet (Diana: Moon opposite Uranus, Venus at the apex)', () => {
    const t = synthesise(DIANA).patterns.find((p) => p.kind === 'T-square' && p.apex === 'Venus');
    expect(t && sorted(t.members)).toEqual(sorted(['Moon', 'Uranus', 'Venus']));
  });

  it('counts no angle as a corner of a pattern (Oprah: Jupiter and Mercury trine the Midheaven in air is no grand trine)', () => {
    expect(synthesise(OPRAH).patterns.some((p) => p.members.includes('Medium_Coeli'))).toBe(false);
    expect(synthesise(OPRAH).patterns.some((p) => p.kind === 'grand trine')).toBe(false);
  });

  it('finds the grand cross and reads the fixed-sign emphasis (the 1999 eclipse)', () => {
    const s = synthesise(ECLIPSE_1999);
    const crosses = s.patterns.filter((p) => p.kind === 'grand cross');
    const fixedCross = crosses.find((x) =>
      (['Mars', 'Saturn', 'Uranus'] as const).every((m) => x.members.includes(m)),
    );
    expect(fixedCross?.members).toEqual(expect.arrayContaining(['Mars', 'Saturn', 'Uranus']));
    expect(fixedCross!.members.some((m) => m === 'Sun' || m === 'Moon')).toBe(true);
    // Weighted: the lights count double, and only the Libra Ascendant is cardinal.
    expect(s.modalities.fixed).toBe(8);
    expect(s.members.cardinal).toEqual(['Ascendant']);
    expect(s.moonPhase?.phase).toBe('new');
    const r = composeNatal({ chart: ECLIPSE_1999 });
    expect(r.markdown).toMatch(/lock together in a grand cross/);
    expect(r.markdown).toMatch(/By mode, fixed signs weigh most/);
  });

  it('phrases a T-square with a conjunction at one end for three planets, the focal planet named', () => {
    // The second reviewer's chart shape: the Moon and Jupiter conjunct, together opposite Neptune,
    // Saturn the apex (constructed positions).
    const merged = mergePatterns(aspectPatterns({ Moon: 10, Jupiter: 14, Neptune: 192, Saturn: 281 }));
    const t = merged.find((p) => p.kind === 'T-square')!;
    expect(patternSentence(t, {})).toMatch(
      /^The Moon and Jupiter oppose Neptune, and all three square Saturn, the focal planet of a T-square/,
    );
  });

  it('reads one opposition squaring two conjunct planets as one T-square with two focal planets', () => {
    const merged = mergePatterns(aspectPatterns({ Moon: 10, Mars: 190, Sun: 100, Neptune: 104 }));
    expect(merged.filter((p) => p.kind === 'T-square')).toHaveLength(1);
    expect(patternSentence(merged[0]!, {})).toMatch(
      /^The Moon opposes Mars, and both square the Sun and Neptune, the focal planets of a T-square/,
    );
  });

  it('needs the sign relationship for a pattern: no grand trine across square signs (Lennon: Moon 3° Aquarius, Uranus 25° Taurus)', () => {
    // 112° apart is within a trine's orb, but Aquarius and Taurus are square signs.
    expect(aspectBetween(303.5, 55.3)).toBeNull();
    expect(
      aspectPatterns({ Moon: 303.5, Uranus: 55.3, Mercury: 178 }).some((p) => p.kind === 'grand trine'),
    ).toBe(false);
    expect(dignities('Mercury', 'Pis')).toEqual(['detriment', 'fall']);
    expect(dignities('Mercury', 'Vir')).toEqual(['domicile', 'exaltation']);
    expect(dignities('Pluto', 'Sco')).toEqual([]);
  });

  it('writes what the focal planet of a T-square and the apex of a yod do, for that planet (Lennon: Mercury; Bowie: Uranus)', () => {
    const lennon = composeNatal({ chart: natalChart(LENNON) }).markdown;
    expect(lennon).toMatch(
      /both square Mercury, the focal planet of a T-square: the tension finds its outlet in your mind and voice, so thinking it through, writing and speaking are how you resolve it\./,
    );
    const bowie = composeNatal({ chart: BOWIE }).markdown;
    expect(bowie).toMatch(
      /so Uranus is the apex of a yod: your need for freedom is always adjusting to circumstance/,
    );
    for (const md of [lennon, bowie])
      expect(md).not.toMatch(
        /constant small adjustments rather than one grand solution|where you do your hardest and best work/,
      );
    // Every point that can stand at an apex has its own text.
    for (const apex of [
      'Sun',
      'Moon',
      'Mercury',
      'Venus',
      'Mars',
      'Jupiter',
      'Saturn',
      'Uranus',
      'Neptune',
      'Pluto',
      'Ascendant',
      'Medium_Coeli',
    ] as const) {
      const t = patternSentence(
        { kind: 'T-square', members: ['Sun', 'Moon', apex], apex, sides: [['Sun'], ['Moon']] },
        {},
      );
      const y = patternSentence({ kind: 'yod', members: ['Sun', 'Moon', apex], apex }, {});
      expect(t).not.toMatch(/undefined/);
      expect(y).not.toMatch(/undefined/);
    }
  });

  it('never makes an angle one end of an opposition in a figure: a planet opposite the Ascendant stands on the Descendant', () => {
    // The Moon on the Ascendant, Venus on the Descendant, Saturn square both.
    const patterns = aspectPatterns({ Moon: 1, Ascendant: 0, Venus: 180, Saturn: 91 });
    expect(patterns).toEqual([
      expect.objectContaining({ kind: 'T-square', members: ['Moon', 'Venus', 'Saturn'], apex: 'Saturn' }),
    ]);
  });

  it('finds a kite: a grand trine with a fourth planet opposite one corner and sextile the others', () => {
    // Constructed positions (no public chart with a documented kite was at hand): a fire grand
    // trine at 10° Aries, Leo and Sagittarius with Saturn at 10° Libra.
    const patterns = aspectPatterns({ Sun: 10, Moon: 130, Jupiter: 250, Saturn: 190, Mercury: 300 });
    const kite = patterns.find((p) => p.kind === 'kite');
    expect(kite?.apex).toBe('Saturn');
    expect(sorted(kite!.members)).toEqual(sorted(['Sun', 'Moon', 'Jupiter', 'Saturn']));
  });

  it('names the chart ruler and its condition (Bowie: Aquarius rising, ruled by Uranus, retrograde)', () => {
    const s = synthesise(BOWIE);
    expect(s.ruler).toMatchObject({ point: 'Uranus', retrograde: true });
    expect(dignity('Mars', 'Ari')).toBe('domicile');
    expect(dignity('Venus', 'Ari')).toBe('detriment');
    expect(dignity('Saturn', 'Ari')).toBe('fall');
    expect(dignity('Sun', 'Ari')).toBe('exaltation');
  });

  it('finds stelliums by sign and by house, one stellium when the same planets share both; and three of the Sun to Saturn in each (Bowie: Capricorn; not the Moon, Saturn and Pluto in Leo in the 7th)', () => {
    const s = synthesise(BOWIE);
    // The Moon, Saturn and Pluto in the seventh are two planets of his own and Pluto: no stellium (review r22).
    expect(s.stelliums).toEqual([{ sign: 'Cap', members: ['Sun', 'Mercury', 'Mars'] }]);
  });

  it('calls no cluster of two social and two outer planets a stellium (Picasso: Jupiter, Saturn, Neptune and Pluto in the tenth; review r22)', () => {
    const picasso = natalChart(PICASSO);
    // Jupiter and Saturn with Neptune and Pluto: mostly outer planets, so no stellium (review r22).
    expect(synthesise(picasso).stelliums).toEqual([]);
    const overview = composeNatal({ chart: picasso }).markdown.split('## Overview\n\n')[1]!.split('\n\n')[0]!;
    expect(overview).not.toMatch(/four planets in Taurus/);
  });

  it("finds angular planets in the angle's own house, or within 3° before the angle, and reads those in the angle's house (Bowie: the Moon and Saturn on the Descendant, Venus on the Midheaven)", () => {
    const s = synthesise(BOWIE);
    // Only within 3°: Saturn, further from the Descendant, is in the seventh house but not on the angle.
    expect(s.angular).toEqual([
      expect.objectContaining({ point: 'Moon', angle: 'Descendant' }),
      expect.objectContaining({ point: 'Venus', angle: 'Midheaven', orb: 1.8 }),
    ]);
    // Venus is 1.8° before the Midheaven, in the ninth house by degree: the fixture's source reads
    // it conjunct the Midheaven, so the report reads it in the tenth, says why, and never in the ninth.
    const md = composeNatal({ chart: BOWIE }).markdown;
    const venus = section(md, '### Venus in Sagittarius, Tenth House (ninth by the cusps), on the Midheaven');
    expect(venus).not.toMatch(/house by degree/);
    expect(venus).toContain(signedHouseSentence(firstSentence(HOUSE_TEXT.Venus[10]), 'Venus', 'Sagittarius'));
    expect(venus).not.toMatch(/Venus in the ninth house/);
  });

  it('reads a planet just before the Midheaven on the Midheaven in every section (Elizabeth: Saturn 1.1° before it, in the ninth by degree)', () => {
    const md = composeNatal({ chart: natalChart(ELIZABETH) }).markdown;
    expect(md).toContain(
      '### Saturn in Scorpio, Tenth House (ninth by the cusps), on the Midheaven (retrograde)',
    );
    // The tenth house is labelled where the overview first names it (review d).
    expect(md).toMatch(/ruled by Saturn, in Scorpio in the tenth house/);
    // Since review r26b the ruler on the Midheaven leads the overview, which tells the orb once.
    expect(md).toMatch(/Saturn stands within 1\.1° of the Midheaven/);
    expect(md).not.toMatch(/Saturn[^.\n]*ninth house \(|### Saturn[^\n]*Ninth/);
  });

  it('scores the dominant planet by the stated rules: lights, ruler, sect, dignity and angularity first, tallies capped', () => {
    const s = synthesise(BOWIE);
    // The Sun: a light (2), ruler of Leo, where the Moon, Saturn and Pluto stand (capped at 2), one
    // aspect within 3° (1), the Capricorn stellium (1), the yod (1). Saturn, ruler by tradition, is
    // in detriment and only in an angular house, 3° or more from the Descendant.
    expect(s.dominant[0]).toMatchObject({ point: 'Sun', score: 7 });
    expect(s.dominant[0]!.reasons).toEqual([
      'a light',
      'rules the sign of three other planets',
      'one tight aspect',
      'in a stellium',
      'in an aspect pattern',
    ]);
    expect(s.dominant.find((d) => d.point === 'Saturn')!.reasons).toEqual(
      expect.arrayContaining(['chart ruler', 'in an angular house', 'in its detriment']),
    );
    expect(s.dominant.find((d) => d.point === 'Pluto')!.score).toBeLessThan(s.dominant[0]!.score);
  });

  // Nelson Mandela, 18 July 1918, 14:54, Mvezo: the birth data of the round-3 review (Astro-Databank, "Mandela, Nelson").
  it("ranks Mandela's exalted, angular chart ruler Jupiter, the benefic of his day chart, first", () => {
    const mandela = natalChart({
      name: 'Nelson',
      year: 1918,
      month: 7,
      day: 18,
      hour: 14,
      minute: 54,
      lat: -31.95,
      lng: 28.53,
      tz_str: 'Africa/Johannesburg',
    });
    const top = synthesise(mandela).dominant[0]!;
    expect(top.point).toBe('Jupiter');
    expect(top.reasons).toEqual(expect.arrayContaining(['chart ruler', 'benefic of sect', 'exalted']));
  });

  it('names a tie at the top as a tie and puts no planet ahead (Diana: the Moon and Mercury at 7)', () => {
    expect(synthesise(DIANA).dominant.slice(0, 2)).toMatchObject([
      { point: 'Moon', score: 7 },
      { point: 'Mercury', score: 7 },
    ]);
    const md = composeNatal({ chart: DIANA }).markdown;
    // The tie is not told as one planet's lead; the scores line itself left the client's copy (review r28).
    expect(md).not.toMatch(/strongest planet|Planet scores/);
  });

  it('groups the retrogrades (Bowie: Saturn, Uranus and Pluto)', () => {
    expect(synthesise(BOWIE).retrogrades).toEqual(['Saturn', 'Uranus', 'Pluto']);
    // The summary section is the first cut when the report runs long; each placement says so itself.
    const md = composeNatal({ chart: BOWIE }).markdown;
    for (const p of ['Saturn', 'Uranus', 'Pluto'])
      expect(md).toMatch(new RegExp(`### ${p} in [^\\n]*\\(retrograde\\)`));
    expect(md).not.toMatch(/### (Sun|Moon|Mercury|Venus|Mars|Jupiter|Neptune) in [^\n]*\(retrograde\)/);
  });

  it('reads hemispheres and quadrants (Bowie: above the horizon, western, third quadrant)', () => {
    const h = synthesise(BOWIE).hemispheres!;
    expect(h.upper).toBeGreaterThanOrEqual(7);
    expect(h.western).toBeGreaterThanOrEqual(7);
    expect(h.quadrants.indexOf(Math.max(...h.quadrants))).toBe(2);
  });

  it('says a Sun and Moon in one sign as one sign (the 1999 eclipse: both in Leo)', () => {
    const themes = chartThemes(
      synthesise(ECLIPSE_1999),
      [],
      { Sun: 'Leo', Moon: 'Leo' },
      [{ point: 'Moon', sign: 'Leo', dignities: [], lon: 138 }],
      {},
    );
    const lights = themes.find((t) => t.name.startsWith('Sun in '))!;
    expect(lights.sentence).toMatch(/^Your Sun and Moon are both in Leo, a fire sign, so what you aim at/);
    expect(lights.sentence).not.toMatch(/Sun in Leo and Moon in Leo/);
  });

  it('joins a planet that stands in a T-square and a grand trine (Gandhi: the Moon)', () => {
    const t: AspectPattern = { kind: 'T-square', members: ['Venus', 'Jupiter', 'Moon'], apex: 'Moon' };
    const g: AspectPattern = { kind: 'grand trine', members: ['Moon', 'Saturn', 'Neptune'] };
    expect(sharedPatternPlanets([t, g])).toMatch(
      /^The Moon belongs to both the T-square and the grand trine/,
    );
    expect(sharedPatternPlanets([t])).toBeNull();
  });

  it('gives the Moon phase at birth (new at a solar eclipse, full at a lunar eclipse)', () => {
    expect(synthesise(LUNAR_ECLIPSE_2000).moonPhase?.phase).toBe('full');
    expect(moonPhase(100, 100 + 95).phase).toBe('first quarter');
    expect(moonPhase(350, 10).phase).toBe('new');
    expect(composeNatal({ chart: LUNAR_ECLIPSE_2000 }).markdown).toMatch(
      /in its full phase, which Rudhyar reads as/,
    );
  });

  // Review y: three at the base of a yod hold a conjunction too, so they are not all "linked by sextile".
  it('shapes the overview and writes one section per feature present, none without a birth time', () => {
    const r = composeNatal({ chart: BOWIE });
    const overview = r.markdown.split('## Chart Synthesis')[0]!;
    expect(overview).toMatch(
      /The Sun, Jupiter and Mars all three form a quincunx to Uranus, with a sextile between them at the base, so Uranus is the apex of a yod/,
    );
    for (const h of [
      'Elements and Modes',
      'Chart Ruler',
      'Planets on the Angles',
      // The Moon phase and retrogrades summaries are the budget's last cuts in this full chart.
    ])
      expect(r.markdown).toContain(`### ${h}`);
    const noTime = composeNatal({
      chart: natalChart({ ...BOWIE, name: 'David', hour: null, minute: null } as ChartInput),
    });
    for (const h of ['Chart Ruler', 'Planets on the Angles'])
      expect(noTime.markdown).not.toContain(`### ${h}`);
    expect(noTime.markdown).not.toMatch(/above the horizon/);
  });
});

describe('T-square focus (fifteenth review)', () => {
  it('names a T-square by its tightest focus when two planets square one opposition', () => {
    // Venus Williams's chart: Saturn is 0.4° from square Neptune, Mars 5° away.
    const [first] = aspectPatterns({ Venus: 0, Neptune: 180.2, Mars: 95, Saturn: 90.4 }).filter(
      (p) => p.kind === 'T-square',
    );
    expect(first?.apex).toBe('Saturn');
    const [merged] = mergePatterns(aspectPatterns({ Venus: 0, Neptune: 180.2, Mars: 95, Saturn: 90.4 }));
    expect(merged?.apex).toBe('Saturn');
  });
});
