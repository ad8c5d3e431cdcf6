// What a professional reader looks at before describing placements one by one: element and
// modality balance, the chart ruler and its condition, stelliums, planets on the angles, the
// dominant planet, aspect patterns, the Moon's phase at birth, retrogrades as a group and where
// the planets gather by hemisphere and quadrant. Pure functions of the chart.
import { diff180, signIndex } from '../astro/angles';
import { anglesAt, SIDEREAL_DEG_PER_DAY } from '../astro/chart';
import { astroTime, BODIES } from '../astro/ephemeris';
import { ascendant, midheaven } from '../astro/houses';
import { dayArc, MAJOR_ASPECTS } from '../astro/aspects';
import { SIGNS, type Chart, type ChartPoint, type PointName, type SignAbbrev } from '../astro/types';
import { SIGN_INFO, type Element, type Modality } from './content/astro';
import { findPoint, isUncertain } from './astro-facts';
import { cardinal } from './text';
import { EXALTED, SIGN_LORD } from './essential-dignity';

/** The ten planets, the points every synthesis measure counts. */
export const PLANETS: readonly PointName[] = BODIES;

export type Dignity = 'domicile' | 'exaltation' | 'detriment' | 'fall';

/** The seven classical planets: the ones William Lilly's table of essential dignities covers. */
export const CLASSICAL: readonly PointName[] = BODIES.slice(0, 7);
/** The personal planets: they move fast enough that their sign and house are the person's own. */
export const PERSONAL: readonly PointName[] = BODIES.slice(0, 5);
/** Slow planets spend years in a sign, so their sign speaks for a generation. */
export const GENERATIONAL: readonly PointName[] = BODIES.slice(7);
/** Jupiter to Pluto: a group of them in one sign is shared by everyone born for months or years. */
const SLOW: readonly PointName[] = BODIES.slice(5);

const opposite = (s: SignAbbrev) => SIGNS[(SIGNS.indexOf(s) + 6) % 12]!;

/**
 * Every essential dignity or debility of a classical planet in a sign, strongest first: Mercury
 * in Virgo is both at home and exalted, in Pisces both in detriment and in fall. The outer
 * planets and the points have none in Lilly's table.
 */
export function dignities(point: PointName, sign: SignAbbrev): Dignity[] {
  if (!CLASSICAL.includes(point)) return [];
  const out: Dignity[] = [];
  if (SIGN_LORD[sign] === point) out.push('domicile');
  if (EXALTED[sign] === point) out.push('exaltation');
  if (SIGN_LORD[opposite(sign)] === point) out.push('detriment');
  if (EXALTED[opposite(sign)] === point) out.push('fall');
  return out;
}

/**
 * Pairs of classical planets in mutual reception by domicile: each in a sign the other rules (Mars
 * in Capricorn with Saturn in Aries), so each can help the other. Reception is help from a host,
 * not dignity: a planet in its detriment or fall stays debilitated, as Lilly reads it.
 */
export function mutualReceptions(placed: { point: PointName; sign: SignAbbrev }[]): [PointName, PointName][] {
  const out: [PointName, PointName][] = [];
  for (let i = 0; i < placed.length; i++)
    for (let j = i + 1; j < placed.length; j++) {
      const [a, b] = [placed[i]!, placed[j]!];
      if (a.point === b.point) continue;
      if (SIGN_LORD[a.sign] === b.point && SIGN_LORD[b.sign] === a.point) out.push([a.point, b.point]);
    }
  return out;
}

/** The strongest dignity or debility, for weighting and headings. */
export function dignity(point: PointName, sign: SignAbbrev): Dignity | null {
  return dignities(point, sign)[0] ?? null;
}

export type PatternAspect = 'conjunction' | 'opposition' | 'trine' | 'square' | 'sextile' | 'quincunx';

/**
 * Orbs for pattern finding: the report's own aspect orbs, so a pattern never rests on an aspect
 * the Aspects section and the technical details would not count; the quincunx, a minor aspect
 * the engine does not list, keeps its usual tight 3°.
 */
const PATTERN_ORBS: [PatternAspect, number, number][] = [
  ...MAJOR_ASPECTS.map((a): [PatternAspect, number, number] => [a.aspect, a.angle, a.orb]),
  ['quincunx', 150, 3],
];

export const separation = (a: number, b: number) => Math.abs(((((a - b + 180) % 360) + 360) % 360) - 180);

const SIGN_STEPS: Record<PatternAspect, number> = {
  conjunction: 0,
  sextile: 2,
  square: 3,
  trine: 4,
  quincunx: 5,
  opposition: 6,
};

/** The aspect within pattern orbs, whatever the signs. */
function aspectByOrb(a: number, b: number): PatternAspect | null {
  const d = separation(a, b);
  // Compared at the tenth of a degree the report prints, so Lennon's Moon square Mercury at 5.01°
  // ("5.0°") still closes his documented T-square.
  for (const [name, angle, orb] of PATTERN_ORBS)
    if (Math.round(Math.abs(d - angle) * 10) / 10 <= orb) return name;
  return null;
}

/**
 * The aspect between two longitudes when it also joins signs of its own relationship (a trine
 * joins one element, a square signs three apart): an out-of-sign aspect is too weak to carry a
 * pattern.
 */
