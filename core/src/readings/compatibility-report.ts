// The compatibility report: the overview opens with the configurations that define the pair (a
// point the partner's planets keep reaching, a planet or a whole natal opposition on the partner's
// angles, T-squares and grand trines across the charts, shared or swapped signs, shared dignity,
// receptions, the North Node), then the strongest single contacts (one point on two of the
// partner's planets that are conjunct each other told as one cluster) and who carries the slower
// planets; then each person in brief, the other contacts, the house overlays (a planet already on
// the partner's Ascendant or Descendant is not read again), the score in plain words, and the
// mechanics (orbs, weights, counts, the score's rules) in Technical Details. Nothing is chosen at
// random: the same two charts always give the same text.
import type { Language } from '../api/language';
import { dayArc, inSign, type AspectName } from '../astro/aspects';
import { houseOf } from '../astro/houses';
import type { RelationshipScore as EngineScore, ScoreRuleHit } from '../astro/score';
import { SCORE_BANDS, scoreBand, type ScoreDescription } from '../astro/score-bands';
import { PLANET_NAMES, SIGNS, type Chart, type PointName, type SignAbbrev } from '../astro/types';
import { findPoint, isUncertain, placementOf, pointLabel, pointTitle } from './astro-facts';
import { SIGN_INFO, type Element } from './content/astro';
import {
  aspectFamily,
  descendantText,
  overlayEntry,
  OVERLAY_TEXT,
  SYNASTRY_POINTS,
  synastryKey,
  synastryText,
  type HouseNumber,
  type SynastryPoint,
} from './content/authored';
import { COLLEAGUE_IC_TEXT, MERIDIAN_TEXT, type MeridianPlanet } from './content/authored/overlays';
import {
  MOON_MERCURY_TENSE_BY_MERCURY,
  SYNASTRY_ALTERNATES,
  SYNASTRY_TEXT,
} from './content/authored/synastry';
import {
  AGE_GAP,
  BOND_HOUSE_TEXT,
  DOUBLE_CONTACT,
  GRAND_CROSS_ADVICE,
  GRAND_CROSS_SENSE,
  type Modality,
} from './content/compat-figures';
import {
  ELEMENT_GIFT,
  elementPairText,
  modePairText,
  sharedBlendText,
  SIGN_DISTANCE_TEXT,
  signsApart,
} from './content/synastry';
import { composeCompatibilityDe } from './compatibility-report-de';
import { InputError } from './errors';
import { DEFAULT_RELATIONSHIP, type RelationshipKind } from './relationship';
import {
  chartRuler,
  CLASSICAL,
  temperament as natalTemperament,
  TEMPERAMENT_WEIGHT,
  dignities,
  leadersOf,
  mutualReceptions,
  aspectPatterns,
  ANGULAR_ORB,
  PLANETS,
  traditionalCoRuler,
  type AspectPattern,
  type Dignity,
  type Temperament as NatalTemperament,
} from './natal-synthesis';
import {
  aOrAn,
  capitalise,
  cardinal,
  countWords,
  listJoin,
  neutralise,
  ordinal,
  plainApostrophes,
} from './text';
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
  /** What the two are to each other; romantic partners when not given. */
  relationship?: RelationshipKind;
  /** The language to write in; English when not given. */
  language?: Language;
}

/** The product's fixed scale: the ring is drawn out of 44 (a score above it fills the ring). */
export const DEFAULT_SCORE_MAX = 44;
const PORTRAIT_POINTS: PointName[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars'];
/** The further contacts read: the few most specific, not every one in orb. */
const MAX_CONTACTS = 5;
const MAX_WORDS = 1600;

function summary(name: string, chart: Chart): PersonSummary {
  const pts = [...PORTRAIT_POINTS, ...(chart.birth_time_known ? (['Ascendant'] as PointName[]) : [])];
  const placements = pts.flatMap((n) => {
    const p = findPoint(chart, n);
    return p ? [placementOf(chart, p)] : [];
  });
  return { name, birthTimeKnown: chart.birth_time_known, placements };
}

/**
 * Whether a point's sign holds all day: without a birth time the Sun, Mercury or Venus can change
 * sign that day too, and a sentence naming one sign for it would state a guess as fact.
 */
export const signSure = (c: Chart, n: PointName) => {
  const p = findPoint(c, n);
  return !!p && (p.uncertain?.signs.length ?? 0) < 2 && (n !== 'Moon' || !moonAtEdge(c));
};

/**
 * The sign beyond the nearer edge when a timed Moon stands within half a degree of it: the Moon
 * moves about that far in an hour, and a birth time rounded to the hour could leave it in either
 * sign (review r31: a Moon at 29°59′ read in its sign without a word).
 */
export function moonAtEdge(c: Chart): { sign: SignAbbrev; neighbour: SignAbbrev; end: boolean } | null {
  const m = c.birth_time_known ? findPoint(c, 'Moon') : undefined;
  if (!m) return null;
  const within = m.abs_pos % 30;
  if (within > 0.5 && within < 29.5) return null;
  const end = within >= 29.5;
  const neighbour = SIGNS[(Math.floor(m.abs_pos / 30) + (end ? 1 : 11)) % 12]!;
  return { sign: m.sign, neighbour, end };
}

/**
 * An Ascendant within a degree of a sign's edge: four minutes of birth time move it a degree, so
 * the rising sign, the chart ruler and every contact to the Ascendant (or to the Descendant
 * opposite) rest on a clock read to the minute (review t). The sign beyond the edge, the ruler
 * now and then, and the partner's points that reach the Ascendant.
 */
export function ascendantEdge(
  chart: Chart,
  within: SynastryContact[],
  first: boolean,
): { next: SignAbbrev; end: boolean; now: PointName; then: PointName; reaching: PointName[] } | null {
  const asc = chart.birth_time_known ? findPoint(chart, 'Ascendant') : undefined;
  if (!asc) return null;
  const deg = asc.abs_pos % 30;
  if (deg >= 1 && deg <= 29) return null;
  const end = deg > 29;
  const next = SIGNS[(Math.floor(asc.abs_pos / 30) + (end ? 1 : 11)) % 12]!;
  const [now, then] = [asc.sign, next].map((x) => traditionalCoRuler(x) ?? chartRuler(x)) as [
    PointName,
    PointName,
  ];
  const reaching = [
    ...new Set(within.filter((x) => (first ? x.p1 : x.p2) === 'Ascendant').map((x) => (first ? x.p2 : x.p1))),
  ];
  return { next, end, now, then, reaching };
}

/** The Ascendant on a sign's edge, said once in the person's portrait. */
function ascendantEdgeNote(
  who: string,
  other: string,
  chart: Chart,
  within: SynastryContact[],
  first: boolean,
): string | null {
  const edge = ascendantEdge(chart, within, first);
  if (!edge) return null;
  const { next, end, now, then, reaching } = edge;
  const neighbour = SIGN_INFO[next].name;
  const the = (x: PointName) => (x === 'Sun' || x === 'Moon' ? `the ${x}` : x);
  const ruler = now === then ? '' : `, ruled by ${the(then)} instead of ${the(now)}`;
  const contacts =
    reaching.length === 0
      ? ''
      : `, and the ${reaching.length === 1 ? 'contact' : 'contacts'} from ${other}'s ${listJoin(reaching.map(pointTitle))} to it ${reaching.length === 1 ? 'rests' : 'rest'} on the same minutes`;
  return `${who}'s Ascendant lies within a degree of ${neighbour}: a birth a few minutes ${end ? 'later' : 'earlier'} would make ${who} ${neighbour} rising${ruler}${contacts}.`;
}

/** Whether a chart's Moon keeps its sign all day and stands clear of a sign's edge. */
export const moonSure = (c: Chart) => {
  const m = findPoint(c, 'Moon');
  if (!m) return false;
  return c.birth_time_known
    ? !moonAtEdge(c)
    : dayArc(m).every((lon) => Math.floor(lon / 30) === Math.floor(m.abs_pos / 30));
};

/**
 * Each element's share of the seven traditional planets and the Ascendant (when the birth time is
 * known): the outer planets stay in a sign for years and describe a generation, not a temperament.
 */
export function temperament(chart: Chart): Record<Element, number> {
  const counts: Record<Element, number> = { fire: 0, earth: 0, air: 0, water: 0 };
  const names = [...CLASSICAL, ...(chart.birth_time_known ? (['Ascendant'] as PointName[]) : [])];
  for (const n of names) {
    // A Moon that changed sign on an unknown-time birthday has no element to count.
    if (n === 'Moon' && !moonSure(chart)) continue;
    const p = findPoint(chart, n);
    if (p) counts[SIGN_INFO[p.sign].element]++;
  }
  return counts;
}

/** The element or elements (a tie) holding the most of the traditional planets and the Ascendant. */
export function leadingElements(chart: Chart): { leaders: Element[]; count: number; total: number } {
  const counts = Object.entries(temperament(chart)) as [Element, number][];
  const count = Math.max(...counts.map(([, n]) => n));
  const total = counts.reduce((t, [, n]) => t + n, 0);
  return { leaders: counts.filter(([, n]) => n === count).map(([e]) => e), count, total };
}

const DIGNITY_WORD: Record<Dignity, string> = {
  domicile: 'at home',
  exaltation: 'exalted',
  detriment: 'in detriment',
  fall: 'in fall',
};

/** "at home and exalted", "in detriment and fall": every dignity Lilly gives the planet there. */
export function dignityPhrase(point: PointName, sign: Parameters<typeof dignities>[1]): string | null {
  const ds = dignities(point, sign);
  if (ds.length === 0) return null;
  return ds.length === 2 && ds[0] === 'detriment' && ds[1] === 'fall'
    ? 'in detriment and fall'
    : listJoin(ds.map((d) => DIGNITY_WORD[d]));
}

/** The traditional ruler of the rising sign and its place, when the birth time is known. */
export function rulerOf(chart: Chart): { point: PointName; sign: Parameters<typeof dignities>[1] } | null {
  const asc = chart.birth_time_known ? findPoint(chart, 'Ascendant') : undefined;
  if (!asc) return null;
  const point = traditionalCoRuler(asc.sign) ?? chartRuler(asc.sign);
  const p = findPoint(chart, point);
  return p ? { point, sign: p.sign } : null;
}

/**
 * `who`'s points in a list. A person named like one of them (Venus Williams, Bruno Mars) would
 * read "Venus's Venus": that point comes last as "the Venus in Venus's chart", so the name never
 * stands straight before its own word.
 */
export function ownPoints(who: string, points: string[]): string {
  const own = points.find((p) => p.toLowerCase() === who.toLowerCase());
  if (!own) return `${who}'s ${listJoin(points)}`;
  const theirs = `the planet ${own} in ${who}'s chart`;
  const rest = points.filter((p) => p !== own);
  return rest.length === 0 ? theirs : `${who}'s ${listJoin([...rest, theirs])}`;
}

/**
 * The last guard for the same clash in any authored frame ("{A}'s Venus" filled with Venus):
 * "Venus's Venus" and "Venus's own Venus" become "the planet Venus in Venus's chart", capitalised
 * where a sentence, line or bold contact name starts. In a paragraph that speaks of the planet, the
 * first sentence led by the bare name ("Venus bridges the gap") says it means the person.
 */
export function withoutNameClash(text: string, names: string[]): string {
  return names.reduce((out, n) => {
    // A name that is no point's word never follows a possessive: no pattern to build.
    if (!out.includes(`'s ${n}`)) return out;
    const possessed = out.replace(
      new RegExp(`(^|[.!?] |\\*\\*|[^\\p{L}])${n}'s (?:own )?${n}(?![\\p{L}])`, 'gmu'),
      (_, before: string) =>
        `${before}${/^\n?$|[.!?] $|\*\*$/.test(before) ? 'The' : 'the'} planet ${n} in ${n}'s chart`,
    );
    const planet = new RegExp(`(?:planet |\\p{L}'s )${n}(?![\\p{L}'])`, 'u');
    const subject = new RegExp(`(^|[.!?] )${n} (?=\\p{Ll})`, 'u');
    return possessed
      .split('\n')
      .map((paragraph) =>
        planet.test(paragraph)
          ? paragraph.replace(
              subject,
              (_, before: string) => `${before}${n}, the person rather than the planet, `,
            )
          : paragraph,
      )
      .join('\n');
  }, text);
}

const COUNTED_NAME: Partial<Record<PointName, string>> = {
  Sun: 'the Sun',
  Moon: 'the Moon',
  Ascendant: 'the rising sign',
};

/**
 * The portrait's element count, by the same weights as the pair's temperament line and the
 * technical notes (review r31: "three of the eight in air" in the portrait beside "leans to water"
 * in the overview), checkable against the placements listed just before it.
 */
function temperamentCount(who: string, chart: Chart, first?: Chart): string {
  const t = weightedTemperament(chart);
  // The points whose sign the missing hour leaves open are out of the count, as in the natal reading.
  const open = (c: Chart) =>
    CLASSICAL.filter((n) => {
      const p = findPoint(c, n);
      return !!p && (isUncertain(p) || (n === 'Moon' && !moonSure(c)));
    });
  const left = open(chart);
  const doubled = (['Sun', 'Moon', ...(chart.birth_time_known ? ['Ascendant'] : [])] as PointName[])
    .filter((n) => !left.includes(n))
    .map((n, i) => (i === 0 ? COUNTED_NAME[n]! : COUNTED_NAME[n]!.replace('the ', '')));
  const total = Object.values(t.scores).reduce((x, y) => x + y, 0);
  // The second portrait need not repeat the rule when its points are counted on the same basis.
  const same =
    !!first && first.birth_time_known === chart.birth_time_known && open(first).join() === left.join();
  const how = same
    ? 'Weighed alike'
    : [
        ...(doubled.length > 0 ? [`Weighing ${listJoin(doubled)} double`] : []),
        ...(left.length > 0
          ? [
              `${doubled.length > 0 ? 'and leaving' : 'Leaving'} out ${listJoin(left.map((n) => COUNTED_NAME[n] ?? n))}`,
            ]
          : []),
      ].join(' ');
  if (t.leaders.length === 0) return `Which element leads ${who}'s temperament turns on the Moon's sign.`;
  const of = `${cardinal(t.scores[t.leaders[0]!])} of ${cardinal(total)}`;
  if (t.leaders.length === 1) return `${how}, ${t.leaders[0]} leads ${who}'s temperament, ${of}.`;
  return t.leaders.length === 2
    ? `${how}, ${listJoin(t.leaders)} tie in ${who}'s temperament at ${of} each.`
    : `${how}, ${listJoin(t.leaders)} share ${who}'s temperament evenly, ${of} each.`;
}

/** Without a birth time: no rising sign or houses, and the planets that changed sign that day. */
function untimedNote(who: string, chart: Chart, alsoWithoutTime?: string): string {
  const open = CLASSICAL.filter((n) => {
    const p = findPoint(chart, n);
    return !!p && isUncertain(p);
  });
  const changed =
    open.length === 0
      ? ''
      : ` ${capitalise(listJoin(open.map((n) => COUNTED_NAME[n] ?? n)))} changed sign that day, so ${open.length === 1 ? 'it stands' : 'each stands'} in one of two signs and this reading leans on neither sign.`;
  return `${alsoWithoutTime ? `Like ${alsoWithoutTime}'s, ${who}'s` : `${who}'s`} birth time is unknown, so there is no rising sign or house here.${changed}`;
}

/** One person in brief: where their seven traditional planets are, with dignity where they have one. */
function portrait(
  who: string,
  s: PersonSummary,
  chart: Chart,
  signature: string | null,
  /** The person read before, when that birth time is unknown too. */
  alsoWithoutTime?: string,
  /** The first portrait's chart, when this is the second, whose count can say "the same way". */
  first?: Chart,
  /** The note for an Ascendant on a sign's edge, said once, here. */
  ascEdge?: string | null,
): string {
  const edge = moonAtEdge(chart);
  const parts = s.placements.map((f) => {
    if (f.point === 'Ascendant') return `${f.signName} rising`;
    if (f.point === 'Moon' && edge) return `Moon at the very ${edge.end ? 'end' : 'start'} of ${f.signName}`;
    const sign = f.possibleSigns ? f.possibleSigns.join(' or ') : f.signName;
    const d = f.possibleSigns ? null : dignityPhrase(f.point, f.sign);
    return `${pointTitle(f.point)} in ${sign}${d ? ` (${d})` : ''}`;
  });
  // All seven traditional planets, so the element count below can be checked against the list.
  for (const n of ['Jupiter', 'Saturn'] as PointName[]) {
    const p = findPoint(chart, n);
    if (!p) continue;
    const open = isUncertain(p);
    const d = open ? null : dignityPhrase(n, p.sign);
    const sign = open
      ? p.uncertain!.signs.map((x) => SIGN_INFO[x].name).join(' or ')
      : SIGN_INFO[p.sign].name;
    const rising = parts.findIndex((x) => x.endsWith(' rising'));
    parts.splice(rising < 0 ? parts.length : rising, 0, `${n} in ${sign}${d ? ` (${d})` : ''}`);
  }
  const ruler = rulerOf(chart);
  const out = [
    `${capitalise(listJoin(parts))}.`,
    // Said once, here: every later line that would rest on the Moon's sign asks moonSure first.
    ...(edge
      ? [
          `${who}'s Moon stands within half a degree of ${SIGN_INFO[edge.neighbour].name}, so a birth time a little ${edge.end ? 'later' : 'earlier'} would put it there, and this reading does not lean on the Moon's sign.`,
        ]
      : []),
    ...(ascEdge ? [ascEdge] : []),
    // One rule for both people, said once and before the count that leaves those points out: every
    // planet whose sign the missing hour leaves open is named here, the Sun as much as the Moon
    // (an astrologer found "the Moon changed sign that day" for one person and nothing for the
    // other's Sun on the same kind of day).
    ...(s.birthTimeKnown ? [] : [untimedNote(who, chart, alsoWithoutTime)]),
    temperamentCount(who, chart, first),
  ];
  if (ruler) {
    const d = dignityPhrase(ruler.point, ruler.sign);
    out.push(
      `${ruler.point === 'Sun' || ruler.point === 'Moon' ? 'The ' : ''}${ruler.point}, ruler of the rising sign, rules ${ruler.point.toLowerCase() === who.toLowerCase() ? 'this' : `${who}'s`} chart from ${SIGN_INFO[ruler.sign].name}${d ? `, where it is ${d}` : ''}.`,
    );
  }
  if (signature) out.push(signature);
  return `### ${who}\n\n${out.join(' ')}`;
}

const PATTERN_RANK: AspectPattern['kind'][] = ['T-square', 'grand cross', 'yod', 'grand trine', 'kite'];

/**
 * The mark of one person's own chart: its strongest natal pattern, or else a stellium, and which of
 * the partner's personal and social planets reach into it. Null when the chart has neither.
 */
export interface Signature {
  pattern?: AspectPattern;
  stellium?: { sign: SignAbbrev; members: PointName[] };
  members: PointName[];
  reach: PointName[];
}

export function signaturePlan(chart: Chart, within: SynastryContact[], first: boolean): Signature | null {
  // The planets' own figures alone, without the angles: the full natal synthesis, or figures on
  // twelve points, would cost several times the rest of the report.
  const positions: Partial<Record<PointName, number>> = {};
  const bySign = new Map<SignAbbrev, PointName[]>();
  for (const n of PLANETS) {
    const p = findPoint(chart, n);
    if (!p) continue;
    positions[n] = p.abs_pos;
    if ((n !== 'Moon' || moonSure(chart)) && signSure(chart, n))
      bySign.set(p.sign, [...(bySign.get(p.sign) ?? []), n]);
  }
  const moon = findPoint(chart, 'Moon');
  const arcs = !chart.birth_time_known && moon ? { Moon: dayArc(moon) } : {};
  // A figure of generational planets alone (Saturn, Uranus and Pluto) marks an age group, not a person.
  const pattern = aspectPatterns(positions, arcs)
    .filter((p) => p.members.some((m) => PERSONAL.has(m)))
    .sort((x, y) => PATTERN_RANK.indexOf(x.kind) - PATTERN_RANK.indexOf(y.kind))[0];
  // A group needs two fast planets of the person's own: Jupiter, Saturn and Uranus together in
  // one sign belong to everyone born that season, the partner often among them.
  const slow = new Set<PointName>(['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto']);
  const stellium = [...bySign]
    .map(([sign, members]) => ({ sign, members }))
    .find((st) => st.members.length >= 3 && st.members.filter((m) => !slow.has(m)).length >= 2);
  const members = pattern ? pattern.members : stellium?.sign ? stellium.members : null;
  if (!members) return null;
  // The partner's personal and social planets that touch the figure (generational ones touch everyone of an age).
  const reach = [
    ...new Set(
      within
        .filter((x) => members.includes(side(x, first)) && !OUTER.has(side(x, !first)))
        .map((x) => side(x, !first)),
    ),
  ];
  return pattern ? { pattern, members, reach } : { stellium: stellium!, members, reach };
}

/**
 * The mark of one person's own chart, its strongest natal pattern or else a stellium, and which
 * of the partner's planets reach into it: where that person's own story meets the bond.
 */
function signatureOf(
  who: string,
  other: string,
  chart: Chart,
  within: SynastryContact[],
  first: boolean,
): string | null {
  const sig = signaturePlan(chart, within, first);
  if (!sig) return null;
  const { pattern, stellium, members, reach } = sig;
  // In Venus's own chart, "Venus opposite Neptune" could be the person: the planet says which.
  const title = (ps: PointName[]) =>
    listJoin(
      ps.map((p) =>
        pointTitle(p).toLowerCase() === who.toLowerCase()
          ? `the planet ${pointTitle(p)}`
          : `${LIGHTS.has(p) || p === 'Ascendant' || p === 'Medium_Coeli' ? 'the ' : ''}${pointTitle(p)}`,
      ),
    );
  let figure: string;
  if (pattern?.kind === 'T-square' && pattern.sides && pattern.apex) {
    const [one, two] = pattern.sides;
    figure = `a T-square: ${title(one)} opposite ${title(two)}, both square ${title([pattern.apex])}, its focus`;
  } else if (pattern?.kind === 'yod' && pattern.apex) {
    figure = `a yod whose two arms, ${title(pattern.members.filter((p) => p !== pattern.apex))}, point at ${title([pattern.apex])}`;
  } else if (pattern) {
    figure = `a ${pattern.kind} of ${title(pattern.members)}`;
  } else {
    figure = `${cardinal(members.length)} planets gathered in ${SIGN_INFO[stellium!.sign].name}: ${title(members)}`;
  }
  const meets =
    reach.length > 0
      ? ` ${capitalise(ownPoints(other, reach.map(pointTitle)))} ${reach.length > 1 ? 'reach' : 'reaches'} into it, ${
          // The second portrait in other words, so one report does not tell both in one frame.
          pick(
            first
              ? [
                  `so this is where ${who}'s own story and the bond meet.`,
                  `so the bond touches what ${who}'s chart is built around.`,
                ]
              : [
                  `and the bond presses on the part of ${who}'s chart that matters most.`,
                  `which puts the bond at the centre of ${who}'s own chart.`,
                ],
            who + other,
          )
        }`
      : ` No personal planet of ${other}'s touches it, so ${who} works that out largely outside the bond.`;
  return first
    ? `${who}'s own chart turns on ${figure}.${meets}`
    : `The centre of ${who}'s own chart is ${figure}.${meets}`;
}

const PERSONAL = new Set<PointName>(['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Ascendant']);
const OUTER_ORDER: PointName[] = ['Uranus', 'Neptune', 'Pluto'];
const OUTER = new Set<PointName>(OUTER_ORDER);

export interface SynastryContact {
  p1: PointName;
  p2: PointName;
  aspect: AspectName;
  orb: number;
  outOfSign?: boolean;
  /**
   * Set with `outOfSign` when, without a birth time, the contact is out of sign for only part of
   * the day: a point near a sign's edge may have crossed it, so it is read as the weak one it may be.
   */
  outOfSignPart?: boolean;
  /** Set when a birth time is unknown and the Moon's contact holds all day. */
  allDay?: boolean;
  /** Set when a point without a birth time moves enough in the day that the orb is only approximate. */
  approximate?: boolean;
  /**
   * Set when the outer planet in the contact stands within a few degrees of the partner's own:
   * two people born months apart share it, so the contact belongs to their generation.
   */
  generational?: boolean;
}

/** Degrees within which two people's same outer planet counts as shared by their generation. */
const GENERATION_ORB = 5;

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

/** The widest orb at which an out-of-sign contact is still read, and then as a weak one. */
export const OUT_OF_SIGN_ORB = 3;

/** A planet opposite the partner's Ascendant: it stands on the partner's Descendant. */
export const onDescendant = (x: SynastryContact) =>
  x.aspect === 'opposition' && (x.p1 === 'Ascendant') !== (x.p2 === 'Ascendant');

/** A contact's family as tradition reads it: a planet on the partner's Descendant is a conjunction with partnership, not friction. */
export const familyOf = (x: SynastryContact) => (onDescendant(x) ? 'conjunction' : aspectFamily(x.aspect));

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
export function contactWeight(x: SynastryContact, kind: RelationshipKind = DEFAULT_RELATIONSHIP): number {
  const points = POINT_WEIGHT[x.p1 as SynastryPoint] + POINT_WEIGHT[x.p2 as SynastryPoint];
  const closeness = 1 - x.orb / (2 * synastryOrb(x.p1, x.p2, x.aspect));
  // A contact both people's peers share says little about this bond, so it ranks last.
  const generation = x.generational ? 0.25 : 1;
  // Jupiter's hard contacts overdo rather than wound: they never outrank Saturn's like contact on
  // the same point (review r27f: Jupiter opposite the Moon ranked as pressure above Saturn square it).
  const jupiterHard =
    (x.p1 === 'Jupiter' || x.p2 === 'Jupiter') && (x.aspect === 'square' || x.aspect === 'opposition')
      ? 0.9
      : 1;
  return (
    points *
    closeness *
    ASPECT_WEIGHT[x.aspect] *
    (x.outOfSign ? 0.75 : 1) *
    pairFactor(x, kind) *
    generation *
    jupiterHard
  );
}

const LIGHTS = new Set<PointName>(['Sun', 'Moon']);
const LOVERS = new Set<PointName>(['Venus', 'Mars']);
/**
 * Venus with Mars outside romance: low enough that a contact of the same aspect and closeness
 * between Mercury and the Moon, or Mercury and Saturn, outranks it.
 */
const PLATONIC_VENUS_MARS = 0.8;

/**
 * What synastry tradition weighs beyond the points themselves: the lights with each other or on
 * the partner's Ascendant first, then Venus with Mars, the lights with Venus or Mars, and Saturn
 * on a personal point (the contact that decides whether a bond lasts); two Mercuries describe
 * talk, not the bond, and count less.
 */
function pairFactor(x: SynastryContact, kind: RelationshipKind): number {
  const has = (set: Set<PointName>) => set.has(x.p1) || set.has(x.p2);
  const both = (set: Set<PointName>) => set.has(x.p1) && set.has(x.p2);
  if (both(LIGHTS)) return 1.5;
  if (has(LIGHTS) && (x.p1 === 'Ascendant' || x.p2 === 'Ascendant')) return 1.35;
  // Venus with Mars is the contact of attraction: it weighs more between lovers only. Between
  // friends, relatives or colleagues it is taste meeting drive, and the contacts those bonds run on
  // (the lights, Mercury and Saturn with a personal point) lead before it.
  if (both(LOVERS) && x.p1 !== x.p2) return kind === 'romantic' ? 1.35 : PLATONIC_VENUS_MARS;
  if (has(LIGHTS) && has(LOVERS)) return 1.2;
  if (has(new Set<PointName>(['Saturn'])) && x.p1 !== x.p2) return 1.15;
  if (x.p1 === 'Mercury' && x.p2 === 'Mercury') return 0.7;
  // A generational planet touches everyone born within a few years of the partner.
  if (has(OUTER)) return 0.8;
  return 1;
}
/** Heaviest first for the bond, the closer of two equal weights first. */
const byWeight = (kind: RelationshipKind) => (x: SynastryContact, y: SynastryContact) =>
  contactWeight(y, kind) - contactWeight(x, kind) || x.orb - y.orb;

/**
 * Aspects from person 1's points to person 2's within the synastry orbs, strongest first: at least
 * one personal point, never two outer planets. Without a birth time there is no Ascendant, a
 * contact is kept only when it holds whatever the hour, and a fast planet's orb is given to the
 * nearest degree.
 */
/** Whether both charts hold this outer planet within a few degrees of each other. */
function sharesGeneration(c1: Chart, c2: Chart, point: PointName): boolean {
  if (!OUTER.has(point)) return false;
  const d = Math.abs(findPoint(c1, point)!.abs_pos - findPoint(c2, point)!.abs_pos) % 360;
  return Math.min(d, 360 - d) <= GENERATION_ORB;
}

export function synastryAspects(
  c1: Chart,
  c2: Chart,
  kind: RelationshipKind = DEFAULT_RELATIONSHIP,
): SynastryContact[] {
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
      if (sharesGeneration(c1, c2, n1) || sharesGeneration(c1, c2, n2)) contact.generational = true;
      // Without a birth time a point can sit anywhere on its day's arc: the contact must hold at
      // both ends (the Moon moves 12-15°, the Sun, Mercury and Venus about a degree).
      const arc1 = c1.birth_time_known ? [x.abs_pos] : dayArc(x);
      const arc2 = c2.birth_time_known ? [y.abs_pos] : dayArc(y);
      if (!inSign(asp.aspect, x.abs_pos, y.abs_pos)) {
        // A wide contact across the wrong signs (a 6.7° Gemini-Capricorn "trine") is too weak to read.
        if (asp.orb > OUT_OF_SIGN_ORB) continue;
        contact.outOfSign = true;
      }
      // A point that may have crossed a sign's edge that day leaves the signs unknown: the contact
      // is read as out of sign, and said to be so for part of the day.
      const signs = arc1.flatMap((m1) => arc2.map((m2) => inSign(asp.aspect, m1, m2)));
      if (signs.some((s) => s) && signs.some((s) => !s)) {
        contact.outOfSign = true;
        contact.outOfSignPart = true;
      }
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
  return out.sort(byWeight(kind));
}

/**
 * Two planets each in the sign the other rules, across the charts (John's Saturn in Taurus, Yoko's
 * Venus in Aquarius): a mutual reception, which softens a hard aspect between them.
 */
export function receptionNote(x: SynastryContact, a: string, b: string, c1: Chart, c2: Chart): string | null {
  const [p, q] = [findPoint(c1, x.p1), findPoint(c2, x.p2)];
  if (
    !p ||
    !q ||
    !signSure(c1, x.p1) ||
    !signSure(c2, x.p2) ||
    mutualReceptions([
      { point: x.p1, sign: p.sign },
      { point: x.p2, sign: q.sign },
    ]).length === 0
  )
    return null;
  const where = `${a}'s ${pointTitle(x.p1)} in ${SIGN_INFO[p.sign].name} and ${b}'s ${pointTitle(x.p2)} in ${SIGN_INFO[q.sign].name}`;
  return aspectFamily(x.aspect) === 'tense'
    ? `Yet ${where} each stand in the sign the other rules, a mutual reception: each has a stake in the other's success, and the friction is easier to turn to good use than the aspect alone suggests.`
    : `${capitalise(where)} each stand in the sign the other rules, a mutual reception that makes this contact stronger still.`;
}

/** How a Venus loves by the element of its sign, for texts that turn on a partner's way of loving. */
const VENUS_STYLE: Record<Element, string> = {
  fire: 'boldness and open enthusiasm',
  earth: 'steady, practical care',
  air: 'talk, lightness and fair exchange',
  water: 'closeness and shared feeling',
};

/** What settles a Moon by the element of its sign, for texts that turn on a partner's comfort. */
const MOON_COMFORT: Record<Element, string> = {
  fire: 'warmth, play and a show of enthusiasm',
  earth: 'reliable routine and practical care',
  air: 'talk and a little breathing space',
  water: 'closeness and being understood without words',
};

/** How a Mars goes after what it wants by the element of its sign. */
const MARS_PURSUIT: Record<Element, string> = {
  fire: 'quickly and openly',
  earth: 'slowly and with persistence',
  air: 'through words and play',
  water: 'through feeling, and often indirectly',
};

/** One side of an authored contact text: the person's name and, when the chart is given, the point's sign. */
interface Side {
  name: string;
  sign?: SignAbbrev;
}

/**
 * An authored text with both sides put in: "{A}" and "{B}" are the names, "{A:in}" the point's sign
 * (" in Aries", or nothing without the chart), "{A:venus}" how a Venus in that sign loves,
 * "{A:moon}" what settles a Moon there and "{A:mars}" how a Mars there pursues, so a contact's
 * advice follows the two charts rather than reading alike for every couple (review r31).
 */
export function fillContact(text: string, A: Side, B: Side): string {
  const put = (t: string, tag: string, p: Side) =>
    t
      .replaceAll(`{${tag}:in}`, p.sign ? ` in ${SIGN_INFO[p.sign].name}` : '')
      .replaceAll(`{${tag}:venus}`, p.sign ? VENUS_STYLE[SIGN_INFO[p.sign].element] : 'a way of its own')
      .replaceAll(`{${tag}:moon}`, p.sign ? MOON_COMFORT[SIGN_INFO[p.sign].element] : 'a comfort of its own')
      .replaceAll(`{${tag}:mars}`, p.sign ? MARS_PURSUIT[SIGN_INFO[p.sign].element] : 'in its own way')
      .replaceAll(`{${tag}}`, p.name);
  return put(put(text, 'A', A), 'B', B);
}

/** What a planet a little wide of the partner's angle still does, in its own terms. */
const WIDE_ANGLE: Partial<Record<PointName, string>> = {
  Sun: 'it lights the bond from the side rather than from its centre',
  Moon: 'the feeling it brings is a mood in the bond rather than its base',
  Mercury: 'it shapes how you talk more than what the bond is',
  Venus: 'it adds warmth at the edges rather than setting the tone',
  Mars: 'it brings heat now and then rather than driving the bond',
  Jupiter: 'its encouragement is a bonus rather than the bond’s footing',
  Saturn: 'its weight is felt at times rather than all the time',
};

/** Whether the contact involves the Moon of a chart without a birth time, whose orb is unknown. */
const untimedMoonIn = (x: SynastryContact, [c1, c2]: [Chart, Chart]) =>
  (x.p1 === 'Moon' && !c1.birth_time_known) || (x.p2 === 'Moon' && !c2.birth_time_known);

