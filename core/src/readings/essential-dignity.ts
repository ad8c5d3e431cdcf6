// The five essential dignities (domicile, exaltation, triplicity, term and face) and the two
// debilities, detriment and fall, with the rulers, triplicity rulers (water ruled by Mars by day
// and night) and points of William Lilly's table (Christian Astrology, 1647, book I, "A Table of
// the Essential Dignities of the Planets"). The terms are the Egyptian ones (Ptolemy, Tetrabiblos
// I.20, gives them as the terms in common use), not the Ptolemaic terms Lilly's own table prints,
// so the report names the scheme by its parts and never as Lilly's. The faces are Chaldean. A
// planet with none of the five dignities is peregrine. Pure functions of sign, degree and sect.
import { SIGNS, type PointName, type SignAbbrev } from '../astro/types';
import { SIGN_INFO, type Element } from './content/astro';

type Classical = 'Sun' | 'Moon' | 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn';

/** Lilly's rulers of each sign: the traditional sign rulers, before the modern planets. */
export const SIGN_LORD: Record<SignAbbrev, Classical> = {
  Ari: 'Mars',
  Tau: 'Venus',
  Gem: 'Mercury',
  Can: 'Moon',
  Leo: 'Sun',
  Vir: 'Mercury',
  Lib: 'Venus',
  Sco: 'Mars',
  Sag: 'Jupiter',
  Cap: 'Saturn',
  Aqu: 'Saturn',
  Pis: 'Jupiter',
};

export const EXALTED: Partial<Record<SignAbbrev, Classical>> = {
  Ari: 'Sun',
  Tau: 'Moon',
  Can: 'Jupiter',
  Vir: 'Mercury',
  Lib: 'Saturn',
  Cap: 'Mars',
  Pis: 'Venus',
};

/** Lilly's triplicity rulers, by day and by night. */
const TRIPLICITY: Record<Element, { day: Classical; night: Classical }> = {
  fire: { day: 'Sun', night: 'Jupiter' },
  earth: { day: 'Venus', night: 'Moon' },
  air: { day: 'Saturn', night: 'Mercury' },
  water: { day: 'Mars', night: 'Mars' },
};

/** The Egyptian terms: each sign's five bounds as [ruler, last degree], in zodiac order. */
const TERMS: Record<SignAbbrev, [Classical, number][]> = {
  Ari: [
    ['Jupiter', 6],
    ['Venus', 12],
    ['Mercury', 20],
    ['Mars', 25],
    ['Saturn', 30],
  ],
  Tau: [
    ['Venus', 8],
    ['Mercury', 14],
    ['Jupiter', 22],
    ['Saturn', 27],
    ['Mars', 30],
  ],
  Gem: [
    ['Mercury', 6],
    ['Jupiter', 12],
    ['Venus', 17],
    ['Mars', 24],
    ['Saturn', 30],
  ],
  Can: [
    ['Mars', 7],
    ['Venus', 13],
    ['Mercury', 19],
    ['Jupiter', 26],
    ['Saturn', 30],
  ],
  Leo: [
    ['Jupiter', 6],
    ['Venus', 11],
    ['Saturn', 18],
    ['Mercury', 24],
    ['Mars', 30],
  ],
  Vir: [
    ['Mercury', 7],
    ['Venus', 17],
    ['Jupiter', 21],
    ['Mars', 28],
    ['Saturn', 30],
  ],
  Lib: [
    ['Saturn', 6],
    ['Mercury', 14],
    ['Jupiter', 21],
    ['Venus', 28],
    ['Mars', 30],
  ],
  Sco: [
    ['Mars', 7],
    ['Venus', 11],
    ['Mercury', 19],
    ['Jupiter', 24],
    ['Saturn', 30],
  ],
  Sag: [
    ['Jupiter', 12],
    ['Venus', 17],
    ['Mercury', 21],
    ['Saturn', 26],
    ['Mars', 30],
  ],
  Cap: [
    ['Mercury', 7],
    ['Jupiter', 14],
    ['Venus', 22],
    ['Saturn', 26],
    ['Mars', 30],
  ],
  Aqu: [
    ['Mercury', 7],
    ['Venus', 13],
    ['Jupiter', 20],
    ['Mars', 25],
    ['Saturn', 30],
  ],
  Pis: [
    ['Venus', 12],
    ['Jupiter', 16],
    ['Mercury', 19],
    ['Mars', 28],
    ['Saturn', 30],
  ],
};

/** The Chaldean order, slowest first: the faces run through it from Mars at 0° Aries. */
const CHALDEAN: Classical[] = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'];

const isClassical = (p: PointName): p is Classical => (CHALDEAN as PointName[]).includes(p);
const opposite = (s: SignAbbrev) => SIGNS[(SIGNS.indexOf(s) + 6) % 12]!;

export type EssentialKind = 'domicile' | 'exaltation' | 'triplicity' | 'term' | 'face' | 'detriment' | 'fall';