export function aspectBetween(a: number, b: number): PatternAspect | null {
  const name = aspectByOrb(a, b);
  if (!name) return null;
  const steps = Math.abs(signIndex(a) - signIndex(b));
  return Math.min(steps, 12 - steps) === SIGN_STEPS[name] ? name : null;
}

/** The aspect that holds over a whole arc of positions of `a` (a Moon without a birth time), else null. */
function aspectOverArc(arc: [number, number], b: number): PatternAspect | null {
  const first = aspectBetween(arc[0], b);
  return first && aspectBetween(arc[1], b) === first ? first : null;
}

export type PatternKind = 'grand trine' | 'T-square' | 'grand cross' | 'yod' | 'kite';

export interface AspectPattern {
  kind: PatternKind;
  members: PointName[];
  /** The focal planet: the apex of a T-square or yod, the tail of a kite. */
  apex?: PointName;
  /** A T-square's further focal planets, conjunct the apex, when the same opposition squares them all. */
  coApexes?: PointName[];
  /** A grand trine's or kite's corners, more than one planet on a corner when a conjunction holds it. */
  corners?: PointName[][];
  /** A T-square's two ends of the opposition (more than one point on an end when a conjunction joins it). */
  sides?: [PointName[], PointName[]];
}

/** Points that can form aspect patterns: the ten planets, and the Ascendant and Midheaven. */
// The Ascendant and Midheaven are the chart's frame, not bodies: an astrologer does not count
// them as corners of a grand trine or the apex of a yod.
const PATTERN_POINTS: readonly PointName[] = PLANETS;

/**
 * Grand trines, T-squares, grand crosses, yods and kites among the ten planets and, when they are
 * given (a known birth time), the Ascendant and Midheaven.
 */
export function aspectPatterns(
  positions: Partial<Record<PointName, number>>,
  /** Points whose position is only known as an arc (the Moon without a birth time). */
  arcs: Partial<Record<PointName, [number, number]>> = {},
): AspectPattern[] {
  const pts = PATTERN_POINTS.filter((p) => positions[p] !== undefined);
  const aspectOf = (a: PointName, b: PointName): PatternAspect | null => {
    const arcA = arcs[a];
    const arcB = arcs[b];
    return arcA
      ? aspectOverArc(arcA, positions[b]!)
      : arcB
        ? aspectOverArc(arcB, positions[a]!)
        : aspectBetween(positions[a]!, positions[b]!);
  };
  // Every pair's aspect once: the searches below ask for each pair many times over.
  const index = new Map(pts.map((p, i) => [p, i]));
  const pairs = pts.map((a) => pts.map((b) => (a === b ? null : aspectOf(a, b))));
  const asp = (a: PointName, b: PointName) => pairs[index.get(a)!]![index.get(b)!] ?? null;
  const out: AspectPattern[] = [];
  const trines: [PointName, PointName, PointName][] = [];
  for (let i = 0; i < pts.length; i++)
    for (let j = i + 1; j < pts.length; j++)
      for (let k = j + 1; k < pts.length; k++) {
        const [a, b, c] = [pts[i]!, pts[j]!, pts[k]!];
        if (asp(a, b) === 'trine' && asp(b, c) === 'trine' && asp(a, c) === 'trine') {
          trines.push([a, b, c]);
          out.push({ kind: 'grand trine', members: [a, b, c] });
        }
      }
  const crosses: PointName[][] = [];
  const tSquares: AspectPattern[] = [];
  for (let i = 0; i < pts.length; i++)
    for (let j = i + 1; j < pts.length; j++) {
      const [a, b] = [pts[i]!, pts[j]!];
      if (asp(a, b) !== 'opposition') continue;
      const apexes = pts.filter(
        (c) => c !== a && c !== b && asp(a, c) === 'square' && asp(b, c) === 'square',
      );
      for (let x = 0; x < apexes.length; x++)
        for (let y = x + 1; y < apexes.length; y++)
          if (asp(apexes[x]!, apexes[y]!) === 'opposition') {
            const members = [a, b, apexes[x]!, apexes[y]!].sort(
              (p, q) => PATTERN_POINTS.indexOf(p) - PATTERN_POINTS.indexOf(q),
            );
            if (!crosses.some((m) => m.join() === members.join())) crosses.push(members);
          }
      for (const c of apexes)
        tSquares.push({ kind: 'T-square', members: [a, b, c], apex: c, sides: [[a], [b]] });
    }
  // The figure is named by its tightest focus, the planet whose squares are nearest exact, so the
  // first T-square read (and the first apex of merged ones) is that one.
  const offSquare = (x: PointName, y: PointName) => {
    const d = Math.abs(positions[x]! - positions[y]!) % 360;
    return Math.abs((d > 180 ? 360 - d : d) - 90);
  };
  const focusOrb = (t: AspectPattern) =>
    Math.max(offSquare(t.apex!, t.sides![0][0]!), offSquare(t.apex!, t.sides![1][0]!));
  out.push(...tSquares.sort((x, y) => focusOrb(x) - focusOrb(y)));
  for (const members of crosses) out.push({ kind: 'grand cross', members });
  for (let i = 0; i < pts.length; i++)
    for (let j = i + 1; j < pts.length; j++) {
      const [a, b] = [pts[i]!, pts[j]!];
      if (asp(a, b) !== 'sextile') continue;
      for (const c of pts)
        if (c !== a && c !== b && asp(a, c) === 'quincunx' && asp(b, c) === 'quincunx')
          out.push({ kind: 'yod', members: [a, b, c], apex: c });
    }
  for (const [a, b, c] of trines)
    for (const d of pts) {
      for (const [x, y, z] of [
        [a, b, c],
        [b, a, c],
        [c, a, b],
      ] as const)
        if (asp(d, x) === 'opposition' && asp(d, y) === 'sextile' && asp(d, z) === 'sextile')
          out.push({ kind: 'kite', members: [a, b, c, d], apex: d });
    }
  // A grand cross holds four T-squares; naming the cross says it all.
  return out.filter(
    (p) => p.kind !== 'T-square' || !crosses.some((m) => p.members.every((x) => m.includes(x))),
  );
}

