// The compatibility report: the story of the pair first (the balance of ease and friction and the
// element fit, the strongest contacts in full, then who carries Mercury, Jupiter, Saturn and the
// outer planets into whose personal points), each person in brief, the other contacts within their
// stated orbs ranked by a stated weight, each person's planets in the other's houses, and last the
// relationship score on its one fixed scale. Nothing is chosen at random: the same two charts
// always give the same text.
import { dayArc, inSign, type AspectName } from '../astro/aspects';
import { houseOf } from '../astro/houses';
import type { RelationshipScore as EngineScore, ScoreRuleHit } from '../astro/score';
import { SCORE_BANDS, scoreBand } from '../astro/score-bands';
import type { Chart, PointName } from '../astro/types';
import { balance, findPoint, placementOf, pointTitle } from './astro-facts';
import type { Element } from './content/astro';
import {
  aspectFamily,
  DESCENDANT_TEXT,
  OVERLAY_TEXT,
  SYNASTRY_POINTS,
  SYNASTRY_TEXT,
  synastryKey,
  type HouseNumber,
  type SynastryPoint,
} from './content/authored';
import { elementPairText } from './content/synastry';
import { InputError } from './errors';
import { dignity } from './natal-synthesis';
import { capitalise, cardinal, countWords, listJoin, neutralise, ordinal, plainApostrophes } from './text';
import type {
  CompatibilityBreakdownItem,
  CompatibilityFacts,
  CompatibilityScore,
  PersonSummary,
  Reading,
} from './types';
import { checkName } from './validate';

export interface CompatibilityPerson {
  firstName: string;
  chart: Chart;
}

export interface CompatibilityReadingInput {
  person1: CompatibilityPerson;
  person2: CompatibilityPerson;
  score: CompatibilityScore;
}