/** The authored text of a contact with both names, and with the charts both signs, put in. */
function contactText(
  x: SynastryContact,
  a: string,
  b: string,
  charts: [Chart, Chart] | undefined,
  kind: RelationshipKind,
  /** Whether a wide angle contact says it is wide: not inside a figure already called the centre of the bond. */
  sayWide = true,
): string {
  // The natal reports put a planet on an angle only within 3°; past that the synastry says so,
  // rather than read a planet in the partner's sixth house as a mark of marriage.
  const wide = onAngle(x) && x.orb > ANGULAR_ORB;
  // An untimed Moon's orb is not known, so no figure is given for it (review r27f: "With 3.5°
  // between the planet and the angle" beside "its exact orb stays unknown").
  const untimedMoon = !!charts && untimedMoonIn(x, charts);
  const note =
    wide && sayWide && !untimedMoon
      ? ` ${pick(
          [
            `At ${x.orb.toFixed(1)}° from the angle, though, the contact is wide, so`,
            `The contact is ${x.orb.toFixed(1)}° from the angle, wide by the usual measure, so`,
            `With ${x.orb.toFixed(1)}° between the planet and the angle, this is a loose contact, and`,
          ],
          // Keyed on the pair and the contact, so one report does not say it the same way twice.
          a + b + x.p1 + x.p2,
        )} ${WIDE_ANGLE[x.p1 === 'Ascendant' ? x.p2 : x.p1] ?? 'it colours the bond rather than defines it'}.`
      : '';
  // The note says the contact is wide, so the text before it claims no strength.
  const said = (text: string) => `${note ? unboast(text) : text}${note}`;
  if (onDescendant(x)) {
    const [planet, owner, other] = x.p2 === 'Ascendant' ? [x.p1, a, b] : [x.p2, b, a];
    const text = fillContact(
      descendantText(kind, planet as Exclude<SynastryPoint, 'Ascendant'>),
      { name: owner },
      { name: other },
    );
    return said(wide ? text.replace(' on ', ' near ') : text);
  }
  const k = synastryKey(x.p1 as SynastryPoint, x.p2 as SynastryPoint)!;
  const mercury = x.p1 === 'Mercury' ? 0 : 1;
  const mercurySign =
    charts && k.key === 'Moon|Mercury' && signSure(charts[mercury], 'Mercury')
      ? findPoint(charts[mercury], 'Mercury')?.sign
      : undefined;
  const mercuryElement = mercurySign && SIGN_INFO[mercurySign].element;
  const family = aspectFamily(x.aspect);
  const general = synastryText(kind, k.key, family);
  let text =
    // The Mercury sign's wording is the default's: a bond with its own text keeps it (review r26b:
    // the romantic Mercury-Moon paragraph word for word between colleagues).
    family === 'tense' &&
    (mercuryElement === 'fire' || mercuryElement === 'water') &&
    general === SYNASTRY_TEXT[k.key]?.[family]
      ? MOON_MERCURY_TENSE_BY_MERCURY[mercuryElement]
      : general === SYNASTRY_TEXT[k.key]?.[family] && SYNASTRY_ALTERNATES[k.key]?.[family]
        ? pick(
            [general, ...SYNASTRY_ALTERNATES[k.key]![family]!],
            // Keyed on the contact as well, so two reports sharing one person need not pick alike (the
            // first table entry keeps the key its batch tests were written against).
            k.key === 'Sun|Ascendant' ? a + b : b + a + k.key,
          )
        : general;
  // A sign the point may not have had is left out: "Selena's Sun", not "Selena's Sun in Leo".
  // Across signs that do not make the angle, the signs are said once, by their own relationship
  // (`signsNote`), not beside words written for the angle: "Taurus and Leo sit in harmony".
  if (x.outOfSign) text = text.replaceAll('{A:in}', '').replaceAll('{B:in}', '');
  const one: Side = {
    name: a,
    sign: charts && signSure(charts[0], x.p1) ? findPoint(charts[0], x.p1)?.sign : undefined,
  };
  const two: Side = {
    name: b,
    sign: charts && signSure(charts[1], x.p2) ? findPoint(charts[1], x.p2)?.sign : undefined,
  };
  return said(k.swapped ? fillContact(text, two, one) : fillContact(text, one, two));
}

/**
 * A contact across signs that do not make its angle, read by what the two signs are to each other
 * (a trine by degree from Taurus to Leo joins square signs): null when the signs match the angle or
 * a missing birth time leaves one open.
 */
export function signsNote(x: SynastryContact, a: string, b: string, [c1, c2]: [Chart, Chart]): string | null {
  if (!x.outOfSign || x.outOfSignPart || !signSure(c1, x.p1) || !signSure(c2, x.p2)) return null;
  const [s1, s2] = [findPoint(c1, x.p1)!.sign, findPoint(c2, x.p2)!.sign];
  return `The signs tell another story: ${a}'s ${pointTitle(x.p1)} is in ${SIGN_INFO[s1].name} and ${b}'s ${pointTitle(x.p2)} in ${SIGN_INFO[s2].name}, ${SIGN_DISTANCE_TEXT[signsApart(s1, s2)]}.`;
}

/**
 * A contact across signs that is still within a degree of exact: the tightest tie of a report was
 * called weak, and "neighbouring signs with little in common" said of it (review d6). It is told as
 * out of sign, never hedged.
 */
export const exactAcross = (x: SynastryContact) =>
  !!x.outOfSign && !x.outOfSignPart && !x.approximate && !x.allDay && x.orb < 1;

/**
 * The out-of-sign note said once for the whole list: this line's two signs by their relationship,
 * then the other lines it holds for, grouped by the first person's planet ("for Ana's Jupiter with
 * Ben's Venus in Cancer, and for Ana's Saturn in Leo with Ben's Venus"). The same sentence pasted
 * under four contacts of one report read as padding (review d6).
 */
export function signsNoteOnce(
  x: SynastryContact,
  others: SynastryContact[],
  a: string,
  b: string,
  charts: [Chart, Chart],
): string | null {
  const first = signsNote(x, a, b, charts);
  if (!first || others.length === 0) return first;
  const [c1, c2] = charts;
  const signOf = (c: Chart, p: PointName) => findPoint(c, p)!.sign;
  const said = new Set([`1${x.p1}`, `2${x.p2}`]);
  const named = (side: 1 | 2, p: PointName) => {
    const sign = signOf(side === 1 ? c1 : c2, p);
    const with_ = said.has(`${side}${p}`) ? '' : ` in ${SIGN_INFO[sign].name}`;
    said.add(`${side}${p}`);
    return `${pointTitle(p)}${with_}`;
  };
  const distance = (y: SynastryContact) => signsApart(signOf(c1, y.p1), signOf(c2, y.p2));
  const same = others.filter((y) => distance(y) === distance(x));
  const groups = [...new Set(same.map((y) => y.p1))].map(
    (p1) =>
      `for ${a}'s ${named(1, p1)} with ${b}'s ${listJoin(same.filter((y) => y.p1 === p1).map((y) => named(2, y.p2)))}`,
  );
  const apart = others
    .filter((y) => distance(y) !== distance(x))
    .map(
      (y) =>
        ` Below, ${a}'s ${named(1, y.p1)} and ${b}'s ${named(2, y.p2)} stand in ${SIGN_DISTANCE_TEXT[distance(y)]}.`,
    );
  return `${first}${groups.length > 0 ? ` The same holds below ${listJoin(groups)}.` : ''}${apart.join('')}`;
}

const contactName = (x: SynastryContact, a: string, b: string) =>
  onDescendant(x)
    ? x.p2 === 'Ascendant'
      ? `${a}'s ${pointTitle(x.p1)} ${x.orb > ANGULAR_ORB ? 'near' : 'on'} ${b}'s Descendant`
      : `${b}'s ${pointTitle(x.p2)} ${x.orb > ANGULAR_ORB ? 'near' : 'on'} ${a}'s Descendant`
    : `${a}'s ${pointTitle(x.p1)} ${x.aspect} ${b}'s ${pointTitle(x.p2)}`;

/**
 * "Ana's birth time", "Ana's and Ben's birthdays": the births without a time, which leave a
 * contact's points to the day's arc, or nothing with both times known.
 */
function untimedOwners(
  a: string,
  b: string,
  [c1, c2]: [Chart, Chart],
  noun: 'birth time' | 'birthday',
): string {
  const who = [!c1.birth_time_known ? a : null, !c2.birth_time_known ? b : null].filter(
    (n): n is string => n !== null,
  );
  if (who.length === 0) return '';
  return `${listJoin(who.map((n) => `${n}'s`))} ${noun}${who.length > 1 ? 's' : ''}`;
}

/** The mark of a Moon contact that holds over the whole day of an untimed birth, wherever it is named. */
const allDayMark = (a: string, b: string, charts: [Chart, Chart]) =>
  ` (true at any hour of ${untimedOwners(a, b, charts, 'birthday')})`;

/**
 * A contact's line. When the same two planets also meet the other way round in the same family
 * (`mirror`), both are named in the heading and the text is read once.
 */
export function contactLine(
  x: SynastryContact,
  a: string,
  b: string,
  mirror?: SynastryContact,
  reception?: string | null,
  charts?: [Chart, Chart],
  kind: RelationshipKind = DEFAULT_RELATIONSHIP,
  /** The line's place in the list, which varies how its house is told. */
  index = 0,
  used = new Set<string>(),
  /** Whether a line before it already said a missing birth time leaves its signs open. */
  openBefore = false,
  /**
   * The report's other lines across signs, when this line says the signs note for all of them, or
   * false when an earlier line has said it; left out, the line says its own.
   */
  signsFor?: SynastryContact[] | false,
): string {
  const name = mirror ? `${contactName(x, a, b)}, and ${contactName(mirror, a, b)}` : contactName(x, a, b);
  // A contact across the wrong signs is read, but as the weak one it is.
  // A contact and its mirror share one line, so the flag says which of the two is the weak one.
  const outOfSign = [x, ...(mirror ? [mirror] : [])].filter((c) => c.outOfSign && !exactAcross(c));
  const exact = !mirror && exactAcross(x);
  // Without a birth time the Moon (or a planet at a sign's edge) may stand anywhere on its day's
  // arc: the line says so wherever its sign or orb rests on the missing hour.
  const untimed = charts ? untimedOwners(a, b, charts, 'birth time') : '';
  const weak =
    outOfSign.length === 0
      ? exact
        ? ' (out of sign, but so close to exact that it holds)'
        : x.allDay && charts && untimed
          ? allDayMark(a, b, charts)
          : ''
      : !mirror
        ? x.outOfSignPart && untimed
          ? openBefore
            ? ' (possibly out of sign too, so a weak contact)'
            : ` (without ${untimed}, possibly out of sign, so a weak contact)`
          : ' (out of sign, so a weak contact)'
        : outOfSign.length === 2
          ? ' (both out of sign, so weaker than their angles suggest)'
          : ` (the ${outOfSign[0] === x ? 'first' : 'second'} out of sign, so weaker than its angle suggests)`;

  // A contact across the wrong signs keeps none of the superlatives written for the real thing:
  // "(out of sign, so a weak contact): … one of the sweetest contacts" (review r26).
  const hedged = outOfSign.length > 0 && (!mirror || outOfSign.length === 2);
  const signs =
    !charts || mirror || exact || signsFor === false
      ? null
      : signsFor
        ? signsNoteOnce(x, signsFor, a, b, charts)
        : signsNote(x, a, b, charts);
  const text = [contactText(x, a, b, charts, kind), signs].filter((t): t is string => !!t).join(' ');
  const where = charts && !onAngle(x) ? landing(x, a, b, charts, kind, index, used, text) : '';
  const between = `${a}'s ${pointTitle(x.p1)} and ${b}'s ${pointTitle(x.p2)}`;
  return `**${name}**${weak}: ${hedged ? hedgeWeak(text, a + b + x.p1 + x.p2, between, used) : text}${reception ? ` ${reception}` : ''}${where}`;
}

/**
 * The closing clause of a weak contact, which says how little of the text above to expect, named
 * by the contact's own two planets: one stock hedge stood in five of twenty reports (review r31).
 */
const WEAK_CLOSE: readonly ((between: string) => string)[] = [
  (between) => `Between ${between} it shows in passing moments rather than as a steady current.`,
  (between) =>
    `${capitalise(between)} meet only faintly across their signs, so this is felt now and then rather than relied on.`,
  (between) => `What ${between} give each other here comes as a hint rather than the full measure.`,
];

/**
 * A weak contact's authored text without its superlatives and intensifiers ("one of the sweetest
 * contacts", "a strong attraction", "a powerful, transforming bond"), closed with a hedge naming
 * `between`, the contact's two points ("Ana's Venus and Ben's Mars").
 */
export function hedgeWeak(text: string, key: string, between: string, used = new Set<string>()): string {
  const out = unboast(text);
  // Each close once in a list: the first not yet used from the one the key picks, or none.
  const order = WEAK_CLOSE.map((_, i) => i);
  const start = order.indexOf(pick(order, key));
  const i = [...order.slice(start), ...order.slice(0, start)].find((n) => !used.has(`weak-close-${n}`));
  if (i === undefined) return out;
  used.add(`weak-close-${i}`);
  return `${out} ${WEAK_CLOSE[i]!(between)}`;
}

/**
 * Authored text without the claims of strength a weak or wide contact cannot bear: a later
 * sentence that says so ("The spark runs strongly both ways." before "it brings heat now and then
 * rather than driving the bond", review r28b) goes whole, superlatives and intensifiers go.
 */
export function unboast(text: string): string {
  return (
    text
      .replace(/(?<=[.!?]) [^.!?]*\b(?:strongly|powerfully|intensely)\b[^.!?]*[.!?]/gu, '')
      .replace(/ (?:strongly|powerfully|intensely)\b/gu, '')
      // "is one of the closest ties two charts can share" keeps its verb.
      .replace(/\bis (?:one of|among) the (?:\p{L}+est|most \p{L}+) [^.:;]*/gu, 'is a tie worth noting')
      // "…, one of the sweetest contacts for daily life together" goes whole.
      .replace(/,? (?:one of|among) the (?:\p{L}+est|most \p{L}+) [^.:;]*/gu, '')
      // "a strong attraction" is "an attraction", "a powerful, transforming bond" "a transforming bond".
      .replace(
        /\b([Aa])n? (?:strong|powerful|intense|classic|deep|profound),? (?:and )?(\p{L})/gu,
        (_m, art: string, next: string) => `${art}${/[aeiou]/i.test(next) ? 'n' : ''} ${next}`,
      )
      .replace(/\b(?:strong|intense) (?=\p{L})/gu, '')
  );
}

/**
 * Where a listed contact lands: the house of the partner's chart that one of its planets stands
 * in, so one contact reads differently for pairs whose charts place it differently. `index` varies
 * the frame down the list.
 */
function landing(
  x: SynastryContact,
  a: string,
  b: string,
  [c1, c2]: [Chart, Chart],
  kind: RelationshipKind,
  index: number,
  /** The partner's houses already told in this list, as "owner:house". */
  used: Set<string>,
  /** The contact's own text, whose setting the house must not contradict. */
  text = '',
): string {
  const found = landingPlan(x, a, b, [c1, c2], used);
  if (!found) return '';
  const { planet, owner, host, h } = found;
  // A contact whose text already names where it lives is not sent elsewhere: "makes home easier"
  // then "so this shows in career and public life" (review d6). The house stays free for the next.
  if (settingClash(text, h, kind)) {
    used.delete(`${host}:${h}`);
    return '';
  }
  const realm = realmOf(kind, h!);
  const p = `${owner}'s ${pointTitle(planet)}`;
  // A numbered house is always named with its owner: "Sam's Venus in the fifth house" reads as
  // Sam's own fifth house. Two names a sentence at most (review t: "With Clara's Sun in Jonas's
  // eighth house, it is felt most in Jonas's intimacy"), so the realm beside it goes without.
  const house = `${host}'s ${ordinal(h!)} house`;
  const area = realmAlone(realm);
  const frames = [
    ` It plays out in ${host}'s ${realm}, where ${p} falls.`,
    ` With ${p} in ${house}, it is felt most in ${area}.`,
    ` ${capitalise(p)} stands in ${house}, and it plays out most in ${area}.`,
    ` Its stage is ${house}, ${area}, where ${p} stands.`,
  ];
  return index < frames.length ? frames[index]! : '';
}

/**
 * The settings a contact's text can name, with the houses that hold each; the bond's own word
 * ("family" between relatives, "work" between colleagues, "friends" between friends) is every
 * contact's setting, so it names none.
 */
const SETTING_WORDS: { words: RegExp; houses: HouseNumber[]; bond?: RelationshipKind }[] = [
  { words: /\bhome\b|\bhousehold\b|\bdomestic\b/i, houses: [4] },
  { words: /\bfamily\b/i, houses: [4], bond: 'family' },
  { words: /\bcareers?\b|\bpublic\b|\breputation\b|\bcalling\b/i, houses: [10] },
  { words: /\bmoney\b|\bfinanc/i, houses: [2, 8] },
  { words: /\bintima|\bsexual/i, houses: [8] },
  { words: /\bfriends(?:hips?)?\b/i, houses: [11], bond: 'friends' },
  { words: /\btravel|\bstud(?:y|ies)\b/i, houses: [9] },
  { words: /\bwork\b|\boffice\b/i, houses: [6, 10], bond: 'colleagues' },
];

/** Whether a contact's text names a setting that house `h` does not hold. */
export function settingClash(text: string, h: HouseNumber, kind: RelationshipKind): boolean {
  return SETTING_WORDS.some((w) => w.bond !== kind && w.words.test(text) && !w.houses.includes(h));
}

/**
 * Which of a listed contact's planets says where it lands, and in which of the partner's houses:
 * a planet the houses section does not read first, each house of a person once (`used`, as
 * "host:house", is filled in).
 */
export function landingPlan(
  x: SynastryContact,
  a: string,
  b: string,
  [c1, c2]: [Chart, Chart],
  used: Set<string>,
): { planet: PointName; owner: string; host: string; h: HouseNumber } | null {
  // A planet on one of the partner's angles is read on that angle: "Margaret's Sun on Sophie's
  // Midheaven" is not also "in Sophie's ninth house", a degree short of the cusp (review r28b).
  const meridians = meridianContacts(c1, c2);
  const house = (from: Chart, to: Chart, planet: PointName, first: boolean) =>
    planet === 'Ascendant' ||
    meridians.some((m) => m.first === first && m.planet === planet) ||
    onHorizon(from, to, planet)
      ? null
      : overlayHouse(from, to, planet);
  const sides = [
    { planet: x.p1, owner: a, host: b, h: house(c1, c2, x.p1, true) },
    { planet: x.p2, owner: b, host: a, h: house(c2, c1, x.p2, false) },
  ];
  // A Sun, Moon, Venus or Mars in the partner's house has its own paragraph in the houses
  // section, so another planet tells the landing first; a house already told is not told again.
  const overlaid = (p: PointName) => (OVERLAY_PLANETS as readonly PointName[]).includes(p);
  const found = sides
    .filter((s) => s.h !== null && !used.has(`${s.host}:${s.h}`))
    .sort((x, y) => Number(overlaid(x.planet)) - Number(overlaid(y.planet)))[0];
  if (!found) return null;
  used.add(`${found.host}:${found.h}`);
  return { planet: found.planet, owner: found.owner, host: found.host, h: found.h! };
}

/**
 * Whether a planet stands within its synastry orb of the partner's Ascendant or Descendant, where
 * the angle contact reads it; for a chart without a birth time, at its noon place.
 */
function onHorizon(from: Chart, to: Chart, planet: PointName): boolean {
  const asc = to.birth_time_known ? findPoint(to, 'Ascendant') : undefined;
  const p = findPoint(from, planet);
  if (!asc || !p) return false;
  const near = contactBetween(p.abs_pos, asc.abs_pos, planet, 'Ascendant');
  return !!near && (near.aspect === 'conjunction' || near.aspect === 'opposition');
}

/** A contact among `others` between the same two planets the other way round, in the same family. */
export function mirrorIn(others: SynastryContact[], x: SynastryContact): SynastryContact | undefined {
  return x.p1 === x.p2
    ? undefined
    : others.find((y) => y.p1 === x.p2 && y.p2 === x.p1 && familyOf(y) === familyOf(x));
}

/** The authored overlay text with the planet's owner and the house's owner put in. */
export function overlayText(
  planet: keyof typeof OVERLAY_TEXT,
  house: HouseNumber,
  owner: string,
  houseOwner: string,
  kind: RelationshipKind = DEFAULT_RELATIONSHIP,
): string {
  const own =
    (kind === 'friends' || kind === 'family') && (OVERLAY_PLANETS as readonly string[]).includes(planet)
      ? BOND_HOUSE_TEXT[kind][planet as (typeof OVERLAY_PLANETS)[number]][house]
      : undefined;
  return (own ?? overlayEntry(kind, planet, house)).replaceAll('{P}', owner).replaceAll('{H}', houseOwner);
}

export const OVERLAY_PLANETS = ['Sun', 'Moon', 'Venus', 'Mars'] as const;

/**
 * The house of the other's chart where one person's planet falls. It needs the house owner's birth
 * time; without the planet owner's, the planet must stay in that house all day.
 */
export function overlayHouse(from: Chart, to: Chart, name: PointName): HouseNumber | null {
  if (!to.birth_time_known || !to.houses) return null;
  const p = findPoint(from, name);
  if (!p) return null;
  const cusps = to.houses.map((h) => h.abs_pos);
  const h = houseOf(p.abs_pos, cusps) as HouseNumber;
  if (from.birth_time_known) return h;
  return dayArc(p).every((lon) => houseOf(lon, cusps) === h) ? h : null;
}

/**
 * A planet within orb of the partner's Ascendant, on it or opposite it on the Descendant: that
 * angle contact is how the planet is read, never again as a twelfth-, first-, sixth- or
 * seventh-house overlay.
 */
export const onAngle = (x: SynastryContact) =>
  (x.aspect === 'conjunction' || x.aspect === 'opposition') &&
  (x.p1 === 'Ascendant') !== (x.p2 === 'Ascendant');

/** Whether person 1's (or 2's) planet stands on the other's Ascendant or Descendant. */
const angled = (within: SynastryContact[], name: PointName, first: boolean) =>
  within.some((x) => onAngle(x) && (first ? x.p1 === name : x.p2 === name));

/** One person's Sun, Moon, Venus or Mars in the partner's house, as the houses section reads it. */
export interface Overlay {
  /** Whether the planet is person 1's. */
  first: boolean;
  planet: (typeof OVERLAY_PLANETS)[number];
  house: HouseNumber;
  /** Set when the partner's same planet is in the same house of this person's chart. */
  same: boolean;
  /** Set for an untimed Moon that stays in the house all day. */
  allDay: boolean;
}

/**
 * Each person's Sun, Moon, Venus and Mars in the other's houses, person 1's first, leaving out any
 * planet already read on the partner's Ascendant, Descendant, IC or Midheaven.
 */
export function overlayPlan(c1: Chart, c2: Chart, within: SynastryContact[]): Overlay[] {
  // A planet on the partner's IC or Midheaven is read there, not as a third- or ninth-house overlay
  // a degree short of the cusp.
  const meridians = meridianContacts(c1, c2);
  const house = (from: Chart, to: Chart, name: (typeof OVERLAY_PLANETS)[number], first: boolean) =>
    angled(within, name, first) || meridians.some((m) => m.first === first && m.planet === name)
      ? null
      : overlayHouse(from, to, name);
  return ([true, false] as const).flatMap((first) => {
    const [from, to] = first ? [c1, c2] : [c2, c1];
    return OVERLAY_PLANETS.flatMap((planet): Overlay[] => {
      const h = house(from, to, planet, first);
      if (!h) return [];
      return [
        {
          first,
          planet,
          house: h,
          same: !first && h === house(c1, c2, planet, true),
          allDay: planet === 'Moon' && !from.birth_time_known,
        },
      ];
    });
  });
}

/**
 * Each person's Sun, Moon, Venus and Mars in the other's houses, one paragraph for each direction,
 * leaving out any planet already read on the partner's Ascendant or Descendant.
 */
function overlayParagraphs(
  a: string,
  b: string,
  c1: Chart,
  c2: Chart,
  within: SynastryContact[],
  kind: RelationshipKind,
): string[] {
  // An untimed Moon moves some 13° over the birth day: the reader is told why its house is known.
  const allDay = (o: Overlay, owner: string, host: string) =>
    o.allDay
      ? ` ${owner}'s birth time is unknown, but that Moon stays in ${host}'s ${ordinal(o.house)} house all day, so this holds whatever the hour of birth.`
      : '';
  const plan = overlayPlan(c1, c2, within);
  const first = plan
    .filter((o) => o.first)
    .map((o) => `${overlayText(o.planet, o.house, a, b, kind)}${allDay(o, a, b)}`);
  // The same planet in the same house both ways: the authored text would repeat with the names swapped.
  const second = plan
    .filter((o) => !o.first)
    .map((o) =>
      o.same
        ? `${b}'s ${o.planet} is in ${a}'s ${ordinal(o.house)} house as well, so each of you brings ${OVERLAY_GIFT[o.planet]} into the other's ${realmOf(kind, o.house)}.`
        : `${overlayText(o.planet, o.house, b, a, kind)}${allDay(o, b, a)}`,
    );
  return [first, second].filter((p) => p.length > 0).map((p) => p.join(' '));
}

/**
 * The contacts, house overlays and meridian planets the report reads, as facts for the voice guide:
 * an overlay is left out where the report reads the planet on the partner's angle or meridian.
 */
function pairFacts(
  c1: Chart,
  c2: Chart,
  within: SynastryContact[],
): Pick<CompatibilityFacts, 'contacts' | 'overlays' | 'meridians'> {
  const meridians = meridianContacts(c1, c2);
  const overlays = ([1, 2] as const).flatMap((owner) =>
    OVERLAY_PLANETS.flatMap((planet) => {
      const first = owner === 1;
      if (angled(within, planet, first) || meridians.some((m) => m.first === first && m.planet === planet))
        return [];
      const house = first ? overlayHouse(c1, c2, planet) : overlayHouse(c2, c1, planet);
      return house ? [{ planet, owner, house }] : [];
    }),
  );
  return {
    contacts: within.map(({ outOfSignPart: _part, ...x }) => x),
    overlays,
    meridians: meridians.map((m) => ({ planet: m.planet, owner: m.first ? 1 : 2, angle: m.angle })),
  };
}

/** What each overlay planet brings into the partner's house, and what each house holds. */
const OVERLAY_GIFT: Record<(typeof OVERLAY_PLANETS)[number], string> = {
  Sun: 'warmth and attention',
  Moon: 'feeling and care',
  Venus: 'affection',
  Mars: 'drive and heat',
};
const HOUSE_REALM: Record<HouseNumber, string> = {
  1: 'sense of self',
  2: 'money and values',
  3: 'talk and everyday errands',
  4: 'home and family',
  5: 'romance, play and creative life',
  6: 'work and daily routine',
  7: 'idea of partnership',
  8: 'intimacy and shared resources',
  9: 'beliefs and travels',
  10: 'career and public life',
  11: 'friendships and hopes',
  12: 'private, hidden life',
};
/** The houses whose realm is the couple's, as they are for friends, relatives and colleagues. */
const PLATONIC_REALM: Partial<Record<HouseNumber, string>> = {
  5: 'play and creative life',
  7: 'one-to-one dealings',
  8: 'trust and shared resources',
};

/**
 * Between colleagues the fourth house is the base each works from and the eighth the stakes you
 * share, never "home and family" (review r24).
 */
const COLLEAGUE_REALM: Partial<Record<HouseNumber, string>> = {
  1: 'manner at work',
  4: 'base of operations',
  5: 'creative work',
  7: 'one-to-one dealings',
  8: 'shared stakes and resources',
  11: 'network and goals',
  12: 'work behind the scenes',
};
const realmOf = (kind: RelationshipKind, h: HouseNumber): string =>
  (kind === 'colleagues' ? COLLEAGUE_REALM[h] : undefined) ?? forBond(kind, PLATONIC_REALM, HOUSE_REALM, h)!;
/** The realms that read as one thing, not a list of matters, and take an article without an owner. */
const SINGLE_REALMS = new Set([
  HOUSE_REALM[1],
  HOUSE_REALM[7],
  HOUSE_REALM[12],
  COLLEAGUE_REALM[1],
  COLLEAGUE_REALM[4],
]);
/** A realm said without its owner's name: "intimacy and shared resources", "the idea of partnership". */
const realmAlone = (realm: string): string => (SINGLE_REALMS.has(realm) ? `the ${realm}` : realm);

/**
 * The compatibility score, said once and low in the report, in a few plain sentences: the number
 * against what pairs usually score, the one or two contacts that give most of it, and what a
 * missing birth time changes. An astrologer found the old 100-150 words of sums ("the 20 points from
 * contacts read here would alone be the same, and the other 4 come from a pair this reading leaves
 * out") too long and technical (review r34).
 */
function scoreLine(
  score: CompatibilityScore,
  a: string,
  b: string,
  c1: Chart,
  c2: Chart,
  kind: RelationshipKind,
  /** How this reading takes a pair the score counts: read, read only as weak, or left out. */
  readAs: (x: NonNullable<CompatibilityBreakdownItem['aspect']>) => 'read' | 'weak' | 'left out',
  /** The easy share of the contacts the reading reads. */
  ease: number,
  /** The contacts the reading reads, for the close one a low number leaves out. */
  shown: SynastryContact[] = [],
  /** The contacts read in a paragraph or line of their own. */
  alone: SynastryContact[] = shown,
): string {
  const missing = [c1, c2]
    .map((c, i) => (c.birth_time_known ? null : i === 0 ? a : b))
    .filter((x): x is string => x !== null);
  // Said as a reader would hear it, not as the sweep over the day that computes it (review r27:
  // "Over the possible hours of birth it would run from 0 to 11" read as a program's log), and in
  // words only: the hourly range is the score panel's, and "to 27 at most" here read as the
  // scale's workings. The range sweeps the day's Sun, Moon, Venus and Mars, never a rising sign.
  const one = missing.length === 1;
  const rising = one ? `${missing[0]}'s rising sign` : 'your rising signs';
  const partDay = 'the contacts that hold for only part of the day';
  const uncounted = !score.range
    ? rising
    : score.range.min === score.range.max
      ? `${rising}; a contact to ${one ? 'it is all a birth time' : 'one of them is all birth times'} could add`
      : score.range.min === score.score
        ? `${rising} or ${partDay}, so ${one ? 'a birth time' : 'birth times'} could only add to it`
        : score.range.min > score.score
          ? `${rising} or ${partDay}, and at any hour of birth some of those would add to it`
          : `${rising}, and the hour of birth could move it either way, as contacts at the edge of their orbs come and go`;
  const time =
    missing.length === 0
      ? ''
      : ` Without ${one ? `${missing[0]}'s birth time` : 'either birth time'} it cannot count ${uncounted}.`;
  // The band word describes the number shown, so one score always reads alike (review r30: 8 of 44
  // was "low" in one report and "modest" in another); its size is said against what pairs usually
  // score, not against the ring's 44, which almost no pair reaches (review r33). The usual score is
  // for two known birth times; without one, fewer contacts can count.
  const band = scoreBand(score.score).label;
  const head = `the number shown at the top of the page, ${score.score} of ${DEFAULT_SCORE_MAX}, ${RING_BAND[band]}${missing.length === 0 ? '' : ' for two charts with both birth times known'}`;
  // The one or two contacts that give most of it, named as contacts, never as sums. A pair the
  // reading calls too wide, or finds across signs, is never what the number "comes from": it gets
  // its own sentence saying the scale still counts it (review t: a score resting on a contact the
  // same report called too wide to read).
  const top = [...score.breakdown].sort((x, y) => y.points - x.points).slice(0, 2);
  const caveated = (it: CompatibilityBreakdownItem) => {
    if (!it.aspect) return false;
    const { wide, across } = scoreCaveat(it.aspect, c1, c2);
    return wide || across;
  };
  const plain = top.filter((it) => !caveated(it));
  const countedApart = top.filter(caveated);
  const plainPoints = plain.reduce((s, x) => s + x.points, 0);
  const named = plain.map((it) =>
    it.aspect ? scoredContact(it.aspect, a, b, c1, c2) : 'your Suns in signs of the same mode',
  );
  // Two contacts in one sentence would stack four possessives: the second gets its own sentence.
  const both = plain.every((it) => it.aspect) && named.length === 2;
  const lead =
    plainPoints >= score.score
      ? 'It comes from'
      : plainPoints * 2 > score.score
        ? 'Most of it comes from'
        : // Half beside a pair counted at a wider orb, which the next sentence adds.
          plainPoints * 2 === score.score && countedApart.length > 0
          ? 'It comes from'
          : 'Its largest parts come from';
  const fromRead =
    named.length === 0
      ? countedApart.every((it) => scoreCaveat(it.aspect!, c1, c2).wide)
        ? // "None of it comes from a contact read above" read as the score disowned (review b).
          'It comes from pairs the scale counts at wider orbs than the contacts read above'
        : countedApart.some((it) => scoreCaveat(it.aspect!, c1, c2).wide)
          ? 'It comes from pairs the scale counts at wider orbs or by angle alone'
          : `It comes from ${countedApart.length === 1 ? 'a pair' : 'pairs'} the scale counts by angle alone`
      : both
        ? `${lead} ${named[0]}. ${plainPoints >= score.score ? 'The rest comes from' : 'More comes from'} ${named[1]}`
        : `${lead} ${named.join(', and from ')}`;
  const stillCounted = countedApart
    .map((it, i) => {
      const x = it.aspect!;
      const wide = scoreCaveat(x, c1, c2).wide;
      // A second pair counted on the same grounds is said briefly, not in the first one's frame.
      if (i > 0 && wide === scoreCaveat(countedApart[0]!.aspect!, c1, c2).wide)
        return ` So is ${a}'s ${pointTitle(x.p1)} ${ASPECT_PLAIN[x.aspect]} ${b}'s ${pointTitle(x.p2)}${wide ? `, at ${x.orb.toFixed(1)}°` : ''}.`;
      return ` ${stillCounts(x, c1, c2, named.length > 0)} ${scoredContact(x, a, b, c1, c2)}${wide ? `, at ${x.orb.toFixed(1)}°` : ''}.`;
    })
    .join('');
  const source =
    score.score === 0 ? ': none of the few classic contacts it counts links your charts' : `. ${fromRead}`;
  // A close contact the scale leaves out is named beside a low number (review t: "0 of 44" beside
  // a father and daughter's 1.9° Moon opposition), with the pairs the scale counts when the line
  // has room for them, else with the one pair it never counts.
  const close = band === 'Minimal' || band === 'Medium' ? uncountedClose(shown) : undefined;
  const never = close ? `${pointTitle(close.p1)} with ${pointTitle(close.p2)}` : '';
  const closeName = close ? `${capitalise(contactName(close, a, b))} (${close.orb.toFixed(1)}°)` : '';
  // Said as what the reading makes of the tie, not as what the number misses: "adds nothing to it:
  // the scale never pairs Moon with Moon" disowned the score beside the bond's strongest tie (review d).
  const tie = close === shown[0] ? 'your strongest tie' : 'one of your closest ties';
  // "Is read above as a tie in its own right" only of a tie the reading gave its own line: one
  // clause in a two-way Mercury thread is not that (review d6), so the tie's gist is said here.
  const gist = !close || alone.includes(close) ? '' : ` ${closeGist(close, a, b, kind)}.`;
  const missedLong = !close
    ? ''
    : score.score === 0
      ? ` It counts only ${SCALE_COUNTS}; ${closeName} is ${never}, a tie in its own right.${gist}`
      : gist
        ? ` ${closeName}, ${tie}, is ${never}, outside the classic pairs the score counts.${gist}`
        : ` ${closeName}, ${tie}, is ${never}, outside the classic pairs the score counts, and is read above as a tie in its own right.`;
  const missedShort = !close
    ? ''
    : gist
      ? ` ${closeName}, ${tie}, lies outside the pairs it counts.${gist}`
      : ` ${closeName}, ${tie}, is read above as a tie in its own right.`;
  // Past the word budget, the tie unread in its own right is named without its gist.
  const missedBare = gist ? ` ${closeName}, ${tie}, lies outside the pairs it counts.` : missedShort;
  // Pairs the reading leaves out or reads as weak are weighed out before the number is said to
  // outrun the strain, so the words never lean on a pair the reading does not read (review r30).
  const aside = score.breakdown
    .filter(({ aspect }) => aspect && readAs(aspect) !== 'read')
    .reduce((s, x) => s + x.points, 0);
  const readBand = scoreBand(Math.max(0, score.score - aside)).label;
  const rankOf = (label: ScoreDescription) => SCORE_BANDS.findIndex((x) => x.label === label);
  const easyPercent = Math.round(ease * 100);
  // A square or an opposition scores as fully as a trine, so a high count can stand beside a
  // reading that finds mostly strain (review r30).
  const strained =
    rankOf(readBand) >= rankOf('Very Important') && easyPercent < 50
      ? `; it counts a square as fully as a trine, so here the number says how strongly your charts engage, not how easily${kind === 'romantic' ? '' : ' or how close you are'}`
      : '';
  // The reverse: a low count beside a reading of mostly easy contacts read as a verdict on the
  // bond (review q: friends at 0 of 44 whose contacts were 63% easy).
  const light =
    rankOf(band) <= rankOf('Medium') && easyPercent >= 60
      ? `; ${score.score === 0 ? 'your easy contacts lie outside these few' : 'most of your easy contacts lie outside the few it counts'}, so it counts classic links, not how well you get on`
      : '';
  const low = band === 'Minimal' && !light ? LOW_RING[kind] : '';
  // The strained note has already said what the number measures, closeness included outside
  // romance; the bond note saying it again made one run-on sentence (review u).
  const bond =
    kind === 'romantic' || strained
      ? ''
      : `; for any bond, and so ${KIND_NOUN[kind]}, it measures how readily your charts engage, not how close you are`;
  // Each clause joins the sentence that names this pair's contacts, so no two reports share it.
  // Shortened, the bond clause keeps its point and drops the kind of bond the title already names.
  const bondShort = bond && '; it measures how readily your charts engage, not how close you are';
  const line = (missed: string, easy: string, lowNote: string, bondNote = bond) =>
    `- **Compatibility score**: ${head}${source}${strained}${easy}${bondNote}.${stillCounted}${missed}${time}${lowNote ? ` ${lowNote}` : ''}`;
  // About 60 words, 90 at most (review r34). A named close contact says concretely what the
  // general notes say, so they give way first: the list of counted pairs, then the note on easy
  // contacts outside the count, then the low note's reasons after its verdict.
  const lowNote = band === 'Minimal' ? LOW_RING[kind] : '';
  const verdict = lowNote && `${lowNote.split(':')[0]!}.`;
  // At 0 the pairs the scale counts are what the reader most needs, before the general notes.
  const tries = [
    line(missedLong, light, low),
    ...(score.score === 0 ? [line(missedLong, '', verdict, bondShort)] : []),
    line(missedShort, light, low),
    line(missedShort, '', lowNote),
    line(missedShort, '', verdict),
    line(missedShort, '', verdict, bondShort),
    line(missedBare, '', verdict, bondShort),
    line('', '', verdict, bondShort),
  ];
  return tries.find((x) => countWords(x) <= 93) ?? tries[tries.length - 1]!;
}