/** How close an angle's trines and sextiles must be for it to stand as a corner of a figure. */
export const ANGLE_FIGURE_ORB = 3;

/**
 * Grand trines with the Ascendant or Midheaven as one corner, and the kites they make when a planet
 * opposes one of the planet corners and sextiles the other two. The angles are no corners of the
 * planets' own figures (review r19), so these are kept apart and named in the Chart Synthesis
 * (review r29: Whitney Houston's Sun, Moon and Jupiter trine her Midheaven, Saturn opposite the Sun,
 * a fire kite never named). The angle's own aspects hold within 3°, and an angle is never an end
 * of the kite's opposition. A figure whose planet corners all belong to a planets' figure is left
 * to that one.
 */
export function angleFigures(
  positions: Partial<Record<PointName, number>>,
  planetFigures: readonly AspectPattern[] = [],
): AspectPattern[] {
  const pts = PLANETS.filter((p) => positions[p] !== undefined);
  const asp = (a: PointName, b: PointName) => aspectBetween(positions[a]!, positions[b]!);
  const close = (angle: PointName, p: PointName, exact: number) =>
    Math.abs(separation(positions[angle]!, positions[p]!) - exact) <= ANGLE_FIGURE_ORB;
  const out: AspectPattern[] = [];
  for (const angle of ['Ascendant', 'Medium_Coeli'] as const) {
    if (positions[angle] === undefined) continue;
    for (let i = 0; i < pts.length; i++)
      for (let j = i + 1; j < pts.length; j++) {
        const [a, b] = [pts[i]!, pts[j]!];
        if (asp(a, b) !== 'trine' || asp(a, angle) !== 'trine' || asp(b, angle) !== 'trine') continue;
        if (!close(angle, a, 120) || !close(angle, b, 120)) continue;
        if (planetFigures.some((f) => f.kind !== 'yod' && f.members.includes(a) && f.members.includes(b)))
          continue;
        out.push({ kind: 'grand trine', members: [a, b, angle] });
        for (const d of pts)
          for (const [x, y] of [
            [a, b],
            [b, a],
          ] as const)
            if (
              asp(d, x) === 'opposition' &&
              asp(d, y) === 'sextile' &&
              asp(d, angle) === 'sextile' &&
              close(angle, d, 60)
            )
              out.push({ kind: 'kite', members: [a, b, angle, d], apex: d });
      }
  }
  return out;
}

export type MoonPhaseName =
  'new' | 'crescent' | 'first quarter' | 'gibbous' | 'full' | 'disseminating' | 'last quarter' | 'balsamic';

const PHASES: MoonPhaseName[] = [
  'new',
  'crescent',
  'first quarter',
  'gibbous',
  'full',
  'disseminating',
  'last quarter',
  'balsamic',
];

/** Dane Rudhyar's eight lunation phases: the Moon's distance ahead of the Sun, in 45° steps. */
export function moonPhase(sun: number, moon: number): { phase: MoonPhaseName; angle: number } {
  const angle = (((moon - sun) % 360) + 360) % 360;
  return { phase: PHASES[Math.floor(angle / 45)]!, angle };
}

/** The phase at noon, flagged uncertain when the Moon's arc over the day spans two phases. */
function birthMoonPhase(
  sun: number,
  moon: number,
  arc: [number, number] | null,
): ChartSynthesis['moonPhase'] {
  const at = moonPhase(sun, moon);
  const certain = !arc || moonPhase(sun, arc[0]).phase === moonPhase(sun, arc[1]).phase;
  return { ...at, certain, timeKnown: !arc };
}

export interface AngularPlanet {
  point: PointName;
  angle: 'Ascendant' | 'Descendant' | 'Midheaven' | 'IC';
  orb: number;
}

/** Within this many degrees of an angle, in the angle's own house, a planet is on the angle: wider is only in the house. */
export const ANGULAR_ORB = 3;
/**
 * Within this many degrees before an angle, in the house before it (a Sun 2° above the Ascendant,
 * in the twelfth), a point is conjunct the angle and read in the angle's house, in every section:
 * the traditional 5° rule, one with the aspect list's 5° "on your Ascendant" (review r26: a Jupiter
 * 3.7° above the Ascendant was read as a twelfth-house recluse and as "larger than life").
 */
export const CUSP_ORB = 5;
const ANGLE_HOUSE: Record<AngularPlanet['angle'], number> = {
  Ascendant: 1,
  IC: 4,
  Descendant: 7,
  Midheaven: 10,
};