/** The product's fixed scale: the ring is drawn out of 44 (a score above it fills the ring). */
export const DEFAULT_SCORE_MAX = 44;
const PORTRAIT_POINTS: PointName[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars'];
const MAX_CONTACTS = 14;

function summary(name: string, chart: Chart): PersonSummary {
  const pts = [...PORTRAIT_POINTS, ...(chart.birth_time_known ? (['Ascendant'] as PointName[]) : [])];
  const placements = pts.flatMap((n) => {
    const p = findPoint(chart, n);
    return p ? [placementOf(chart, p)] : [];
  });
  return { name, birthTimeKnown: chart.birth_time_known, placements };
}

/** The element or elements (a tie) holding the most planets, and how many each holds. */
function leadingElements(chart: Chart): { leaders: Element[]; count: number } {
  const counts = Object.entries(balance(chart).elements) as [Element, number][];
  const count = Math.max(...counts.map(([, n]) => n));
  return { leaders: counts.filter(([, n]) => n === count).map(([e]) => e), count };
}

/** One person in brief: where their personal planets are, with dignity where they have one. */
function portrait(who: string, s: PersonSummary, chart: Chart): string {
  const parts = s.placements.map((f) => {
    if (f.point === 'Ascendant') return `${f.signName} rising`;
    const sign = f.possibleSigns ? f.possibleSigns.join(' or ') : f.signName;
    const d = f.possibleSigns ? null : dignity(f.point, f.sign);
    return `${pointTitle(f.point)} in ${sign}${d ? ` (${d === 'domicile' ? 'at home' : d === 'exaltation' ? 'exalted' : `in its ${d}`})` : ''}`;
  });
  const { leaders, count } = leadingElements(chart);
  const out = [
    `${capitalise(listJoin(parts))}.`,
    leaders.length === 1
      ? `${capitalise(cardinal(count))} of ${who}'s ten planets are in ${leaders[0]} signs.`
      : `${who}'s planets are tied between ${listJoin(leaders)}, ${cardinal(count)} in each.`,
  ];
  if (!s.birthTimeKnown)
    out.push(
      `${who}'s birth time is unknown, so there is no rising sign or house here${s.placements.some((p) => p.point === 'Moon' && p.possibleSigns) ? ', and the Moon changed sign that day' : ''}.`,
    );
  return `### ${who}\n\n${out.join(' ')}`;
}

const PERSONAL = new Set<PointName>(['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Ascendant']);

export interface SynastryContact {
  p1: PointName;
  p2: PointName;
  aspect: AspectName;
  orb: number;
  outOfSign?: boolean;
  /** Set when a birth time is unknown and the Moon's contact holds all day. */
  allDay?: boolean;
  /** Set when a point without a birth time moves enough in the day that the orb is only approximate. */
  approximate?: boolean;
}

/**
 * Orbs by the weaker of the two points: 8° between the Sun and Moon, 6° when Mercury, Venus, Mars
 * or the Ascendant is involved, 5° for Jupiter and Saturn, 3° for Uranus, Neptune and Pluto. The
 * sextile, the weakest major aspect, gets about two thirds of that.
 */
type OrbClass = 'light' | 'personal' | 'social' | 'outer';
const ORB_CLASS: Record<SynastryPoint, OrbClass> = {
  Sun: 'light',
  Moon: 'light',
  Mercury: 'personal',
  Venus: 'personal',
  Mars: 'personal',
  Ascendant: 'personal',
  Jupiter: 'social',
  Saturn: 'social',
  Uranus: 'outer',
  Neptune: 'outer',
  Pluto: 'outer',
};
const CLASS_ORDER: OrbClass[] = ['outer', 'social', 'personal', 'light'];
export const SYNASTRY_ORBS: Record<OrbClass, { major: number; sextile: number }> = {
  light: { major: 8, sextile: 5 },
  personal: { major: 6, sextile: 4 },
  social: { major: 5, sextile: 3 },
  outer: { major: 3, sextile: 2 },
};
const ASPECT_ANGLES: [AspectName, number][] = [
  ['conjunction', 0],
  ['sextile', 60],
  ['square', 90],
  ['trine', 120],
  ['opposition', 180],
];

export function synastryOrb(p1: PointName, p2: PointName, aspect: AspectName): number {
  const c1 = ORB_CLASS[p1 as SynastryPoint];
  const c2 = ORB_CLASS[p2 as SynastryPoint];
  const weaker = CLASS_ORDER.indexOf(c1) <= CLASS_ORDER.indexOf(c2) ? c1 : c2;
  return SYNASTRY_ORBS[weaker][aspect === 'sextile' ? 'sextile' : 'major'];
}

/** The aspect between two longitudes within the synastry orb of the two points, if any. */
function contactBetween(
  lon1: number,
  lon2: number,
  p1: PointName,
  p2: PointName,
): { aspect: AspectName; orb: number } | null {
  const d = (((lon1 - lon2) % 360) + 360) % 360;
  const sep = d > 180 ? 360 - d : d;
  for (const [aspect, angle] of ASPECT_ANGLES) {
    const orb = Math.abs(sep - angle);
    if (orb <= synastryOrb(p1, p2, aspect)) return { aspect, orb };
  }
  return null;
}

/**
 * Degrees a day above which a planet's noon position, without a birth time, may be a quarter of a
 * degree or more out: the Sun, Mercury, Venus and usually Mars; their orbs are given to the degree.
 */
const DRIFT = 0.5;

/** A planet opposite the partner's Ascendant: it stands on the partner's Descendant. */
const onDescendant = (x: SynastryContact) =>
  x.aspect === 'opposition' && (x.p1 === 'Ascendant') !== (x.p2 === 'Ascendant');

/** A contact's family as tradition reads it: a planet on the partner's Descendant is a conjunction with partnership, not friction. */
const familyOf = (x: SynastryContact) => (onDescendant(x) ? 'conjunction' : aspectFamily(x.aspect));

/**
 * How much a contact weighs: the two points it joins (the Sun and Moon 5, the Ascendant, Venus
 * and Mars 4, Mercury and Saturn 3, Jupiter 2, the outer planets 1), times its closeness (full
 * weight when exact, half at the edge of its orb), times its aspect (a conjunction or opposition
 * 1, a square or trine 0.9, a sextile 0.7), and three quarters of that when it is out of sign.
 */
const POINT_WEIGHT: Record<SynastryPoint, number> = {
  Sun: 5,
  Moon: 5,
  Ascendant: 4,
  Venus: 4,
  Mars: 4,
  Mercury: 3,
  Saturn: 3,
  Jupiter: 2,
  Uranus: 1,
  Neptune: 1,
  Pluto: 1,
};
const ASPECT_WEIGHT: Record<AspectName, number> = {
  conjunction: 1,
  opposition: 1,
  square: 0.9,
  trine: 0.9,
  sextile: 0.7,
};
export function contactWeight(x: SynastryContact): number {
  const points = POINT_WEIGHT[x.p1 as SynastryPoint] + POINT_WEIGHT[x.p2 as SynastryPoint];
  const closeness = 1 - x.orb / (2 * synastryOrb(x.p1, x.p2, x.aspect));
  return points * closeness * ASPECT_WEIGHT[x.aspect] * (x.outOfSign ? 0.75 : 1);
}
const byWeight = (x: SynastryContact, y: SynastryContact) =>
  contactWeight(y) - contactWeight(x) || x.orb - y.orb;

/**
 * Aspects from person 1's points to person 2's within the synastry orbs, strongest first: at least
 * one personal point, never two outer planets. Without a birth time there is no Ascendant, a
 * contact is kept only when it holds whatever the hour, and a fast planet's orb is given to the
 * nearest degree.
 */
export function synastryAspects(c1: Chart, c2: Chart): SynastryContact[] {
  const out: SynastryContact[] = [];
  const usable = (c: Chart, n: PointName) =>
    n === 'Ascendant' && !c.birth_time_known ? undefined : findPoint(c, n);
  for (const n1 of SYNASTRY_POINTS as readonly PointName[]) {
    const x = usable(c1, n1);
    if (!x) continue;
    for (const n2 of SYNASTRY_POINTS as readonly PointName[]) {
      const y = usable(c2, n2);
      if (!y || !(PERSONAL.has(n1) || PERSONAL.has(n2))) continue;
      if (!synastryKey(n1 as SynastryPoint, n2 as SynastryPoint)) continue;
      const asp = contactBetween(x.abs_pos, y.abs_pos, n1, n2);
      if (!asp) continue;
      const contact: SynastryContact = { p1: n1, p2: n2, aspect: asp.aspect, orb: asp.orb };
      if (!inSign(asp.aspect, x.abs_pos, y.abs_pos)) contact.outOfSign = true;
      // Without a birth time a point can sit anywhere on its day's arc: the contact must hold at
      // both ends (the Moon moves 12-15°, the Sun, Mercury and Venus about a degree).
      const arc1 = c1.birth_time_known ? [x.abs_pos] : dayArc(x);
      const arc2 = c2.birth_time_known ? [y.abs_pos] : dayArc(y);
      const holds = arc1.every((m1) =>
        arc2.every((m2) => contactBetween(m1, m2, n1, n2)?.aspect === asp.aspect),
      );
      if (!holds) continue;
      if ((n1 === 'Moon' && !c1.birth_time_known) || (n2 === 'Moon' && !c2.birth_time_known))
        contact.allDay = true;
      else if (
        (!c1.birth_time_known && Math.abs(x.speed) >= DRIFT) ||
        (!c2.birth_time_known && Math.abs(y.speed) >= DRIFT)
      )
        contact.approximate = true;
      out.push(contact);
    }
  }
  return out.sort(byWeight);
}

/** The authored text of a contact with both names put in. */
function contactText(x: SynastryContact, a: string, b: string): string {
  if (onDescendant(x)) {
    const [planet, owner, other] = x.p2 === 'Ascendant' ? [x.p1, a, b] : [x.p2, b, a];
    return DESCENDANT_TEXT[planet as keyof typeof DESCENDANT_TEXT]
      .replaceAll('{A}', owner)
      .replaceAll('{B}', other);
  }
  const k = synastryKey(x.p1 as SynastryPoint, x.p2 as SynastryPoint)!;
  const text = SYNASTRY_TEXT[k.key]![aspectFamily(x.aspect)];
  const [first, second] = k.swapped ? [b, a] : [a, b];
  return text.replaceAll('{A}', first).replaceAll('{B}', second);
}

const contactName = (x: SynastryContact, a: string, b: string) =>
  onDescendant(x)
    ? x.p2 === 'Ascendant'
      ? `${a}'s ${pointTitle(x.p1)} on ${b}'s Descendant`
      : `${b}'s ${pointTitle(x.p2)} on ${a}'s Descendant`
    : `${a}'s ${pointTitle(x.p1)} ${x.aspect} ${b}'s ${pointTitle(x.p2)}`;

/** The orb as it can honestly be given: to a tenth of a degree, to the degree, or "all day". */
function orbNote(x: SynastryContact): string {
  if (x.allDay) return 'holds all day, whatever the birth time';
  const orb = x.approximate ? `about ${Math.max(1, Math.round(x.orb))}°` : `${x.orb.toFixed(1)}°`;
  return `orb ${orb} of ${synastryOrb(x.p1, x.p2, x.aspect)}° allowed${x.outOfSign ? '; out of sign, so weaker' : ''}`;
}

/**
 * A contact's line. When the same two planets already met the other way round in the same family
 * (`mirrorOf`), its text would repeat with the names swapped, so the line says it mirrors that one.
 */
export function contactLine(x: SynastryContact, a: string, b: string, mirrorOf?: SynastryContact): string {
  const text = mirrorOf
    ? `This mirrors ${contactName(mirrorOf, a, b)}, the same two planets the other way round, so the exchange runs both ways: each of you gives the other what that contact describes.`
    : contactText(x, a, b);
  return `**${contactName(x, a, b)}** (${orbNote(x)}): ${text}`;
}

/** An earlier contact between the same two planets the other way round, in the same family. */
function mirrorIn(earlier: SynastryContact[], x: SynastryContact): SynastryContact | undefined {
  return x.p1 === x.p2
    ? undefined
    : earlier.find((y) => y.p1 === x.p2 && y.p2 === x.p1 && familyOf(y) === familyOf(x));
}

/** The authored overlay text with the planet's owner and the house's owner put in. */
export function overlayText(
  planet: keyof typeof OVERLAY_TEXT,
  house: HouseNumber,
  owner: string,
  houseOwner: string,
): string {
  return OVERLAY_TEXT[planet][house].replaceAll('{P}', owner).replaceAll('{H}', houseOwner);
}

const OVERLAY_PLANETS = ['Sun', 'Moon', 'Venus', 'Mars'] as const;

/**
 * The house of the other's chart where one person's planet falls. It needs the house owner's birth
 * time; without the planet owner's, the planet must stay in that house all day.
 */
function overlayHouse(from: Chart, to: Chart, name: (typeof OVERLAY_PLANETS)[number]): HouseNumber | null {
  if (!to.birth_time_known || !to.houses) return null;
  const p = findPoint(from, name);
  if (!p) return null;
  const cusps = to.houses.map((h) => h.abs_pos);
  const h = houseOf(p.abs_pos, cusps) as HouseNumber;
  if (from.birth_time_known) return h;
  return dayArc(p).every((lon) => houseOf(lon, cusps) === h) ? h : null;
}

/**
 * Each person's Sun, Moon, Venus and Mars in the other's houses, one paragraph for each direction.
 * When both have the same planet in the same house of the other's chart, the second says so.
 */
function overlayParagraphs(a: string, b: string, c1: Chart, c2: Chart): string[] {
  const first = OVERLAY_PLANETS.flatMap((name) => {
    const h = overlayHouse(c1, c2, name);
    return h ? [overlayText(name, h, a, b)] : [];
  });
  const second = OVERLAY_PLANETS.flatMap((name) => {
    const h = overlayHouse(c2, c1, name);
    if (!h) return [];
    return [
      h === overlayHouse(c1, c2, name)
        ? `${b}'s ${name} falls in ${a}'s ${ordinal(h)} house too, so this works both ways.`
        : overlayText(name, h, b, a),
    ];
  });
  return [first, second].filter((p) => p.length > 0).map((p) => p.join(' '));
}

const bandsText = () =>
  SCORE_BANDS.map((band, i) => {
    const next = SCORE_BANDS[i + 1];
    return `${band.label} ${next ? `${band.min}-${next.min - 1}` : `${band.min} and above`}`;
  }).join(', ');

/**
 * The score in three plain sentences on the one fixed scale, what a missing birth time leaves out,
 * and the rules that fired. A scored contact wider than the orbs this report reads is said to be.
 */
function scoreSection(
  score: CompatibilityScore,
  a: string,
  b: string,
  c1: Chart,
  c2: Chart,
  read: SynastryContact[],
): string {
  const band = scoreBand(score.score);
  const lines = score.breakdown.map((it) => {
    const x = it.aspect;
    const wide =
      x && !read.some((r) => r.p1 === x.p1 && r.p2 === x.p2 && r.aspect === x.aspect)
        ? ', wider than the orbs read above'
        : '';
    const asp = x
      ? ` (${a}'s ${pointTitle(x.p1)}, ${b}'s ${pointTitle(x.p2)}; orb ${x.orb.toFixed(1)}°${wide})`
      : '';
    return `- **${neutralise(it.rule)}**${asp}: ${it.points} ${it.points === 1 ? 'point' : 'points'}`;
  });
  const missing = [c1, c2]
    .map((c, i) => (c.birth_time_known ? null : i === 0 ? a : b))
    .filter((x): x is string => x !== null);
  const parts = [
    `Your score is ${score.score} out of ${DEFAULT_SCORE_MAX}, in the band called ${band.label} (the bands run ${bandsText()}).`,
    'It counts only a handful of classic contacts, between the Suns, the Moons, Venus and Mars and the Ascendants, plus 5 points when both Suns are in signs of the same mode, and two people picked at random average about 14.5.',
    `So it measures one traditional kind of ease, and the contacts described above say far more about how ${a} and ${b} get on.`,
  ];
  if (missing.length > 0) {
    const range = !score.range
      ? ''
      : score.range.min === score.range.max
        ? ` Whatever the hour of birth, it stays at ${score.range.min}.`
        : ` Over the possible hours of birth it would run from ${score.range.min} to ${score.range.max}.`;
    parts.push(
      missing.length === 1
        ? `Without ${missing[0]}'s birth time, ${missing[0]}'s Ascendant does not score, and ${missing[0]}'s Moon scores only where its contact holds all day.${range}`
        : `Without ${a}'s and ${b}'s birth times neither Ascendant scores, and each Moon scores only where its contact holds all day.${range}`,
    );
  }
  return `## The Score\n\n${parts.join(' ')}\n\n${lines.length > 0 ? lines.join('\n') : `- None of the scored contacts occur between ${a}'s and ${b}'s charts.`}`;
}

/** Planets whose conjunction (or place on the Descendant) is charged rather than easy. */
const HARD_CONJUNCTION = new Set<PointName>(['Mars', 'Saturn', 'Uranus', 'Pluto']);

/**
 * How much of a contact's weight counts as ease: all of a trine or sextile, none of a square or
 * opposition; a conjunction is mostly easy, mostly charged with Mars, Saturn, Uranus or Pluto, and
 * half and half with Neptune.
 */
export function contactEase(x: SynastryContact): number {
  const f = familyOf(x);
  if (f !== 'conjunction') return f === 'flowing' ? 1 : 0;
  if (HARD_CONJUNCTION.has(x.p1) || HARD_CONJUNCTION.has(x.p2)) return 0.25;
  return x.p1 === 'Neptune' || x.p2 === 'Neptune' ? 0.5 : 0.9;
}

type Tone = 'easy' | 'tense';
type ThreadPlanet = 'Mercury' | 'Jupiter' | 'Saturn' | 'Uranus' | 'Neptune' | 'Pluto';
const THREAD_PLANETS: ThreadPlanet[] = ['Saturn', 'Jupiter', 'Mercury', 'Uranus', 'Neptune', 'Pluto'];

/**
 * What one person's planet does to the other's personal points, in each direction: written for the
 * planet and for whether its contacts are mostly easy or mostly tense, and a version for when both
 * people carry the planet for each other. `o` owns the planet, `t` is touched (`pts` names the
 * touched points, owner included).
 */
const THREAD_TEXT: Record<
  ThreadPlanet,
  Record<Tone, (o: string, t: string, pts: string) => string> & { both: (detail: string) => string }
> = {
  Saturn: {
    easy: (o, t, pts) =>
      `${o}'s Saturn supports ${pts}, so ${o} is the one who gives the bond its structure and staying power, and ${t} finds that reassuring far more often than confining.`,
    tense: (o, t, pts) =>
      `${o}'s Saturn presses on ${pts}: ${o} tends to set the limits and ${t} to feel them, and this is the contact that tests patience and, met with warmth, makes a commitment last.`,
    both: (detail) =>
      `Each of you carries Saturn for the other (${detail}), so duty and limits are shared: neither of you is only the steady one, and each can feel judged by the other on a bad day.`,
  },
  Jupiter: {
    easy: (o, t, pts) =>
      `${o}'s Jupiter falls kindly on ${pts}, so ${o} is the one who believes in the other, and ${t} grows more confident and hopeful in ${o}'s company.`,
    tense: (o, t, pts) =>
      `${o}'s Jupiter meets ${pts} at a hard angle: ${o} means to encourage but can promise too much or push too far, and ${t} is the one who asks for proportion.`,
    both: (detail) =>
      `Jupiter works in both directions (${detail}): each of you widens the other's world, and generosity is traded rather than supplied by one of you.`,
  },
  Mercury: {
    easy: (o, t, pts) =>
      `${o}'s Mercury reaches ${pts} easily, so ${o} finds the words for what ${t} means, and conversation is one of the pleasures you share.`,
    tense: (o, t, pts) =>
      `${o}'s Mercury crosses ${pts}, so ${o}'s remarks can land harder on ${t} than they were meant, and it pays to check what was meant before answering.`,
    both: (detail) =>
      `Talk is your meeting ground, for argument as much as for agreement, since Mercury crosses in both directions (${detail}).`,
  },
  Uranus: {
    easy: (o, t, pts) =>
      `${o}'s Uranus stirs ${pts} without shaking the ground, so ${o} keeps the bond fresh and gives ${t} room to change.`,
    tense: (o, t, pts) =>
      `${o}'s Uranus jolts ${pts}: ${o} brings surprise and a need for freedom that ${t} can find exciting one week and unsettling the next.`,
    both: (detail) =>
      `Both of you carry Uranus into the other's chart (${detail}): each surprises the other, and the bond stays alive as long as neither tries to pin the other down.`,
  },
  Neptune: {
    easy: (o, t, pts) =>
      `${o}'s Neptune softens ${pts}, so ${t} feels understood without words and ${o} sees ${t} in a kind light.`,
    tense: (o, t, pts) =>
      `${o}'s Neptune blurs ${pts}: ${o} may idealise ${t} or leave things vague, and ${t} needs plain words to know where things stand.`,
    both: (detail) =>
      `With Neptune reaching both ways (${detail}), each of you idealises the other a little, a romance that needs plain talk about ordinary things.`,
  },
  Pluto: {
    easy: (o, t, pts) =>
      `${o}'s Pluto deepens ${pts}, so ${o} helps ${t} find a strength ${t} did not know was there.`,
    tense: (o, t, pts) =>
      `${o}'s Pluto bears down on ${pts}, so power is a live question between you: ${o} has the stronger grip, and the bond thrives only when control is shared openly.`,
    both: (detail) =>
      `Pluto reaches each of you from the other's chart (${detail}): you meet at depth, and each has to give up some control.`,
  },
};

/** One person's contacts from a thread planet to the other's personal points. */
function threadContacts(
  contacts: SynastryContact[],
  planet: ThreadPlanet,
  fromFirst: boolean,
): SynastryContact[] {
  return contacts.filter((x) => {
    const [own, other] = fromFirst ? [x.p1, x.p2] : [x.p2, x.p1];
    return own === planet && PERSONAL.has(other) && other !== planet;
  });
}

/** The touched points, each once, strongest first: "Diana's Sun and Moon". */
function touched(owner: string, xs: SynastryContact[], fromFirst: boolean): string {
  const names = [
    ...new Set(xs.map((x) => (onDescendant(x) ? 'Descendant' : pointTitle(fromFirst ? x.p2 : x.p1)))),
  ];
  return `${owner}'s ${listJoin(names)}`;
}

/**
 * The second paragraph of the story: which of you carries Mercury, Jupiter, Saturn and the outer
 * planets into the other's personal points, the weightiest threads first (at most three).
 */
function threads(a: string, b: string, contacts: SynastryContact[]): string | null {
  const sum = (xs: SynastryContact[]) => xs.reduce((s, x) => s + contactWeight(x), 0);
  const tone = (xs: SynastryContact[]): Tone =>
    xs.reduce((s, x) => s + contactWeight(x) * (contactEase(x) - 0.5), 0) > 0 ? 'easy' : 'tense';
  const out = THREAD_PLANETS.flatMap((planet) => {
    const fromA = threadContacts(contacts, planet, true);
    const fromB = threadContacts(contacts, planet, false);
    if (fromA.length === 0 && fromB.length === 0) return [];
    const text = THREAD_TEXT[planet];
    let sentence: string;
    if (fromA.length > 0 && fromB.length > 0) {
      const detail = `${a}'s ${planet} to ${touched(b, fromA, true)}, ${b}'s to ${touched(a, fromB, false)}`;
      sentence = text.both(detail);
    } else {
      const [own, xs, owner, other] = fromA.length > 0 ? [true, fromA, a, b] : [false, fromB, b, a];
      const t = tone(xs);
      // Name only the points touched in that tone: a conjunction goes with either.
      const inTone = xs.filter((x) => (t === 'easy' ? contactEase(x) > 0 : contactEase(x) < 1));
      sentence = text[t](owner, other, touched(other, inTone, own));
    }
    return [{ weight: sum([...fromA, ...fromB]), sentence }];
  })
    .sort((x, y) => y.weight - x.weight)
    .slice(0, 3);
  return out.length > 0 ? out.map((t) => t.sentence).join(' ') : null;
}

/** The contacts the story opens with: the two strongest, and the strongest of the other kind when it is close behind. */
function leadContacts(ranked: SynastryContact[]): SynastryContact[] {
  const lead = ranked.slice(0, 2);
  const tense = (x: SynastryContact) => familyOf(x) === 'tense';
  if (lead.length === 2 && tense(lead[0]!) === tense(lead[1]!)) {
    const other = ranked.slice(2, 5).find((x) => tense(x) !== tense(lead[0]!));
    if (other) lead.push(other);
  }
  return lead;
}

const OPENERS = [
  (name: string, orb: string) => `The strongest of them is ${name} (${orb}).`,
  (name: string, orb: string) => `Next in weight comes ${name} (${orb}).`,
  (name: string, orb: string) => `Pulling the other way is ${name} (${orb}).`,
];

/** The balance of ease and friction over every contact read, by weight, with the count of each kind. */
function balanceSentence(a: string, b: string, contacts: SynastryContact[]): string {
  if (contacts.length < 3)
    return `Only ${contacts.length === 0 ? 'a few distant contacts join' : `${cardinal(contacts.length)} close ${contacts.length === 1 ? 'contact joins' : 'contacts join'}`} the charts of ${a} and ${b}, so the relationship is shaped more by what you build together than by what the charts give.`;
  const total = contacts.reduce((s, x) => s + contactWeight(x), 0);
  const ease = contacts.reduce((s, x) => s + contactWeight(x) * contactEase(x), 0) / total;
  const count = (f: string) => contacts.filter((x) => familyOf(x) === f).length;
  // Counts above twelve are written in figures; then all of them are, so the list reads evenly.
  const num = (n: number) => (contacts.length > 12 ? String(n) : cardinal(n));
  const kinds = listJoin(
    (
      [
        [count('flowing'), 'flowing', 'flowing'],
        [count('tense'), 'tense', 'tense'],
        [count('conjunction'), 'conjunction', 'conjunctions'],
      ] as const
    )
      .filter(([n]) => n > 0)
      .map(([n, one, many]) => `${num(n)} ${n === 1 ? one : many}`),
  );
  const head = `${a} and ${b}, ${num(contacts.length)} contacts join your charts within orb (${kinds})`;
  if (ease >= 0.6)
    return `${head}; weighed by strength, they lean clearly to ease, so disagreements tend to pass without shaking the ground under you.`;
  if (ease <= 0.4)
    return `${head}; weighed by strength, the tense ones carry more than the easy ones, so the pull between you is strong and the friction is where both of you are asked to grow.`;
  return `${head}; weighed by strength, ease and friction come out close to even, with real comfort between you, real edges too, and much of the work in telling them apart.`;
}

function elementSentence(a: string, b: string, c1: Chart, c2: Chart): string {
  const [l1, l2] = [leadingElements(c1).leaders, leadingElements(c2).leaders];
  const [e1, e2] = [l1[0]!, l2[0]!];
  if (l1.length === 1 && l2.length === 1)
    return e1 === e2
      ? `Both charts lead with ${e1}: ${elementPairText(e1, e2)}.`
      : `${a}'s chart leads with ${e1} and ${b}'s with ${e2}: ${elementPairText(e1, e2)}.`;
  const side = (who: string, ls: Element[]) =>
    ls.length === 1 ? `${who}'s chart leads with ${ls[0]}` : `${who}'s chart is tied between ${listJoin(ls)}`;
  return `By element, ${side(a, l1)} and ${side(b, l2)}, so no single element pairing describes you.`;
}

/**
 * The story of the pair, before the list: the strongest contacts in full, then who carries the
 * slower planets into whose personal points, then the balance of ease and friction and the elements.
 */
function story(
  a: string,
  b: string,
  lead: SynastryContact[],
  contacts: SynastryContact[],
  within: SynastryContact[],
  c1: Chart,
  c2: Chart,
): string[] {
  // The balance counts every contact within orb; the list below reads the strongest of them.
  const whole = `${balanceSentence(a, b, within)} ${elementSentence(a, b, c1, c2)}`;
  const strongest = lead
    .map((x, i) => `${OPENERS[i]!(contactName(x, a, b), orbNote(x))} ${contactText(x, a, b)}`)
    .join(' ');
  // The threads leave out the contacts already read in full.
  const others = contacts.filter((x) => !lead.includes(x));
  return [whole, strongest, threads(a, b, others)].filter((p): p is string => !!p);
}

/** What a birth time would add for the people without one. */
function birthTimeNote(a: string, b: string, c1: Chart, c2: Chart): string | null {
  const missing = [c1.birth_time_known ? null : a, c2.birth_time_known ? null : b].filter(
    (x): x is string => x !== null,
  );
  if (missing.length === 0) return null;
  const whose = listJoin(missing.map((m) => `${m}'s`));
  return missing.length === 1
    ? `Without ${whose} birth time this reading leaves out ${missing[0]}'s rising sign, ${missing[0] === a ? b : a}'s planets in ${missing[0]}'s houses and any Moon contact of ${missing[0]}'s that does not hold all day; a birth time for ${missing[0]} would add all three and give the Moon's contacts their exact orbs.`
    : `Without ${whose} birth times this reading leaves out both rising signs, the house overlays and any Moon contact that does not hold all day; birth times for ${a} and ${b} would add all three and give the Moons' contacts their exact orbs.`;
}

/** The list's first sentence: what follows, and how many weaker contacts within orb are left out. */
function listIntro(a: string, b: string, shown: number, left: number): string {
  if (left === 0) return `The other contacts between ${a} and ${b} follow, strongest first.`;
  return `The next ${cardinal(shown)} contacts between ${a} and ${b} follow, strongest first; ${left === 1 ? 'one weaker contact within orb is' : `${cardinal(left)} weaker ones within orb are`} left out.`;
}

export function composeCompatibility(input: CompatibilityReadingInput): Reading<'compatibility'> {
  const n1 = checkName(input.person1.firstName, 'person1.firstName');
  const n2 = checkName(input.person2.firstName, 'person2.firstName');
  const { score } = input;
  const max = score.max ?? DEFAULT_SCORE_MAX;
  if (!Number.isFinite(score.score) || score.score < 0 || score.score > max) {
    throw new InputError('score', 'invalid_value', `score must be between 0 and ${max}`);
  }
  const a = neutralise(n1);
  const b = neutralise(n2);
  const c1 = input.person1.chart;
  const c2 = input.person2.chart;
  const p1 = summary(n1, c1);
  const p2 = summary(n2, c2);
  const title = `Compatibility Reading: ${a} and ${b}`;

  const within = synastryAspects(c1, c2);
  const contacts = within.slice(0, MAX_CONTACTS);
  const lead = leadContacts(contacts);
  const rest = contacts.filter((x) => !lead.includes(x));
  const houses = overlayParagraphs(a, b, c1, c2);
  const note = birthTimeNote(a, b, c1, c2);

  const markdown = plainApostrophes(
    [
      `# ${title}`,
      `## Overview\n\n${story(a, b, lead, contacts, within, c1, c2).join('\n\n')}`,
      `## The Two of You\n\n${portrait(a, p1, c1)}\n\n${portrait(b, p2, c2)}${note ? `\n\n${note}` : ''}`,
      ...(rest.length > 0
        ? [
            `## More Connections Between Your Charts\n\n${listIntro(a, b, rest.length, within.length - contacts.length)} A contact weighs more the closer it is to exact and the more central the points it joins: the Sun and Moon most, then the Ascendant, Venus and Mars, then Mercury and Saturn, then Jupiter, and the outer planets least. Its orb is the largest distance from exact still read for those two points: 8° between the Suns and Moons, 6° with Mercury, Venus, Mars or an Ascendant, 5° with Jupiter or Saturn and 3° with Uranus, Neptune or Pluto, and about two thirds of that for a sextile.\n\n${rest.map((x) => contactLine(x, a, b, mirrorIn(contacts.slice(0, contacts.indexOf(x)), x))).join('\n\n')}`,
          ]
        : []),
      ...(houses.length > 0 ? [`## In Each Other's Houses\n\n${houses.join('\n\n')}`] : []),
      scoreSection(score, a, b, c1, c2, within),
    ].join('\n\n'),
  );

  const facts: CompatibilityFacts = { person1: p1, person2: p2, score: { ...score, max } };
  return {
    kind: 'compatibility',
    title,
    markdown,
    writer: 'composer',
    wordCount: countWords(markdown),
    facts,
  };
}

const RULE_NAME: Record<ScoreRuleHit['rule'], string> = {
  sun_sun_major: 'Suns in a major aspect',
  sun_sun_harmonious: 'Suns in a harmonious aspect',
  sun_moon_conjunction: 'Sun and Moon conjunct',
  sun_moon_other: 'Sun and Moon in aspect',
  sun_ascendant: 'Sun and Ascendant in aspect',
  moon_ascendant: 'Moon and Ascendant in aspect',
  venus_mars: 'Venus and Mars in aspect',
};

/** Adapts the chart engine's relationship score (Kerykeion's rules) to what the report reads. */
export function compatibilityScoreFromEngine(s: EngineScore): CompatibilityScore {
  const breakdown: CompatibilityBreakdownItem[] = s.aspects.map((h) => ({
    rule: `${RULE_NAME[h.rule]}: ${pointTitle(h.p1_name)} ${h.aspect} ${pointTitle(h.p2_name)}`,
    points: h.points,
    aspect: { p1: h.p1_name, p2: h.p2_name, aspect: h.aspect, orb: h.orbit },
  }));
  if (s.is_destiny_sign) breakdown.unshift({ rule: 'Suns in signs of the same mode', points: 5 });
  return {
    score: s.score_value,
    max: s.max_score,
    label: s.score_description,
    breakdown,
    sunsShareQuality: s.is_destiny_sign,
    ...(s.range ? { range: s.range } : {}),
  };
}