/** A point's nature for both of you at once: "your feelings", "your aims". */
const BOTH_NATURES: Partial<Record<PointName, string>> = {
  Sun: 'aims',
  Moon: 'feelings',
  Mercury: 'minds',
  Venus: 'affections',
  Mars: 'drives',
  Ascendant: 'ways of meeting the world',
};

/**
 * What a close contact brings the two, by its planets' natures, as a sentence of its own: "Ana's
 * drive and Ben's words feed each other", "Your feelings pull against each other".
 */
function closeGist(x: SynastryContact, a: string, b: string, kind: RelationshipKind): string {
  const noun = (p: PointName) => forBond(kind, PLATONIC_NATURE, NATURE, p as SynastryPoint)!;
  const f = familyOf(x);
  const verb = pick(LEAD_VERB[f === 'conjunction' ? 'conjunction' : f], x.p1 + x.p2 + kind);
  const both = x.p1 === x.p2 ? BOTH_NATURES[x.p1] : undefined;
  const tastes = x.p1 === 'Venus' && kind !== 'romantic' ? 'tastes' : both;
  return tastes ? `Your ${tastes} ${verb}` : `${a}'s ${noun(x.p1)} and ${b}'s ${noun(x.p2)} ${verb}`;
}

/** Whether a contact the score counts lies past the reading's orb, or across signs that do not make its aspect. */
export function scoreCaveat(
  x: NonNullable<CompatibilityBreakdownItem['aspect']>,
  c1: Chart,
  c2: Chart,
): { wide: boolean; across: boolean } {
  const { outOfSign, outOfSignPart } = ringSigns(c1, c2, x.p1, x.p2, x.aspect);
  return { wide: x.orb > synastryOrb(x.p1, x.p2, x.aspect), across: outOfSign && !outOfSignPart };
}

/** The pairs the score's scale counts, each direction; any other pair, however close, adds nothing. */
const SCALE_PAIRS = new Set([
  'Sun-Sun',
  'Sun-Moon',
  'Moon-Sun',
  'Sun-Ascendant',
  'Ascendant-Sun',
  'Moon-Ascendant',
  'Ascendant-Moon',
  'Venus-Mars',
  'Mars-Venus',
]);

/**
 * A low number beside a close contact between personal points reads as a verdict on the bond: the
 * heaviest such contact the scale does not count is named, with the pairs the scale counts instead
 * (review t: "0 of 44" for a father and daughter with a 1.9° Moon opposition).
 */
export function uncountedClose(shown: SynastryContact[]): SynastryContact | undefined {
  return shown.find(
    (y) =>
      !y.allDay &&
      !y.approximate &&
      y.orb <= 3 &&
      PERSONAL.has(y.p1) &&
      PERSONAL.has(y.p2) &&
      !SCALE_PAIRS.has(`${y.p1}-${y.p2}`),
  );
}

/** The pairs the scale counts, in plain words. */
const SCALE_COUNTS = 'Suns with Suns, Moons or Ascendants, Moons with Ascendants, and Venus with Mars';

/** How a pair the reading leaves unread still scores: the scale's orbs are wider, or it counts by angle alone. */
function stillCounts(
  x: NonNullable<CompatibilityBreakdownItem['aspect']>,
  c1: Chart,
  c2: Chart,
  also: boolean,
): string {
  return scoreCaveat(x, c1, c2).wide
    ? `Its wider orbs ${also ? 'also count' : 'still count'}`
    : `Counting by angle alone, it ${also ? 'also ' : ''}takes in`;
}

/** Signs that do not make an aspect, said of the pair the score counts by angle alone. */
const NOT_IN_SIGN: Record<AspectName, string> = {
  conjunction: 'in different signs',
  sextile: 'in signs that are not sextile',
  square: 'in signs that do not square',
  trine: 'in signs that are not trine',
  opposition: 'in signs that do not oppose',
};

/** How one point stands to another, said in plain words: "Lea's Venus on Tobias's Moon". */
const ASPECT_PLAIN: Record<AspectName, string> = {
  conjunction: 'on',
  sextile: 'sextile',
  square: 'square',
  trine: 'trine',
  opposition: 'opposite',
};

/**
 * One contact the score counts, named as a contact. The score takes wider orbs than the reading and
 * counts by angle alone, so a pair outside the reading's orb or across signs that do not make the
 * aspect is not called by the aspect's name (review r28: "Hannah's Sun opposition Yusuf's Sun at
 * 9.7°", Sagittarius and Cancer, past the reading's 8° for the lights).
 */
function scoredContact(
  x: NonNullable<CompatibilityBreakdownItem['aspect']>,
  a: string,
  b: string,
  c1: Chart,
  c2: Chart,
): string {
  const [one, two] = [`${a}'s ${pointTitle(x.p1)}`, `${b}'s ${pointTitle(x.p2)}`];
  if ((x.p1 === 'Moon' && !c1.birth_time_known) || (x.p2 === 'Moon' && !c2.birth_time_known))
    return `${one} ${ASPECT_PLAIN[x.aspect]} ${two} at every hour of the day`;
  const { wide, across } = scoreCaveat(x, c1, c2);
  if (!wide && !across) return `${one} ${ASPECT_PLAIN[x.aspect]} ${two}`;
  const name = aOrAn(x.aspect);
  // Too wide is reason enough that the reading leaves it out: the signs are not said as well.
  return wide
    ? `${one} and ${two}, close to ${name} but too wide to be read above`
    : `${one} and ${two}, at the angle of ${name} but ${NOT_IN_SIGN[x.aspect]}`;
}

/**
 * The median score of 2,000 random pairs born 1950-2010 with both birth times known, against which
 * each band is said: the ring's 44 is a ceiling almost no pair reaches (28% score 20 or more, 3%
 * 30 or more).
 */
/**
 * Where each of the engine's bands sits against what two charts usually score (about 13), in plain
 * words, never as its label nor as the usual number itself (review d: "close to the usual 13").
 */
export const RING_BAND: Record<ScoreDescription, string> = {
  Minimal: 'well below average',
  Medium: 'below average',
  Important: 'about average',
  'Very Important': 'above average',
  Exceptional: 'well above average',
  'Rare Exceptional': 'far above average',
};

/** The bond's own wording where it has one: the platonic entry outside romance, else the couple's. */
function forBond<K extends PropertyKey, V>(
  kind: RelationshipKind,
  platonic: Partial<Record<K, V>>,
  romantic: Partial<Record<K, V>>,
  key: K,
): V | undefined {
  return (kind === 'romantic' ? undefined : platonic[key]) ?? romantic[key];
}

/** Who the two are, as the score line names them outside romance. */
/** What a ring in its lowest band means for each bond, in plain words. */
const LOW_RING: Record<RelationshipKind, string> = {
  romantic:
    'A low score means the few classic markers it counts are missing, not that the bond lacks pull: what draws you together is in the contacts read above.',
  friends:
    'A low score means the few classic markers it counts are missing, not that the friendship is weak: a friendship lives on the talk, shared tastes and loyalty the contacts above describe.',
  family:
    'A low score means the few classic markers it counts are missing, not that the family bond is weak: family ties rest on the shared history and care the contacts above describe.',
  colleagues:
    'A low score means the few classic markers it counts are missing, not that you work badly together: a working partnership rests on how you think and pace your effort, which the contacts above describe.',
};

const KIND_NOUN: Record<Exclude<RelationshipKind, 'romantic'>, string> = {
  friends: 'between friends',
  family: 'within a family',
  colleagues: 'between colleagues',
};

/**
 * The frame a reading outside romance opens with: what it looks for in the charts, so every
 * contact that follows is read for that bond, and where this pair's rub lies (its heaviest close
 * hard contact), so the frame is theirs and not every friendship's.
 */
function lens(kind: RelationshipKind, a: string, b: string, own: SynastryContact[]): string | null {
  if (kind === 'romantic') return null;
  const hard = own.find((x) => strong(x) && !angles(x) && contactEase(x) <= 0.25 && !onDescendant(x));
  // The rub is named in the overview; the frame only says whether there is one that stands out
  // ("for you chiefly X's purpose against Y's drive" read as a formula in every report, review r26b).
  const rub = hard ? '' : ', though no single hard contact stands out';
  switch (kind) {
    case 'friends':
      return `This reading looks at ${a} and ${b} as friends: what you enjoy together, how you back each other up and where you rub${rub}.`;
    case 'family':
      return `This reading looks at ${a} and ${b} as family: how you care for each other, what you share at home and where old patterns catch${rub}.`;
    case 'colleagues':
      return `This reading looks at ${a} and ${b} as colleagues: how you divide the work, where you strengthen each other's hand and where you clash${rub}.`;
  }
}

/** The orb as it can honestly be given: to a tenth of a degree, to the degree, or "all day". */
function orbNote(x: SynastryContact): string {
  const orb = x.allDay
    ? 'holds all day'
    : x.approximate
      ? `about ${Math.max(1, Math.round(x.orb))}°`
      : `${x.orb.toFixed(1)}°`;
  return `${orb}${x.outOfSign ? `, ${x.outOfSignPart ? 'possibly ' : ''}out of sign` : ''}`;
}

/**
 * The mechanics behind the reading, out of the prose: the contacts counted and their balance, the
 * orbs of those read, the orbs allowed and the weights, the element counts, and the score's rules.
 */