/** The angle a point stands on, by the two orbs above, or null (always null without a birth time). */
export function angleContact(chart: Chart, p: ChartPoint): AngularPlanet | null {
  if (!chart.birth_time_known || p.house === null) return null;
  const asc = findPoint(chart, 'Ascendant');
  const mc = findPoint(chart, 'Medium_Coeli');
  if (!asc || !mc || p.name === 'Ascendant' || p.name === 'Medium_Coeli') return null;
  const angles: [AngularPlanet['angle'], number][] = [
    ['Ascendant', asc.abs_pos],
    ['Descendant', (asc.abs_pos + 180) % 360],
    ['Midheaven', mc.abs_pos],
    ['IC', (mc.abs_pos + 180) % 360],
  ];
  for (const [angle, at] of angles) {
    const orb = separation(p.abs_pos, at);
    const own = ANGLE_HOUSE[angle];
    if ((orb <= ANGULAR_ORB && p.house === own) || (orb <= CUSP_ORB && p.house === ((own + 10) % 12) + 1))
      return { point: p.name, angle, orb: Math.round(orb * 10) / 10 };
  }
  return null;
}

/** The sky turns by the sidereal rate: degrees of right ascension per minute of clock time. */
const SIDEREAL_DEG_PER_MINUTE = SIDEREAL_DEG_PER_DAY / 1440;

/**
 * How many minutes of clock time separate the birth from the moment the angle stood exactly on the
 * planet: the chart's own sky turned forward or back at the sidereal rate (the Midheaven gives the
 * sidereal angle, the latitude the Ascendant), with the planet's own motion, so a sign of short
 * ascension rising fast gives fewer minutes than the flat four a degree (review r29: Pisces rising
 * at 40°N covers 1.8° in about 4½ minutes, not 7). Null without a birth time or where the angle
 * does not reach the planet within four hours (a polar sky).
 */
export function angleMinutes(chart: Chart, contact: AngularPlanet): number | null {
  const p = findPoint(chart, contact.point);
  const mc = findPoint(chart, 'Medium_Coeli');
  if (!chart.birth_time_known || !p || !mc) return null;
  // The same sky the chart was cast from.
  const { armc, eps } = anglesAt(astroTime(chart.julian_day_ut), chart.lng);
  const horizon = contact.angle === 'Ascendant' || contact.angle === 'Descendant';
  const flip = contact.angle === 'Descendant' || contact.angle === 'IC' ? 180 : 0;
  // The signed distance from the angle to the planet, `m` minutes from the birth.
  const gap = (m: number) => {
    const at = armc + m * SIDEREAL_DEG_PER_MINUTE;
    const angle = (horizon ? ascendant(at, eps, chart.lat) : midheaven(at, eps)) + flip;
    return diff180(p.abs_pos + (p.speed * m) / 1440, angle);
  };
  // A chart whose angles do not come from one sky (a hand-built one) has no clock to read.
  const asc = findPoint(chart, 'Ascendant');
  if (!asc || Math.abs(diff180(ascendant(armc, eps, chart.lat), asc.abs_pos)) > 0.1) return null;
  const g0 = gap(0);
  if (g0 === 0) return 0;
  // The angles move forward through the zodiac: a planet ahead is reached later, one behind was left earlier.
  const dir = g0 > 0 ? 1 : -1;
  const step = 0.1;
  let prev = g0;
  for (let m = step; m <= 240; m += step) {
    const g = gap(dir * m);
    if (Math.sign(g) !== Math.sign(g0)) {
      // A jump across the zodiac (the polar Ascendant flipping) is no crossing.
      if (Math.abs(g - prev) > 10) return null;
      return m - step + (step * Math.abs(prev)) / (Math.abs(prev) + Math.abs(g));
    }
    prev = g;
  }
  return null;
}

/**
 * The clock minutes the Ascendant takes to cross one degree at the birth, from its motion over two
 * minutes either side: the flat "1° every 4 minutes" is an average that fails far from the equator
 * (issue 27: at 60°N some signs rise in under an hour). Null without a birth time, for a chart whose
 * angles do not come from one sky, or where the Ascendant jumps across the zodiac (a polar sky).
 */
export function ascendantMinutesPerDegree(chart: Chart): number | null {
  const asc = findPoint(chart, 'Ascendant');
  if (!chart.birth_time_known || !asc) return null;
  const { armc, eps } = anglesAt(astroTime(chart.julian_day_ut), chart.lng);
  if (Math.abs(diff180(ascendant(armc, eps, chart.lat), asc.abs_pos)) > 0.1) return null;
  const at = (m: number) => ascendant(armc + m * SIDEREAL_DEG_PER_MINUTE, eps, chart.lat);
  const moved = diff180(at(2), at(-2));
  return moved > 0 && moved < 10 ? 4 / moved : null;
}

/** The house a point is read in: its own, or the angle's when it stands just before an angle. */
export function readingHouse(chart: Chart, p: ChartPoint): number | null {
  if (!chart.birth_time_known) return null;
  const on = angleContact(chart, p);
  return on ? ANGLE_HOUSE[on.angle] : p.house;
}