export interface EssentialState {
  /** Dignities held, strongest first. */
  dignities: EssentialKind[];
  debilities: EssentialKind[];
  /** No dignity of the five. */
  peregrine: boolean;
  /** Lilly's points: domicile 5, exaltation 4, triplicity 3, term 2, face 1; detriment -5, fall -4, peregrine -5. */
  score: number;
  /** True when the triplicity depends on a sect the unknown birth time leaves open. */
  sectUnknown: boolean;
}

const POINTS: Record<EssentialKind, number> = {
  domicile: 5,
  exaltation: 4,
  triplicity: 3,
  term: 2,
  face: 1,
  detriment: -5,
  fall: -4,
};

/** The ruler of the term a longitude falls in. */
export function termRuler(lon: number): Classical {
  const sign = SIGNS[Math.floor((((lon % 360) + 360) % 360) / 30)]!;
  const deg = (((lon % 360) + 360) % 360) - SIGNS.indexOf(sign) * 30;
  return TERMS[sign].find(([, end]) => deg < end)![0];
}

/** The degrees of its sign the term a longitude falls in runs over, as [from, to]. */
export function termBounds(lon: number): [number, number] {
  const sign = SIGNS[Math.floor((((lon % 360) + 360) % 360) / 30)]!;
  const deg = (((lon % 360) + 360) % 360) - SIGNS.indexOf(sign) * 30;
  const i = TERMS[sign].findIndex(([, end]) => deg < end);
  return [i === 0 ? 0 : TERMS[sign][i - 1]![1], TERMS[sign][i]![1]];
}

/** The ruler of the face (decan) a longitude falls in. */
export function faceRuler(lon: number): Classical {
  const decan = Math.floor((((lon % 360) + 360) % 360) / 10);
  return CHALDEAN[(decan + 2) % 7]!;
}

/**
 * Whether an untimed Moon, cast at noon, may stand in its own face for part of the birth day: it
 * moves about 13° a day, so 6.5° either side (review v: Beethoven's Moon at 17° Sagittarius, in the
 * Moon's own face, called peregrine).
 */
export function moonMayHoldFace(noonLon: number): boolean {
  return [-6.5, 0, 6.5].some((d) => faceRuler(noonLon + d) === 'Moon');
}

/** The triplicity ruler of a sign for a day or night chart. */
export function triplicityRuler(sign: SignAbbrev, day: boolean): Classical {
  return TRIPLICITY[SIGN_INFO[sign].element][day ? 'day' : 'night'];
}

/**
 * A classical planet's essential dignities and debilities at a longitude; `day` is null when the
 * birth time is unknown, and then the triplicity counts only where one planet rules by day and
 * night (water), and the Moon's term and face are not counted. Null for the outer planets and the points, which Lilly's table does not cover.
 */
export function essentialState(point: PointName, lon: number, day: boolean | null): EssentialState | null {
  if (!isClassical(point)) return null;
  const sign = SIGNS[Math.floor((((lon % 360) + 360) % 360) / 30)]!;
  const dignities: EssentialKind[] = [];
  const debilities: EssentialKind[] = [];
  const tri = TRIPLICITY[SIGN_INFO[sign].element];
  if (SIGN_LORD[sign] === point) dignities.push('domicile');
  if (EXALTED[sign] === point) dignities.push('exaltation');
  const triplicity =
    day === null ? tri.day === point && tri.night === point : tri[day ? 'day' : 'night'] === point;
  if (triplicity) dignities.push('triplicity');
  // Without a birth time the Moon's degree is unknown (it moves about 13° in the day, across
  // terms and faces), so only its sign's dignities are claimed.
  const degreeKnown = !(day === null && point === 'Moon');
  if (degreeKnown && termRuler(lon) === point) dignities.push('term');
  if (degreeKnown && faceRuler(lon) === point) dignities.push('face');
  if (SIGN_LORD[opposite(sign)] === point) debilities.push('detriment');
  if (EXALTED[opposite(sign)] === point) debilities.push('fall');
  const peregrine = dignities.length === 0;
  const score = [...dignities, ...debilities].reduce((n, k) => n + POINTS[k], peregrine ? -5 : 0);
  const sectUnknown = day === null && (tri.day === point) !== (tri.night === point);
  return { dignities, debilities, peregrine, score, sectUnknown };
}

/** The planet that disposes of a planet: the traditional ruler of the sign it stands in. */
export const dispositor = (sign: SignAbbrev): Classical => SIGN_LORD[sign];

/**
 * The final dispositor: the one planet in its own sign that every chain of rulers, followed from
 * each classical planet, ends in. Null when the chains end in a mutual reception or in more than
 * one planet at home.
 */
export function finalDispositor(signs: Partial<Record<PointName, SignAbbrev>>): Classical | null {
  const ends = new Set<Classical>();
  for (const start of CHALDEAN) {
    if (!signs[start]) return null;
    let at: Classical = start;
    const seen = new Set<Classical>();
    while (!seen.has(at)) {
      seen.add(at);
      at = dispositor(signs[at]!);
    }
    // A chain ending in a planet at home stops on it; one ending in a longer loop has no single end.
    if (dispositor(signs[at]!) !== at) return null;
    ends.add(at);
  }
  return ends.size === 1 ? [...ends][0]! : null;
}