function technicalDetails(
  score: CompatibilityScore,
  a: string,
  b: string,
  c1: Chart,
  c2: Chart,
  within: SynastryContact[],
  read: SynastryContact[],
  kind: RelationshipKind,
  /** The contacts read in a paragraph or line of their own, not as one clause of a wider tie. */
  alone: SynastryContact[] = read,
): string {
  const count = (f: string) => within.filter((x) => familyOf(x) === f).length;
  const ease = easeShare(within, kind);
  const shown = within.filter((x) => read.includes(x));
  const temper = (who: string, c: Chart) =>
    `${who} ${(Object.entries(weightedTemperament(c).scores) as [Element, number][]).map(([e, n]) => `${e} ${n}`).join(', ')}`;
  // Each line ends in these two charts' own figures, so no two reports share a line of method.
  const unread = within.length - shown.length;
  const descendants = within.filter(onDescendant);
  const closest = [...within].filter((x) => !x.allDay).sort((x, y) => x.orb - y.orb)[0];
  const lines = [
    `- **Contact**: an aspect between one of ${a}'s planets or the Ascendant and one of ${b}'s; ${within.length} here, ${count('flowing')} flowing, ${count('tense')} tense and ${count('conjunction')} ${count('conjunction') === 1 ? 'conjunction' : 'conjunctions'}, ${Math.round(ease * 100)}% of their weight easy${unread > 0 ? `; the ${unread === 1 ? 'weakest is' : `${cardinal(unread)} weakest are`} not read` : ''}.${descendants.length > 0 ? ` ${capitalise(listJoin(descendants.map((x) => contactName(x, a, b))))} ${descendants.length === 1 ? 'counts' : 'count'} as ${descendants.length === 1 ? 'a conjunction' : 'conjunctions'}, since a planet opposite an Ascendant sits on the Descendant.` : ''}`,
    `- **Orb**: how far a contact is from exact${closest ? `, the closest here ${contactName(closest, a, b)} at ${closest.approximate ? `about ${Math.max(1, Math.round(closest.orb))}` : closest.orb.toFixed(1)}°` : ''}; up to 8° is allowed between the Suns and Moons, 6° with Mercury, Venus, Mars or an Ascendant, 5° with Jupiter or Saturn and 3° with the outer planets, less for a sextile, and the overview draws only on contacts within ${OVERVIEW_ORB}° and in sign${doubleContacts(within.filter(strong), within).some(([x, y]) => x.orb > OVERVIEW_ORB || y.orb > OVERVIEW_ORB) ? `, ${DOUBLE_ORB}° for the return half of a hard contact that runs both ways` : ''}.`,
    `- **Weight**: the Sun and Moon count most, then the Ascendant, Venus and Mars, and a close contact more than a wide one${kind === 'romantic' ? '; Venus with Mars counts extra between lovers' : `; Venus with Mars counts a little less, since ${KIND_NOUN[kind]} it is taste meeting drive`}; heaviest here: ${within
      .filter((x) => strong(x) && !angles(x))
      .slice(0, 3)
      .map((x) => contactName(x, a, b))
      .join('; ')}.`,
    ...(shown.length > 0
      ? [
          // The heaviest few, so the note stays short enough to read.
          `- **Orbs of the heaviest contacts read**: ${shown
            .slice(0, 6)
            .map((x) => `${contactName(x, a, b)} ${orbNote(x)}`)
            .join(
              '; ',
            )}${shown.length > 6 ? `; ${cardinal(shown.length - 6)} more, all within the orbs above` : ''}.`,
        ]
      : []),
    `- **Temperament**: the Sun, Moon and Ascendant weigh two and Mercury to Saturn one, as in the natal reading: ${temper(a, c1)}; ${temper(b, c2)}.`,
    scoreLine(
      score,
      a,
      b,
      c1,
      c2,
      kind,
      (aspect) => {
        const same = [...within, ...read].find(
          (x) => x.p1 === aspect.p1 && x.p2 === aspect.p2 && x.aspect === aspect.aspect,
        );
        return !same ? 'left out' : same.outOfSign ? 'weak' : 'read';
      },
      ease,
      shown,
      alone,
    ),
  ];
  return `## Technical Details\n\n${lines.join('\n')}`;
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

/** A hard Jupiter by the point it reaches most: too much of what that point wants. */
const JUPITER_TENSE: Partial<Record<PointName, (o: string, t: string, pts: string) => string>> = {
  Sun: (o, t, pts) =>
    `${o}'s Jupiter swells ${pts}: ${o} cheers ${t}'s ambitions on past what one life can hold, and ${t} is the one who has to choose which plans to keep.`,
  Moon: (o, t, pts) =>
    `${o}'s Jupiter swells ${pts}: ${o} answers ${t}'s moods with more of everything, comfort, plans and treats, when at times ${t} only wants to be heard.`,
  Venus: (o, t, pts) =>
    `${o}'s Jupiter swells ${pts}: ${o} indulges ${t}'s tastes past good sense, and the pleasures you share can run to excess unless one of you keeps count.`,
  Mercury: (o, t, pts) =>
    `${o}'s Jupiter swells ${pts}: ${o} makes ${t}'s ideas sound bigger than they are, and ${t} gains by checking the details before acting on them.`,
};

/**
 * What one person's planet does to the other's personal points, in each direction: written for the
 * planet and for whether its contacts are mostly easy or mostly tense. `o` owns the planet, `t` is
 * touched (`pts` names the touched points, owner included).
 */
const THREAD_TEXT: Record<
  ThreadPlanet,
  Record<
    Tone,
    (
      o: string,
      t: string,
      pts: string,
      lead: PointName,
      how: { reached: Reached; aspect: AspectName; kind: RelationshipKind },
    ) => string
  >
> = {
  Saturn: {
    // By the point it reaches and the aspect: one line for every easy Saturn and every easy Mercury
    // stood in reports of different pairs (review r30).
    easy: (o, t, pts, _lead, { reached, aspect, kind }) =>
      `${o}'s Saturn supports ${pts}: ${MUTUAL_EFFECT.Saturn.easy[reached](o, t)}, ${SATURN_EASY_END[kind][aspect as 'trine' | 'sextile'](o, t)}.`,
    tense: (o, t, pts) =>
      `${o}'s Saturn presses on ${pts}: ${o} tends to set the limits and ${t} to feel them, and it is a contact that tests patience and, met with warmth, makes the bond dependable.`,
  },
  Jupiter: {
    easy: (o, t, pts, lead) =>
      `${o}'s Jupiter falls kindly on ${pts}: ${o} believes in ${t}, and ${(JUPITER_GIFT[lead] ?? '{T} grows more confident and hopeful for it').replaceAll('{T}', t)}.`,
    // By the point it swells most: one line for every hard Jupiter stood in three of twenty reports
    // (review r31).
    tense: (o, t, pts, lead) =>
      JUPITER_TENSE[lead]?.(o, t, pts) ??
      `${o}'s Jupiter swells ${pts}: ${o} means to encourage but can promise too much or push too far, and ${t} is the one who asks for proportion.`,
  },
  Mercury: {
    easy: (o, t, pts, _lead, { reached, aspect, kind }) =>
      `${o}'s Mercury reaches ${pts} easily: ${MUTUAL_EFFECT.Mercury.easy[reached as Exclude<Reached, 'Mercury'>](o, t)}, ${MERCURY_EASY_END[kind][aspect as 'trine' | 'sextile' | 'conjunction'](o, t)}.`,
    tense: (o, t, pts) =>
      `${o}'s Mercury crosses ${pts}, so ${o}'s remarks can land harder on ${t} than intended, and it pays to ask what was meant before answering.`,
  },
  Uranus: {
    easy: (o, t, pts) =>
      `${o}'s Uranus stirs ${pts} without shaking the ground, so ${o} keeps the bond fresh and gives ${t} room to change.`,
    // By the point it hits most, so "jolts … how much change is welcome" is not every pair's
    // Uranus (four times in one batch, review r26).
    tense: (o, t, pts, lead) => (URANUS_TENSE[lead] ?? URANUS_TENSE.Venus!)(o, t, pts),
  },
  Neptune: {
    easy: (o, t, pts) =>
      `${o}'s Neptune softens ${pts}, so ${t} feels understood without words and is seen in a kind light.`,
    tense: (o, t, pts) =>
      `${o}'s Neptune blurs ${pts}: ${o} may idealise ${t} or leave things vague, and ${t} does best to ask outright what ${o} intends.`,
  },
  Pluto: {
    easy: (o, t, pts) =>
      `${o}'s Pluto deepens ${pts}, so ${o} helps ${t} uncover a strength that had gone unnoticed.`,
    // By the point it hits most: one line for every hard Pluto came up in two reports of five
    // (review r28). An angle keeps the general line: the Ascendant and Descendant mean different things.
    tense: (o, t, pts, lead) =>
      PLUTO_TENSE[lead]?.(o, t, pts) ??
      `${o}'s Pluto bears down on ${pts}, so questions of control can surface between you, and the bond does best when they are talked about openly rather than fought out.`,
  },
};

/**
 * How an easy Saturn or Mercury thread is felt in this bond, by the aspect of its heaviest
 * contact: a trine works unasked, a sextile as it is used, Mercury's conjunction (or place on the
 * Descendant) as one voice. Saturn's conjunction is charged, so it never leads an easy thread.
 */
const SATURN_EASY_END: Record<RelationshipKind, Record<'trine' | 'sextile', Effect>> = {
  romantic: {
    trine: (o, t) => `and ${t} can count on that backing without having to ask for it`,
    sextile: (o, t) => `and the backing grows the more ${t} leans on ${o}`,
  },
  friends: {
    trine: (o, t) => `and ${t} knows ${o} will be there when it counts`,
    sextile: (o, t) => `and the friendship grows sturdier each time ${t} relies on ${o}`,
  },
  family: {
    trine: (o, t) => `and ${t} can lean on ${o} without a word about duty`,
    sextile: (o, t) => `and family duties feel lighter each time ${t} shares them with ${o}`,
  },
  colleagues: {
    trine: (o, t) => `and ${t} can count on ${o} to see the work through`,
    sextile: (o, t) => `and ${t} relies on ${o} more as the projects pile up`,
  },
};
const MERCURY_EASY_END: Record<RelationshipKind, Record<'trine' | 'sextile' | 'conjunction', Effect>> = {
  romantic: {
    trine: (o, t) => `and ${t} takes in what ${o} says without needing it said twice`,
    sextile: (o, t) => `and the more you talk, the more readily ${t} follows ${o}'s thinking`,
    conjunction: (o, t) => `and ${o} often says aloud what ${t} was about to say`,
  },
  friends: {
    trine: (o, t) => `and ${t} picks up ${o}'s hints and jokes without a gloss`,
    sextile: () => `and your conversations get better the longer the friendship runs`,
    conjunction: () => `and the two of you often finish each other's sentences`,
  },
  family: {
    trine: (o, t) => `and ${t} hears ${o} out without old family arguments getting in the way`,
    sextile: () => `and family news passes between you with little lost`,
    conjunction: (o, t) => `and ${o} often puts a family matter just as ${t} sees it`,
  },
  colleagues: {
    trine: (o, t) => `and ${t} takes in ${o}'s briefs at the first reading`,
    sextile: () => `and ideas pass between you more easily the more you work together`,
    conjunction: (o, t) => `and ${o} often states the plan just as ${t} would have`,
  },
};

/** A partner's Pluto at odds with one's planets, by the planet it hits most. */
const PLUTO_TENSE: Partial<Record<PointName, (o: string, t: string, pts: string) => string>> = {
  Sun: (o, t, pts) =>
    `${o}'s Pluto bears down on ${pts}: ${o} can test ${t}'s will, and the bond does best when the question of who decides is settled in the open rather than fought out.`,
  Moon: (o, t, pts) =>
    `${o}'s Pluto bears down on ${pts}: ${o} reaches ${t}'s deepest feelings, and ${t} can feel watched as much as understood; saying what each of you fears to lose keeps it fair.`,
  Mercury: (o, t, pts) =>
    `${o}'s Pluto bears down on ${pts}: ${o} probes ${t}'s thinking and can press for the last word, so a disagreement is best left open rather than won.`,
  Venus: (o, t, pts) =>
    `${o}'s Pluto bears down on ${pts}: ${o} can want a say in what ${t} values and enjoys, and ${t} can feel held too tightly; warmth given freely keeps it from turning into control.`,
  Mars: (o, t, pts) =>
    `${o}'s Pluto bears down on ${pts}: ${o}'s will and ${t}'s drive can turn into a contest of strength, so it helps to agree who leads on what.`,
};

/** A partner's Uranus at odds with one's points, by the point it hits most. */
const URANUS_TENSE: Partial<Record<PointName, (o: string, t: string, pts: string) => string>> = {
  Sun: (o, t, pts) =>
    `${o}'s Uranus cuts across ${pts}: ${o} unsettles ${t}'s plans and sense of direction, and the bond stays alive as long as the surprises are taken as invitations.`,
  Moon: (o, t, pts) =>
    `${o}'s Uranus unsettles ${pts}: ${o}'s need for room can leave ${t} feeling insecure, and the bond steadies when a change of course is announced before it is made.`,
  Mercury: (o, t, pts) =>
    `${o}'s Uranus sparks against ${pts}: ${o} throws in ideas faster than ${t} can weigh them, and a pause before deciding keeps the brilliance useful.`,
  Venus: (o, t, pts) =>
    `${o}'s Uranus jolts ${pts}: ${o} brings surprise and a need for freedom, and ${t} has to decide, again and again, how much change is welcome.`,
  Mars: (o, t, pts) =>
    `${o}'s Uranus crosses ${pts}: ${o} makes ${t} restless and quick to act, and plans are best agreed before the impulse takes over.`,
  Ascendant: (o, t, pts) =>
    `${o}'s Uranus rattles ${pts}: ${o} keeps ${t} guessing, and the bond works when surprises are welcomed rather than resisted.`,
};

/** What the faith of a partner's kindly Jupiter grows in the point it touches most. */
const JUPITER_GIFT: Partial<Record<PointName, string>> = {
  Sun: '{T} aims higher for it',
  Moon: '{T} feels safe enough to hope out loud',
  Mercury: '{T} voices bigger ideas in that company',
  Venus: '{T} feels generously valued',
  Mars: '{T} acts with more nerve for it',
  Jupiter: 'the hopes you share grow larger together',
  Saturn: '{T} carries duties more lightly for it',
  Uranus: '{T} dares more change for it',
  Neptune: '{T} trusts the dream a little more',
  Pluto: '{T} faces deep changes with more courage',
  Ascendant: '{T} meets the world more confidently for it',
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
  return ownPoints(owner, names);
}

/** What a planet of one person does to a point of the other: "{o}" acts, "{t}" is reached. */
type Effect = (o: string, t: string) => string;
/** A point a two-way exchange reaches; a planet opposite the Ascendant reaches the Descendant. */
type Reached = 'Sun' | 'Moon' | 'Mercury' | 'Venus' | 'Mars' | 'Ascendant' | 'Descendant';
/** The other person's point a contact reaches, seen from the side that carries the planet. */
const reachedPoint = (x: SynastryContact, fromFirst: boolean): Reached =>
  (onDescendant(x) ? 'Descendant' : fromFirst ? x.p2 : x.p1) as Reached;

/**
 * What each direction of a two-way exchange does, by the point it reaches, so the sentence belongs
 * to this pair: one stock line for every Saturn exchange ("each of you is the other's anchor and,
 * on a bad day, the other's critic") came up in three reports of five (review r28). Said with
 * "each of you" and "the other" when both directions reach the same point.
 */
const MUTUAL_EFFECT: {
  [P in ThreadPlanet]: Record<Tone, Record<Exclude<Reached, P>, Effect>>;
} = {
  // Each exchange names the planet once and then the two directions, "from Ines to Tariq's Venus
  // and from Tariq to Ines's Moon": "Ines's Mercury reaches Tariq's Venus and Tariq's reaches
  // Ines's Moon" chained four possessives (review r24).
  Saturn: {
    tense: {
      Sun: (o, t) => `${o} can cramp ${t}'s confidence`,
      Moon: (o, t) => `${o} can seem cool just when ${t} needs support`,
      Mercury: (o, t) => `${o} can meet ${t}'s ideas with doubts, until ${t} weighs every word`,
      Venus: (o, t) => `${o} can make ${t} feel that warmth has to be earned`,
      Mars: (o, t) => `${o} can brake ${t}'s drive just as it gets going`,
      Ascendant: (o, t) => `${o} can make ${t} feel judged before a word is said`,
      Descendant: (o, t) => `${o} can feel to ${t} more like a duty than a choice`,
    },
    easy: {
      Sun: (o, t) => `${o} backs ${t}'s aims with patience`,
      Moon: (o, t) => `${o} gives ${t} a steady place to rest`,
      Mercury: (o, t) => `${o} helps ${t} think a plan through to the end`,
      Venus: (o, t) => `${o} shows ${t} that goodwill will last`,
      Mars: (o, t) => `${o} gives ${t}'s drive a plan to follow`,
      Ascendant: (o, t) => `${o} is a reliable presence for ${t}`,
      Descendant: (o, t) => `${o} is the steady counterpart ${t} looks for`,
    },
  },
  Uranus: {
    tense: {
      Sun: (o, t) => `${o} can upset ${t}'s plans without warning`,
      Moon: (o, t) => `${o} can leave ${t} unsure where things stand`,
      Mercury: (o, t) => `${o} can jump ahead before ${t} has finished a thought`,
      Venus: (o, t) => `${o} can blow hot and cold toward ${t}`,
      Mars: (o, t) => `${o} can make ${t} restless and quick to act`,
      Ascendant: (o, t) => `${o} can keep ${t} guessing`,
      Descendant: (o, t) => `${o} can be hard for ${t} to pin down`,
    },
    easy: {
      Sun: (o, t) => `${o} opens ${t}'s plans to new directions`,
      Moon: (o, t) => `${o} helps ${t} loosen old habits`,
      Mercury: (o, t) => `${o} sparks ${t}'s ideas`,
      Venus: (o, t) => `${o} brings surprise into what ${t} enjoys`,
      Mars: (o, t) => `${o} gives ${t}'s drive a fresh outlet`,
      Ascendant: (o, t) => `${o} lets ${t} try new ways of being`,
      Descendant: (o, t) => `${o} is the lively counterpart ${t} looks for`,
    },
  },
  Neptune: {
    tense: {
      Sun: (o, t) => `${o} can build ${t} up into someone larger than life`,
      Moon: (o, t) => `${o} can soak up ${t}'s moods until it is unclear whose they are`,
      Mercury: (o, t) => `${o} can leave ${t} unsure what was actually agreed`,
      Venus: (o, t) => `${o} can admire an image of ${t} more than the person`,
      Mars: (o, t) => `${o} can blur ${t}'s aims with plans that never firm up`,
      Ascendant: (o, t) => `${o} can see ${t} through a haze`,
      Descendant: (o, t) => `${o} can be the ideal ${t} hopes for rather than the person who is there`,
    },
    easy: {
      Sun: (o, t) => `${o} sees the best in ${t}'s aims`,
      Moon: (o, t) => `${o} senses ${t}'s moods without being told`,
      Mercury: (o, t) => `${o} hears what ${t} means as well as what ${t} says`,
      Venus: (o, t) => `${o} meets ${t}'s warmth with quiet kindness`,
      Mars: (o, t) => `${o} gives ${t}'s efforts a gentler aim`,
      Ascendant: (o, t) => `${o} sees ${t} in a kind light`,
      Descendant: (o, t) => `${o} is the kindly presence ${t} hopes to meet in others`,
    },
  },
  Jupiter: {
    tense: {
      Sun: (o, t) => `${o} can push ${t} to aim higher than is wise`,
      Moon: (o, t) => `${o} can promise ${t} more comfort than there is to give`,
      Mercury: (o, t) => `${o} can talk up ${t}'s ideas past what they will bear`,
      Venus: (o, t) => `${o} can indulge ${t}'s tastes past good sense`,
      Mars: (o, t) => `${o} can egg ${t} on to take on too much`,
      Ascendant: (o, t) => `${o} can swamp ${t} with big plans`,
      Descendant: (o, t) => `${o} can promise ${t} more than the bond can keep`,
    },
    easy: {
      Sun: (o, t) => `${o} believes in ${t}'s aims`,
      Moon: (o, t) => `${o} makes ${t} feel safe enough to hope out loud`,
      Mercury: (o, t) => `${o} gives ${t}'s ideas room to grow`,
      Venus: (o, t) => `${o} makes ${t} feel generously valued`,
      Mars: (o, t) => `${o} gives ${t} the nerve to act`,
      Ascendant: (o, t) => `${o} helps ${t} meet the world with more confidence`,
      Descendant: (o, t) => `${o} is the generous counterpart ${t} looks for`,
    },
  },
  Mercury: {
    tense: {
      Sun: (o, t) => `${o} can pick holes in ${t}'s plans`,
      Moon: (o, t) => `${o} can answer ${t}'s feelings with arguments`,
      Venus: (o, t) => `${o} can say the cool thing when ${t} wants warmth`,
      Mars: (o, t) => `${o} can goad ${t} into a quarrel with a single word`,
      Ascendant: (o, t) => `${o} can misread ${t}'s manner`,
      Descendant: (o, t) => `${o} can talk past ${t} just when ${t} wants to be heard`,
    },
    easy: {
      Sun: (o, t) => `${o} puts ${t}'s aims into words`,
      Moon: (o, t) => `${o} can talk ${t}'s feelings through`,
      Venus: (o, t) => `${o} finds the kind word ${t} likes to hear`,
      Mars: (o, t) => `${o} turns ${t}'s drive into a plan`,
      Ascendant: (o, t) => `${o} reads ${t} easily`,
      Descendant: (o, t) => `${o} is the easy talker ${t} looks for`,
    },
  },
  Pluto: {
    tense: {
      Sun: (o, t) => `${o} can test ${t}'s will`,
      Moon: (o, t) => `${o} can reach ${t}'s deepest fears`,
      Mercury: (o, t) => `${o} can press ${t} for the last word`,
      Venus: (o, t) => `${o} can want a say in what ${t} values`,
      Mars: (o, t) => `${o} can turn ${t}'s drive into a contest of strength`,
      Ascendant: (o, t) => `${o} can make ${t} feel watched`,
      Descendant: (o, t) => `${o} can hold ${t} more tightly than ${t} wants`,
    },
    easy: {
      Sun: (o, t) => `${o} pushes ${t} to aim at what matters most`,
      Moon: (o, t) => `${o} helps ${t} face feelings long kept hidden`,
      Mercury: (o, t) => `${o} takes ${t}'s thinking past the surface`,
      Venus: (o, t) => `${o} deepens what ${t} values`,
      Mars: (o, t) => `${o} gives ${t}'s drive staying power`,
      Ascendant: (o, t) => `${o} helps ${t} find a stronger presence`,
      Descendant: (o, t) => `${o} is the deep, steady counterpart ${t} looks for`,
    },
  },
};

/** How a two-way exchange is carried, by the bond: the words after what each direction does. */
const MUTUAL_END: Record<ThreadPlanet, Record<Tone, Record<RelationshipKind, string>>> = {
  Jupiter: {
    tense: {
      romantic: '; one of you has to call for proportion, and it need not always be the same one',
      friends: '; the friendship stays sound when one of you asks what is realistic',
      family: '; it helps when each of you, in turn, asks what is realistic',
      colleagues: '; it works when budgets and deadlines are checked before anything is promised',
    },
    easy: {
      romantic: ', so the bond grows more generous with time',
      friends: ', so the friendship leaves you both more hopeful',
      family: ', so good fortune in the family tends to be shared',
      colleagues: ', so the partnership aims higher than either of you would alone',
    },
  },
  Mercury: {
    tense: {
      romantic: '; asking what was meant before answering keeps it kind',
      friends: '; a question before a reply saves most of your quarrels',
      family: '; hearing each other out before answering saves most family quarrels',
      colleagues: '; confirming decisions in writing saves most misunderstandings',
    },
    easy: {
      romantic: ', so talk is one of the pleasures of the bond',
      friends: ', so conversation is half the friendship',
      family: ', so family matters get talked through rather than left',
      colleagues: ', so briefs and decisions pass between you with little lost',
    },
  },
  Pluto: {
    tense: {
      romantic: '; the bond thrives when control is shared openly',
      friends: '; the friendship thrives when neither tries to steer the other',
      family: '; it eases when old family power struggles are named',
      colleagues: '; it works when who decides what is settled in the open',
    },
    easy: {
      romantic: ', toward a strength neither of you knew was there',
      friends: ', so the friendship goes deeper than most',
      family: ', so the family tie grows stronger through hard times',
      colleagues: ', so the partnership can see a hard project through',
    },
  },
  Saturn: {
    tense: {
      romantic: '; the bond holds when expectations are said out loud instead of kept as a score',
      friends: '; the friendship holds when neither keeps a tally of who owes what',
      family: '; it eases when family duties are named rather than assumed',
      colleagues: '; it works when expectations are set out before each job starts',
    },
    easy: {
      romantic: ', so the steadiness in this bond does not rest on one of you alone',
      friends: ', so the friendship can be relied on from both sides',
      family: ', so the family load is carried from both ends',
      colleagues: ', so the partnership does not lean on one of you for its reliability',
    },
  },
  Uranus: {
    tense: {
      romantic: '; the bond holds when freedom is given on both sides',
      friends: '; the friendship lasts when neither takes a change of plan as a slight',
      family: '; it eases when news of a change comes before the change',
      colleagues: '; it works when a change of plan is flagged early',
    },
    easy: {
      romantic: ', so neither of you lets the other go stale',
      friends: ', so the friendship keeps finding new things to do',
      family: ', so family habits never harden between you',
      colleagues: ', so the work keeps finding new methods',
    },
  },
  Neptune: {
    tense: {
      romantic: '; plain talk about ordinary things keeps it honest',
      friends: '; checking the facts together keeps the friendship honest',
      family: '; saying plainly what each of you can give keeps it honest',
      colleagues: '; putting agreements in writing keeps it honest',
    },
    easy: {
      romantic: ', a gentle exchange that ordinary days keep honest',
      friends: ', a gentle exchange that makes the friendship a refuge',
      family: ', a gentle exchange that softens old family habits',
      colleagues: ', a gentle exchange that keeps the partnership considerate',
    },
  },
};

/** The opening of a two-way exchange, "Saturn presses both ways between you", by planet and tone. */
const MUTUAL_OPENING: Record<ThreadPlanet, Record<Tone, string>> = {
  Jupiter: { tense: 'Jupiter inflates things both ways', easy: "Jupiter's goodwill runs both ways" },
  Mercury: { tense: 'Mercury crosses both ways between you', easy: 'Mercury links you both ways' },
  Pluto: { tense: 'Pluto bears down both ways', easy: 'Pluto deepens you both ways' },
  Saturn: { tense: 'Saturn presses both ways between you', easy: 'Saturn steadies you both ways' },
  Uranus: { tense: 'Uranus jolts you both ways', easy: 'Uranus stirs you both ways' },
  Neptune: { tense: 'Neptune blurs things both ways', easy: 'Neptune softens you both ways' },
};

/**
 * A two-way exchange told by what each direction does to the point it reaches most and by the
 * bond.
 */
function mutualByPoint(
  planet: ThreadPlanet,
  t: Tone,
  kind: RelationshipKind,
  a: string,
  b: string,
  pa: string,
  pb: string,
  /** The point of person 2 and of person 1 each direction reaches most. */
  toB: Reached,
  toA: Reached,
): string {
  // A thread never reaches the planet that carries it (threadContacts), so Mercury lacks a Mercury.
  const effect = MUTUAL_EFFECT[planet][t] as Record<Reached, Effect>;
  const what =
    toA === toB ? effect[toB]('each of you', 'the other') : `${effect[toB](a, b)}, and ${effect[toA](b, a)}`;
  return `${MUTUAL_OPENING[planet][t]}, from ${a} to ${pa} and from ${b} to ${pb}: ${what}${MUTUAL_END[planet][t][kind]}.`;
}

/**
 * Neptune sitting on a lover's point or Descendant is the classic sign of the idealised partner:
 * its kindness is real, and so is the risk of loving an image, so a romance hears both.
 */
const NEPTUNE_IDEAL = {
  one: (o: string, t: string, pts: string) =>
    `${o}'s Neptune softens ${pts}, so ${t} feels understood without words, though ${o} may fall for an ideal of ${t} rather than the person, and ordinary days together keep the picture true.`,
  both: (a: string, b: string, pa: string, pb: string) =>
    `Neptune softens you both ways, from ${a} to ${pa} and from ${b} to ${pb}: each of you sees the best of the other, and the risk is loving an ideal instead of the person, so let ordinary days show you who the other really is.`,
};
const idealised = (planet: ThreadPlanet, t: Tone, kind: RelationshipKind, uses: SynastryContact[]) =>
  planet === 'Neptune' &&
  t === 'easy' &&
  kind === 'romantic' &&
  uses.some((x) => familyOf(x) === 'conjunction');

/**
 * Who carries Mercury, Jupiter, Saturn and the outer planets into whose personal points, one
 * sentence for each planet and direction (one for both directions when they share a tone), the
 * weightiest first (at most three).
 */
function threads(
  a: string,
  b: string,
  contacts: SynastryContact[],
  kind: RelationshipKind,
  /** Planets a double contact has read: their other contacts are not told as a separate thread. */
  skip: ReadonlySet<PointName> = new Set(),
): { sentence: string; uses: SynastryContact[] }[] {
  const sum = (xs: SynastryContact[]) => xs.reduce((s, x) => s + contactWeight(x, kind), 0);
  const tone = (xs: SynastryContact[]): Tone =>
    xs.reduce((s, x) => s + contactWeight(x, kind) * (contactEase(x) - 0.5), 0) > 0 ? 'easy' : 'tense';
  // Name only the points touched in that tone, a conjunction by its own ease: Saturn on a Sun is
  // the one to work at in the close, so it never joins the Saturn that supports.
  const inTone = (xs: SynastryContact[], t: Tone) =>
    xs.filter((x) => (t === 'easy' ? contactEase(x) >= 0.5 : contactEase(x) <= 0.5));
  const mutual = mutualThreads(a, b, contacts, kind);
  const close = contacts.filter(strong);
  return THREAD_PLANETS.flatMap((planet) => {
    if (skip.has(planet)) return [];
    const both = mutual.find((m) => m.planet === planet);
    if (both) return [{ weight: sum(both.uses), uses: both.uses, sentence: both.text }];
    const [fromA, fromB] = [threadContacts(close, planet, true), threadContacts(close, planet, false)];
    return ([true, false] as const).flatMap((first) => {
      const xs = first ? fromA : fromB;
      if (xs.length === 0) return [];
      const [owner, other] = first ? [a, b] : [b, a];
      const t = tone(xs);
      // Contacts of the other tone stay unread here, free for a paragraph of their own.
      const read = inTone(xs, t);
      const lead = [...read].sort(byWeight(kind))[0]!;
      return [
        {
          weight: sum(read),
          uses: read,
          sentence: idealised(planet, t, kind, read)
            ? NEPTUNE_IDEAL.one(owner, other, touched(other, read, first))
            : THREAD_TEXT[planet][t](owner, other, touched(other, read, first), lead[first ? 'p2' : 'p1'], {
                reached: reachedPoint(lead, first),
                // A planet on the partner's Descendant meets it as a conjunction.
                aspect: familyOf(lead) === 'conjunction' ? 'conjunction' : lead.aspect,
                kind,
              }),
        },
      ];
    });
  })
    .sort((x, y) => y.weight - x.weight)
    .slice(0, 3);
}

/**
 * Each person carrying the same slow planet into the other's personal points in the same tone,
 * read as one exchange; its lead is its heaviest contact.
 */
function mutualThreads(
  a: string,
  b: string,
  contacts: SynastryContact[],
  kind: RelationshipKind,
): { planet: ThreadPlanet; weight: number; lead: SynastryContact; uses: SynastryContact[]; text: string }[] {
  // The heaviest close contact sets the tone; the other side joins with its contacts of that tone.
  const fits = (x: SynastryContact, t: Tone) =>
    t === 'easy' ? contactEase(x) >= 0.5 : contactEase(x) <= 0.5;
  return THREAD_PLANETS.flatMap((planet) => {
    // Both sides within the overview's orb and in sign, as the technical details say.
    const all = [...threadContacts(contacts, planet, true), ...threadContacts(contacts, planet, false)]
      .filter(strong)
      .sort(byWeight(kind));
    if (!all[0]) return [];
    const sides = (t: Tone) =>
      [true, false].map((first) =>
        all.filter((x) => fits(x, t) && (first ? x.p1 === planet : x.p2 === planet)),
      );
    // A conjunction fits either tone: when the heaviest contact's tone leaves one side empty, the
    // other tone may still join both (Marek's Jupiter on Sofia's Ascendant, hers square his Venus).
    const first: Tone = contactEase(all[0]) >= 0.5 ? 'easy' : 'tense';
    const t: Tone = sides(first).every((xs) => xs.length > 0) ? first : first === 'easy' ? 'tense' : 'easy';
    const [fromA, fromB] = sides(t);
    if (fromA!.length === 0 || fromB!.length === 0) return [];
    const lead = [...fromA!, ...fromB!].sort(byWeight(kind))[0]!;
    const [pa, pb] = [touched(b, fromA!, true), touched(a, fromB!, false)];
    const ideal = idealised(planet, t, kind, [...fromA!, ...fromB!]);
    const text = ideal
      ? NEPTUNE_IDEAL.both(a, b, pa, pb)
      : mutualByPoint(
          planet,
          t,
          kind,
          a,
          b,
          pa,
          pb,
          reachedPoint(fromA![0]!, true),
          reachedPoint(fromB![0]!, false),
        );
    return [
      {
        planet,
        weight: contactWeight(lead, kind),
        lead,
        uses: [...fromA!, ...fromB!],
        text,
      },
    ];
  });
}

/**
 * A contact close enough, and in sign, to carry a theme of the overview: the overview leaves wide
 * and out-of-sign contacts to the list.
 */
export const OVERVIEW_ORB = 4;
export const strong = (x: SynastryContact) => x.orb <= OVERVIEW_ORB && !x.outOfSign;
/** Two Ascendants in aspect: they describe manners, not a tie between two people's planets, so never the strongest. */
export const angles = (x: SynastryContact) => x.p1 === 'Ascendant' && x.p2 === 'Ascendant';

/** A theme of the overview: its sentences, its weight, and the contacts it has read. */
export interface Theme {
  weight: number;
  text: string;
  uses: SynastryContact[];
  /** The point it centres on, when it centres on one. */
  key?: string;
  /** The planet on the partner's IC or Midheaven it reads, when it reads one. */
  meridian?: Meridian;
  /**
   * The T-square it reads, ends and apex as crossTSquares found them: the contacts it uses may
   * hold only some of its aspects, so another language names its points from here.
   */
  tSquare?: TSquare;
}

/** Whose point a contact joins on each side: person 1's `p1`, person 2's `p2`. */
const side = (x: SynastryContact, first: boolean) => (first ? x.p1 : x.p2);

const VERB: Record<AspectName, string> = {
  conjunction: 'meets',
  sextile: 'is sextile',
  square: 'squares',
  trine: 'trines',
  opposition: 'opposes',
};

/** What a point of a person stands for, as the thing a partner's planets reach. */
const POINT_SENSE: Partial<Record<PointName, (who: string) => string>> = {
  Sun: (w) => `${w}'s sense of self`,
  Moon: (w) => `${w}'s need to feel safe`,
  Mercury: (w) => `${w}'s thinking and talk`,
  Venus: (w) => `${w}'s way of loving`,
  Mars: (w) => `${w}'s drive and desire`,
  Ascendant: (w) => `${w}'s manner`,
};
/** Venus and Mars as a friend, relative or colleague reaches them. */
const PLATONIC_POINT_SENSE: Partial<Record<PointName, (who: string) => string>> = {
  Venus: (w) => `${w}'s warmth and taste`,
  Mars: (w) => `${w}'s drive`,
};

/** The key of one person's point, shared by the themes that read it. */
const pointKey = (first: boolean, point: PointName) => `${first ? 1 : 2}:${point}`;

/**
 * One person's point reached by three or more close contacts from the other's planets: the point
 * the other's chart keeps returning to, read as one theme. Two or more of them conjunct make a
 * cluster the point sits in; one of them the partner's Ascendant or Descendant, its text follows.
 */
function focalThemes(
  a: string,
  b: string,
  c1: Chart,
  c2: Chart,
  xs: SynastryContact[],
  kind: RelationshipKind,
): Theme[] {
  return ([true, false] as const).flatMap((first) => {
    const [other, owner, ownChart] = first ? [a, b, c2] : [b, a, c1];
    const targets = [...new Set(xs.map((x) => side(x, !first)))];
    return targets.flatMap((t) => {
      // Generational planets reach everyone born within a few years: they do not make a focal point.
      const hits = xs.filter((x) => side(x, !first) === t && !OUTER.has(side(x, first)));
      // A planet opposite the Ascendant reaches the Descendant: what is sought in others, not manner.
      const sense =
        t === 'Ascendant' && hits.some(onDescendant)
          ? (w: string) => `${w}'s manner and ${DESCENDANT_NATURE[kind]}`
          : forBond(kind, PLATONIC_POINT_SENSE, POINT_SENSE, t);
      if (hits.length < 3 || !sense) return [];
      const from = (x: SynastryContact) => pointTitle(side(x, first));
      const conj = hits.filter((x) => x.aspect === 'conjunction');
      const others = hits.filter((x) => x.aspect !== 'conjunction');
      const sign = (findPoint(ownChart, t)!.uncertain?.signs ?? [findPoint(ownChart, t)!.sign])
        .map((x) => SIGN_INFO[x].name)
        .join(' or ');
      // After "Three of Joe's points reach Marilyn's Ascendant", the clauses name neither again:
      // "Joe's Mercury squares Marilyn's Ascendant, Joe's Mars trines it and it stands on Joe's
      // Descendant" stacked six possessives in one sentence (review t).
      const clauses = (named: boolean) => [
        ...ASPECT_ANGLES.flatMap(([asp]) => {
          const g = (conj.length >= 2 ? others : hits).filter((x) => x.aspect === asp && !onDescendant(x));
          if (g.length === 0) return [];
          const planets = listJoin(g.map(from));
          return [
            `${named ? `${other}'s ` : ''}${planets} ${g.length > 1 ? plural(VERB[asp]) : VERB[asp]} it`,
          ];
        }),
        // The partner's planet opposite the Ascendant stands on the Descendant: the old "it stands
        // on Joe's Descendant" put Marilyn's Ascendant there instead of Joe's Jupiter.
        ...(() => {
          const d = hits.filter(onDescendant);
          if (d.length === 0) return [];
          return [
            `${named ? `${other}'s ` : ''}${listJoin(d.map(from))} ${d.length > 1 ? 'stand' : 'stands'} on the Descendant opposite it`,
          ];
        })(),
      ];
      const opening =
        conj.length >= 2
          ? `${owner}'s ${pointTitle(t)} sits among ${other}'s ${listJoin(conj.map(from))} in ${sign}${clauses(true).length > 0 ? `, and ${listJoin(clauses(true))}` : ''}.`
          : `${capitalise(cardinal(hits.length))} of ${other}'s ${hits.some((x) => side(x, first) === 'Ascendant') ? 'points' : 'planets'} reach ${owner}'s ${pointTitle(t)}: ${listJoin(clauses(false))}.`;
      const ease = hits.reduce((s, x) => s + contactEase(x), 0) / hits.length;
      // "Most" only when it is most: three squares are all hard, and the reader counts them.
      const all = (easy: boolean) =>
        hits.every((x) => (easy ? contactEase(x) >= 0.9 : contactEase(x) <= 0.25))
          ? `All ${cardinal(hits.length)} are`
          : 'Most of it is';
      const tone =
        ease >= 0.65
          ? `${all(true)} easy, so ${other} backs ${sense(owner)} in several ways at once.`
          : ease <= 0.35
            ? `${all(false)} hard: ${other} keeps challenging ${sense(owner)}, and that is where the growing happens.`
            : `Some of it is easy and some hard, so ${other} is felt most in ${sense(owner)}, for better and for worse.`;
      const angle = hits.find(onAngle);
      return [
        {
          weight: Math.max(...hits.map((x) => contactWeight(x, kind))),
          text: [
            opening,
            tone,
            angle ? contactText(angle, a, b, [c1, c2], kind) : null,
            ...hits.map((x) => receptionNote(x, a, b, c1, c2)),
          ]
            .filter((t): t is string => !!t)
            .join(' '),
          uses: hits,
          key: pointKey(!first, t),
        },
      ];
    });
  });
}

/** "squares" to "square", "is sextile" to "are sextile": the verb for two or more planets. */
const plural = (verb: string) => (verb === 'is sextile' ? 'are sextile' : verb.slice(0, -1));

/** A planet on the partner's Ascendant or Descendant, within the overview's orb. */
function angleThemes(
  a: string,
  b: string,
  c1: Chart,
  c2: Chart,
  xs: SynastryContact[],
  within: SynastryContact[],
  kind: RelationshipKind,
): Theme[] {
  const single = xs.filter(onAngle).map((x) => ({
    weight: contactWeight(x, kind) * 1.5,
    text: [contactText(x, a, b, [c1, c2], kind), receptionNote(x, a, b, c1, c2)]
      .filter((t): t is string => !!t)
      .join(' '),
    uses: [x],
  }));
  // One person's own opposition lying along the other's horizon, one end on each angle.
  const axes = ([true, false] as const).flatMap((first) => {
    const [owner, other] = first ? [a, b] : [b, a];
    // Both ends within the overview's orb and in sign, the rule the technical details state.
    const angular = within.filter((x) => onAngle(x) && strong(x));
    const onAsc = angular.filter((x) => !onDescendant(x) && side(x, !first) === 'Ascendant');
    const onDesc = angular.filter((x) => onDescendant(x) && side(x, !first) === 'Ascendant');
    return onAsc.flatMap((x) =>
      onDesc.map((y) => {
        const [p, q] = [side(x, first), side(y, first)];
        return {
          weight: contactWeight(x, kind) + contactWeight(y, kind) + 4,
          text: `${owner}'s own ${pointTitle(p)}-${pointTitle(q)} opposition lies along ${other}'s horizon, ${pointTitle(p)} on the Ascendant and ${pointTitle(q)} on the Descendant: the pull ${owner} lives with between ${SOURCE_SENSE[p]!} and ${SOURCE_SENSE[q]!} is played out through the manner and ${kind === 'romantic' ? 'choice of partners' : 'dealings one to one'} of the other, who feels both ends of it.`,
          uses: [x, y],
        };
      }),
    );
  });
  return [...axes, ...single];
}

/** What a planet of its owner stands for, at one end of an opposition. */
const SOURCE_SENSE: Partial<Record<PointName, string>> = {
  Sun: 'pride',
  Moon: 'need',
  Mercury: 'thought',
  Venus: 'affection',
  Mars: 'drive',
  Jupiter: 'faith',
  Saturn: 'caution',
  Uranus: 'freedom',
  Neptune: 'longing',
  Pluto: 'control',
};

/** Both ends of an opposition squared by a third point, across the two charts. */
export interface TSquare {
  ends: [Owned[], Owned[]];
  apex: Owned;
}
export interface Owned {
  first: boolean;
  point: PointName;
  lon: number;
}

// No Ascendant: a planet opposite it stands on the Descendant, a conjunction with the partnership
// angle rather than one end of an opposition, and angles do not make cross-chart patterns.
const T_POINTS: PointName[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'];

function ownedPoints(c1: Chart, c2: Chart): Owned[] {
  return ([true, false] as const).flatMap((first) => {
    const c = first ? c1 : c2;
    return T_POINTS.flatMap((n) => {
      if (n === 'Ascendant' && !c.birth_time_known) return [];
      // Without a birth time the Moon's place is too loose to anchor a pattern.
      if (n === 'Moon' && !c.birth_time_known) return [];
      const p = findPoint(c, n);
      return p ? [{ first, point: n, lon: p.abs_pos }] : [];
    });
  });
}

/** The aspect between two owned points within the overview's orb and in sign, if any. */
function tight(x: Owned, y: Owned, aspect: AspectName): boolean {
  const d = Math.abs(((((x.lon - y.lon + 180) % 360) + 360) % 360) - 180);
  const angle = ASPECT_ANGLES.find(([n]) => n === aspect)![1];
  return (
    Math.abs(d - angle) <= Math.min(OVERVIEW_ORB, synastryOrb(x.point, y.point, aspect)) &&
    inSign(aspect, x.lon, y.lon)
  );
}

/**
 * T-squares with points of both charts, in sign throughout: an apex squaring both ends of one or
 * more oppositions, the ends on each side gathered (Jupiter opposite Venus and Saturn).
 */
export function crossTSquares(c1: Chart, c2: Chart): TSquare[] {
  const pts = ownedPoints(c1, c2);
  const out: TSquare[] = [];
  for (const apex of pts) {
    let found: TSquare | undefined;
    for (let i = 0; i < pts.length; i++)
      for (let j = i + 1; j < pts.length; j++) {
        const [e1, e2] = [pts[i]!, pts[j]!];
        // Both ends in one chart would be that person's own natal opposition, not a cross-chart T-square.
        if (apex === e1 || apex === e2 || e1.first === e2.first) continue;
        if (!tight(e1, e2, 'opposition') || !tight(apex, e1, 'square') || !tight(apex, e2, 'square'))
          continue;
        if (!found) {
          found = { ends: [[e1], [e2]], apex };
          continue;
        }
        // Gather each end with the side it shares a sign with.
        for (const e of [e1, e2]) {
          const sideOf = found.ends.find((g) => Math.floor(g[0]!.lon / 30) === Math.floor(e.lon / 30));
          if (sideOf && !sideOf.includes(e)) sideOf.push(e);
        }
      }
    if (found) out.push(found);
  }
  return out;
}

/** How close two charts' points stand to be one corner of a grand trine between you. */
const TWIN_CORNER_ORB = 2;

const arcBetween = (x: number, y: number) => Math.abs(((((x - y + 180) % 360) + 360) % 360) - 180);

/** Three points of both charts in one element, each trine the other two. */
export function crossGrandTrines(c1: Chart, c2: Chart): Owned[][] {
  const pts = ownedPoints(c1, c2);
  const out: Owned[][] = [];
  for (let i = 0; i < pts.length; i++)
    for (let j = i + 1; j < pts.length; j++)
      for (let k = j + 1; k < pts.length; k++) {
        const t = [pts[i]!, pts[j]!, pts[k]!];
        if (t.every((p) => p.first === t[0]!.first)) continue;
        if (tight(t[0]!, t[1]!, 'trine') && tight(t[1]!, t[2]!, 'trine') && tight(t[0]!, t[2]!, 'trine'))
          out.push(t);
      }
  // Two trines on the same two points whose third points are one chart's conjunction (Jupiter and
  // Saturn together) are one grand trine with a doubled corner, told once, not as a second circuit;
  // so are two whose third points, one in each chart, all but coincide (review d: Grace's and
  // Chidi's Moons 0.8° apart made the same air trine twice).
  const merged: Owned[][] = [];
  for (const t of out) {
    const twin = merged.find((g) => {
      const extra = t.filter((p) => !g.includes(p));
      return (
        extra.length === 1 &&
        g.some(
          (q) =>
            !t.includes(q) &&
            (q.first === extra[0]!.first
              ? tight(q, extra[0]!, 'conjunction')
              : tight(q, extra[0]!, 'conjunction') && arcBetween(q.lon, extra[0]!.lon) <= TWIN_CORNER_ORB),
        )
      );
    });
    if (twin) twin.push(...t.filter((p) => !twin.includes(p)));
    else merged.push([...t]);
  }
  return merged;
}

/** Both people's same point, said together: "your Moons". */
const PLURAL_POINT: Partial<Record<PointName, string>> = {
  Sun: 'Suns',
  Moon: 'Moons',
  Ascendant: 'Ascendants',
  Jupiter: 'Jupiters',
  Saturn: 'Saturns',
};

/** What the apex of a T-square carries: the release of the opposition's tension. */
const APEX_SENSE: Partial<Record<PointName, string>> = {
  Sun: 'will and pride',
  Moon: 'moods and needs',
  Mercury: 'words',
  Venus: 'affection',
  Mars: 'temper and drive',
  Jupiter: 'hopes and promises',
  Saturn: 'caution and demands',
  Ascendant: 'manner',
};

/**
 * Where a cross-chart T-square's strain is met, by the bond: one line for every bond made two
 * reports of five share a paragraph (review r28).
 */
const T_SQUARE_USE: Record<RelationshipKind, string> = {
  romantic: 'and that is where the two of you meet it and can put it to work',
  friends:
    'so that is where the friendship feels the strain, and where something you do together can turn it to use',
  family:
    'so that is where the family feels the strain, and where a task shared between you can turn it to use',
  colleagues:
    'so that is where the work feels the strain, and where a clear division of tasks can turn it to use',
};

function patternThemes(
  a: string,
  b: string,
  c1: Chart,
  c2: Chart,
  xs: SynastryContact[],
  kind: RelationshipKind,
): Theme[] {
  const name = (p: Owned) => `${p.first ? a : b}'s ${pointTitle(p.point)}`;
  const usedBy = (ps: Owned[]) =>
    xs.filter(
      (x) => ps.some((p) => p.first && p.point === x.p1) && ps.some((p) => !p.first && p.point === x.p2),
    );
  const names = (ps: Owned[]) => {
    const one = ps.every((p) => p.first === ps[0]!.first);
    return one
      ? `${ps[0]!.first ? a : b}'s ${listJoin(ps.map((p) => pointTitle(p.point)))}`
      : listJoin(ps.map(name));
  };
  // One figure is told once: T-squares on the same opposition whose apexes are one person's
  // conjunction ("Hanna's Sun and Mercury") are one T-square with a doubled focal point, not two
  // paragraphs with a planet swapped (review r26).
  const same = (p: Owned, q: Owned) => p.first === q.first && p.point === q.point;
  const overlaps = (g: Owned[], h: Owned[]) => g.some((p) => h.some((q) => same(p, q)));
  const union = (g: Owned[], h: Owned[]) => [...g, ...h.filter((q) => !g.some((p) => same(p, q)))];
  const figures: (TSquare & { apexes: Owned[] })[] = [];
  for (const t of crossTSquares(c1, c2)) {
    const twin = figures.find(
      (f) =>
        f.apexes.some((p) => p.first === t.apex.first && tight(p, t.apex, 'conjunction')) &&
        ((overlaps(f.ends[0], t.ends[0]) && overlaps(f.ends[1], t.ends[1])) ||
          (overlaps(f.ends[0], t.ends[1]) && overlaps(f.ends[1], t.ends[0]))),
    );
    if (!twin) {
      figures.push({ ends: [[...t.ends[0]], [...t.ends[1]]], apex: t.apex, apexes: [t.apex] });
      continue;
    }
    twin.apexes.push(t.apex);
    const straight = overlaps(twin.ends[0], t.ends[0]);
    twin.ends = [
      union(twin.ends[0], straight ? t.ends[0] : t.ends[1]),
      union(twin.ends[1], straight ? t.ends[1] : t.ends[0]),
    ];
  }
  const tsq = figures.map(({ ends, apex, apexes }) => {
    const all = [...ends[0], ...ends[1]];
    const own = all.every((p) => p.first === all[0]!.first);
    const verb = ends[0].length > 1 ? 'oppose' : 'opposes';
    const owner = apex.first ? a : b;
    const titles = (ps: Owned[]) => listJoin(ps.map((p) => pointTitle(p.point)));
    const focus = apexes.length > 1 ? `${owner}'s ${titles(apexes)}` : name(apex);
    const senses = [...new Set(apexes.map((p) => APEX_SENSE[p.point]!))];
    // "will and pride, and through words": each sense whole, not "will and pride and words".
    const sense =
      senses.length > 1 ? `${senses[0]}, and through ${owner}'s ${listJoin(senses.slice(1))}` : senses[0]!;
    // One end in the apex owner's own chart: the square is natal, and the other chart completes it.
    const home = own ? -1 : ends.findIndex((g) => g.every((p) => p.first === apex.first));
    const opp = own
      ? `${all[0]!.first ? a : b}'s ${titles(ends[0])} ${verb} ${titles(ends[1])} in ${all[0]!.first ? a : b}'s own chart`
      : `${names(ends[0])} ${verb} ${names(ends[1])}`;
    const figure =
      home >= 0
        ? `A T-square crosses your charts: in ${owner}'s own chart ${listJoin(apexes.map((p) => pointLabel(p.point)))} already ${apexes.length > 1 ? 'square' : 'squares'} ${listJoin(ends[home]!.map((p) => pointLabel(p.point)))}, and ${names(ends[1 - home]!)} ${ends[1 - home]!.length > 1 ? 'oppose' : 'opposes'} ${owner}'s ${titles(ends[home]!)}, completing the figure with that ${titles(apexes)} as its focal point.`
        : `A T-square crosses your charts: ${opp}, and ${focus} ${apexes.length > 1 ? 'square' : 'squares'} both ends, so ${apexes.length > 1 ? 'they are' : 'it is'} the focal point.`;
    // The opposition said by what its two ends pull between, so the figure is this pair's own.
    const [e0, e1] = [ends[0][0]!, ends[1][0]!];
    const pull =
      SOURCE_SENSE[e0.point] && SOURCE_SENSE[e1.point]
        ? `The pull between ${e0.first ? a : b}'s ${SOURCE_SENSE[e0.point]} and ${e1.first ? a : b}'s ${SOURCE_SENSE[e1.point]}`
        : 'The strain of that opposition';
    return {
      weight: 14,
      // Each reads on its own: the overview may choose a second T-square and not the first.
      text: `${figure} ${pull} comes out through ${owner}'s ${sense}, ${T_SQUARE_USE[kind]}.`,
      uses: usedBy([...all, ...apexes]),
      key: pointKey(apex.first, apex.point),
      tSquare: { ends, apex },
    };
  });
  // Each further trine gets its own close, so two trines never end on the same sentence.
  const trineCloses = [
    'a circuit of ease: what one of you starts, the other carries on without being asked',
    'a second circuit of ease, so this easy flow between you is not a one-off but a habit of the bond',
    'one more loop of the same ease, worth a deliberate challenge now and then so it does not turn idle',
  ];
  // A doubled corner is named as the conjunction it is ("Ryan's Jupiter–Saturn conjunction").
  const trineCorners = (t: Owned[]) => {
    // A corner held by a point of each chart, side by side, is named once, last.
    const shared = t.filter((p) =>
      t.some((q) => q.first !== p.first && arcBetween(p.lon, q.lon) <= TWIN_CORNER_ORB),
    );
    if (shared.length === 2) {
      const [p, q] = shared as [Owned, Owned];
      const apart = `${arcBetween(p.lon, q.lon).toFixed(1)}° apart`;
      const corner =
        p.point === q.point && PLURAL_POINT[p.point]
          ? `your ${PLURAL_POINT[p.point]}, ${apart}`
          : `${name(p)} and ${name(q)}, ${apart}`;
      return `${t
        .filter((x) => !shared.includes(x))
        .map(name)
        .join(', ')} and ${corner},`;
    }
    const paired = t.filter((p) =>
      t.some((q) => q !== p && q.first === p.first && tight(p, q, 'conjunction')),
    );
    if (paired.length < 2) return listJoin(t.map(name));
    const corner = `${paired[0]!.first ? a : b}'s ${paired.map((p) => pointTitle(p.point)).join('–')} conjunction`;
    return listJoin([...t.filter((p) => !paired.includes(p)).map(name), corner]);
  };
  const trines = crossGrandTrines(c1, c2).map((t, i) => {
    const element = SIGN_INFO[findPoint(t[0]!.first ? c1 : c2, t[0]!.point)!.sign].element;
    return {
      weight: 12,
      text: `${capitalise(trineCorners(t))} make a grand trine in ${element} signs across your charts, ${trineCloses[Math.min(i, trineCloses.length - 1)]}.`,
      uses: usedBy(t),
    };
  });
  return [...tsq, ...trines];
}

/** What it means for both people to have a planet, or the rising sign, in the same sign. */
const SHARED_SENSE: Partial<Record<PointName, string>> = {
  Moon: 'you need the same things to feel at home, and each of you can comfort the other the way you would want to be comforted',
  Venus: 'you show love and take pleasure in the same ways, so affection rarely gets lost in translation',
  Mars: 'you go after what you want in the same way, a strong team when you pull together and an even match when you quarrel',
  Sun: 'you share a temperament and recognise yourselves in each other, strengths and blind spots alike',
  Ascendant: 'you meet the world in the same manner, and people often take you for a matched pair',
};
const PLATONIC_SHARED_SENSE: Partial<Record<PointName, string>> = {
  Venus:
    'you enjoy the same pleasures and show warmth in the same ways, so kindness rarely gets lost in translation',
};
const SHARED_ORDER: PointName[] = ['Moon', 'Ascendant', 'Venus', 'Mars', 'Sun'];
const SHARED_WEIGHT: Partial<Record<PointName, number>> = {
  Moon: 9,
  Ascendant: 8,
  Venus: 7,
  Mars: 7,
  Sun: 5,
};

function sharedSignTheme(
  a: string,
  b: string,
  c1: Chart,
  c2: Chart,
  xs: SynastryContact[],
  within: SynastryContact[],
  kind: RelationshipKind,
): Theme | null {
  const shared = SHARED_ORDER.flatMap((n) => {
    if (n === 'Ascendant' && !(c1.birth_time_known && c2.birth_time_known)) return [];
    if (n === 'Moon' && !(c1.birth_time_known && c2.birth_time_known)) {
      const [m1, m2] = [findPoint(c1, n), findPoint(c2, n)];
      // An unknown-time Moon shares a sign only when it keeps that sign all day.
      const sure = (c: Chart, m: typeof m1) =>
        c.birth_time_known ||
        (m && dayArc(m).every((lon) => Math.floor(lon / 30) === Math.floor(m.abs_pos / 30)));
      if (!sure(c1, m1) || !sure(c2, m2)) return [];
    }
    const [x, y] = [findPoint(c1, n), findPoint(c2, n)];
    // A shared sign says little without an aspect: two Moons 26° apart in Sagittarius are not a theme.
    const joined = within.some((c) => c.p1 === n && c.p2 === n && c.aspect === 'conjunction');
    return x && y && x.sign === y.sign && joined && signSure(c1, n) && signSure(c2, n)
      ? [{ n, sign: SIGN_INFO[x.sign].name, abbrev: x.sign }]
      : [];
  });
  if (shared.length === 0) return null;
  const named = listJoin(
    shared.map(({ n, sign }) =>
      n === 'Ascendant' ? `${sign} rising` : `${n === 'Sun' || n === 'Moon' ? 'the ' : ''}${n} in ${sign}`,
    ),
  );
  const senses = shared.map(({ n }) => forBond(kind, PLATONIC_SHARED_SENSE, SHARED_SENSE, n)!);
  const text =
    senses.length === 1
      ? `You both have ${named}: ${senses[0]}.`
      : `You both have ${named}. ${shared.map(({ n }, i) => `With the same ${n === 'Ascendant' ? 'rising sign' : pointTitle(n)}, ${senses[i]}.`).join(' ')}`;
  const strong = shared.flatMap(({ n, sign, abbrev }) => {
    const d = n === 'Ascendant' ? null : dignityPhrase(n, abbrev);
    return d ? [`${n === 'Sun' || n === 'Moon' ? 'the ' : ''}${n} is ${d} in ${sign}`] : [];
  });
  const dignified =
    strong.length > 0
      ? ` For both of you ${listJoin(strong)}, a ${strong.some((t) => /detriment|fall/.test(t)) ? 'difficulty' : 'strength'} you share.`
      : '';
  // A shared rising sign means a shared chart ruler; one person's ruler on the other's Ascendant ties it closer.
  const rising = shared.find(({ n }) => n === 'Ascendant');
  const ruler = rising ? (traditionalCoRuler(rising.abbrev) ?? chartRuler(rising.abbrev)) : null;
  const onAsc = ruler
    ? xs.find((x) => onAngle(x) && !onDescendant(x) && (x.p1 === ruler || x.p2 === ruler))
    : undefined;
  let rulerText = '';
  if (ruler && onAsc) {
    const [owner, c] = onAsc.p1 === ruler ? [a, c1] : [b, c2];
    const place = findPoint(c, ruler)!;
    const d = dignityPhrase(ruler, place.sign);
    rulerText = ` ${ruler} rules both your charts${d ? `, and ${owner}'s is ${d} in ${SIGN_INFO[place.sign].name}` : ''}. ${contactText(onAsc, a, b, [c1, c2], kind)}`;
  }
  // The two planets' own conjunction is this theme's: it is not read again.
  const uses = within.filter(
    (x) => x.p1 === x.p2 && x.aspect === 'conjunction' && shared.some(({ n }) => n === x.p1),
  );
  return {
    weight: shared.reduce((s, { n }) => s + SHARED_WEIGHT[n]!, 0) + (rulerText ? 4 : 0),
    text: text + dignified + rulerText,
    uses: onAsc ? [...uses, onAsc] : uses,
  };
}

/**
 * One person's Sun in the other's Moon sign, or both ways round (Sun and Moon signs swapped): the
 * classic sign of two people who are, by nature, what the other needs.
 */
function lightsTheme(a: string, b: string, c1: Chart, c2: Chart): Theme | null {
  const sign = (c: Chart, n: PointName) => findPoint(c, n)?.sign;
  const name = (c: Chart, n: PointName) => SIGN_INFO[sign(c, n)!].name;
  const ab = moonSure(c2) && signSure(c1, 'Sun') && sign(c1, 'Sun') === sign(c2, 'Moon');
  const ba = moonSure(c1) && signSure(c2, 'Sun') && sign(c2, 'Sun') === sign(c1, 'Moon');
  if (ab && ba)
    return {
      weight: 10,
      text: `Your Sun and Moon signs are swapped: ${a}'s Sun and ${b}'s Moon are in ${name(c1, 'Sun')}, ${b}'s Sun and ${a}'s Moon in ${name(c2, 'Sun')}. Each of you simply is what the other needs to feel at home, and each recognises in the other the part of themselves that is usually kept inside.`,
      uses: [],
    };
  if (!ab && !ba) return null;
  const [sun, moon, c] = ab ? [a, b, c1] : [b, a, c2];
  return {
    weight: 6,
    text: pick(
      [
        `${sun}'s Sun is in ${moon}'s Moon sign, ${name(c, 'Sun')}: what one of you is by nature is what the other needs to feel at home.`,
        `${sun}'s Sun is in ${name(c, 'Sun')}, the sign of ${moon}'s Moon, so that way of being comes across as familiar and reassuring.`,
        `${sun}'s Sun and ${moon}'s Moon share ${name(c, 'Sun')}: ${sun} lives openly what ${moon} needs in private.`,
      ],
      sun + moon,
    ),
    uses: [],
  };
}

/** What a personal planet governs, for a dignity both people share. */
const DOMAIN: Partial<Record<PointName, string>> = {
  Sun: 'shining as yourselves',
  Moon: 'feeling at ease',
  Mercury: 'saying exactly what you mean',
  Venus: 'love and pleasure',
  Mars: 'acting on a desire',
};
const PLATONIC_DOMAIN: Partial<Record<PointName, string>> = {
  Venus: 'warmth and pleasure',
  Mars: 'acting on a wish',
};

/** The same personal planet strong (at home or exalted) or weak (detriment or fall) in both charts. */
function dignityTheme(c1: Chart, c2: Chart, kind: RelationshipKind): Theme | null {
  for (const n of ['Venus', 'Mars', 'Moon', 'Sun', 'Mercury'] as PointName[]) {
    const [x, y] = [findPoint(c1, n), findPoint(c2, n)];
    // A dignity rests on the sign, so a sign the point may not have had gives none to share.
    if (!x || !y || !signSure(c1, n) || !signSure(c2, n)) continue;
    const [d1, d2] = [dignities(n, x.sign), dignities(n, y.sign)];
    if (d1.length === 0 || d2.length === 0 || x.sign === y.sign) continue;
    const weak = (ds: Dignity[]) => ds.some((d) => d === 'detriment' || d === 'fall');
    if (weak(d1) !== weak(d2)) continue;
    const [s1, s2] = [SIGN_INFO[x.sign].name, SIGN_INFO[y.sign].name];
    const both = `Both your ${pointTitle(n)} placements`;
    const word = (ds: Dignity[]) => dignityPhrase(n, ds === d1 ? x.sign : y.sign)!;
    const where = `${word(d1)} in ${s1} and ${word(d2)} in ${s2}`;
    const domain = forBond(kind, PLATONIC_DOMAIN, DOMAIN, n);
    const text = weak(d1)
      ? `${both} are weakened by sign, ${where}: neither of you finds ${domain} simple, and each can recognise the other's difficulty without needing it explained.`
      : `${both} are strong by sign, ${where}: you share a strength in ${domain}, and each can rely on the other's.`;
    return { weight: 5, text, uses: [] };
  }
  return null;
}

const NODE: PointName = 'True_Node';

/**
 * What a North Node on the other's planet makes of the bond, by its kind: "the bond can feel meant"
 * is a lover's word, and the same stock sentence stood in romantic, family and working reports
 * alike (review r27).
 */
const NODE_STAKE: Record<RelationshipKind, (owner: string, other: string) => string> = {
  romantic: () => 'which is part of why the bond can feel meant',
  friends: (owner) => `so the friendship teaches ${owner} by example rather than by advice`,
  family: (owner, other) =>
    `and within the family ${other} shows ${owner} the way by example, without a word of advice`,
  colleagues: (owner, other) => `so ${owner} learns most from watching how ${other} works`,
};

/** What the North Node's owner grows toward in the other's point, read through its sign. */
const NODE_NOUN: Partial<Record<PointName, string>> = {
  Sun: 'sense of purpose',
  Moon: 'emotional instincts',
  Venus: 'tastes and values',
  Mars: 'way of going after things',
  Ascendant: 'manner',
};

/** One person's North Node on the other's Sun, Moon, Venus, Mars or Ascendant, within 3° and in sign. */
function nodeThemes(a: string, b: string, c1: Chart, c2: Chart, kind: RelationshipKind): Theme[] {
  return ([true, false] as const).flatMap((first) => {
    const [from, to, owner, other] = first ? [c1, c2, a, b] : [c2, c1, b, a];
    const node = findPoint(from, NODE);
    if (!node) return [];
    return (['Sun', 'Moon', 'Venus', 'Mars', 'Ascendant'] as PointName[]).flatMap((n) => {
      if (n === 'Ascendant' && !to.birth_time_known) return [];
      if (n === 'Moon' && !to.birth_time_known) return [];
      const p = findPoint(to, n);
      if (!p) return [];
      const d = Math.abs(((((node.abs_pos - p.abs_pos + 180) % 360) + 360) % 360) - 180);
      if (d > 3 || node.sign !== p.sign || !signSure(to, n)) return [];
      return [
        {
          weight: 6,
          text: `${owner}'s North Node is on ${other}'s ${pointTitle(n)} in ${SIGN_INFO[p.sign].name}: the Node asks ${owner} to grow toward the ${SIGN_INFO[p.sign].name} ${NODE_NOUN[n]} ${other} already lives by, ${NODE_STAKE[kind](owner, other)}.`,
          uses: [],
        },
      ];
    });
  });
}

/** What the bond is called where the story opens, by what the two are to each other. */
const BOND: Record<RelationshipKind, string> = {
  romantic: 'relationship',
  friends: 'friendship',
  family: 'family bond',
  colleagues: 'working partnership',
};

type Tones = 'one' | 'ee' | 'hh' | 'eh' | 'he' | 'charged' | 'same';

/**
 * A tie's tone as its own text reads it: easy, hard, or charged, a conjunction with Mars, Saturn,
 * Uranus or Pluto, which its text reads as pull and heat together (Venus on Mars is chemistry):
 * calling it work in the opening would contradict the sentence that follows.
 */
export type TieTone = 'e' | 'h' | Charger;
export type Charger = 'Mars' | 'Saturn' | 'Uranus' | 'Pluto';
export function tieTone(t: Tie): TieTone {
  if (t.meridian) return meridianEase(t.meridian) >= 0.5 ? 'e' : 'h';
  // A figure is as easy as its contacts are, weight for weight.
  if (t.name) {
    const w = t.uses.reduce((n, x) => n + contactWeight(x), 0);
    return t.uses.reduce((n, x) => n + contactWeight(x) * contactEase(x), 0) >= w / 2 ? 'e' : 'h';
  }
  const charged = [t.lead, ...(t.cluster?.mates ?? [])].filter(
    (x) => familyOf(x) === 'conjunction' && contactEase(x) < 0.5,
  );
  // Saturn's weight outranks the others' heat when both are in it.
  const by = CHARGERS.find((p) => charged.some((x) => x.p1 === p || x.p2 === p));
  if (by) return by;
  return contactEase(t.lead) >= 0.5 ? 'e' : 'h';
}
const CHARGERS: Charger[] = ['Saturn', 'Pluto', 'Uranus', 'Mars'];
const TONE_CLAUSE: Record<TieTone, string> = {
  e: 'which comes easily',
  h: 'which asks for work',
  Mars: 'which is charged, as much heat as pull',
  Saturn: 'which binds: it carries weight as well as loyalty',
  Uranus: 'which excites and unsettles in equal measure',
  Pluto: 'which is intense, as compelling as it is testing',
};
/** Two ties of one charged tone, said once for both. */
const TONE_PAIR: Record<Charger, string> = {
  Mars: 'both charged, as much heat as pull',
  Saturn: 'both binding: they carry weight as well as loyalty',
  Uranus: 'both exciting and unsettling in equal measure',
  Pluto: 'both intense, as compelling as they are testing',
};

/**
 * How the story opens on its one or two strongest ties, by their tone: both easy, both hard, or
 * one of each in weight order (`eh`: the easy one first), and with a charged tie among them, each
 * tie's own tone (the clauses follow the names), or one for both when they share it. Two wordings
 * each, fixed by the names.
 */
export const STORY_OPENINGS: Record<Tones, ((bond: string, c: string[]) => string)[]> = {
  one: [
    (bond, [c]) => `One tie shapes this ${bond} more than any other: ${c}.`,
    (bond, [c]) => `Everything else in this ${bond} arranges itself around ${c}.`,
  ],
  ee: [
    (bond, [c, d]) => `This ${bond} rests on two ties that point the same way, ${c} and ${d}.`,
    (bond, [c, d]) => `Two easy ties carry this ${bond}: ${c}, and beside it ${d}.`,
  ],
  hh: [
    (bond, [c, d]) => `Two demanding ties shape this ${bond} most, ${c} and ${d}.`,
    (bond, [c, d]) => `This ${bond} is written first in friction: ${c}, and with it ${d}.`,
    (bond, [c, d]) => `Both of the strongest ties in this ${bond} ask for work: ${c} and ${d}.`,
    (bond, [c, d]) => `Pressure comes first in this ${bond}, from ${c} and then from ${d}.`,
  ],
  eh: [
    (bond, [c, d]) =>
      `This ${bond} is shaped most by ${c}, which comes easily, and by ${d}, which asks for work.`,
    (bond, [c, d]) => `The story of this ${bond} is an easy tie, ${c}, meeting a harder one, ${d}.`,
  ],
  he: [
    (bond, [c, d]) =>
      `This ${bond} is shaped most by ${c}, which asks for work, and by ${d}, which comes easily.`,
    (bond, [c, d]) => `The story of this ${bond} is a hard tie, ${c}, softened by an easier one, ${d}.`,
  ],
  charged: [
    (bond, [c, d, tc, td]) => `This ${bond} is shaped most by ${c}, ${tc}, and by ${d}, ${td}.`,
    (bond, [c, d, tc, td]) => `Two ties lead in this ${bond}: ${c}, ${tc}, and ${d}, ${td}.`,
  ],
  // Both ties of one charged tone: `tc` says it once for the two.
  same: [
    (bond, [c, d, tc]) => `This ${bond} is shaped most by ${c} and by ${d}, ${tc}.`,
    (bond, [c, d, tc]) => `Two ties lead in this ${bond}, ${c} and ${d}, ${tc}.`,
  ],
};

/** What a point brings to a tie, as a noun its owner's name can go before: "Johnny's drive". */
const NATURE: Record<SynastryPoint, string> = {
  Sun: 'purpose',
  Moon: 'feelings',
  Mercury: 'words',
  Venus: 'affection',
  Mars: 'drive',
  Jupiter: 'optimism',
  Saturn: 'caution',
  Ascendant: 'manner',
  Uranus: 'restlessness',
  Neptune: 'ideals',
  Pluto: 'intensity',
};
/** Venus outside romance: tastes and warmth, not love. */
const PLATONIC_NATURE: Partial<Record<SynastryPoint, string>> = { Venus: 'taste' };

/**
 * What the two strongest ties mean together for this kind of bond, by their tones: a sentence that
 * names each tie by its planets ("the Sun-Moon conjunction") and says what the two make together.
 * `{easy}` and `{hard}` stand for the ties of a mixed pair, `{first}` and `{second}` for the
 * heavier and the lighter of two alike. Two wordings each, fixed by the names.
 */
const TOGETHER: Record<RelationshipKind, Record<'ee' | 'mixed' | 'hh', readonly [string, string]>> = {
  romantic: {
    ee: [
      '{first} and {second} make it feel natural from the start, and the work for a couple this easy is not to take that ease for granted.',
      'With {first} and {second}, much of the bond runs without effort, so the care goes into keeping it from running on habit.',
    ],
    mixed: [
      '{easy} is the goodwill you draw on when {hard} {flare}.',
      '{easy} is the pull and {hard} the rub, and the pull is what carries you through the rub.',
    ],
    hh: [
      '{first} and {second} both run strong and both chafe, and the bond grows when you treat the tension as something to work on side by side, not as a verdict on each other.',
      '{first} and {second} make this a charged pairing, and it lasts when both of you read a clash as a question to answer together rather than a sign you are wrong for each other.',
    ],
  },
  friends: {
    ee: [
      '{first} and {second} make it easy to pick up again after any gap; the thing to watch is settling into comfort and never challenging each other.',
      'With {first} and {second}, the friendship needs little upkeep, and it stays alive when you still surprise each other now and then.',
    ],
    mixed: [
      '{easy} gives the friendship its warmth and {hard} its edge, and the warmth earns you the right to say the harder things.',
      '{easy} gives the friendship enough credit to survive the arguments {hard} starts.',
    ],
    hh: [
      '{first} and {second} make it lively and testing, and it lasts when the sparring stays friendly and each of you lets the other be right now and then.',
      'Through {first} and {second} each of you sharpens the other, and the friendship holds as long as the teasing stays on the side of respect.',
    ],
  },
  family: {
    ee: [
      '{first} and {second} make the tie feel natural and mutual, with help going both ways without being asked for.',
      'With {first} and {second}, the tie is easy to lean on, and it stays fair when each of you gives as readily as you take.',
    ],
    mixed: [
      '{easy} is the old affection and {hard} the familiar sore point, and the affection is what lets you name the sore point without a row.',
      'The warmth of {easy} is old and sturdy, sturdy enough to bear talking about what still catches in {hard}.',
    ],
    hh: [
      '{first} and {second} ask for patience, since old roles chafe, and the tie eases as each of you lets the other grow out of them.',
      'Family roles pinch in {first} and in {second}, and the tie softens when each of you meets the other as the person now rather than the one from years ago.',
    ],
  },
  colleagues: {
    ee: [
      'With {first} and {second}, the work runs smoothly and is divided without argument, and what you may need is someone outside to question the assumptions you share.',
      '{first} and {second} let the work go well without much negotiation, and an outside view keeps the partnership from growing too comfortable.',
    ],
    mixed: [
      '{easy} keeps the work productive and {hard} is where it rubs, so agree early who decides what and the friction becomes useful challenge.',
      '{easy} gets the work done, and {hard}, named and given a rule, sharpens it.',
    ],
    hh: [
      '{first} and {second} make it demanding, and clear roles and agreements in writing keep the pressure on the work rather than on each other.',
      'With {first} and {second}, the partnership runs hot, and it pays when who decides what is settled in advance rather than fought over each time.',
    ],
  },
};

/** The order astrologers name two planets in: the faster first, the Ascendant last. */
const NAMING_ORDER: readonly PointName[] = [...PLANET_NAMES, 'Ascendant'];

/**
 * A tie by its two planets, as the story's close names it once the tie itself has been read:
 * "the Sun–Moon conjunction", "the square between your Suns"; a planet on the Descendant keeps
 * its owners' names.
 */
function tieLabel(x: SynastryContact, a: string, b: string): string {
  if (onDescendant(x)) return contactName(x, a, b);
  if (x.p1 === x.p2)
    return ['Sun', 'Moon', 'Ascendant'].includes(x.p1)
      ? `the ${x.aspect} between your ${pointTitle(x.p1)}s`
      : `the ${x.aspect} between your two ${pointTitle(x.p1)} placements`;
  const [first, second] = [x.p1, x.p2].sort((p, q) => NAMING_ORDER.indexOf(p) - NAMING_ORDER.indexOf(q));
  return `the ${pointTitle(first!)}–${pointTitle(second!)} ${x.aspect}`;
}

/** The easy share of all the contacts' weight, the figure the method section prints. */
export function easeShare(within: SynastryContact[], kind: RelationshipKind): number {
  const total = within.reduce((s, x) => s + contactWeight(x, kind), 0);
  return total > 0 ? within.reduce((s, x) => s + contactWeight(x, kind) * contactEase(x), 0) / total : 0;
}

/**
 * The balance of ease and strain said as the method section's own figure reads: the rounded easy
 * share, turned into a ratio a reader can check against it (37% easy is strain "by nearly two to
 * one", not "though not by much"), in one of two wordings per band so five reports do not close
 * alike.
 */
export function balanceClause(ease: number, key: string): string {
  const pct = Math.round(ease * 100);
  const [more, less] = pct >= 50 ? ['ease', 'strain'] : ['strain', 'ease'];
  const major = Math.max(pct, 100 - pct);
  const ratio = major / Math.max(1, 100 - major);
  const options =
    major <= 55
      ? ['ease and strain weigh about the same', 'ease and strain are evenly matched']
      : ratio < 1.4
        ? [`${more} has a slight edge over ${less}`, `the balance tips a little towards ${more}`]
        : ratio < 1.65
          ? [`${more} outweighs ${less} by about three to two`, `${more} somewhat outweighs ${less}`]
          : // No ratios past this point: "strain outweighs ease by about two to one" closed report
            // after report in one batch (review r26); the details print the share.
            ratio < 2.5
            ? [`${more} clearly outweighs ${less}`, `${more} outweighs ${less} by a clear margin`]
            : [`${more} far outweighs ${less}`, `${less} is slight beside the ${more}`];
  return pick(options, key);
}

type Groups = Record<string, string | undefined>;
/**
 * Phrase families whose wording is picked per pair and contact: two contacts in one report can
 * land on the same wording (review r24: "one point of Tariq's reaches three of Ines's at once" twice
 * in one overview, "At N° from the angle, though, the contact is wide" six times in five reports).
 * Each wording is matched with its parts named, and written again from those parts.
 */
const NAME = String.raw`[\p{L}\p{M}'’ -]+?`;
// `literal` is text every match of the wording holds: a report without it skips the pattern, whose
// lazy name groups would otherwise be tried at every word of the report.
const REPEAT_FAMILIES: { literal: string; match: RegExp; needs: string[]; write: (g: Groups) => string }[][] =
  [
    [
      {
        literal: 'from the angle, though, the contact is wide',
        match: /At (?<o>\d+\.\d)° from the angle, though, the contact is wide, so/u,
        needs: ['o'],
        write: (g) => `At ${g.o}° from the angle, though, the contact is wide, so`,
      },
      {
        literal: 'from the angle, wide by the usual measure',
        match: /The contact is (?<o>\d+\.\d)° from the angle, wide by the usual measure, so/u,
        needs: ['o'],
        write: (g) => `The contact is ${g.o}° from the angle, wide by the usual measure, so`,
      },
      {
        literal: 'between the planet and the angle, this is a loose contact',
        match: /With (?<o>\d+\.\d)° between the planet and the angle, this is a loose contact, and/u,
        needs: ['o'],
        write: (g) => `With ${g.o}° between the planet and the angle, this is a loose contact, and`,
      },
    ],
    [
      {
        literal: 'so one point of',
        match: new RegExp(
          String.raw`so one point of (?<owner>${NAME})'s reaches (?<n>\w+) of (?<other>${NAME})'s at once`,
          'u',
        ),
        needs: ['owner', 'n', 'other'],
        write: (g) => `so one point of ${g.owner}'s reaches ${g.n} of ${g.other}'s at once`,
      },
      {
        literal: "'s points in all",
        match: new RegExp(String.raw`(?<n>\w+) of (?<other>${NAME})'s points in all`, 'u'),
        needs: ['n', 'other'],
        write: (g) => `${g.n} of ${g.other}'s points in all`,
      },
      {
        literal: 'contacts from that one point',
        match: /which makes (?<n>\w+) contacts from that one point/u,
        needs: ['n'],
        write: (g) => `which makes ${g.n} contacts from that one point`,
      },
    ],
  ];

const GLOBAL_MATCH = new Map(REPEAT_FAMILIES.flat().map((v) => [v, new RegExp(v.match.source, 'gu')]));

/** The second use of a wording in one report takes a wording of its family not yet used. */
export function varyRepeats(md: string): string {
  let out = md;
  for (const family of REPEAT_FAMILIES) {
    const used = new Set<number>();
    const hits = family
      .flatMap((v, i) =>
        out.includes(v.literal) ? [...out.matchAll(GLOBAL_MATCH.get(v)!)].map((m) => ({ i, m })) : [],
      )
      .sort((x, y) => x.m.index! - y.m.index!);
    const edits: { at: number; len: number; text: string }[] = [];
    for (const { i, m } of hits) {
      if (!used.has(i)) {
        used.add(i);
        continue;
      }
      const g = m.groups ?? {};
      const next = family.findIndex((v, j) => !used.has(j) && v.needs.every((k) => g[k] !== undefined));
      if (next < 0) continue;
      used.add(next);
      edits.push({ at: m.index!, len: m[0].length, text: family[next]!.write(g) });
    }
    for (const e of edits.reverse()) out = out.slice(0, e.at) + e.text + out.slice(e.at + e.len);
  }
  return out;
}

/** One of `options`, fixed by the two names, so the same pair always reads the same. */
export const pickByKey = <T>(options: readonly T[], key: string): T => pick(options, key);
function pick<T>(options: readonly T[], key: string): T {
  let h = 0;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return options[h % options.length]!;
}

/** The story's close for its two ties, each named by its planets (or by both names when the two would read alike). */
function togetherSentence(
  first: Tie,
  second: Tie,
  tones: string,
  kind: RelationshipKind,
  a: string,
  b: string,
  /** The easy share of all the contacts' weight. */
  ease: number,
): string {
  // A cluster is named by its shared point and the planets it reaches, as the story named it.
  // A planet on an angle is named as the story named it: its lead contact can be a square to the
  // Ascendant, which the close then called easy (review v: "The Sun–Ascendant square … feel natural").
  const label = (t: Tie) =>
    t.name ??
    (t.meridian
      ? meridianName(t.meridian, a, b)
      : t.cluster
        ? clusterName(t.cluster, a, b)
        : tieLabel(t.lead, a, b));
  let labels = [label(first), label(second)];
  // "the Sun–Saturn conjunction" beside "Ben's Venus on Ana's Sun–Saturn conjunction" would read
  // as the same thing: the two are named by their owners instead.
  if (labels[0] === labels[1] || labels.some((l, i) => l.includes(labels[1 - i]!.replace(/^the /, ''))))
    labels = labels.map((l, i) =>
      [first, second][i]!.cluster || [first, second][i]!.name
        ? l
        : contactName([first, second][i]!.lead, a, b),
    );
  // Two easy ties in a bond whose contacts are not mostly easy: the close must not call the whole
  // bond easy when the method section shows half its weight or more asks for work.
  if (tones === 'ee' && ease < 0.6)
    return `${capitalise(labels[0]!)} and ${labels[1]} are the easy side of this ${BOND[kind]}, but across all your contacts ${Math.round(ease * 100) > 55 ? 'the ease has only a modest edge over the strain' : Math.round(ease * 100) >= 45 ? 'the strain weighs about as much as the ease' : 'the strain weighs more than the ease'}, so the goodwill they bring is something to draw on, not to take for granted.`;
  const tone = tones === 'ee' ? 'ee' : tones === 'hh' ? 'hh' : 'mixed';
  const [easy, hard] = tones === 'he' ? [labels[1]!, labels[0]!] : labels;
  // Between lovers a conjunction with Mars or Uranus is heat, not a rub or a chafe: the wording that
  // says it flares, or calls the pairing charged, is the one its own text (Venus on Mars is
  // chemistry) agrees with. Saturn's weight and Pluto's grip do rub.
  // A conjunction with Mars is heat even when Saturn sets the tie's tone: never "the rub".
  const charged = [first, second].some(
    (t) =>
      ['Mars', 'Uranus'].includes(tieTone(t)) ||
      (familyOf(t.lead) === 'conjunction' && (t.lead.p1 === 'Mars' || t.lead.p2 === 'Mars')),
  );
  const options = TOGETHER[kind][tone];
  // Between colleagues the second hard wording "runs hot", which is Mars's or Uranus's heat: a
  // pair led by the Moon's hurt or Saturn's chill is demanding, not hot (review r27: a Moon–Saturn
  // square said "the partnership runs hot").
  const heatWording = kind === 'colleagues' && tone === 'hh';
  // What the hard tie does is its own planet's, so the mixed wording is not one stock line for
  // every couple (review r31: "the goodwill a couple spends" in many reports).
  // Read from the hard tie's name, which for a cluster or figure names planets beyond its lead.
  const flare =
    (
      [
        ['Mars', 'turns a difference into a quarrel'],
        ['Uranus', 'upsets the routine'],
        ['Pluto', 'turns into a contest of wills'],
        ['Saturn', 'weighs on you'],
      ] as const
    ).find(([p]) => hard!.includes(p))?.[1] ?? 'flares';
  const text = (
    charged && kind === 'romantic' && tone !== 'ee'
      ? options[tone === 'mixed' ? 0 : 1]
      : heatWording
        ? options[charged ? 1 : 0]
        : pick(options, b + a)
  )
    .replace('{first}', labels[0]!)
    .replace('{second}', labels[1]!)
    .replace('{easy}', easy!)
    .replace('{hard}', hard!)
    .replace('{flare}', flare);
  return capitalise(text);
}

/**
 * The pair's story, first in the report: the one or two strongest ties by the weight table, named
 * in an opening that says whether they come easily or ask for work, each read in full (a contact
 * with its mirror read once, or a reciprocal exchange in one sentence, so the text never says one
 * of you does what you both do), then what the two mean together for this kind of bond.
 */
function story(
  a: string,
  b: string,
  items: Tie[],
  kind: RelationshipKind,
  ease: number,
  charts: [Chart, Chart],
): { text: string; spill?: string } | null {
  if (items.length === 0) return null;
  const names = items.map((t) =>
    t.name
      ? t.name
      : t.meridian
        ? `${meridianName(t.meridian, a, b)}${t.meridian.orb < 1 ? ' (almost exact)' : ''}`
        : t.cluster
          ? clusterName(t.cluster, a, b)
          : // A Moon without a birth time is said to hold at every hour, as its line in the list would.
            `${contactName(t.lead, a, b)}${t.lead.allDay ? allDayMark(a, b, charts) : t.lead.orb < 1 ? ' (almost exact)' : ''}`,
  );
  const toneOf = items.map(tieTone);
  const charged = toneOf.some((t) => t !== 'e' && t !== 'h');
  // The close sets a charged tie beside the other as a hard one: its heat or weight is what asks for care.
  const tones = toneOf.map((t) => (t === 'e' ? 'e' : 'h')).join('');
  const same = charged && toneOf.length === 2 && toneOf[0] === toneOf[1];
  const key: Tones = items.length === 1 ? 'one' : same ? 'same' : charged ? 'charged' : (tones as Tones);
  const clauses = same ? [TONE_PAIR[toneOf[0] as Charger]] : toneOf.map((t) => TONE_CLAUSE[t]);
  // The ties were each just told: the close names them by their planets and says what the two
  // make together for this kind of bond.
  const together =
    items.length === 1 ? null : togetherSentence(items[0]!, items[1]!, tones, kind, a, b, ease);
  // Keyed on the ties as well as the names, so the opening follows the contacts it introduces.
  // Two ties on one conjunction of the partner's say it is a conjunction once (review r26: "Hanna's
  // Sun and Mercury are conjunct in Hanna's own chart" twice in one paragraph).
  const texts = items.map((t) => t.text);
  const intro = /^(.+? are conjunct in .+?'s own chart), so ([^.]+?)(?: at once)?\./u;
  const [m0, m1] = texts.map((t) => intro.exec(t));
  if (m0 && m1 && m0[1] === m1[1])
    texts[1] = `${capitalise(m1[2]!)} as well.${texts[1]!.slice(m1[0].length)}`;
  const opening = pick(STORY_OPENINGS[key], a + b + names.join())(BOND[kind], [...names, ...clauses]);
  const full = [opening, ...texts, together].filter((x): x is string => !!x).join(' ');
  // Past the overview's length the second tie is told in a paragraph of its own after it, and the
  // sentence naming both again is dropped (review r27f: 25 sentences, one figure named three times).
  if (texts.length === 2 && sentenceCount(full) > OVERVIEW_SENTENCES)
    return { text: `${opening} ${texts[0]!}`, spill: texts[1]! };
  return { text: full };
}

/** How many sentences the overview holds before the rest moves to a section of its own. */
const OVERVIEW_SENTENCES = 8;
const sentenceCount = (text: string) => text.split(/(?<=[.!?])\s+(?=\p{Lu})/u).filter((x) => x.trim()).length;

/**
 * One of the heaviest ties the overview tells: a contact (with its group or its reciprocal) or, when
 * the planet squaring an Ascendant stands on that person's IC or Midheaven, the meridian it is read by.
 */
export interface Tie {
  weight: number;
  lead: SynastryContact;
  uses: SynastryContact[];
  text: string;
  meridian?: Meridian;
  /** The lead's cluster: one point in the same aspect to two planets conjunct in the other chart. */
  cluster?: Cluster;
  /** The name of a figure told as one tie ("Colm's Sun–Mars opposition across Ingrid's horizon"). */
  name?: string;
}

/** One person's planet on the partner's IC or Midheaven: `first` when person 1 owns the planet. */
export interface Meridian {
  first: boolean;
  planet: MeridianPlanet;
  angle: 'IC' | 'MC';
  orb: number;
}
const MERIDIAN_PLANETS: MeridianPlanet[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'];
const ANGLE_NAME = { IC: 'IC', MC: 'Midheaven' } as const;

/**
 * The planets within the natal angular orb of the partner's Midheaven or IC, the axis of standing
 * and of home and roots. It needs the angle owner's birth time; without the planet owner's, the
 * planet must stay within orb all day (the Moon never does).
 */
export function meridianContacts(c1: Chart, c2: Chart): Meridian[] {
  const apart = (x: number, y: number) => Math.abs(((((x - y) % 360) + 540) % 360) - 180);
  return ([true, false] as const).flatMap((first) => {
    const [from, to] = first ? [c1, c2] : [c2, c1];
    const mc = to.birth_time_known ? findPoint(to, 'Medium_Coeli') : undefined;
    if (!mc) return [];
    return MERIDIAN_PLANETS.flatMap((planet) => {
      const p = findPoint(from, planet);
      if (!p) return [];
      const arc = from.birth_time_known ? [p.abs_pos] : dayArc(p);
      return (['MC', 'IC'] as const).flatMap((angle) => {
        const target = angle === 'MC' ? mc.abs_pos : (mc.abs_pos + 180) % 360;
        if (arc.some((lon) => apart(lon, target) > ANGULAR_ORB)) return [];
        return [{ first, planet, angle, orb: apart(p.abs_pos, target) }];
      });
    });
  });
}

const meridianText = (m: Meridian, a: string, b: string, kind: RelationshipKind) => {
  const [owner, other] = m.first ? [a, b] : [b, a];
  const text = (kind === 'colleagues' && m.angle === 'IC' ? COLLEAGUE_IC_TEXT : MERIDIAN_TEXT[m.angle])[
    m.planet
  ];
  return text.replaceAll('{P}', owner).replaceAll('{H}', other);
};
const meridianName = (m: Meridian, a: string, b: string) => {
  const [owner, other] = m.first ? [a, b] : [b, a];
  return `${owner}'s ${pointTitle(m.planet)} on ${other}'s ${ANGLE_NAME[m.angle]}`;
};
/** How much a planet on the meridian weighs: as a conjunction with an Ascendant would. */
const meridianWeight = (m: Meridian) =>
  (POINT_WEIGHT[m.planet] + POINT_WEIGHT.Ascendant) *
  (1 - m.orb / (2 * ANGULAR_ORB)) *
  (LIGHTS.has(m.planet) ? 1.35 : 1);
/** Mars and Saturn on an angle bring weight or heat; the others mostly ease. */
export const meridianEase = (m: Meridian) => (HARD_CONJUNCTION.has(m.planet) ? 0.25 : 0.9);

/** How the third tie is introduced, by whether it comes easily or asks for work. */
const NEXT_TIE: Record<Tone, string[]> = {
  easy: [
    'Next in weight comes',
    'Close behind is',
    'Almost as strong, and easier, is',
    'A gentler tie follows:',
  ],
  tense: [
    'Next in weight comes',
    'Close behind is',
    'A second pressure comes from',
    'Nearly as strong, and harder, is',
  ],
};

/**
 * A chart's temperament as the natal reading weighs it (the lights and the Ascendant twice,
 * Mercury to Saturn once, the outer planets not at all), and its leading elements: one, two level,
 * or three and more level, which the natal reading calls balanced. With an untimed Moon the lead
 * holds only if every sign the Moon could have had gives the same one; otherwise `leaders` is empty.
 */
export function weightedTemperament(chart: Chart): {
  scores: Record<Element, number>;
  leaders: Element[];
  margin: number;
  /** The points counted in each element, weightiest first. */
  members: Record<Element, PointName[]>;
  /** The leading mode or modes, by the same weights and the same rule for an untimed Moon. */
  modes: Modality[];
} {
  const t = edgeMoonOpen(chart, natalTemperament(chart));
  const agreed = <K extends string>(each: K[][]) =>
    each.every((l) => l.join() === each[0]!.join()) ? each[0]! : [];
  const alts = t.alternatives.length > 0 ? t.alternatives : [t];
  const sorted = Object.values(t.elements).sort((x, y) => y - x);
  return {
    scores: t.elements,
    leaders: agreed(alts.map((x) => leadersOf(x.elements))),
    margin: sorted[0]! - sorted[1]!,
    members: t.members,
    modes: agreed(alts.map((x) => leadersOf(x.modalities))),
  };
}

/**
 * The natal weighting with a Moon at a sign's edge treated as an untimed Moon that changed sign:
 * left out of the scores, with one alternative for each sign it may have had.
 */
function edgeMoonOpen(chart: Chart, t: NatalTemperament): NatalTemperament {
  const edge = moonAtEdge(chart);
  const w = TEMPERAMENT_WEIGHT.Moon!;
  if (!edge) return t;
  const { element, modality } = SIGN_INFO[edge.sign];
  const elements = { ...t.elements, [element]: t.elements[element] - w };
  const modalities = { ...t.modalities, [modality]: t.modalities[modality] - w };
  const members = { ...t.members, [element]: t.members[element].filter((n) => n !== 'Moon') };
  members[modality] = t.members[modality].filter((n) => n !== 'Moon');
  return {
    ...t,
    elements,
    modalities,
    members,
    alternatives: [edge.sign, edge.neighbour].map((sign) => {
      const at = SIGN_INFO[sign];
      return {
        point: 'Moon' as PointName,
        sign,
        elements: { ...elements, [at.element]: elements[at.element] + w },
        modalities: { ...modalities, [at.modality]: modalities[at.modality] + w },
      };
    }),
  };
}

/** Which of these points stand in a sign of the element. */
function pointsInElement(chart: Chart, points: readonly PointName[], element: Element): PointName[] {
  return points.filter((p) => {
    const at = findPoint(chart, p);
    return !!at && SIGN_INFO[at.sign].element === element;
  });
}

/** Whether the Sun, the Moon or the Ascendant (when the hour is known) stands in a sign of the element. */
function lightsAndRisingIn(chart: Chart, element: Element): boolean {
  const points: PointName[] = ['Sun', 'Moon', ...(chart.birth_time_known ? (['Ascendant'] as const) : [])];
  return pointsInElement(chart, points, element).length > 0;
}

/** Whether the element is the chart's own: its Sun or Moon there, or two of its personal planets. */
function ownsElement(chart: Chart, element: Element): boolean {
  const inIt = pointsInElement(chart, ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars'], element);
  return inIt.length >= 2 || inIt.includes('Sun') || inIt.includes('Moon');
}

/**
 * How the two temperaments meet, by the natal reading's weighting, so the pair's report never calls
 * a chart the natal reading finds balanced a water chart (review r26: "Ingrid leans to water").
 */
function elementSentence(
  a: string,
  b: string,
  c1: Chart,
  c2: Chart,
  kind: RelationshipKind,
  withModes: boolean,
): string {
  const [t1, t2] = [weightedTemperament(c1), weightedTemperament(c2)];
  const elements = elementsMeet(a, b, t1.leaders, t2.leaders, c1, c2, kind);
  // The mode is told only beside an element line, and only when each chart has one clear lead.
  if (!withModes || !elements || t1.modes.length !== 1 || t2.modes.length !== 1) return elements;
  const lean = (who: string, t: typeof t1) => ({
    who,
    mode: t.modes[0]!,
    ...(t.leaders.length === 1 ? { element: t.leaders[0] } : {}),
  });
  return `${elements} ${plainApostrophes(modePairText(lean(a, t1), lean(b, t2)))}`;
}

function elementsMeet(
  a: string,
  b: string,
  l1: Element[],
  l2: Element[],
  c1: Chart,
  c2: Chart,
  kind: RelationshipKind,
): string {
  // A lead the missing hour leaves open is not told.
  if (l1.length === 0 || l2.length === 0) return '';
  const balanced = (l: Element[]) => l.length > 2;
  if (balanced(l1) && balanced(l2))
    return 'By temperament neither of you leans to one element: both charts spread their weight evenly, so each can meet the other on several fronts without having to change pace.';
  if (balanced(l1) || balanced(l2)) {
    const [even, lean, l] = balanced(l1) ? [a, b, l2] : [b, a, l1];
    const leads = l.length === 1 ? `leans to ${l[0]}` : `is balanced between ${listJoin(l)}`;
    return `By temperament ${even}'s chart is evenly spread, with no single element setting its tone, while ${lean} ${leads}, so ${lean} brings ${listJoin(l.map((e) => ELEMENT_GIFT[e]))} and ${even} can meet it without strain.`;
  }
  const [e1, e2] = [l1[0]!, l2[0]!];
  if (l1.length === 1 && l2.length === 1) {
    if (e1 !== e2)
      return `By temperament ${a} leans to ${e1} and ${b} to ${e2}: ${elementPairText(e1, e2, kind)}.`;
    // A shared lead that one chart owes to its doubly weighted Ascendant, with its Sun, Moon and
    // personal planets elsewhere, is not a shared nature (review q: "two fires" said of an earth
    // and a water chart, both fire rising).
    if (!ownsElement(c1, e1) || !ownsElement(c2, e1)) return '';
    // A lead carried by the planets alone is named as such, not as the person's sign.
    const planetsOnly = (
      [
        [a, c1],
        [b, c2],
      ] as const
    )
      .filter(([, c]) => !lightsAndRisingIn(c, e1))
      .map(([who]) => who);
    const how =
      planetsOnly.length === 0
        ? ''
        : `, ${listJoin(planetsOnly)} through the planets rather than the Sun, Moon or rising sign`;
    return `By temperament both of you lean to ${e1}${how}: ${elementPairText(e1, e2, kind, planetsOnly.length === 0)}.`;
  }
  if (l1.length === l2.length && l1.every((e) => l2.includes(e)))
    return `By temperament ${sharedBlendText(l1, kind)}`;
  const lean = (who: string, l: Element[]) =>
    l.length === 1 ? `${who} leans to ${l[0]}` : `${who} is balanced between ${listJoin(l)}`;
  // Read from the elements the two share; with none shared, a blend set against a blend says
  // nothing a reader can use, so it is left out.
  const shared = l1.filter((e) => l2.includes(e));
  if (shared.length === 0) return '';
  const ground = shared.length === 1 ? `${shared[0]} is` : `${listJoin(shared)} are`;
  return `By temperament ${lean(a, l1)} and ${lean(b, l2)}, so ${ground} the ground you share, and with ${shared.length === 1 ? 'it' : 'them'} ${listJoin(shared.map((e) => ELEMENT_GIFT[e]))}.`;
}

/**
 * One person's own opposition lying along the other's horizon, one end on the Ascendant and one on
 * the Descendant, with a planet of the other squaring both ends: one figure, told as one tie before
 * its contacts are scattered over the overview and the list (review r26: Colm's Sun–Mars across
 * Ingrid's horizon, her Venus square both ends, read over six lines).
 */
function horizonFigures(
  a: string,
  b: string,
  xs: SynastryContact[],
  c1: Chart,
  c2: Chart,
  kind: RelationshipKind,
): Tie[] {
  return ([true, false] as const).flatMap((first) => {
    const [owner, host] = first ? [a, b] : [b, a];
    const angular = xs.filter((x) => onAngle(x) && side(x, !first) === 'Ascendant');
    const onAsc = angular.filter((x) => !onDescendant(x));
    const onDesc = angular.filter(onDescendant);
    return onAsc.flatMap((x) =>
      onDesc.flatMap((y): Tie[] => {
        const [p, q] = [side(x, first), side(y, first)];
        const squares = (end: PointName) =>
          xs.filter(
            (z) => z.aspect === 'square' && side(z, first) === end && side(z, !first) !== 'Ascendant',
          );
        const apexes = [...new Set(squares(p).map((z) => side(z, !first)))].filter((h) =>
          squares(q).some((z) => side(z, !first) === h),
        );
        if (apexes.length === 0) return [];
        const arms = [...squares(p), ...squares(q)]
          .filter((z) => apexes.includes(side(z, !first)))
          .sort(byWeight(kind));
        const uses = [x, y, ...arms];
        // Named in the usual order, "Sun–Mars", whichever end is rising.
        const pair = [p, q]
          .sort((u, v) => NAMING_ORDER.indexOf(u) - NAMING_ORDER.indexOf(v))
          .map((u) => pointTitle(u))
          .join('–');
        const hs = listJoin(apexes.map((h) => pointTitle(h)));
        const senses = [...new Set(apexes.map((h) => APEX_SENSE[h]).filter((t): t is string => !!t))];
        const text = [
          `${owner}'s own ${pair} opposition lies along ${host}'s horizon, ${pointTitle(p)} on the Ascendant and ${pointTitle(q)} on the Descendant, and ${host}'s ${hs} ${apexes.length > 1 ? 'square' : 'squares'} both ends: one figure, and the centre of this bond.`,
          contactText(y, a, b, [c1, c2], kind, false),
          contactText(x, a, b, [c1, c2], kind, false),
          `The strain between ${owner}'s ${SOURCE_SENSE[p] ?? pointTitle(p)} and ${SOURCE_SENSE[q] ?? pointTitle(q)} lands on ${host}'s ${senses.length > 0 ? listJoin(senses) : hs}, so that is where the two of you meet it and can turn it to use.`,
        ].join(' ');
        return [
          {
            weight: uses.reduce((n, z) => n + contactWeight(z, kind), 0),
            // The Descendant end leads: it is the partner, the one met face to face.
            lead: y,
            uses,
            text,
            name: `${owner}'s ${pair} opposition across ${host}'s horizon`,
          },
        ];
      }),
    );
  });
}

/** A natal T-square of one person whose empty leg a planet of the other fills: a Grand Cross across the charts. */
export interface CrossGrandCross {
  /** Whose T-square it is: person 1's when true. */
  first: boolean;
  sides: [PointName[], PointName[]];
  apexes: PointName[];
  /** The partner's planet on the empty leg. */
  filler: PointName;
  modality: Modality;
  /** The partner's own T-square filled in turn by a planet of the first, on the same cross. */
  mutual?: { sides: [PointName[], PointName[]]; apexes: PointName[]; filler: PointName };
}

/** How far a planet may stand from the empty leg, and from square to the T-square's ends. */
const EMPTY_LEG_ORB = 5;
const CROSS_SQUARE_ORB = 7;

/** How wide a natal opposition or square may be to make one person's own T-square here. */
const NATAL_T_ORB = 7;

/**
 * One chart's own T-squares with a personal planet in them, in sign: an opposition and a planet
 * square both ends. Worked out directly, not through the natal figures, which cost far more.
 */
function natalTSquares(chart: Chart): AspectPattern[] {
  const pts = PLANETS.flatMap((n) => {
    const p = findPoint(chart, n);
    // Without a birth time the Moon's place is too loose to anchor a figure.
    return p && (n !== 'Moon' || chart.birth_time_known) ? [{ n, lon: p.abs_pos }] : [];
  });
  const sep = (x: number, y: number) => Math.abs(((((x - y + 180) % 360) + 360) % 360) - 180);
  const out: AspectPattern[] = [];
  for (let i = 0; i < pts.length; i++)
    for (let j = i + 1; j < pts.length; j++) {
      const [e1, e2] = [pts[i]!, pts[j]!];
      if (Math.abs(sep(e1.lon, e2.lon) - 180) > NATAL_T_ORB || !inSign('opposition', e1.lon, e2.lon))
        continue;
      for (const apex of pts) {
        if (apex === e1 || apex === e2) continue;
        const square = (e: { lon: number }) =>
          Math.abs(sep(apex.lon, e.lon) - 90) <= NATAL_T_ORB && inSign('square', apex.lon, e.lon);
        if (!square(e1) || !square(e2)) continue;
        if (![e1.n, e2.n, apex.n].some((m) => PERSONAL.has(m))) continue;
        out.push({ kind: 'T-square', members: [e1.n, e2.n, apex.n], apex: apex.n, sides: [[e1.n], [e2.n]] });
      }
    }
  return out;
}

/**
 * A planet of one person standing opposite the focal planet of the other's natal T-square and square
 * both its ends, in sign: the empty leg filled, a Grand Cross across the two charts. When each
 * person's T-square is filled by the other on the same cross, the two are one figure.
 */
export function crossGrandCrosses(c1: Chart, c2: Chart): CrossGrandCross[] {
  const sep = (x: number, y: number) => Math.abs(((((x - y + 180) % 360) + 360) % 360) - 180);
  const found = ([true, false] as const).flatMap((first) => {
    const [own, other] = first ? [c1, c2] : [c2, c1];
    return natalTSquares(own).flatMap((t) => {
      const apexes = [t.apex!, ...(t.coApexes ?? [])];
      const apex = findPoint(own, t.apex!)!;
      const ends = [t.sides![0][0]!, t.sides![1][0]!].map((n) => findPoint(own, n)!.abs_pos);
      const filler = PLANETS.filter((n) => {
        const p = findPoint(other, n);
        if (!p || (n === 'Moon' && !other.birth_time_known)) return false;
        // An outer planet both carry near one place belongs to the age group, not to the partner.
        if (OUTER.has(n) && sharesGeneration(c1, c2, n)) return false;
        return (
          Math.abs(sep(p.abs_pos, apex.abs_pos) - 180) <= EMPTY_LEG_ORB &&
          inSign('opposition', p.abs_pos, apex.abs_pos) &&
          ends.every(
            (e) => Math.abs(sep(p.abs_pos, e) - 90) <= CROSS_SQUARE_ORB && inSign('square', p.abs_pos, e),
          )
        );
      }).sort(
        (x, y) =>
          Math.abs(sep(findPoint(other, x)!.abs_pos, apex.abs_pos) - 180) -
          Math.abs(sep(findPoint(other, y)!.abs_pos, apex.abs_pos) - 180),
      )[0];
      if (!filler) return [];
      const modality = SIGN_INFO[apex.sign].modality as Modality;
      return [{ first, sides: t.sides!, apexes, filler, modality } as CrossGrandCross];
    });
  });
  // Each T-square filled by the other on one cross: one figure, told from person 1's side. Two
  // T-squares on one opposition whose focal planets are conjunct (Mars and Saturn) are one.
  // One opposition closed by two of the partner's planets (Moon and Mercury, against a Saturn–Jupiter
  // focus) is one cross too, told by its first filler: two figures of one name read as a stutter
  // (review r27: "the cardinal Grand Cross across your charts, and with it the cardinal Grand Cross
  // across your charts").
  const merged: CrossGrandCross[] = [];
  for (const g of found) {
    const same = merged.find((m) => m.first === g.first && m.sides.flat().join() === g.sides.flat().join());
    if (!same) merged.push({ ...g, apexes: [...g.apexes] });
    else if (same.filler === g.filler) same.apexes = [...new Set([...same.apexes, ...g.apexes])];
  }
  const out: CrossGrandCross[] = [];
  for (const g of merged) {
    const twin = out.find(
      (o) =>
        o.first !== g.first &&
        o.modality === g.modality &&
        [...o.sides.flat(), ...o.apexes].includes(g.filler) &&
        [...g.sides.flat(), ...g.apexes].includes(o.filler),
    );
    if (twin) twin.mutual = { sides: g.sides, apexes: g.apexes, filler: g.filler };
    else out.push({ ...g });
  }
  return out;
}

/** A Grand Cross across the charts as the overview's lead tie: the figure, what its mode does, one piece of advice. */
function grandCrossTies(
  a: string,
  b: string,
  xs: SynastryContact[],
  kind: RelationshipKind,
  crossed: CrossGrandCross[],
): Tie[] {
  return crossed.flatMap((g): Tie[] => {
    const [owner, partner] = g.first ? [a, b] : [b, a];
    const titled = (ps: PointName[]) => listJoin(ps.map((p) => pointTitle(p)));
    const tsq = (who: string, sides: [PointName[], PointName[]], apexes: PointName[]) =>
      `${who}'s ${titled(sides[0])} opposite ${titled(sides[1])}, both square ${titled(apexes)}`;
    // The contacts that close the figure: each filler to the other's points of the T-square it fills.
    const closes = (fillerFirst: boolean, filler: PointName, pts: PointName[]) =>
      xs.filter((x) => side(x, fillerFirst) === filler && pts.includes(side(x, !fillerFirst)));
    const uses = [
      ...closes(!g.first, g.filler, [...g.sides.flat(), ...g.apexes]),
      ...(g.mutual ? closes(g.first, g.mutual.filler, [...g.mutual.sides.flat(), ...g.mutual.apexes]) : []),
    ].filter((x, i, all) => all.indexOf(x) === i);
    const lead =
      uses.find((x) => x.aspect === 'opposition' && g.apexes.includes(side(x, g.first))) ??
      [...uses].sort(byWeight(kind))[0];
    if (!lead) return [];
    const mode = g.modality;
    const figure = g.mutual
      ? `Your charts lock into a ${mode} Grand Cross: ${owner}'s own T-square (${tsq(owner, g.sides, g.apexes)}) has its empty leg filled by ${partner}'s ${pointTitle(g.filler)}, and ${partner}'s own T-square (${tsq(partner, g.mutual.sides, g.mutual.apexes)}) has its empty leg filled by ${owner}'s ${pointTitle(g.mutual.filler)}. Each of you completes the figure the other was born with.`
      : `${partner}'s ${pointTitle(g.filler)} fills the empty leg of ${owner}'s own T-square (${tsq(owner, g.sides, g.apexes)}): standing opposite ${titled(g.apexes)}, it closes the figure into a ${mode} Grand Cross across your charts. The tension ${owner} was born with no longer has an open side to escape through: it runs into the bond.`;
    return [
      {
        // The largest figure two charts can make between them leads the overview.
        weight: uses.reduce((n, x) => n + contactWeight(x, kind), 0) * 1.5 + 30,
        lead,
        uses,
        text: `${figure} It brings ${GRAND_CROSS_SENSE[mode]}. ${GRAND_CROSS_ADVICE[kind]}`,
        // Named by the planet that closes it: two crosses in one pair were "the cardinal Grand Cross
        // across your charts and the cardinal Grand Cross across your charts" (review b).
        name: `the ${mode} Grand Cross that ${partner}'s ${pointTitle(g.filler)} closes`,
      },
    ];
  });
}

/**
 * The same aspect between the same two planets both ways round (a's Saturn square b's Sun and b's
 * Saturn square a's Sun), close and in sign: a double contact, read as one tie and weighed as two.
 */
/** How wide the return half of a double contact may be and still be read with the first in the overview. */
export const DOUBLE_ORB = OVERVIEW_ORB + 1;
const DOUBLE_POINTS = new Set<PointName>(['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn']);
export function doubleContacts(
  xs: SynastryContact[],
  /** Where the other direction may be found: within its own orb and in sign, if not as close. */
  within: SynastryContact[] = xs,
): [SynastryContact, SynastryContact][] {
  const out: [SynastryContact, SynastryContact][] = [];
  for (const x of xs) {
    if (x.p1 === x.p2 || !DOUBLE_POINTS.has(x.p1) || !DOUBLE_POINTS.has(x.p2) || onAngle(x)) continue;
    // The classic double whammy: a light and a malefic, hard both ways (each one's Saturn square
    // the other's Sun); softer doubles are read as mirrors, as before.
    const pts = [x.p1, x.p2];
    if (!pts.some((p) => LIGHTS.has(p)) || !pts.some((p) => p === 'Saturn' || p === 'Mars')) continue;
    if (familyOf(x) !== 'tense' || out.some(([p, q]) => p === x || q === x)) continue;
    const y = mirrorIn(
      within.filter((z) => !z.outOfSign && z.orb <= DOUBLE_ORB),
      x,
    );
    if (!y || out.some(([p, q]) => p === y || q === y)) continue;
    out.push([x, y]);
  }
  return out;
}

/** The return half of a double contact, from the malefic to the light: "from Lucia's Saturn to Daniel's Sun". */
const returnHalf = (y: SynastryContact, a: string, b: string) =>
  y.p1 === 'Saturn' || y.p1 === 'Mars'
    ? `from ${a}'s ${pointTitle(y.p1)} to ${b}'s ${pointTitle(y.p2)}`
    : `from ${b}'s ${pointTitle(y.p2)} to ${a}'s ${pointTitle(y.p1)}`;

function doubleTies(
  a: string,
  b: string,
  xs: SynastryContact[],
  within: SynastryContact[],
  c1: Chart,
  c2: Chart,
  kind: RelationshipKind,
): Tie[] {
  return doubleContacts(xs, within).map(([x, y]): Tie => {
    const [lead, other] = contactWeight(x, kind) >= contactWeight(y, kind) ? [x, y] : [y, x];
    const tone = contactEase(lead) >= 0.5 ? 'easy' : 'tense';
    const [p, q] = [lead.p1, lead.p2].sort((u, v) => NAMING_ORDER.indexOf(u) - NAMING_ORDER.indexOf(v)) as [
      PointName,
      PointName,
    ];
    const [wx, wy] = [contactWeight(x, kind), contactWeight(y, kind)];
    // A light in it (each one's Saturn on the other's Sun) outranks any single contact; otherwise
    // it ranks just above its own heavier half.
    const light = LIGHTS.has(p) || LIGHTS.has(q);
    // One word for both when the two aspects differ (a square one way, an opposition the other).
    const aspect =
      familyOf(lead) === 'conjunction'
        ? 'conjunction'
        : x.aspect === y.aspect
          ? lead.aspect
          : familyOf(lead) === 'tense'
            ? 'hard contact'
            : 'easy contact';
    return {
      weight: light ? (wx + wy) * 1.3 : Math.max(wx, wy) + 0.5,
      lead,
      uses: [lead, other],
      text: `${contactText(lead, a, b, [c1, c2], kind)} ${DOUBLE_CONTACT[tone](returnHalf(other, a, b))}`,
      name: `the two-way ${pointTitle(p)}–${pointTitle(q)} ${aspect}`,
    };
  });
}

/** Years apart from which a romantic or friendship overview says the two come from different generations. */
export const AGE_GAP_YEARS = 20;

/**
 * One sentence for a gap of a generation between lovers or friends: the outer planets that stand in
 * different signs in the two charts. Empty for other bonds, a smaller gap, or no outer planet apart.
 */
export function ageGapSentence(a: string, b: string, c1: Chart, c2: Chart, kind: RelationshipKind): string {
  if (kind !== 'romantic' && kind !== 'friends') return '';
  const years = (c2.julian_day_ut - c1.julian_day_ut) / 365.25;
  if (Math.abs(years) < AGE_GAP_YEARS) return '';
  const apart = OUTER_ORDER.filter((n) => {
    const [p, q] = [findPoint(c1, n), findPoint(c2, n)];
    return p && q && p.sign !== q.sign;
  });
  if (apart.length === 0) return '';
  const [older, younger] = years > 0 ? [a, b] : [b, a];
  return AGE_GAP[kind](older, younger, Math.floor(Math.abs(years)), `${listJoin(apart)}`);
}

/**
 * The overview, strongest themes first: configurations (a point the partner's chart keeps
 * returning to, a planet on the partner's angle, a T-square or grand trine across the charts,
 * shared signs, shared dignity, the North Node on a personal point), then the strongest single
 * contacts not yet read, then who carries the slower planets and the two temperaments. Only close,
 * in-sign contacts reach it. Returns the paragraphs and the contacts they read.
 */
function overview(
  a: string,
  b: string,
  within: SynastryContact[],
  c1: Chart,
  c2: Chart,
  kind: RelationshipKind,
  /** Whether a natal opposition across the partner's horizon is told as one figure (English). */
  figures = false,
  /** Whether the element line goes on to the two charts' modes; the last thing to give way to length. */
  withModes = true,
): {
  paragraphs: string[];
  /** What the overview's length leaves for the section after it. */
  further: string[];
  read: SynastryContact[];
  lead: SynastryContact | undefined;
  leadMeridian?: Meridian;
  /** The clusters the story told, each named once, by its shared point, wherever it is named again. */
  clusters: Cluster[];
  folded: SynastryContact[];
  /** The ties the story tells (the first two) and the third, heaviest first. */
  ties: Tie[];
  /** The configurations read after the ties, and the slower planets' contacts. */
  themes: Theme[];
  carried: SynastryContact[][];
} {
  const xs = within.filter(strong);
  const meridians = meridianContacts(c1, c2);
  // A planet on the partner's IC or Midheaven usually squares that person's Ascendant too: the
  // square is read through the meridian, the stronger of the two placements, never on its own.
  const onMeridian = (x: SynastryContact) =>
    x.aspect === 'square' && (x.p1 === 'Ascendant') !== (x.p2 === 'Ascendant')
      ? meridians.find((m) =>
          m.first ? x.p2 === 'Ascendant' && m.planet === x.p1 : x.p1 === 'Ascendant' && m.planet === x.p2,
        )
      : undefined;
  const folded: SynastryContact[] = [];
  // First the heaviest ties by the weight table: exchanges both ways, then single contacts.
  // A double contact (each one's Saturn square the other's Sun) is read as itself: the same planet's
  // exchange through other points would call Saturn "steadying" beside it (review r26b).
  const doubles = figures ? doubleTies(a, b, xs, within, c1, c2, kind) : [];
  const doubled = new Set(doubles.flatMap((t) => [t.lead.p1, t.lead.p2]));
  const exchanges = mutualThreads(a, b, within, kind).filter((t) => strong(t.lead) && !doubled.has(t.planet));
  // Worked out once: the natal figures behind it are the costliest step of the overview.
  const crossed = figures ? crossGrandCrosses(c1, c2) : [];
  const crosses = figures ? grandCrossTies(a, b, xs, kind, crossed) : [];
  const candidates: Tie[] = [
    ...crosses,
    ...doubles,
    ...(figures ? horizonFigures(a, b, xs, c1, c2, kind) : []),
    ...exchanges,
    ...xs
      .filter((x) => !exchanges.some((t) => t.uses.includes(x)) && !angles(x))
      .map((x): Tie => {
        const m = onMeridian(x);
        if (m) {
          folded.push(x);
          return {
            weight: Math.max(contactWeight(x, kind), meridianWeight(m)),
            lead: x,
            uses: [x],
            text: `${meridianText(m, a, b, kind)} ${contactText(x, a, b, [c1, c2], kind)}`,
            meridian: m,
          };
        }
        return {
          weight: contactWeight(x, kind),
          lead: x,
          uses: [x],
          text: [contactText(x, a, b, [c1, c2], kind), receptionNote(x, a, b, c1, c2)]
            .filter((t): t is string => !!t)
            .join(' '),
        };
      }),
  ].sort((x, y) => y.weight - x.weight);
  const top: Tie[] = [];
  const read = new Set<SynastryContact>();
  for (const t of candidates) {
    if (top.length === 3) break;
    if (t.uses.some((x) => read.has(x))) continue;
    // A pair met both ways round in one family has one text: the second is read with the first.
    const mirror = t.uses.length === 1 ? xs.find((y) => y !== t.lead && mirrorIn([t.lead], y)) : undefined;
    [...t.uses, ...(mirror ? [mirror] : [])].forEach((x) => read.add(x));
    // One planet on two of the partner's that are conjunct each other is one configuration, told
    // once: split in two, the story would set the cluster against itself.
    const cluster =
      t.uses.length === 1 && !mirror && !t.meridian
        ? clusterOf(
            t.lead,
            xs.filter((x) => !read.has(x)),
            c1,
            c2,
          )
        : null;
    // A pull and a rub on one axis are one contact (review d: Jan's Moon on Elif's Descendant and
    // Elif's Sun, on her own Ascendant, opposite it were read as the ease and the strain).
    const onAxis = (tie: Tie): Tie => {
      const axis = axisFold(
        tie.uses,
        xs.filter((x) => !read.has(x)),
        a,
        b,
        c1,
        c2,
        kind,
      );
      if (!axis) return tie;
      axis.mates.forEach((x) => read.add(x));
      return { ...tie, uses: [...tie.uses, ...axis.mates], text: `${tie.text} ${axis.text}` };
    };
    if (cluster) {
      cluster.mates.forEach((x) => read.add(x));
      top.push(
        onAxis({
          ...t,
          uses: [t.lead, ...cluster.mates],
          text: clusterText(cluster, a, b, [c1, c2], kind),
          cluster,
        }),
      );
      continue;
    }
    // The other arms of a point this tie shares with contacts not yet read are told with it, once.
    const group =
      t.uses.length === 1 && !mirror
        ? sameFamilyGroup(
            t.lead,
            // A contact heavy enough to be one of the story's own ties keeps its own telling.
            within.filter((x) => !read.has(x) && !candidates.slice(0, 3).some((c) => c.uses.includes(x))),
            a,
            b,
            kind,
          )
        : null;
    group?.uses.forEach((x) => read.add(x));
    top.push(onAxis(group ? { ...t, uses: [...t.uses, ...group.uses], text: `${t.text} ${group.text}` } : t));
  }
  // Then the configurations those ties belong to, heaviest first.
  // A T-square the Grand Cross already holds is not told again as a smaller figure.
  const patterns = patternThemes(a, b, c1, c2, xs, kind).filter(
    (p) =>
      !figures ||
      !p.tSquare ||
      !crossed.some((g) =>
        [...p.tSquare!.ends.flat(), p.tSquare!.apex].some(
          (o) =>
            (o.first !== g.first && o.point === g.filler) ||
            (g.mutual && o.first === g.first && o.point === g.mutual.filler),
        ),
      ),
  );
  const themes = [
    ...angleThemes(a, b, c1, c2, xs, within, kind),
    ...focalThemes(a, b, c1, c2, xs, kind).filter((f) => !patterns.some((p) => p.key === f.key)),
    ...patterns,
    ...[sharedSignTheme(a, b, c1, c2, xs, within, kind)].filter((t): t is Theme => t !== null),
    ...nodeThemes(a, b, c1, c2, kind),
    // A planet on the meridian with no Ascendant square read through it is a theme of its own
    // (a tie told with its group is a new object, so the test is on the meridian, not the tie).
    ...meridians
      .filter((m) => !top.some((t) => t.meridian === m))
      .map((m): Theme => ({
        weight: meridianWeight(m),
        text: meridianText(m, a, b, kind),
        uses: [],
        meridian: m,
      })),
  ].sort((x, y) => y.weight - x.weight);
  // Signs alone, with no aspect behind them, come last, beside the temperaments.
  const signs = [lightsTheme(a, b, c1, c2), dignityTheme(c1, c2, kind)].flatMap((t) => (t ? [t.text] : []));
  const chosen: Theme[] = [];
  for (const t of themes) {
    if (chosen.length === 3) break;
    // A theme whose contacts are already read adds nothing; an angle contact is read once.
    if (t.uses.length > 0 && t.uses.every((x) => read.has(x))) continue;
    if (t.uses.some((x) => onAngle(x) && read.has(x))) continue;
    // A point's cluster restates contacts already read one by one.
    if (t.key && !t.text.includes('T-square') && t.uses.some((x) => read.has(x))) continue;
    chosen.push(t);
    t.uses.forEach((x) => read.add(x));
  }
  const carried = threads(
    a,
    b,
    within.filter((x) => !read.has(x)),
    kind,
    doubled,
  );
  carried.forEach((t) => t.uses.forEach((x) => read.add(x)));
  // The story is told on the two heaviest ties; the third, and the configurations, follow briefly.
  const first = story(a, b, top.slice(0, 2), kind, easeShare(within, kind), [c1, c2]);
  // The third tie is named before its text, which need not name both planets.
  // "A second pressure" only after the story has read a first; a charged tie is introduced by its
  // weight alone, as neither easier nor harder.
  const pressureRead = top.slice(0, 2).some((t) => tieTone(t) === 'h');
  const next = top.slice(2).map((t) => {
    const tone = tieTone(t);
    const openers =
      tone !== 'e' && tone !== 'h'
        ? NEXT_TIE.tense.slice(0, 2)
        : NEXT_TIE[tone === 'e' ? 'easy' : 'tense'].filter(
            (o) => pressureRead || !o.startsWith('A second pressure'),
          );
    const name = t.name
      ? t.name
      : t.meridian
        ? meridianName(t.meridian, a, b)
        : t.cluster
          ? clusterName(t.cluster, a, b)
          : contactName(t.lead, a, b);
    const opener = pick(openers, a + b + t.lead.p1 + t.lead.p2);
    // A tie whose text opens with its own name ("Mateus's Sun near Thandi's Descendant makes…")
    // is joined to the opener, not named twice back to back (review r23).
    const rest = plainApostrophes(t.text).startsWith(`${plainApostrophes(name)} `)
      ? t.text.slice(name.length + 1)
      : null;
    // "…often marks a partnership" joins as well as "…marks" (review w: "Next in weight comes Iman's Sun
    // on David's Descendant. Iman's Sun on David's Descendant often marks…").
    return rest && /^((often|usually) )?\w+s\b|^(tends to|can) \w+/.test(rest)
      ? `${opener} ${name}, which ${rest}`
      : `${opener} ${name}. ${t.text}`;
  });
  // Two T-squares are not told with one template back to back (review r27f): the second is
  // introduced as a second and closed in fewer words.
  let tSquares = 0;
  const chosenTexts = chosen.map((t) =>
    !t.tSquare || tSquares++ === 0
      ? t.text
      : t.text
          .replace(/^A T-square crosses your charts: /u, 'A second T-square joins it: ')
          .replace(
            / The strain of that opposition comes out through (.+?), and that is where the two of you meet it and can put it to work\.$/u,
            ' This one comes out through $1.',
          ),
  );
  const second = [...next, ...chosenTexts].join(' ');
  // A wide gap in age frames the whole bond, so it stays in the overview however long that runs.
  const ageGap = figures ? ageGapSentence(a, b, c1, c2, kind) : '';
  const third = [...carried.map((t) => t.sentence), ...signs, elementSentence(a, b, c1, c2, kind, withModes)]
    .filter((x) => x)
    .join(' ');
  // The overview stays short: what does not fit moves, whole paragraphs at a time, to a section
  // of its own after it.
  const paragraphs: string[] = first ? [first.text] : [];
  const further: string[] = first?.spill ? [first.spill] : [];
  let told = paragraphs.reduce((n, p) => n + sentenceCount(p), 0);
  for (const p of [second, third].filter((x) => x)) {
    if (further.length === 0 && (told === 0 || told + sentenceCount(p) <= OVERVIEW_SENTENCES)) {
      paragraphs.push(p);
      told += sentenceCount(p);
    } else further.push(p);
  }
  if (ageGap) {
    if (third && paragraphs.at(-1) === third) paragraphs[paragraphs.length - 1] = `${ageGap} ${third}`;
    else paragraphs.push(ageGap);
  }
  // The close names the tie the story opens on, so the report has one heart from first line to last.
  return {
    paragraphs,
    further,
    read: [...read],
    lead: top[0]?.lead ?? chosen[0]?.uses[0],
    ...(top[0]?.meridian ? { leadMeridian: top[0].meridian } : {}),
    clusters: top.flatMap((t) => (t.cluster ? [t.cluster] : [])),
    folded,
    ties: top,
    themes: chosen,
    carried: carried.map((t) => t.uses),
  };
}

/** How near its owner's own Ascendant or Descendant a planet stands for a point opposite it to share the axis. */
const AXIS_ORB = 5;

/** What an opposition along one person's horizon also does, by the bond: it is the pull as well. */
const AXIS_DRAW: Record<RelationshipKind, string> = {
  romantic: 'the attraction of opposites that drew you together',
  friends: 'what makes each of you good company for the other',
  family: 'what makes each of you the one the other turns to',
  colleagues: 'what makes you a useful counterweight at work',
};

/**
 * A partner's point on one person's Descendant (or Ascendant) that also opposes a planet of theirs
 * standing on their own Ascendant (or Descendant): the angle contact and the opposition are one
 * contact along that axis, found among `pool` for a tie made of `uses`, and said in one sentence.
 */
export function axisFold(
  uses: SynastryContact[],
  pool: SynastryContact[],
  a: string,
  b: string,
  c1: Chart,
  c2: Chart,
  kind: RelationshipKind,
): { mates: SynastryContact[]; text: string } | null {
  const sep = (x: number, y: number) => Math.abs(((((x - y + 180) % 360) + 360) % 360) - 180);
  for (const first of [true, false]) {
    const chart = first ? c1 : c2;
    const asc = findPoint(chart, 'Ascendant');
    if (!asc || !chart.birth_time_known) continue;
    const all = [...uses, ...pool];
    // The partner's points on this person's horizon, and on which end.
    const onHorizon = all.filter((x) => onAngle(x) && side(x, first) === 'Ascendant');
    const axes = all.flatMap((z) => {
      if (z.aspect !== 'opposition' || onAngle(z) || angles(z)) return [];
      const own = findPoint(chart, side(z, first));
      if (!own || OUTER.has(side(z, first))) return [];
      const y = onHorizon.find((h) => side(h, !first) === side(z, !first));
      if (!y) return [];
      const rising = sep(own.abs_pos, asc.abs_pos) <= AXIS_ORB;
      if (!rising && sep(own.abs_pos, asc.abs_pos + 180) > AXIS_ORB) return [];
      // Opposite a rising planet, the partner's point is on the Descendant, and the reverse.
      if (onDescendant(y) !== rising) return [];
      return [{ y, z, rising }];
    });
    // One side of each axis pair in the tie and the other still unread.
    const pairs = axes.filter(
      ({ y, z }) => (uses.includes(y) && pool.includes(z)) || (uses.includes(z) && pool.includes(y)),
    );
    if (pairs.length === 0) continue;
    const planet = side(pairs[0]!.z, first);
    const rising = pairs[0]!.rising;
    const same = pairs.filter((p) => side(p.z, first) === planet && p.rising === rising);
    const partners = [...new Set(same.map((p) => side(p.z, !first)))]
      .sort((p, q) => NAMING_ORDER.indexOf(p) - NAMING_ORDER.indexOf(q))
      .map(pointTitle);
    const [owner, other] = first ? [a, b] : [b, a];
    const mates = [...new Set(same.flatMap((p) => [p.y, p.z]))].filter((x) => !uses.includes(x));
    const [at, there, verb] = rising
      ? ['Ascendant', 'Descendant', partners.length > 1 ? 'fall' : 'falls']
      : ['Descendant', 'Ascendant', partners.length > 1 ? 'rise' : 'rises'];
    return {
      mates,
      text: `${owner} was born with ${planet === 'Sun' || planet === 'Moon' ? 'the ' : ''}${pointTitle(planet)} on the ${at}, so ${other}'s ${listJoin(partners)}, opposite it, ${verb} on ${owner}'s ${there}: this is one contact along the axis of self and other, not two, and the opposition that chafes is also ${AXIS_DRAW[kind]}.`,
    };
  }
  return null;
}

/** One point in the same aspect to two or more of the partner's planets that are conjunct each other. */
export interface Cluster {
  lead: SynastryContact;
  mates: SynastryContact[];
  /** Whether the shared point is person 1's. */
  first: boolean;
}

/** How close two planets of one chart stand to count as one target for a partner's point. */
const CLUSTER_ORB = 5;

/**
 * The contacts among `others` that make one cluster with `x`: the same point of one person in the
 * same aspect to a planet of the other's that stands within a few degrees of `x`'s. An angle
 * contact keeps its own telling.
 */
function clusterOf(x: SynastryContact, others: SynastryContact[], c1: Chart, c2: Chart): Cluster | null {
  if (onAngle(x) || angles(x)) return null;
  for (const first of [true, false]) {
    // A generational planet reached alongside is everyone's of that age: it makes no cluster.
    if (OUTER.has(side(x, !first))) continue;
    const chart = first ? c2 : c1;
    const at = findPoint(chart, side(x, !first))!.abs_pos;
    const mates = others.filter((y) => {
      if (y === x || y.aspect !== x.aspect || side(y, first) !== side(x, first) || onAngle(y) || angles(y))
        return false;
      const p = findPoint(chart, side(y, !first));
      return (
        !!p &&
        !OUTER.has(side(y, !first)) &&
        side(y, !first) !== side(x, !first) &&
        Math.abs(((p.abs_pos - at + 540) % 360) - 180) <= CLUSTER_ORB
      );
    });
    if (mates.length > 0) return { lead: x, mates, first };
  }
  return null;
}

/** The cluster's planets on the reached side, in the order astrologers name them. */
const clusterTargets = (c: Cluster) =>
  [c.lead, ...c.mates]
    .map((y) => side(y, !c.first))
    .sort((p, q) => NAMING_ORDER.indexOf(p) - NAMING_ORDER.indexOf(q))
    .map(pointTitle);

/** "Ana's Mars on Ben's Moon–Venus conjunction": the cluster named once, by its shared point. */
function clusterName(c: Cluster, a: string, b: string): string {
  const [owner, other] = c.first ? [a, b] : [b, a];
  const link = c.lead.aspect === 'conjunction' ? 'on' : c.lead.aspect;
  return `${owner}'s ${pointTitle(side(c.lead, c.first))} ${link} ${other}'s ${clusterTargets(c).join('–')} conjunction`;
}

/** A cluster told once: why it is one contact, then what each planet it reaches makes of it. */
/** An authored contact text without its closing sentence, the advice, when it has more than one. */
export function withoutMoral(text: string): string {
  const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z])/u);
  return sentences.length > 1 ? sentences.slice(0, -1).join(' ') : text;
}

function clusterText(
  c: Cluster,
  a: string,
  b: string,
  charts: [Chart, Chart],
  kind: RelationshipKind,
): string {
  const [owner, other] = c.first ? [a, b] : [b, a];
  const targets = clusterTargets(c);
  const why = `${capitalise(ownPoints(other, targets))} are conjunct in the birth chart, so ${owner}'s ${pointTitle(side(c.lead, c.first))} ${VERB[c.lead.aspect]} ${targets.length === 2 ? 'both' : 'all of them'} at once.`;
  return [
    why,
    // One piece of advice for the cluster: each later arm keeps its reading and drops its moral
    // (review r26b: "Patience with first reactions helps" and "only needs pacing" back to back).
    ...[c.lead, ...c.mates].flatMap((x, i) => [
      i === 0 ? contactText(x, a, b, charts, kind) : withoutMoral(contactText(x, a, b, charts, kind)),
      receptionNote(x, a, b, charts[0], charts[1]),
    ]),
  ]
    .filter((t): t is string => !!t)
    .join(' ');
}

/**
 * One point met in the same way by two or more more of the partner's points, besides the lead
 * contact (Solange's Mars squaring Beyoncé's Ascendant, Venus and Pluto): one configuration, told
 * once with the lead, so the list does not read each arm as a separate story.
 */
function sameFamilyGroup(
  x: SynastryContact,
  within: SynastryContact[],
  a: string,
  b: string,
  kind: RelationshipKind,
): { uses: SynastryContact[]; text: string } | null {
  const arms = (first: boolean) =>
    within.filter(
      (y) =>
        y !== x &&
        side(y, first) === side(x, first) &&
        familyOf(y) === familyOf(x) &&
        // The overview's own rule: an arm wider than its orb or out of sign is left to the list.
        strong(y) &&
        !angles(y) &&
        !onDescendant(y),
    );
  const [fromA, fromB] = [arms(true), arms(false)];
  const first = fromA.length >= fromB.length;
  const others = first ? fromA : fromB;
  if (others.length < 2 || onDescendant(x)) return null;
  const [owner, other] = first ? [a, b] : [b, a];
  const shared = side(x, first);
  const reached = [x, ...others].map((y) => side(y, !first));
  const aspects = new Set([x, ...others].map((y) => y.aspect));
  const noun = (p: PointName) => forBond(kind, PLATONIC_NATURE, NATURE, p as SynastryPoint)!;
  const way = familyOf(x) === 'tense' ? 'presses on' : familyOf(x) === 'flowing' ? 'favours' : 'meets';
  const verb = aspects.size === 1 ? VERB[x.aspect] : way;
  return {
    uses: others,
    text: `${owner}'s ${pointTitle(shared)} ${verb.startsWith('is ') ? verb.replace('is ', 'is also ') : `also ${verb}`} ${other}'s ${listJoin(reached.slice(1).map(pointTitle))}, ${pick(
      [
        `so one point of ${owner}'s reaches ${cardinal(reached.length)} of ${other}'s at once`,
        `${cardinal(reached.length)} of ${other}'s points in all`,
        `which makes ${cardinal(reached.length)} contacts from that one point`,
      ],
      owner + other + shared + x.aspect,
    )}: ${GROUP_SENSE[familyOf(x)](`${owner}'s ${noun(shared)}`, other, PLURAL_NATURES.has(noun(shared)))}`,
  };
}

/**
 * What one point reaching several of the partner's means, by the contacts' nature: a sentence
 * rather than a list of the points' keywords, which reads as a slot list.
 */
const GROUP_SENSE: Record<
  ReturnType<typeof familyOf>,
  (point: string, other: string, many: boolean) => string
> = {
  flowing: (p, o, many) => `${p} ${many ? 'find' : 'finds'} a ready welcome in much of who ${o} is.`,
  tense: (p, o, many) =>
    pick(
      [
        `${p} ${many ? 'press' : 'presses'} on several sides of ${o}, and the strain is felt in more than one place.`,
        `${p} ${many ? 'rub' : 'rubs'} against ${o} on several fronts, so no single fix settles it.`,
      ],
      p + o,
    ),
  conjunction: (p, o, many) =>
    `${p} ${many ? 'are' : 'is'} bound up with much of who ${o} is, for good and ill.`,
};
/** The natures that are plural nouns ("Lina's feelings press"), so their verb agrees. */
const PLURAL_NATURES = new Set(['feelings', 'words', 'ideals']);

/**
 * What easing the heaviest hard contact asks, by the harder planet in it; the close adds where
 * it matters most, by the other planet (NEED), so two pairs with a hard Saturn get different advice.
 */
const REMEDY: Partial<Record<PointName, readonly string[]>> = {
  Saturn: [
    'saying plainly what each of you expects before resentment does the talking',
    'agreeing out loud on what each of you owes the other',
    'setting the rules together rather than leaving one of you to set them',
  ],
  Mars: ['naming what sets the temper off before it flares'],
  Pluto: [
    'sharing control openly, so neither of you has to grip',
    'saying what you fear to lose instead of holding on tighter',
  ],
  Uranus: [
    'leaving room for freedom without reading it as distance',
    'warning each other before a sudden change rather than after',
  ],
  Neptune: [
    'plain talk about practical things, so hope does not replace fact',
    'checking a hope against the facts before either of you leans on it',
  ],
  Mercury: ['asking what the other meant before answering', 'repeating back what you heard before you reply'],
  Moon: ['learning how each of you likes to be comforted', 'asking what would help before offering it'],
  Sun: ['letting both wills shine without a contest', 'taking turns to lead'],
  Venus: ['respecting tastes you do not share', 'taking turns to choose how you spend your time together'],
  Jupiter: ['keeping a sense of proportion', 'sizing a plan before committing to it'],
  Ascendant: ['patience with first reactions'],
};
/** The remedies whose plain wording is about time off together or intimacy, said for the work two colleagues share. */
const COLLEAGUE_REMEDY: Partial<Record<PointName, readonly string[]>> = {
  Saturn: [
    'saying plainly who is responsible for what before resentment does the talking',
    'agreeing out loud on deadlines and on who owns each task',
    'setting the rules of the work together rather than leaving one of you to set them',
  ],
  Pluto: [
    'agreeing who has the final say on what, so neither of you has to grip',
    'sharing information openly instead of holding it back as leverage',
  ],
  Uranus: [
    'leaving room for new methods without reading them as disloyalty',
    'warning each other before a change of plan rather than after',
  ],
  Neptune: [
    'putting briefs and deadlines in writing, so hope does not replace fact',
    'checking a promise against the schedule before either of you relies on it',
  ],
  Moon: ['learning how each of you copes with pressure', 'asking what would help before taking a task over'],
  Sun: ['sharing the credit openly', 'taking turns to lead a project'],
  Venus: ['respecting standards you do not share', 'taking turns to decide how the work is presented'],
};
/** What the other planet of a hard contact needs, as the place the remedy matters most, by bond. */
const NEED: Record<RelationshipKind, Partial<Record<PointName, string>>> = {
  romantic: {
    Sun: 'need to be seen clearly',
    Moon: 'need for comfort',
    Mercury: 'need to be heard out',
    Venus: 'need for affection',
    Mars: 'desire',
    Jupiter: 'appetite for big plans',
    Saturn: 'need for order and commitment',
    Ascendant: 'first impressions',
    Uranus: 'need for freedom',
    Neptune: 'hopes',
    Pluto: 'need for control',
  },
  friends: {
    Venus: 'tastes',
    Mars: 'wish to set the plans',
    Saturn: 'need for reliability',
    Moon: 'need for reassurance',
  },
  family: {
    // The Sun's need follows who is the elder: see FAMILY_SUN_NEED.
    Sun: 'need to stand on an equal footing',
    Moon: 'need to feel at home',
    Venus: 'need to feel valued',
    Mars: 'independence',
    Saturn: 'sense of duty',
  },
  colleagues: {
    Sun: 'need for credit',
    // Said when the Moon's sign is uncertain, so no element's word: a steady workload is an earth Moon's.
    Moon: 'need to feel settled at work',
    Mercury: 'need for a clear brief',
    Venus: 'need for recognition',
    Mars: 'wish to set the pace',
    Jupiter: 'appetite for growth',
    Saturn: 'need for clear rules',
  },
};
/**
 * What a Moon needs follows its sign's element, not one word for every Moon: an Aries Moon at work
 * wants momentum, not a steady workload (review r24). A Moon whose sign is uncertain, by the
 * unknown hour or a sign's edge, has no element, so it keeps the bond's general word.
 */
const MOON_NEED: Record<Element, Record<RelationshipKind, string>> = {
  fire: {
    romantic: 'need for warmth and excitement',
    friends: 'need for lively company',
    family: 'need for room to act on impulse',
    colleagues: 'need for momentum',
  },
  earth: {
    romantic: 'need for steady comfort',
    friends: 'need for company that can be relied on',
    family: 'need for a settled routine',
    colleagues: 'need for a steady workload',
  },
  air: {
    romantic: 'need to talk feelings through',
    friends: 'need for good conversation',
    family: 'need to talk things through',
    colleagues: 'need to think a problem through aloud',
  },
  water: {
    romantic: 'need for reassurance',
    friends: 'need for reassurance',
    family: 'need to feel at home',
    colleagues: 'need for goodwill in the team',
  },
};
function moonNeed(chart: Chart, kind: RelationshipKind): string {
  const moon = moonSure(chart) ? findPoint(chart, 'Moon') : undefined;
  return moon ? MOON_NEED[SIGN_INFO[moon.sign].element][kind] : (NEED[kind].Moon ?? NEED.romantic.Moon!);
}
/**
 * A relative's Sun asks for recognition, but of a different kind by age: the younger of a parent
 * and child wants to be treated as grown, the elder to be respected as the elder; relatives close
 * in age ask for the equal footing of siblings (NEED.family).
 */
// Neutral for both: the app knows the bond is family, not who is parent, child or sibling (review
// r26b: "Paul's need for respect as the elder" invented a role).
const FAMILY_SUN_NEED = {
  // No pronoun: the app does not know either person's gender (review r27: "Fatima's need to be
  // recognised for who they are").
  elder: 'need to be recognised as an equal rather than by a family role',
  younger: 'need to be recognised as an equal rather than by a family role',
};
/** Years apart from which two relatives read as a parent and child rather than siblings or cousins. */
const GENERATION_GAP_YEARS = 14;

/** Which of the two is a generation older, by birth instant, or null for relatives close in age. */
export function elderOf(c1: Chart, c2: Chart): 1 | 2 | null {
  const years = (c2.julian_day_ut - c1.julian_day_ut) / 365.25;
  return years >= GENERATION_GAP_YEARS ? 1 : years <= -GENERATION_GAP_YEARS ? 2 : null;
}

/** What easing a hard Mars contact asks, by the point Mars meets. */
const MARS_REMEDY: Partial<Record<PointName, string>> = {
  Moon: 'gentleness when feelings run high, and a pause before a sharp word lands on a sore spot',
  Mercury: 'cooling off before a hard conversation, so an argument stays about the point',
  Venus: 'telling desire from pressure, and asking rather than pushing',
  Mars: 'taking turns to set the pace, and competing side by side rather than against each other',
  Jupiter: 'checking the size of a plan before both of you rush at it',
  Saturn: 'agreeing on a pace, so one does not feel held back and the other pushed',
  Ascendant: 'noticing when energy becomes pressure, and giving the other room to answer',
};
/**
 * What easing Mars hard on a Sun asks, by the mode of Mars's sign, which in sign is the Sun's too:
 * cardinal wills race to start, fixed ones dig in, mutable ones scatter. One line for every such
 * pair came up in reports of different pairs (review r30: "letting each of you lead in turn").
 */
const MARS_SUN_REMEDY: Record<Modality, string> = {
  cardinal: 'agreeing who starts what, so two wills are not always racing to move first',
  fixed: 'deciding ahead who has the last word on what, so neither digs in just to avoid giving way',
  mutable: 'settling on one plan at a time, so two restless wills do not pull the day two ways',
};
/** Mars hard on Venus outside romance: taste and tact against push, not desire. */
const PLATONIC_MARS_REMEDY: Partial<Record<PointName, string>> = {
  Venus: 'telling enthusiasm from pressure, and asking rather than pushing',
};
/** Mars hard on the Moon between colleagues: a sharp word at work, not a wound at home. */
const COLLEAGUE_MARS_REMEDY: Partial<Record<PointName, string>> = {
  Moon: 'feedback given calmly and in private, and a pause before a sharp word lands in front of others',
};
/** Which of a hard contact's two planets its remedy is aimed at: the first of the pair in this order. */
export const REMEDY_ORDER: PointName[] = [
  'Pluto',
  'Saturn',
  'Uranus',
  'Neptune',
  'Mars',
  'Jupiter',
  'Mercury',
  'Ascendant',
  'Venus',
  'Moon',
  'Sun',
];

/** What the lead tie does, by its nature: the verb for "A's drive and B's feelings". */
const LEAD_VERB: Record<'flowing' | 'tense' | 'conjunction' | 'Mars' | 'Saturn', readonly [string, string]> =
  {
    flowing: ['feed each other', 'fit together without effort'],
    tense: ['pull against each other', 'rub and spur each other on'],
    conjunction: ['work as one', 'are fused'],
    Mars: ['run hot together', 'strike sparks off each other'],
    Saturn: ['are bound with weight as well as warmth', 'hold each other to account'],
  };
/** What the lead tie's nature means for each bond, closing the lead sentence. */
const LEAD_STAKE: Record<RelationshipKind, Record<'flowing' | 'tense' | 'conjunction', string>> = {
  romantic: {
    flowing: 'the ease your love can always come back to',
    tense: 'the friction that keeps the attraction awake',
    conjunction: 'the place where your two lives most fully merge',
  },
  friends: {
    flowing: 'the easy footing the friendship returns to after any gap',
    tense: 'the sparring that keeps the friendship honest',
    conjunction: 'what makes you feel like old friends',
  },
  family: {
    flowing: 'what lets you help each other without keeping count',
    tense: 'the old friction a family tie is strong enough to carry',
    conjunction: 'the likeness the rest of the family probably notices',
  },
  colleagues: {
    flowing: 'what lets the work divide itself between you',
    tense: 'the pressure that, well handled, sharpens the work',
    conjunction: 'the shared drive the partnership runs on',
  },
};
/**
 * What a hard lead tie with Saturn or Mars means for each bond: the role follows the planet, not
 * only the aspect (review r27f: a Moon–Saturn square called "the friction that keeps the attraction
 * awake", Mars on the IC "the place where your two lives most fully merge").
 */
const MALEFIC_STAKE: Record<RelationshipKind, Record<'Mars' | 'Saturn', string>> = {
  romantic: {
    Saturn: 'what this bond must carry, and the test of its staying power',
    Mars: 'the heat in this bond, which drives it and flares first',
  },
  friends: {
    Saturn: 'the duty and staying power this friendship is asked to carry',
    Mars: 'the drive the friendship runs on, and where tempers flare first',
  },
  family: {
    Saturn: 'the weight of duty a family tie is strong enough to carry',
    Mars: 'the heat that flares first in the family, and the drive behind what you do together',
  },
  colleagues: {
    Saturn: 'the discipline and staying power the partnership relies on',
    Mars: 'the drive the partnership runs on, and where tempers flare first',
  },
};
/**
 * A hard tie between the two lights is about living together, not desire: a Moon–Moon square is two
 * emotional rhythms, what comforts one unsettling the other (review r31: it was called "the friction
 * that keeps the attraction awake"). Keyed by the lights in the order Sun, Moon.
 */
type Lights = 'Sun-Sun' | 'Sun-Moon' | 'Moon-Moon';
const LIGHTS_VERB: Record<Lights, readonly [string, string]> = {
  'Sun-Sun': ['want the days to go different ways', 'pull toward different aims'],
  'Sun-Moon': ['pull in different directions', 'keep different hours'],
  'Moon-Moon': ['need different things to feel at ease', 'keep different emotional rhythms'],
};
const LIGHTS_STAKE: Record<RelationshipKind, Record<Lights, string>> = {
  romantic: {
    'Sun-Sun': 'the difference of purpose this relationship asks you to make room for',
    'Sun-Moon':
      'the daily adjustment of this relationship, where one of you moves while the other needs to settle',
    'Moon-Moon': 'the everyday difference between you, since what comforts one of you can unsettle the other',
  },
  friends: {
    'Sun-Sun': 'the difference of purpose this friendship asks you to respect',
    'Sun-Moon': 'the adjustment this friendship asks, one of you pressing on while the other needs to settle',
    'Moon-Moon': 'what this friendship keeps learning, since what settles one of you can unsettle the other',
  },
  family: {
    'Sun-Sun': 'the difference of purpose a family tie is strong enough to carry',
    'Sun-Moon':
      'the old adjustment of this family tie, one of you pressing on while the other needs to settle',
    'Moon-Moon': 'the oldest difference between you, since what comforts one of you can unsettle the other',
  },
  colleagues: {
    'Sun-Sun': 'two sets of aims the partnership has to reconcile',
    'Sun-Moon': 'the adjustment the work asks, one of you pushing ahead while the other needs steady ground',
    'Moon-Moon': 'the difference in the mood each of you needs to work well',
  },
};

/** What a planet on the partner's IC or Midheaven reaches in that person. */
const MERIDIAN_NATURE = { IC: 'roots', MC: 'standing' } as const;
/**
 * What a planet on the partner's Descendant reaches: the Descendant is what a person seeks in and
 * meets through others, never their manner, which is the Ascendant (review r28: "Grace's manner and
 * Mei's feelings are fused" for Mei's Moon on Grace's Descendant).
 */
const DESCENDANT_NATURE: Record<RelationshipKind, string> = {
  romantic: 'idea of a partner',
  friends: 'idea of a close friend',
  family: 'idea of a close ally',
  colleagues: 'idea of a working partner',
};

/**
 * What the close reads: the overview's lead tie (with its meridian or cluster) and the hard contact
 * that asks most, the lead itself when it is hard. Null when the overview found no tie.
 */
export function closingChoice(
  within: SynastryContact[],
  told: Pick<ReturnType<typeof overview>, 'lead' | 'read' | 'leadMeridian' | 'folded' | 'clusters'>,
): {
  lead: SynastryContact;
  leadMeridian?: Meridian;
  leadCluster?: Cluster;
  hard?: SynastryContact;
  leadHard: boolean;
} | null {
  const { lead, read, leadMeridian, folded, clusters } = told;
  if (!lead) return null;
  const clusterWith = (x: SynastryContact) => clusters.find((c) => c.lead === x || c.mates.includes(x));
  const close = within.filter((x) => !x.outOfSign && !angles(x));
  const hards = close.filter(
    // The lead's cluster is the lead: one arm of it is never the contact set against it.
    (x) =>
      contactEase(x) <= 0.25 &&
      x !== lead &&
      !x.generational &&
      !folded.includes(x) &&
      (!clusterWith(x) || clusterWith(x) !== clusterWith(lead)),
  );
  // A hard lead is the hardest tie: naming another as "the one that needs the most care" would
  // give the report two main tensions (review r24: a Moon–Moon square, then a Moon–Saturn one).
  const leadHard = !leadMeridian && contactEase(lead) <= 0.25 && !lead.generational;
  const hard = leadHard ? lead : (hards.find((x) => read.includes(x)) ?? hards[0]);
  const leadCluster = clusterWith(lead);
  return {
    lead,
    ...(leadMeridian ? { leadMeridian } : {}),
    ...(leadCluster ? { leadCluster } : {}),
    ...(hard ? { hard } : {}),
    leadHard,
  };
}

/**
 * A short close, written from the pair's own contacts: the lead tie with what its two planets do
 * for this kind of bond, the balance of ease and strain across all the contacts, and the one hard
 * contact that asks most, with a remedy set by its harder planet and where the other planet says
 * it matters.
 */
function closing(
  a: string,
  b: string,
  within: SynastryContact[],
  /**
   * The overview's lead tie and the contacts it read: the hardest of those is the one named here,
   * so the two agree; a square read through a planet on the meridian is not named as a square.
   */
  told: Pick<ReturnType<typeof overview>, 'lead' | 'read' | 'leadMeridian' | 'folded' | 'clusters'> &
    Partial<Pick<ReturnType<typeof overview>, 'ties'>>,
  kind: RelationshipKind,
  /** Which of the two is a generation older, so a relative's need is said for their place in the family. */
  elder: 1 | 2 | null,
  charts: [Chart, Chart],
  /** The contacts the score counts that the list reads though they lie outside `within`, as weak ones. */
  ring: SynastryContact[],
  /** The score shown at the top of the page. */
  score: number,
  /** Whether the close ends on the resolving contact: dropped only to keep the report in its word budget. */
  resolveEnd = true,
): string {
  const choice = closingChoice(within, told);
  if (!choice)
    return `## In Short\n\nFew close contacts join your charts, so this ${BOND[kind]} is written less in the stars than in what the two of you choose to make of it.`;
  const { lead, leadMeridian, leadCluster, hard, leadHard } = choice;
  const ease = easeShare(within, kind);
  const band = balanceClause(ease, a + b);
  const portrait = themeLine(
    within,
    kind,
    [choice.lead, ...(choice.hard ? [choice.hard] : [])],
    [...within, ...ring],
  );
  // Ease said beside a low score at the top of the page reads as a contradiction ("0 of 44" beside
  // "ease clearly outweighs strain", review r34): one clause says why both hold.
  const lowScore =
    Math.round(ease * 100) > 55 && ['Minimal', 'Medium'].includes(scoreBand(score).label)
      ? ', though few of the classic links the score at the top looks for join your charts'
      : '';
  const balance = `Across the ${within.length === 1 ? 'one contact' : `${cardinal(within.length)} contacts`} between ${a}'s chart and ${b}'s, ${band}${lowScore}.${portrait ? ` ${portrait}` : ''}`;
  const noun = (p: PointName) => forBond(kind, PLATONIC_NATURE, NATURE, p as SynastryPoint)!;
  // The lead's Ascendant side is its Descendant when the planet stands opposite it.
  const leadNoun = (p: PointName) =>
    p === 'Ascendant' && onDescendant(lead) ? DESCENDANT_NATURE[kind] : noun(p);
  // A hard lead the overview read in full as its own tie is named here and referred back to, not
  // read a third time (review d6: the Mercury–Moon square in full twice, and named once between).
  const toldTie = told.ties?.find((t) => t.lead === lead && !t.name && !t.meridian && !t.cluster);
  const toldInFull = !!leadHard && !!toldTie && !leadMeridian && !leadCluster;
  // The remedy is the hard contact's own, so it names that contact, even as one arm of a cluster.
  const work = hard
    ? (remedySentence(hard, a, b, kind, elder, charts, leadHard, toldInFull ? toldTie.text : '') ?? '')
    : quietClose(kind, lead, a, b, leadNoun);
  // The lead tie, said through what its two planets bring, so the close is this pair's and no one else's.
  const figure = told.ties?.find((t) => t.name && t.lead === lead)?.name;
  const leadName = figure
    ? figure
    : leadMeridian
      ? meridianName(leadMeridian, a, b)
      : leadCluster
        ? clusterName(leadCluster, a, b)
        : contactName(lead, a, b);
  const figureTie = told.ties?.find((t) => t.name && t.lead === lead);
  // A figure is framed by its tone, not by its Descendant end's conjunction.
  const family = leadMeridian
    ? 'conjunction'
    : figureTie
      ? tieTone(figureTie) === 'e'
        ? 'flowing'
        : 'tense'
      : familyOf(lead);
  // Saturn before Mars: a Saturn–Mars tie is read by its weight.
  const leadPoints = leadMeridian ? [leadMeridian.planet] : [lead.p1, lead.p2];
  const malefic = (['Saturn', 'Mars'] as const).find((p) => leadPoints.includes(p));
  // A hard tie with Saturn or Mars is read by that planet: weight and duty, or heat and drive.
  const planetRole = malefic && family !== 'flowing' ? malefic : undefined;
  // A contact both ways round is said both ways round, as the overview said it.
  const twoWay = !!figure && figure.startsWith('the two-way');
  const [one, two] = leadMeridian
    ? leadMeridian.first
      ? [`${a}'s ${noun(leadMeridian.planet)}`, `${b}'s ${MERIDIAN_NATURE[leadMeridian.angle]}`]
      : [`${a}'s ${MERIDIAN_NATURE[leadMeridian.angle]}`, `${b}'s ${noun(leadMeridian.planet)}`]
    : twoWay
      ? malefic && lead.p2 === malefic
        ? [`each one's ${noun(lead.p2)}`, `the other's ${noun(lead.p1)}`]
        : [`each one's ${noun(lead.p1)}`, `the other's ${noun(lead.p2)}`]
      : [`${a}'s ${noun(lead.p1)}`, `${b}'s ${noun(lead.p2)}`];
  const planets = leadMeridian ? `${leadMeridian.planet}${leadMeridian.angle}` : `${lead.p1}${lead.p2}`;
  const lights =
    !leadMeridian &&
    (!figure || twoWay) &&
    family === 'tense' &&
    [lead.p1, lead.p2].every((p) => p === 'Sun' || p === 'Moon')
      ? ([lead.p1, lead.p2].sort((x, y) => (x === 'Sun' ? -1 : y === 'Sun' ? 1 : 0)).join('-') as Lights)
      : undefined;
  const verb = pick(lights ? LIGHTS_VERB[lights] : LEAD_VERB[planetRole ?? family], planets + kind);
  const wideLead = !leadMeridian && onAngle(lead) && lead.orb > ANGULAR_ORB;
  const bond = `this ${BOND[kind]}`;
  // A planet on the partner's IC or Midheaven is said as the overview said it: where it lands.
  const meridianStake =
    leadMeridian && planetRole === 'Mars'
      ? leadMeridian.first
        ? `where ${a}'s energy stirs up ${b}'s ${leadMeridian.angle === 'IC' ? 'home ground' : 'public standing'}`
        : `where ${b}'s energy stirs up ${a}'s ${leadMeridian.angle === 'IC' ? 'home ground' : 'public standing'}`
      : undefined;
  const stake =
    meridianStake ??
    (planetRole
      ? MALEFIC_STAKE[kind][planetRole]
      : lights
        ? LIGHTS_STAKE[kind][lights]
        : LEAD_STAKE[kind][family]);
  const frame =
    planetRole === 'Saturn' && family === 'tense'
      ? pick(
          [
            `The weight at the heart of ${bond} is ${leadName}`,
            // Not "has to carry": the Saturn stake that follows says "must carry" (review r30).
            `${capitalise(leadName)} asks the most of ${bond}`,
          ],
          a + b,
        )
      : planetRole === 'Mars' && family === 'tense'
        ? pick(
            [
              `The heat at the heart of ${bond} is ${leadName}`,
              `${capitalise(leadName)} stays the live question between you`,
            ],
            a + b,
          )
        : family === 'conjunction' && malefic
          ? pick(
              [
                `${capitalise(leadName)} is the live wire of ${bond}`,
                `In the end ${bond} turns on ${leadName}`,
              ],
              a + b,
            )
          : family === 'conjunction' && wideLead
            ? pick(
                [`Much of ${bond} runs through ${leadName}`, `A steady thread in ${bond} is ${leadName}`],
                a + b,
              )
            : family === 'conjunction'
              ? pick(
                  [
                    `At the centre of ${bond} stands ${leadName}`,
                    `What holds ${bond} together is ${leadName}`,
                  ],
                  a + b,
                )
              : family === 'flowing'
                ? pick(
                    [`Under everything in ${bond} runs ${leadName}`, `Beneath it all runs ${leadName}`],
                    a + b,
                  )
                : pick(
                    [
                      `The pull at the heart of ${bond} is ${leadName}`,
                      `${capitalise(leadName)} stays the live question between you`,
                    ],
                    a + b,
                  );
  // A planet on the Descendant answers what the other looks for in others: "fused" would make
  // the planet one with the Descendant's owner.
  const descendantLead = !leadMeridian && !figure && onDescendant(lead);
  const [planetSide, seeker] = lead.p1 === 'Ascendant' ? [lead.p2, a] : [lead.p1, b];
  const pair = descendantLead
    ? `${lead.p1 === 'Ascendant' ? b : a}'s ${noun(planetSide)} ${PLURAL_NATURES.has(noun(planetSide)) ? 'answer' : 'answers'} ${seeker}'s ${DESCENDANT_NATURE[kind]}`
    : `${one} and ${two} ${verb}`;
  // A planet wide of the partner's angle lights the bond from the side (WIDE_ANGLE), so it is no
  // centre and no place where two lives merge (review t: both said of Jonas's Sun 6° from Clara's
  // Descendant).
  const opening = toldInFull
    ? `${frame}, ${stake}.`
    : `${frame}: ${pair}${wideLead ? ', from a little to the side' : `, and that is ${stake}`}.`;
  // The close ends on the contact that resolves the strain, the easiest strong tie (review r26):
  // the lead itself when it is easy, else the heaviest close flowing contact outside the lead's
  // figure: a contact inside the tension is never what settles it (review r27f).
  const inFigure = new Set<SynastryContact>([
    ...(told.ties?.find((t) => t.lead === lead)?.uses ?? []),
    ...(leadCluster ? [leadCluster.lead, ...leadCluster.mates] : []),
    ...(hard ? [hard] : []),
  ]);
  const resolver =
    !leadMeridian && contactEase(lead) >= 0.5
      ? lead
      : within
          .filter(
            (x) =>
              strong(x) && familyOf(x) === 'flowing' && !inFigure.has(x) && x !== lead && !x.generational,
          )
          .sort(byWeight(kind))[0];
  const resolve =
    !resolver || !resolveEnd
      ? ''
      : resolver === lead
        ? ` ${pick(
            [
              `Come back to ${leadCluster ? leadName : tieLabel(lead, a, b)} when the going is hard.`,
              `On a hard day, ${leadCluster ? leadName : tieLabel(lead, a, b)} is still there to lean on.`,
              `What to remember on a hard day is ${leadCluster ? leadName : tieLabel(lead, a, b)}.`,
            ],
            a + b + kind,
          )}`
        : ` ${pick(['What settles it is', 'What steadies you is', 'The tie that eases it is'], a + b + resolver.p1 + resolver.p2)} ${contactName(resolver, a, b)}, where ${noun(resolver.p1) === noun(resolver.p2) ? `${a}'s ${noun(resolver.p1)} and ${b}'s` : `${noun(resolver.p1)} and ${noun(resolver.p2)}`} ${pick(LEAD_VERB[familyOf(resolver) === 'flowing' ? 'flowing' : 'conjunction'], resolver.p1 + resolver.p2 + kind)}.`;
  // The hard lead's remedy follows the lead itself, so "it" can only be that tie.
  return leadHard
    ? `## In Short\n\n${opening}${work ? ` ${work}` : ''} ${balance}${resolve}`
    : `## In Short\n\n${opening} ${balance} ${work}${resolve}`;
}