/** Lilly's orb of combustion: a planet this close to the Sun is burned by its rays. */
export const COMBUST_ORB = 8.5;
/** Under the Sun's beams: beyond combustion, still outshone, a milder debility. */
export const BEAMS_ORB = 17;
/** Cazimi, "in the heart of the Sun": within 17 minutes of arc, which tradition counts a strength. */
export const CAZIMI_ORB = 17 / 60;

/** The planets that can be combust: the Sun's own light cannot burn it, and the outer planets are not in the scheme. */
const COMBUSTIBLE: readonly PointName[] = ['Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'];

export interface SolarCondition {
  kind: 'cazimi' | 'combust' | 'beams';
  /** Distance from the Sun in degrees. */
  orb: number;
  /** Within the orb of combustion but in another sign from the Sun: counted under the beams, not combust. */
  acrossSign?: boolean;
  /** Behind the Sun in zodiac order: for the Moon, the balsamic close of the cycle, before the new Moon. */
  behind?: boolean;
  /** Without a birth time: cazimi from midnight to midnight, whatever the hour. */
  allDay?: boolean;
  /** Without a birth time, combust at noon: the local hours (0 to 24) within which it was cazimi. */
  cazimiHours?: [number, number];
}

/**
 * The one rule for a classical planet's condition by its distance from the Sun, which every
 * sentence that names combustion asks: cazimi within 17', combust within 8.5° in the Sun's own
 * sign, under the beams within 17°, else null. Most traditional authors deny combustion across a
 * sign boundary, so a planet within 8.5° in another sign is under the beams (review r34: the same
 * 6.2° called combust in one report and not in another). Without a birth time the Sun and the planet move during the day, so cazimi is
 * claimed only when it holds from midnight to midnight (the chart is cast for noon), otherwise it
 * is told as combustion; the Moon, which moves 13° a day, is left out.
 */
export function solarCondition(chart: Chart, point: PointName): SolarCondition | null {
  if (!COMBUSTIBLE.includes(point)) return null;
  if (point === 'Moon' && !chart.birth_time_known) return null;
  const sun = findPoint(chart, 'Sun');
  const p = findPoint(chart, point);
  if (!sun || !p) return null;
  const orb = separation(sun.abs_pos, p.abs_pos);
  if (orb <= CAZIMI_ORB && chart.birth_time_known) return { kind: 'cazimi', orb };
  if (!chart.birth_time_known) {
    const ahead = ((((p.abs_pos - sun.abs_pos) % 360) + 540) % 360) - 180;
    const drift = (p.speed - sun.speed) / 2;
    if (Math.max(Math.abs(ahead - drift), Math.abs(ahead + drift)) <= CAZIMI_ORB)
      return { kind: 'cazimi', orb, allDay: true };
    // Otherwise it may have crossed the Sun's heart at some hour of the day (Mercury always moves
    // too fast against the Sun to stay there all day).
    const rel = p.speed - sun.speed;
    if (rel !== 0) {
      const [from, to] = [(-CAZIMI_ORB - ahead) / rel, (CAZIMI_ORB - ahead) / rel].sort((x, y) => x - y);
      const [a, b] = [Math.max(from!, -0.5), Math.min(to!, 0.5)];
      if (a < b) return { kind: 'combust', orb, cazimiHours: [12 + a * 24, 12 + b * 24] };
    }
  }
  const acrossSign = Math.floor(sun.abs_pos / 30) !== Math.floor(p.abs_pos / 30);
  const behind = (((p.abs_pos - sun.abs_pos) % 360) + 360) % 360 > 180;
  if (orb <= COMBUST_ORB && acrossSign) return { kind: 'beams', orb, acrossSign };
  if (orb <= COMBUST_ORB) return { kind: 'combust', orb, ...(behind ? { behind } : {}) };
  return orb <= BEAMS_ORB ? { kind: 'beams', orb } : null;
}

export interface DominantScore {
  point: PointName;
  score: number;
  reasons: string[];
  /** The planets standing in signs it rules (of certain sign). */
  disposes: PointName[];
}

/** An accidental debility that tempers a planet's essential dignity. */
export type Impediment = 'combust' | 'retrograde';

/** A classical planet's accidental debilities, in the order they are told: combust, then retrograde. */
export function impediments(chart: Chart, point: PointName): Impediment[] {
  const p = findPoint(chart, point);
  if (!p || !CLASSICAL.includes(point) || point === 'Sun') return [];
  const solar = solarCondition(chart, point);
  return [
    ...(solar?.kind === 'combust' && !solar.cazimiHours ? (['combust'] as const) : []),
    ...(p.retrograde ? (['retrograde'] as const) : []),
  ];
}

/** A ruling planet and the state it is in: sign, house, dignity, motion and any angle it stands on. */
export interface RulerCondition {
  point: PointName;
  sign: SignAbbrev;
  house: number | null;
  retrograde: boolean;
  /** Within the Sun's rays (not cazimi). */
  combust?: boolean;
  dignity: Dignity | null;
  angular: AngularPlanet | null;
}

/**
 * The conventional weighting of temperament: the lights and the Ascendant count double, Mercury to
 * Saturn once, and Uranus, Neptune and Pluto not at all, since their signs are a generation's.
 */
export const TEMPERAMENT_WEIGHT: Partial<Record<PointName, number>> = {
  Sun: 2,
  Moon: 2,
  Ascendant: 2,
  Mercury: 1,
  Venus: 1,
  Mars: 1,
  Jupiter: 1,
  Saturn: 1,
};