/** The parts of a bond the close sums up by theme, by the planet that carries each, for each bond. */
const THEME_NOUN: Record<'Mercury' | 'Moon' | 'Venus' | 'Mars', Record<RelationshipKind, string>> = {
  Mercury: { romantic: 'talk', friends: 'talk', family: 'talk', colleagues: 'talk and briefs' },
  Moon: { romantic: 'feelings', friends: 'feelings', family: 'feelings', colleagues: 'morale' },
  Venus: { romantic: 'affection', friends: 'shared tastes', family: 'affection', colleagues: 'goodwill' },
  // "Tempers come easily" said the pair quarrel easily when Mars's ties were easy (review y).
  Mars: { romantic: 'desire', friends: 'shared energy', family: 'getting things done', colleagues: 'drive' },
};
const PLURAL_THEMES = new Set(['feelings', 'shared tastes', 'talk and briefs']);

/**
 * What the close contacts say about the pair by theme (talk, feelings, affection, drive), so the
 * close reads as a portrait rather than a tally (review r28). A theme is named only when its close
 * contacts clearly lean one way, and never the lead's or the hard contact's planets, which the
 * close has just told.
 */
function themeLine(
  within: SynastryContact[],
  kind: RelationshipKind,
  told: SynastryContact[],
  /** Every contact the report reads, wide and weak ones included. */
  listed: SynastryContact[],
): string {
  const toldPoints = new Set(told.flatMap((x) => [x.p1, x.p2]));
  const themed = Object.keys(THEME_NOUN) as (keyof typeof THEME_NOUN)[];
  const [easy, hard] = [[] as string[], [] as string[]];
  // What asks the most is decided against the hard contacts of the whole pair, not by a theme's
  // own balance: "Talk asks the most of you" stood beside Mars and Saturn square the Sun, and
  // "feelings are the easy part" beside a Sun–Moon opposition (review d6). A theme asks the most
  // only when its planet carries about as much strain as any planet does.
  const tense = within.filter((x) => !x.generational && contactEase(x) <= 0.25);
  const strainOf = (p: PointName) =>
    tense.filter((x) => x.p1 === p || x.p2 === p).reduce((s, x) => s + contactWeight(x, kind), 0);
  const mostStrain = Math.max(0, ...tense.flatMap((x) => [strainOf(x.p1), strainOf(x.p2)]));
  for (const planet of themed) {
    if (toldPoints.has(planet)) continue;
    const has = (x: SynastryContact) => x.p1 === planet || x.p2 === planet;
    // Every contact of the planet, weighed, wide ones included: a wide contact counts less, not nothing.
    const xs = within.filter((x) => !x.generational && has(x));
    const weight = xs.reduce((s, x) => s + contactWeight(x, kind), 0);
    if (!xs.some(strong) || weight === 0) continue;
    const ease = xs.reduce((s, x) => s + contactWeight(x, kind) * contactEase(x), 0) / weight;
    // Any tense contact the reading lists between this theme's planet and a personal or social
    // point, even a wide or out-of-sign one, stands in the list beside the praise: "talk and shared
    // tastes come easily" beside a Venus–Venus opposition (review r30).
    const strained = listed.some(
      (x) =>
        familyOf(x) === 'tense' && !x.generational && has(x) && !OUTER.has(x.p1 === planet ? x.p2 : x.p1),
    );
    // "Desire" names Venus with Mars: said of Mars's other contacts, it claimed a contact the pair
    // lacks ("Desire is the easy part" with no Venus–Mars contact at all, review r34).
    const noun =
      planet === 'Mars' && kind === 'romantic' && !xs.some((x) => x.p1 === 'Venus' || x.p2 === 'Venus')
        ? 'drive'
        : THEME_NOUN[planet][kind];
    if (ease >= 0.65 && !strained) easy.push(noun);
    else if (ease <= 0.35 && strainOf(planet) >= 0.9 * mostStrain) hard.push(noun);
  }
  const many = (xs: string[]) => xs.length > 1 || PLURAL_THEMES.has(xs[0]!);
  // Two wordings, fixed by the pair's themes, so the line is not one more stock sentence.
  const second = pick([false, true], [...hard, ...easy, kind].join());
  const [hardVerb, easyVerb] = second
    ? [
        ['asks the most of you', 'ask the most of you'],
        ['is the easy part', 'are the easy part'],
      ]
    : [
        ['is where you work hardest', 'are where you work hardest'],
        ['comes easily', 'come easily'],
      ];
  const part = (xs: string[], [one, more]: string[]) =>
    xs.length > 0 ? `${listJoin(xs)} ${many(xs) ? more : one}` : '';
  const [hardPart, easyPart] = [part(hard, hardVerb!), part(easy, easyVerb!)];
  if (!hardPart && !easyPart) return '';
  return `${capitalise(hardPart && easyPart ? `${hardPart}, while ${easyPart}` : hardPart || easyPart)}.`;
}