export interface Temperament {
  /** Weighted element and mode scores over the points whose sign is certain. */
  elements: Record<Element, number>;
  modalities: Record<Modality, number>;
  /** The weighted points in each element and mode, weightiest first. */
  members: Record<Element | Modality, PointName[]>;
  /** The outer planets in each element and mode, which the weighting leaves out. */
  slow: Record<Element | Modality, PointName[]>;
  /**
   * With an unknown birth time, the scores once more for each sign a weighted planet (the Moon)
   * may have held that day, so the report says only what holds in all of them.
   */
  alternatives: {
    point: PointName;
    sign: SignAbbrev;
    elements: Record<Element, number>;
    modalities: Record<Modality, number>;
  }[];
}

/** The elements or modes with the highest score, sorted: one leader, or several level. */
export function leadersOf<K extends string>(scores: Record<K, number>): K[] {
  const top = Math.max(...(Object.values(scores) as number[]));
  return (Object.keys(scores) as K[]).filter((k) => scores[k] === top).sort();
}

/** The chart's temperament by TEMPERAMENT_WEIGHT; the Ascendant only with a birth time. */
export function temperament(chart: Chart): Temperament {
  const elements: Record<Element, number> = { fire: 0, earth: 0, air: 0, water: 0 };
  const modalities: Record<Modality, number> = { cardinal: 0, fixed: 0, mutable: 0 };
  const members = { fire: [], earth: [], air: [], water: [], cardinal: [], fixed: [], mutable: [] } as Record<
    Element | Modality,
    PointName[]
  >;
  const slow = { fire: [], earth: [], air: [], water: [], cardinal: [], fixed: [], mutable: [] } as Record<
    Element | Modality,
    PointName[]
  >;
  for (const name of [...Object.keys(TEMPERAMENT_WEIGHT), ...GENERATIONAL] as PointName[]) {
    const p = findPoint(chart, name);
    if (!p || isUncertain(p) || (name === 'Ascendant' && !chart.birth_time_known)) continue;
    const { element, modality } = SIGN_INFO[p.sign];
    const w = TEMPERAMENT_WEIGHT[name];
    if (!w) {
      slow[element].push(name);
      slow[modality].push(name);
      continue;
    }
    elements[element] += w;
    modalities[modality] += w;
    members[element].push(name);
    members[modality].push(name);
  }
  const alternatives: Temperament['alternatives'] = [];
  // The Moon alone: it is the weighted planet that changes sign on most birthdays.
  const moon = findPoint(chart, 'Moon');
  if (moon && isUncertain(moon))
    for (const sign of moon.uncertain!.signs) {
      const { element, modality } = SIGN_INFO[sign];
      const w = TEMPERAMENT_WEIGHT.Moon!;
      alternatives.push({
        point: 'Moon',
        sign,
        elements: { ...elements, [element]: elements[element] + w },
        modalities: { ...modalities, [modality]: modalities[modality] + w },
      });
    }
  return { elements, modalities, members, slow, alternatives };
}

export interface ChartSynthesis extends Temperament {
  /** Planets whose sign depends on the unknown birth time, left out of the counts. */
  uncertain: PointName[];
  ruler: RulerCondition | null;
  /** The traditional ruler of Aquarius, Scorpio or Pisces rising (Saturn, Mars, Jupiter), which rules beside the modern one. */
  coRuler: RulerCondition | null;
  /**
   * Planets gathered by sign or house; `leans` lists the members that make it a weak headline:
   * in a stellium by sign alone, the outer planets, and Jupiter and Saturn when at most one fast
   * planet joins them (a cluster everyone born that season shares); in one by house, a planet
   * within a degree of either cusp of the house.
   */
  stelliums: { sign?: SignAbbrev; house?: number; members: PointName[]; leans?: PointName[] }[];
  angular: AngularPlanet[];
  /** How far each light stands past the angle that opens its house, when that house is angular. */
  pastAngle: Partial<Record<'Sun' | 'Moon', number>>;
  /** Planets by the dominance score, highest first. */
  dominant: DominantScore[];
  patterns: AspectPattern[];
  /** `certain` is false when the unknown birth time leaves the Moon in one of two phases. */
  moonPhase: { phase: MoonPhaseName; angle: number; certain: boolean; timeKnown: boolean } | null;
  retrogrades: PointName[];
  /** Grand trines and kites with an angle as one corner (`angleFigures`); empty without a birth time. */
  angleFigures: AspectPattern[];
  /**
   * The accidental debilities of the classical planets besides the Sun: combust (not cazimi, and,
   * without a birth time, only when no hour of the day left it in the Sun's heart) and retrograde.
   * Whatever praises a planet's dignity says these with it (review r29: a combust, retrograde
   * Mercury "at home and exalted … with unusual ease").
   */
  impeded: Partial<Record<PointName, Impediment[]>>;
  /** Planet counts by hemisphere and quadrant; null without a birth time. */
  hemispheres: {
    upper: number;
    lower: number;
    eastern: number;
    western: number;
    quadrants: [number, number, number, number];
  } | null;
}

/** The Ascendant's modern ruler. */
export function chartRuler(ascSign: SignAbbrev): PointName {
  return SIGN_INFO[ascSign].ruler;
}

/** Lilly's rulers of the three signs the modern planets were given; both rule a chart rising there. */
const TRADITIONAL_RULER: Partial<Record<SignAbbrev, PointName>> = {
  Aqu: 'Saturn',
  Sco: 'Mars',
  Pis: 'Jupiter',
};

/** The traditional co-ruler of Aquarius, Scorpio or Pisces rising, else null. */
export function traditionalCoRuler(ascSign: SignAbbrev): PointName | null {
  return TRADITIONAL_RULER[ascSign] ?? null;
}

export function synthesise(chart: Chart): ChartSynthesis {
  const positions: Partial<Record<PointName, number>> = {};
  const planets = PLANETS.flatMap((p) => {
    const x = findPoint(chart, p);
    if (!x) return [];
    positions[p] = x.abs_pos;
    return [x];
  });
  // Counts, stelliums and rulership tallies leave out a planet whose sign the unknown hour leaves open.
  const { elements, modalities, members, slow, alternatives } = temperament(chart);
  const uncertain = planets.filter(isUncertain).map((p) => p.name);
  const certain = planets.filter((p) => !isUncertain(p));
  const known = chart.birth_time_known;
  const asc = known ? findPoint(chart, 'Ascendant') : undefined;
  const mc = known ? findPoint(chart, 'Medium_Coeli') : undefined;

  const angular = planets.flatMap((p) => angleContact(chart, p) ?? []);
  const pastAngle: ChartSynthesis['pastAngle'] = {};
  const ascAt = findPoint(chart, 'Ascendant')?.abs_pos;
  const mcAt = findPoint(chart, 'Medium_Coeli')?.abs_pos;
  for (const p of planets)
    if (known && (p.name === 'Sun' || p.name === 'Moon') && ascAt !== undefined && mcAt !== undefined) {
      const opening = { 1: ascAt, 4: mcAt + 180, 7: ascAt + 180, 10: mcAt }[p.house ?? 0];
      if (opening !== undefined) pastAngle[p.name] = (((p.abs_pos - opening) % 360) + 360) % 360;
    }
  const houseOf = (p: ChartPoint) => readingHouse(chart, p);

  const condition = (name: PointName | null): RulerCondition | null => {
    const r = name ? findPoint(chart, name) : undefined;
    return r && name
      ? {
          point: name,
          sign: r.sign,
          house: houseOf(r),
          retrograde: r.retrograde,
          ...(impediments(chart, name).includes('combust') ? { combust: true } : {}),
          dignity: dignity(name, r.sign),
          angular: angular.find((a) => a.point === name) ?? null,
        }
      : null;
  };
  const ruler = asc ? condition(chartRuler(asc.sign)) : null;
  const coRuler = asc ? condition(traditionalCoRuler(asc.sign)) : null;

  const stelliums: ChartSynthesis['stelliums'] = [];
  const bySign = new Map<SignAbbrev, PointName[]>();
  const byHouse = new Map<number, PointName[]>();
  for (const p of certain) {
    bySign.set(p.sign, [...(bySign.get(p.sign) ?? []), p.name]);
    const h = houseOf(p);
    if (h !== null) byHouse.set(h, [...(byHouse.get(h) ?? []), p.name]);
  }
  // Three of the Sun to Saturn make a stellium: Uranus, Neptune and Pluto only add to one, so a
  // cluster that is mostly outer planets is no personal emphasis.
  const enough = (members: PointName[]) => members.filter((m) => !GENERATIONAL.includes(m)).length >= 3;
  for (const [sign, members] of bySign) if (enough(members)) stelliums.push({ sign, members });
  for (const [house, members] of byHouse) {
    if (!enough(members)) continue;
    // The same planets in one sign and one house are one stellium, told once.
    const same = stelliums.find((st) => st.sign && st.members.join() === members.join());
    if (same) same.house = house;
    else stelliums.push({ house, members });
  }
  // A planet a degree from either cusp of its house, where a few minutes of birth time move it.
  // A planet on an angle is not in doubt: the angle is where it acts most strongly.
  const marginal = (name: PointName, house: number) => {
    const x = planets.find((p) => p.name === name);
    if (!x || !chart.houses || angular.some((a) => a.point === name)) return false;
    const ahead = (from: number, to: number) => (((to - from) % 360) + 360) % 360;
    const past = ahead(chart.houses[house - 1]!.abs_pos, x.abs_pos);
    const before = ahead(x.abs_pos, chart.houses[house % 12]!.abs_pos);
    return Math.min(past, before) <= 1;
  };
  for (const st of stelliums) {
    // A cluster with at most one fast planet is the season's, not the person's; but a house is
    // set by the hour, so slow planets sharing one are this chart's own (Picasso's Jupiter,
    // Saturn, Neptune and Pluto in the tenth), and only a planet on a cusp leans.
    const seasonal = st.members.filter((m) => SLOW.includes(m)).length >= st.members.length - 1;
    const leans = st.members.filter((m) =>
      st.house !== undefined
        ? marginal(m, st.house)
        : GENERATIONAL.includes(m) || (seasonal && SLOW.includes(m)),
    );
    if (leans.length > 0) st.leans = leans;
  }

  if (asc && mc) {
    positions.Ascendant = asc.abs_pos;
    positions.Medium_Coeli = mc.abs_pos;
  }
  // Without a birth time the Moon is only known as the arc it covered that day.
  const moonPoint = findPoint(chart, 'Moon');
  const moonArc = !known && moonPoint ? dayArc(moonPoint) : null;
  const patterns = aspectPatterns(positions, moonArc ? { Moon: moonArc } : {});
  const sun = findPoint(chart, 'Sun');
  const moon = moonPoint;

  // Day or night by where the Sun stands: above the horizon is houses 7 to 12.
  const day = known && sun?.house ? sun.house >= 7 : null;
  const rulesSign = (p: PointName, sign: SignAbbrev) => SIGN_INFO[sign].ruler === p || SIGN_LORD[sign] === p;
  const dominant: DominantScore[] = planets.map((p) => {
    const reasons: string[] = [];
    let score = 0;
    const add = (n: number, why: string) => {
      score += n;
      reasons.push(why);
    };
    // Weighed as a traditional reader does: the lights, the chart ruler, the benefic of sect,
    // essential dignity and angularity first; rulership and aspects count, but capped, so a
    // planet cannot win on tallies alone.
    if (p.name === 'Sun' || p.name === 'Moon') add(2, 'a light');
    else if (!GENERATIONAL.includes(p.name))
      add(1, PERSONAL.includes(p.name) ? 'a personal planet' : 'a social planet');
    if (ruler?.point === p.name || coRuler?.point === p.name) add(3, 'chart ruler');
    if (day !== null && p.name === (day ? 'Jupiter' : 'Venus')) add(1, 'benefic of sect');
    const ang = angular.find((a) => a.point === p.name);
    const house = houseOf(p);
    if (ang) add(3, `on the ${ang.angle}`);
    else if (house !== null && house % 3 === 1) add(1, 'in an angular house');
    // A planet whose sign the unknown hour leaves open has no dignity to score.
    const dig = isUncertain(p) ? null : dignity(p.name, p.sign);
    if (dig === 'domicile' || dig === 'exaltation')
      add(2, dig === 'domicile' ? 'in its domicile' : 'exalted');
    if (dig === 'detriment' || dig === 'fall') add(-1, `in its ${dig}`);
    const disposes = certain.filter((q) => q !== p && rulesSign(p.name, q.sign)).map((q) => q.name);
    const ruled = disposes.length;
    if (ruled > 0)
      add(Math.min(ruled, 2), `rules the sign of ${cardinal(ruled)} other planet${ruled === 1 ? '' : 's'}`);
    // Aspects count when tight, in sign, certain all day, and not between two generational planets.
    const tight = planets.filter((q) => {
      if (q === p) return false;
      if (GENERATIONAL.includes(p.name) && GENERATIONAL.includes(q.name)) return false;
      if (moonArc && (p.name === 'Moon' || q.name === 'Moon')) {
        const other = p.name === 'Moon' ? q : p;
        const a = aspectOverArc(moonArc, other.abs_pos);
        if (!a || a === 'quincunx') return false;
        const exact = PATTERN_ORBS.find(([n]) => n === a)![1];
        return [moonArc[0], moonArc[1]].every((m) => Math.abs(separation(m, other.abs_pos) - exact) <= 3);
      }
      const a = aspectBetween(p.abs_pos, q.abs_pos);
      if (!a || a === 'quincunx') return false;
      const exact = PATTERN_ORBS.find(([n]) => n === a)![1];
      return Math.abs(separation(p.abs_pos, q.abs_pos) - exact) <= 3;
    }).length;
    if (tight > 0) add(Math.min(tight, 2), `${cardinal(tight)} tight aspect${tight === 1 ? '' : 's'}`);
    if (stelliums.some((s) => s.members.includes(p.name))) add(1, 'in a stellium');
    if (patterns.some((x) => x.members.includes(p.name))) add(1, 'in an aspect pattern');
    return { point: p.name, score, reasons, disposes };
  });
  dominant.sort((a, b) => b.score - a.score || PLANETS.indexOf(a.point) - PLANETS.indexOf(b.point));

  let hemispheres: ChartSynthesis['hemispheres'] = null;
  if (known) {
    const q: [number, number, number, number] = [0, 0, 0, 0];
    // Quadrants are geometry: a planet just before an angle is counted where it stands.
    for (const p of planets) if (p.house !== null) q[Math.floor((p.house - 1) / 3)]!++;
    // Houses 7-12 lie above the horizon; houses 10-3 on the eastern (Ascendant) side.
    hemispheres = {
      upper: q[2] + q[3],
      lower: q[0] + q[1],
      eastern: q[3] + q[0],
      western: q[1] + q[2],
      quadrants: q,
    };
  }

  return {
    elements,
    uncertain,
    modalities,
    members,
    slow,
    alternatives,
    ruler,
    coRuler,
    stelliums,
    angular,
    pastAngle,
    dominant,
    patterns,
    moonPhase: sun && moon ? birthMoonPhase(sun.abs_pos, moon.abs_pos, moonArc) : null,
    retrogrades: planets.filter((p) => p.retrograde).map((p) => p.name),
    angleFigures: asc && mc ? angleFigures(positions, patterns) : [],
    impeded: Object.fromEntries(
      planets.flatMap((p) => {
        const xs = impediments(chart, p.name);
        return xs.length ? [[p.name, xs]] : [];
      }),
    ),
    hemispheres,
  };
}