/** The advice for the hard contact that asks most: its harder planet's remedy, aimed at the need the reading gives that contact. */
function remedySentence(
  hard: SynastryContact,
  a: string,
  b: string,
  kind: RelationshipKind,
  elder: 1 | 2 | null,
  charts: [Chart, Chart],
  /** The hard contact is the close's lead, just named: the remedy follows it as "it". */
  isLead = false,
  /** The overview's reading of the same contact, whose advice the remedy must not say again. */
  toldAs = '',
): string | null {
  const harder = REMEDY_ORDER.find((p) => p === hard.p1 || p === hard.p2)!;
  // What a hard Mars meets decides its remedy, even when the other planet (Saturn) ranks harder:
  // Mars held back by Saturn asks for an agreed pace, not for expectations said aloud.
  const metByMars = hard.p1 === 'Mars' ? hard.p2 : hard.p2 === 'Mars' ? hard.p1 : undefined;
  const marsRemedy =
    metByMars &&
    (metByMars === 'Sun'
      ? MARS_SUN_REMEDY[SIGN_INFO[findPoint(charts[hard.p1 === 'Mars' ? 0 : 1], 'Mars')!.sign].modality]
      : (kind === 'colleagues' && COLLEAGUE_MARS_REMEDY[metByMars]) ||
        forBond(kind, PLATONIC_MARS_REMEDY, MARS_REMEDY, metByMars));
  const other = hard.p1 === harder ? hard.p2 : hard.p1;
  const same = hard.p1 === hard.p2;
  // Whose need the remedy is aimed at: the other planet's owner, but the Moon's whenever one Moon
  // is in the contact, since the reading tells a hard contact to a Moon as that Moon's need ("what
  // Amaka needs to feel secure"); aimed at the Sun's owner, the need moved to the partner (review r30).
  const side =
    !same && (hard.p1 === 'Moon' || hard.p2 === 'Moon')
      ? hard.p1 === 'Moon'
        ? 1
        : 2
      : hard.p1 === harder
        ? 2
        : 1;
  const [needy, owner] = side === 1 ? [hard.p1, a] : [hard.p2, b];
  const ownerRank = elder === null ? null : side === elder ? 'elder' : 'younger';
  const need =
    kind === 'family' && needy === 'Sun' && !same && ownerRank
      ? FAMILY_SUN_NEED[ownerRank]
      : needy === 'Moon'
        ? moonNeed(charts[side === 1 ? 0 : 1], kind)
        : forBond(kind, NEED[kind], NEED.romantic, needy);
  // Two Moons of different elements need different things: each is said for its owner.
  const [moonA, moonB] = [moonNeed(charts[0], kind), moonNeed(charts[1], kind)];
  const options = marsRemedy
    ? [marsRemedy]
    : rotate((kind === 'colleagues' && COLLEAGUE_REMEDY[harder]) || REMEDY[harder]!, other + kind);
  // Advice the overview already gave for this contact is not given twice (review d6: "Letting a
  // feeling settle before answering", then "asking what the other meant before answering").
  const remedy = options.find((r) => !sharesPhrase(r, toldAs));
  if (!remedy) return null;
  const bothMoons = same && needy === 'Moon' && moonA !== moonB;
  const where =
    marsRemedy || !need || (bothMoons ? [moonA, moonB] : [need]).some((n) => echoes(n, remedy))
      ? ''
      : bothMoons
        ? `, above all around ${a}'s ${moonA} and ${b}'s ${moonB}`
        : same
          ? `, above all where the ${need} in each of you is concerned`
          : `, above all around ${owner}'s ${need}`;
  const opener = pick(
    [
      'The contact that asks most is',
      'The one to work at is',
      'Most of the effort goes into',
      'The tie that needs the most care is',
    ],
    b + a + hard.p1 + hard.p2,
  );
  if (isLead) return `It eases through ${remedy}${where}.`;
  return `${opener} ${contactName(hard, a, b)}, and it eases through ${remedy}${where}.`;
}

/** The options in the order `pick` would reach them: its choice for the key first, then the rest in turn. */
function rotate<T>(options: readonly T[], key: string): T[] {
  const i = options.indexOf(pick(options, key));
  return [...options.slice(i), ...options.slice(0, i)];
}

/** Words too common for two texts sharing them to say the same thing. */
const COMMON_WORDS = new Set(
  'a an and the of to in on at for with you your each other what it is be as that this'.split(' '),
);

/** Whether two texts share a two-word phrase that is more than common words ("before answering"). */
function sharesPhrase(one: string, two: string): boolean {
  const pairs = (t: string) => {
    const w = t.toLowerCase().match(/[a-z']+/g) ?? [];
    return w
      .slice(1)
      .flatMap((x, i) => (COMMON_WORDS.has(x) && COMMON_WORDS.has(w[i]!) ? [] : [`${w[i]} ${x}`]));
  };
  const said = new Set(pairs(two));
  return pairs(one).some((p) => said.has(p));
}

/**
 * Whether a need repeats a word of the remedy it would follow: "sharing the credit openly, above
 * all where the need for credit in each of you is concerned" says one thing twice (review r28).
 */
function echoes(need: string, remedy: string): boolean {
  const said = remedy.toLowerCase();
  return (need.toLowerCase().match(/[a-z]{4,}/g) ?? [])
    .filter((w) => w !== 'need')
    .some((w) => said.includes(w.slice(0, 5)));
}

/** The close without a dominant hard contact: what care the lead tie asks for this bond. */
function quietClose(
  kind: RelationshipKind,
  lead: SynastryContact,
  a: string,
  b: string,
  noun: (p: PointName) => string,
): string {
  const keep = `${a}'s ${noun(lead.p1)} and ${b}'s ${noun(lead.p2)}`;
  const care: Record<RelationshipKind, string> = {
    romantic: `so the care goes into the everyday, keeping ${keep} in view when life gets busy`,
    friends: `so the friendship asks mostly for time, enough of it for ${keep} to keep meeting`,
    family: `so the work is in the everyday, making room for ${keep} among the family's other claims`,
    colleagues: `so the partnership asks mostly for good habits, with room left for ${keep}`,
  };
  return `No single hard contact dominates, ${care[kind]}.`;
}

/**
 * The contacts of the outer planets the two share as an age group, all in one line: which of each
 * person's points they touch, and that the bond's own story lies elsewhere.
 */
function generationLine(
  a: string,
  b: string,
  within: SynastryContact[],
  kind: RelationshipKind,
): { line: string; uses: SynastryContact[] } | null {
  const uses = within.filter((x) => x.generational);
  if (uses.length === 0) return null;
  const planets = OUTER_ORDER.filter((p) => uses.some((x) => x.p1 === p || x.p2 === p));
  // Whose planet it is and what it does to which side of the other, in plain words: "Uranus
  // touches Mei's Moon and Mars" said neither (review r28b).
  // Points a planet before has named are not named again: "(the Moon and Mars)" twice running.
  const named = new Set<string>();
  const reaches = planets.map((planet) => {
    const reach = (xs: SynastryContact[], fromFirst: boolean, who: string) => {
      // Every contact has a personal point, and an outer planet is never one.
      const points = [...new Set(xs.map((x) => reachedPoint(x, fromFirst)))];
      const nouns = listJoin(points.map((p) => GENERATION_NOUN[p][kind]));
      const said = `${who}'s ${nouns}`;
      if (named.has(said)) return `${said} as well`;
      named.add(said);
      return `${said} (${listJoin(points.map((p) => `${WITH_THE.has(p) ? 'the ' : ''}${p}`))})`;
    };
    const [fromA, fromB] = [uses.filter((x) => x.p1 === planet), uses.filter((x) => x.p2 === planet)];
    const [one, two] = [
      ...(fromA.length > 0 ? [{ owner: a, to: reach(fromA, true, b) }] : []),
      ...(fromB.length > 0 ? [{ owner: b, to: reach(fromB, false, a) }] : []),
    ];
    const effect = GENERATION_EFFECT[planet as keyof typeof GENERATION_EFFECT];
    return `${one!.owner}'s ${planet} ${effect} ${one!.to}${two ? `, and ${two.owner}'s to ${two.to}` : ''}`;
  });
  const line = pick(
    [
      `You were both born with ${listJoin(planets)} in nearly the same place, as was everyone of your age, so ${planets.length === 1 ? 'its' : 'their'} contacts colour ${BOND_NOUN[kind]} rather than define it: ${reaches.join('; ')}.`,
      `In the background of ${BOND_NOUN[kind]}, as for anyone born in your years: ${reaches.join('; ')}.`,
    ],
    a + b,
  );
  return { line, uses };
}

/** What an outer planet both carry as an age group does to the partner's points it touches. */
const GENERATION_EFFECT: Record<'Uranus' | 'Neptune' | 'Pluto', string> = {
  Uranus: 'brings a streak of the unexpected to',
  Neptune: 'lends imagination, and at times a haze, to',
  Pluto: 'gives more intensity to',
};

/** The points named with an article: "the Moon and Mars". */
const WITH_THE = new Set<Reached>(['Sun', 'Moon', 'Ascendant', 'Descendant']);

/** A personal point in plain words, for the bond where it reads differently. */
const GENERATION_NOUN: Record<Reached, Record<RelationshipKind, string>> = {
  Sun: {
    romantic: 'sense of direction',
    friends: 'sense of direction',
    family: 'sense of direction',
    colleagues: 'aims',
  },
  Moon: { romantic: 'feelings', friends: 'feelings', family: 'feelings', colleagues: 'moods at work' },
  Mercury: { romantic: 'thinking', friends: 'thinking', family: 'thinking', colleagues: 'thinking' },
  Venus: { romantic: 'affections', friends: 'tastes', family: 'affections', colleagues: 'goodwill' },
  Mars: { romantic: 'desire', friends: 'drive', family: 'temper', colleagues: 'drive' },
  Ascendant: { romantic: 'manner', friends: 'manner', family: 'manner', colleagues: 'manner' },
  Descendant: {
    romantic: 'idea of a partner',
    friends: 'dealings with others',
    family: 'dealings with others',
    colleagues: 'dealings with others',
  },
};

/** The bond as the background line names it. */
const BOND_NOUN: Record<RelationshipKind, string> = {
  romantic: 'the bond',
  friends: 'the friendship',
  family: 'the family bond',
  colleagues: 'the working partnership',
};

/** What a birth time would add for the people without one. */
function birthTimeNote(a: string, b: string, c1: Chart, c2: Chart): string | null {
  const missing = [c1.birth_time_known ? null : a, c2.birth_time_known ? null : b].filter(
    (x): x is string => x !== null,
  );
  if (missing.length === 0) return null;
  const whose = listJoin(missing.map((m) => `${m}'s`));
  return missing.length === 1
    ? pick(
        [
          `Without ${whose} birth time this reading leaves out the Midheaven and rising sign, ${missing[0] === a ? b : a}'s planets in ${missing[0]}'s houses and any Moon contact that does not hold all day; a birth time would add all three and give the Moon's contacts their exact orbs.`,
          `A birth time for ${missing[0]} would add three things this reading cannot give: ${whose} Midheaven and rising sign, where ${missing[0] === a ? b : a}'s planets fall in ${missing[0]}'s houses, and the Moon contacts that hold only part of the day, with the Moon's exact orbs.`,
        ],
        b + a,
      )
    : `Without ${whose} birth times this reading leaves out both rising signs and Midheavens, the house overlays and any Moon contact that does not hold all day; birth times for ${a} and ${b} would add all three and give the Moons' contacts their exact orbs.`;
}

/**
 * Everything the report decides, in any language: the pair's contacts, the ties and themes the
 * overview reads, the contacts the list reads (with the mirror read on the same line, and whether
 * only the ring counts it), every contact read, and the English reading those decisions make.
 */
export interface CompatibilityPlan {
  /** The names as given, and as the text writes them. */
  n1: string;
  n2: string;
  a: string;
  b: string;
  c1: Chart;
  c2: Chart;
  kind: RelationshipKind;
  score: CompatibilityScore;
  within: SynastryContact[];
  own: SynastryContact[];
  told: ReturnType<typeof overview>;
  generation: SynastryContact[];
  listed: { x: SynastryContact; mirror?: SynastryContact; ringOnly: boolean }[];
  read: SynastryContact[];
  facts: CompatibilityFacts;
  english: Reading<'compatibility'>;
}

export function composeCompatibility(input: CompatibilityReadingInput): Reading<'compatibility'> {
  const plan = planCompatibility(input);
  return input.language === 'de' ? composeCompatibilityDe(plan) : plan.english;
}

export function planCompatibility(input: CompatibilityReadingInput): CompatibilityPlan {
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

  const kind = input.relationship ?? DEFAULT_RELATIONSHIP;
  const within = synastryAspects(c1, c2, kind);
  // An outer planet both carry near the same place touches everyone of their age: its contacts
  // get one line after the list, never the overview's or the list's paragraphs.
  const own = within.filter((x) => !x.generational);
  const generation = generationLine(a, b, within, kind);
  let told = overview(a, b, own, c1, c2, kind, input.language !== 'de');
  // The frame opens the overview, before any contact is read for the bond (review r28b: three
  // sections in, it came after the reading it frames).
  const frame = lens(kind, a, b, own);
  // The list reads the strongest contacts the overview has not, a mirrored pair once.
  const houses = overlayParagraphs(a, b, c1, c2, within, kind);
  const note = birthTimeNote(a, b, c1, c2);
  // Each chart's signature needs its natal synthesis: worked out once, not on every recomposition.
  const portraits = `${portrait(a, p1, c1, signatureOf(a, b, c1, within, true), undefined, undefined, ascendantEdgeNote(a, b, c1, within, true))}\n\n${portrait(b, p2, c2, signatureOf(b, a, c2, within, false), c1.birth_time_known ? undefined : a, c1, ascendantEdgeNote(b, a, c2, within, false))}`;
  const ring = ringContacts(score, own, c1, c2);
  let close = closing(a, b, within, told, kind, elderOf(c1, c2), [c1, c2], ring, score.score);
  let listed: CompatibilityPlan['listed'] = [];
  let read: SynastryContact[] = [];
  const compose = (shown: number) => {
    // The list reads the strongest contacts the overview has not, a mirrored pair once, and every
    // contact the ring counts that is read nowhere else, however short the list runs.
    const unread = (x: SynastryContact) => !told.read.includes(x) && !mirrorIn(told.read, x);
    const strongest = own.filter(unread).slice(0, shown);
    // A ring contact is read even when the overview read its mirror, if one of the two is on a
    // Descendant: a Moon on the Ascendant is not the Moon on the Descendant.
    const ringUnread = (x: SynastryContact) => {
      const m = mirrorIn(told.read, x);
      return !told.read.includes(x) && (!m || onDescendant(m) !== onDescendant(x));
    };
    const left = [...strongest, ...ring.filter((x) => ringUnread(x) && !strongest.includes(x))];
    const mirrored = new Set<SynastryContact>();
    let [shownLines, ringNotes, openSigns] = [0, 0, 0];
    const housesTold = new Set<string>();
    listed = [];
    read = [...told.read, ...left, ...(generation?.uses ?? [])];
    const entries = left.flatMap((x, i) => {
      if (mirrored.has(x)) return [];
      const m = mirrorIn(left.slice(i + 1), x);
      if (m) mirrored.add(m);
      return [{ x, m }];
    });
    // The lines whose signs are said by their relationship: said once, on the first of them.
    const across = entries
      .filter(({ x, m }) => !m && !exactAcross(x) && signsNote(x, a, b, [c1, c2]))
      .map(({ x }) => x);
    const lines = entries.flatMap(({ x, m }) => {
      listed.push({ x, ...(m ? { mirror: m } : {}), ringOnly: !own.includes(x) });
      const line = contactLine(
        x,
        a,
        b,
        m,
        receptionNote(x, a, b, c1, c2),
        [c1, c2],
        kind,
        shownLines++,
        housesTold,
        !m && x.outOfSignPart ? openSigns++ > 0 : false,
        across.includes(x) ? (x === across[0] ? across.slice(1) : false) : undefined,
      );
      return [own.includes(x) ? line : `${line}${ringOnlyNote(x, a, b, c1, c2, ringNotes++ > 0)}`];
    });
    if (generation) lines.push(generation.line);
    return withoutNameClash(
      varyRepeats(
        plainApostrophes(
          [
            `# ${title}`,
            `## Overview\n\n${frame ? `${frame} ` : ''}${told.paragraphs.join('\n\n')}`,
            ...(told.further.length > 0 ? [`## More Between You\n\n${told.further.join('\n\n')}`] : []),
            `## The Two of You\n\n${portraits}${note ? `\n\n${note}` : ''}`,
            ...(lines.length > 0 ? [`## More Connections Between Your Charts\n\n${lines.join('\n\n')}`] : []),
            ...(houses.length > 0 ? [`## In Each Other's Houses\n\n${houses.join('\n\n')}`] : []),
            close,
            technicalDetails(score, a, b, c1, c2, within, read, kind, [
              ...listed.flatMap((l) => [l.x, ...(l.mirror ? [l.mirror] : [])]),
              ...(told.ties ?? []).map((t) => t.lead),
            ]),
          ].join('\n\n'),
        ),
      ),
      [a, b],
    );
  };
  // The list gives way first when the report runs over its word budget.
  let shown = MAX_CONTACTS;
  let markdown = compose(shown);
  while (countWords(markdown) > MAX_WORDS && shown > 0) markdown = compose(--shown);
  // Past the list, the close's last sentence, the resolving tie the overview has already read.
  if (countWords(markdown) > MAX_WORDS) {
    close = closing(a, b, within, told, kind, elderOf(c1, c2), [c1, c2], ring, score.score, false);
    markdown = compose(shown);
  }
  // Then the modes beside the element line: the element line itself still says how you differ.
  if (countWords(markdown) > MAX_WORDS) {
    told = overview(a, b, own, c1, c2, kind, input.language !== 'de', false);
    markdown = compose(shown);
  }

  const facts: CompatibilityFacts = {
    person1: p1,
    person2: p2,
    score: { ...score, max },
    relationship: kind,
    ...pairFacts(c1, c2, within),
  };
  return {
    n1,
    n2,
    a,
    b,
    c1,
    c2,
    kind,
    score: { ...score, max },
    within,
    own,
    told,
    generation: generation?.uses ?? [],
    listed,
    read,
    facts,
    english: {
      kind: 'compatibility',
      title,
      markdown,
      writer: 'composer',
      wordCount: countWords(markdown),
      facts,
    },
  };
}

/** How many of the ring's heaviest contacts the text must read. */
const RING_READ = 5;

/**
 * The ring's heaviest contacts within the reading's own orbs, as the report's contacts: the one
 * already found between the charts, or, for a contact the ring counts though the reading's orbs do
 * not hold it all day (a Moon without a birth time), one made from the ring's own figures.
 */
function ringContacts(
  score: CompatibilityScore,
  own: SynastryContact[],
  c1: Chart,
  c2: Chart,
): SynastryContact[] {
  return score.breakdown
    .flatMap((item) => (item.aspect ? [{ ...item.aspect, points: item.points }] : []))
    .sort((x, y) => y.points - x.points)
    .slice(0, RING_READ)
    .flatMap(({ p1, p2, aspect, orb }) => {
      const found = own.find((x) => x.p1 === p1 && x.p2 === p2 && x.aspect === aspect);
      if (found) return [found];
      if (orb > synastryOrb(p1, p2, aspect)) return [];
      const { outOfSign, outOfSignPart } = ringSigns(c1, c2, p1, p2, aspect);
      return [
        {
          p1,
          p2,
          aspect,
          orb,
          ...(outOfSign ? { outOfSign } : {}),
          ...(outOfSignPart ? { outOfSignPart } : {}),
        },
      ];
    });
}

/**
 * Whether a contact the score counts stands in signs that make its aspect: the score counts by
 * angle alone, so a trine across square signs is the weak one it is; without a birth time, possibly
 * so when it is out of sign at some hours of the day.
 */
function ringSigns(
  c1: Chart,
  c2: Chart,
  p1: PointName,
  p2: PointName,
  aspect: AspectName,
): { outOfSign: boolean; outOfSignPart: boolean } {
  const [x, y] = [findPoint(c1, p1), findPoint(c2, p2)];
  const arc = (c: Chart, p: NonNullable<typeof x>) => (c.birth_time_known ? [p.abs_pos] : dayArc(p));
  const signs = x && y ? arc(c1, x).flatMap((l1) => arc(c2, y).map((l2) => inSign(aspect, l1, l2))) : [];
  const outOfSign = signs.some((s) => !s);
  return { outOfSign, outOfSignPart: outOfSign && signs.some((s) => s) };
}

/**
 * What a contact listed only because the score counts it leaves open: an untimed birth leaves its
 * orb unknown. Across signs the line already calls it weak, so nothing is added; the score's own
 * rules are for the score's line, not the contact's (a client asks what a contact means, not how
 * it is counted).
 */
function ringOnlyNote(
  x: SynastryContact,
  a: string,
  b: string,
  c1: Chart,
  c2: Chart,
  again: boolean,
): string {
  const untimed = untimedOwners(a, b, [c1, c2], 'birth time');
  if (!untimed) return '';
  // A second such contact is told in fewer words, so the list does not repeat its own sentence.
  if (again) return ' As with the contact before it, its exact orb stays unknown.';
  // An untimed Moon's contact is listed only when it holds, if loosely, at every hour of the day,
  // so the line says that and gives no orb (review r27f).
  if (untimedMoonIn(x, [c1, c2]))
    return ` It forms, at least loosely, at any hour of ${untimedOwners(a, b, [c1, c2], 'birthday')}; without ${untimed} its exact orb stays unknown.`;
  return ` Without ${untimed} its exact orb stays unknown, so it may be closer or looser than it looks here.`;
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
