// The compatibility report: the story of the pair first (score, strongest bond, main friction,
// element fit), then each person in brief, exactly what the score counts, each contact between the
// charts from the authored synastry table (its text follows the aspect's family and the two
// points), and each person's planets in the other's houses from the authored overlay table.
// Nothing is chosen at random: the same two charts always give the same text.
import { aspectBetween, dayArc, holdsOverArc, inSign, type AspectName } from '../astro/aspects';
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
const MAX_CONTACTS = 8;

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
}

/** A planet opposite the partner's Ascendant: it stands on the partner's Descendant. */
const onDescendant = (x: SynastryContact) =>
  x.aspect === 'opposition' && (x.p1 === 'Ascendant') !== (x.p2 === 'Ascendant');

/** A contact's family as tradition reads it: a planet on the partner's Descendant is a conjunction with partnership, not friction. */
const familyOf = (x: SynastryContact) => (onDescendant(x) ? 'conjunction' : aspectFamily(x.aspect));

/**
 * How much a contact weighs: the Sun and Moon most, then Venus, Mars and the Ascendant, then
 * Saturn (commitment), Mercury and Jupiter; the outer planets least. Contacts are ranked by this,
 * then by orb.
 */
const POINT_WEIGHT: Partial<Record<PointName, number>> = {
  Sun: 4,
  Moon: 4,
  Venus: 3,
  Mars: 3,
  Ascendant: 3,
  Saturn: 2,
  Mercury: 1,
  Jupiter: 1,
};
// An out-of-sign contact is weaker, and weighs as if one class lower.
const contactWeight = (x: SynastryContact) =>
  (POINT_WEIGHT[x.p1] ?? 0) + (POINT_WEIGHT[x.p2] ?? 0) - (x.outOfSign ? 2 : 0);
const byWeight = (x: SynastryContact, y: SynastryContact) =>
  contactWeight(y) - contactWeight(x) || x.orb - y.orb;

/**
 * Aspects from person 1's points to person 2's that the synastry table reads, tightest first: at
 * least one personal point, never two outer planets. Without a birth time there is no Ascendant,
 * and the Moon's contacts are kept only when they hold whatever the hour.
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
      const asp = aspectBetween(x.abs_pos, y.abs_pos);
      if (!asp) continue;
      const contact: SynastryContact = { p1: n1, p2: n2, aspect: asp.aspect, orb: asp.orb };
      if (!inSign(asp.aspect, x.abs_pos, y.abs_pos)) contact.outOfSign = true;
      const uncertain1 = n1 === 'Moon' && !c1.birth_time_known;
      const uncertain2 = n2 === 'Moon' && !c2.birth_time_known;
      if (uncertain1 || uncertain2) {
        const arc1 = uncertain1 ? dayArc(x) : [x.abs_pos, x.abs_pos];
        const arc2 = uncertain2 ? dayArc(y) : [y.abs_pos, y.abs_pos];
        if (!arc1.every((m) => holdsOverArc(asp.aspect, arc2[0]!, arc2[1]!, m))) continue;
        contact.allDay = true;
      }
      out.push(contact);
    }
  }
  return out.sort((a, b) => a.orb - b.orb || a.p1.localeCompare(b.p1) || a.p2.localeCompare(b.p2));
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

export function contactLine(x: SynastryContact, a: string, b: string): string {
  const note = x.allDay
    ? 'holds all day, whatever the birth time'
    : `orb ${x.orb.toFixed(1)}°${x.outOfSign ? '; out of sign, so weaker' : ''}`;
  return `**${contactName(x, a, b)}** (${note}): ${contactText(x, a, b)}`;
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

/** The house of the other's chart where one person's planet falls; needs the house owner's birth time. */
function overlayHouse(from: Chart, to: Chart, name: (typeof OVERLAY_PLANETS)[number]): HouseNumber | null {
  // Without its owner's birth time the Moon's degree, and so its house, is not certain.
  if (!to.birth_time_known || !to.houses || (name === 'Moon' && !from.birth_time_known)) return null;
  const p = findPoint(from, name);
  return p
    ? (houseOf(
        p.abs_pos,
        to.houses.map((h) => h.abs_pos),
      ) as HouseNumber)
    : null;
}

/**
 * Each person's Sun, Moon, Venus and Mars in the other's houses. When both have the same planet in
 * the same house of the other's chart, the text is given once and said to work both ways.
 */
function overlayLines(a: string, b: string, c1: Chart, c2: Chart): string[] {
  const out: string[] = [];
  for (const name of OVERLAY_PLANETS) {
    const h = overlayHouse(c1, c2, name);
    if (h) out.push(overlayText(name, h, a, b));
  }
  for (const name of OVERLAY_PLANETS) {
    const h = overlayHouse(c2, c1, name);
    if (!h) continue;
    out.push(
      h === overlayHouse(c1, c2, name)
        ? `${b}'s ${name} falls in ${a}'s ${ordinal(h)} house too, so this works both ways.`
        : overlayText(name, h, b, a),
    );
  }
  return out;
}

const SCALE_TEXT =
  "The score follows Kerykeion's relationship scale, which adds points for a few classic contacts: 5 when both Suns are in signs of the same mode (cardinal, fixed or mutable); 8 for the Suns conjunct, opposite or square, 11 within 2°, and 4 for the Suns trine or sextile; 8 for one Sun conjunct the other's Moon, 11 within 2°, and 4 for any other Sun-Moon aspect; and 4 each for a Sun or Moon in aspect to the other's Ascendant and for a Venus in aspect to the other's Mars.";

const bandsText = () =>
  SCORE_BANDS.map((band, i) => {
    const next = SCORE_BANDS[i + 1];
    return `${band.label} ${next ? `${band.min}-${next.min - 1}` : `${band.min} and above`}`;
  }).join(', ');

function scoreSection(score: CompatibilityScore, a: string, b: string, c1: Chart, c2: Chart): string {
  const band = scoreBand(score.score);
  const lines = score.breakdown.map((it) => {
    const asp = it.aspect
      ? ` (${a}'s ${pointTitle(it.aspect.p1)}, ${b}'s ${pointTitle(it.aspect.p2)}; orb ${it.aspect.orb.toFixed(1)}°)`
      : '';
    return `- **${neutralise(it.rule)}**${asp}: ${it.points} ${it.points === 1 ? 'point' : 'points'}`;
  });
  const missing = [c1, c2]
    .map((c, i) => (c.birth_time_known ? null : i === 0 ? a : b))
    .filter((x): x is string => x !== null);
  const parts = [
    `Your charts score ${score.score} out of ${DEFAULT_SCORE_MAX}, in the band the scale calls ${band.label}.`,
    SCALE_TEXT,
    `Two people picked at random average about 14.5, and fewer than one pair in a thousand reaches 44. The bands are ${bandsText()}.`,
    // The band names are Kerykeion's and the product shows them; their wording overstates the low ones.
    score.score < 15
      ? `The band names are the scale's own and read higher than they are: everything below Very Important, ${band.label} included, is at or below what two strangers average. That says little about a relationship, since many lasting couples score modestly: the scale leaves out most of the contacts described below.`
      : `Many lasting couples score far lower: the scale leaves out most of the contacts described below, so a high score is a good start, not a verdict.`,
  ];
  if (missing.length > 0) {
    const range = score.range
      ? ` Over the possible hours of birth the Sun, Moon, Venus and Mars rules give between ${score.range.min} and ${score.range.max} points.`
      : '';
    parts.push(
      `Without ${listJoin(missing)}'s birth time the Ascendant rules cannot fire (up to ${8 * missing.length} points), and the Moon counts only in contacts that hold all day.${range} A birth time would settle the Moon's contacts and add the Ascendant's.`,
    );
  }
  return `## The Score\n\n${parts.join(' ')}\n\n${lines.length > 0 ? lines.join('\n') : `- None of the scored contacts occur between ${a}'s and ${b}'s charts.`}`;
}

/** The pair's weightiest flowing or conjunct contact and their weightiest tense one. */
function bondAndFriction(contacts: SynastryContact[]): {
  bond?: SynastryContact;
  friction?: SynastryContact;
} {
  const ranked = [...contacts].sort(byWeight);
  return {
    bond: ranked.find((x) => familyOf(x) !== 'tense'),
    friction: ranked.find((x) => familyOf(x) === 'tense'),
  };
}

/** What a run of contacts between two kinds of point says about a couple. */
const THREADS: { name: string; points: PointName[]; text: string }[] = [
  { name: 'lights', points: ['Sun', 'Moon'], text: 'a Sun or Moon, who you are and what you need' },
  { name: 'attraction', points: ['Venus', 'Mars'], text: 'Venus or Mars, affection and desire' },
  { name: 'partnership', points: ['Ascendant'], text: 'an Ascendant, how you meet the world' },
  { name: 'commitment', points: ['Saturn'], text: 'Saturn, duty and staying power' },
  { name: 'mind', points: ['Mercury'], text: 'Mercury, how you think and talk' },
];

/**
 * The couple as a whole: which kinds of contact carry the bond, counted over every contact, and
 * whether the weight falls on ease or on work.
 */
function wholeCouple(a: string, b: string, all: SynastryContact[]): string | null {
  const counted = THREADS.map((t) => ({
    ...t,
    n: all.filter((x) => t.points.includes(x.p1) || t.points.includes(x.p2)).length,
  }))
    .filter((t) => t.n >= 2)
    .sort((x, y) => y.n - x.n);
  if (counted.length === 0) return null;
  const [first, second] = counted;
  const heavy = all.filter((x) => contactWeight(x) >= 6);
  const hard = heavy.filter((x) => familyOf(x) === 'tense').length;
  const weight =
    heavy.length === 0
      ? 'Few contacts join the lights or Venus and Mars directly, so the bond grows from shared life more than from instant recognition.'
      : hard * 2 > heavy.length
        ? `Most of the ${cardinal(heavy.length)} contacts between your lights, Venus and Mars are tense: a bond that is felt strongly and has to be worked at.`
        : `Of the ${cardinal(heavy.length)} contacts between your lights, Venus and Mars, ${hard === 0 ? 'none is tense' : `only ${cardinal(hard)} ${hard === 1 ? 'is' : 'are'} tense`}: the core of the bond is easy to live with.`;
  return `Taken as a whole, ${a} and ${b}, ${cardinal(first!.n)} of the ${cardinal(all.length)} contacts between your charts involve ${first!.text}${second ? `, and ${cardinal(second.n)} involve ${second.text}` : ''}. ${weight}`;
}

/** The story of the pair: score and band, strongest bond, main friction, balance of contacts, elements. */
function story(
  a: string,
  b: string,
  contacts: SynastryContact[],
  all: SynastryContact[],
  c1: Chart,
  c2: Chart,
): string {
  const personal = contacts.filter((x) => PERSONAL.has(x.p1) && PERSONAL.has(x.p2));
  const flowing = personal.filter((x) => familyOf(x) === 'flowing');
  const tense = personal.filter((x) => familyOf(x) === 'tense');
  const fused = personal.filter((x) => familyOf(x) === 'conjunction');
  const { bond, friction } = bondAndFriction(contacts);
  const within = (x: SynastryContact) => (x.allDay ? '' : `, within ${x.orb.toFixed(1)}°`);
  const out: string[] = [];
  if (bond)
    out.push(
      `${a} and ${b}, the strongest bond between your charts is ${contactName(bond, a, b)}${within(bond)}.`,
    );
  if (friction)
    out.push(
      `${bond ? 'The' : `${a} and ${b}, the`} main friction is ${contactName(friction, a, b)}${within(friction)}.`,
    );
  if (out.length === 0)
    out.push(
      `${a} and ${b}, few close contacts join your charts, so the relationship is shaped more by what you build than by what the charts give.`,
    );
  if (personal.length >= 3) {
    const lean =
      flowing.length + fused.length > tense.length * 2
        ? 'so the relationship runs more on ease than on friction'
        : tense.length > (flowing.length + fused.length) * 2
          ? 'so the relationship runs on friction that asks to be worked with'
          : 'a mix of ease and challenge';
    out.push(
      `Between your personal points there ${personal.length === 1 ? 'is one contact' : `are ${cardinal(personal.length)} contacts`}: ${listJoin(
        [
          [flowing.length, 'flowing'],
          [tense.length, 'tense'],
          [fused.length, fused.length === 1 ? 'conjunction' : 'conjunctions'],
        ]
          .filter(([n]) => n !== 0)
          .map(([n, what]) => `${cardinal(n as number)} ${what}`),
      )}, ${lean}.`,
    );
  }
  const [l1, l2] = [leadingElements(c1).leaders, leadingElements(c2).leaders];
  const side = (who: string, ls: Element[]) =>
    ls.length === 1 ? `${who}'s chart leads with ${ls[0]}` : `${who}'s is tied between ${listJoin(ls)}`;
  const [e1, e2] = [l1[0]!, l2[0]!];
  out.push(
    l1.length === 1 && l2.length === 1
      ? e1 === e2
        ? `Both charts lead with ${e1}: ${elementPairText(e1, e2)}.`
        : `${a}'s chart leads with ${e1} and ${b}'s with ${e2}: ${elementPairText(e1, e2)}.`
      : `By element, ${side(a, l1).replace(`${a}'s is`, `${a}'s chart is`)} and ${side(b, l2)}, so no single element pairing describes you.`,
  );
  const whole = wholeCouple(a, b, all);
  return whole ? `${out.join(' ')}\n\n${whole}` : out.join(' ');
}

/** The contact's heavier point (the one advice is written for): the lights before Venus and Mars before the rest. */
const hottest = (x: SynastryContact): PointName =>
  (POINT_WEIGHT[x.p1] ?? 0) >= (POINT_WEIGHT[x.p2] ?? 0) ? x.p1 : x.p2;

/** What to do when a tense contact flares, by the point it turns on. */
const GUIDE_FRICTION: Partial<Record<PointName, string>> = {
  Sun: "give each other's aims room before either of you insists on the lead",
  Moon: 'ask what each of you needs to feel safe before answering the words',
  Mercury: 'slow the conversation down and say back what you heard before you reply',
  Venus: 'say what you value rather than what you dislike in the other',
  Mars: 'let the heat go into a walk or a shared job first, and talk after',
  Jupiter: 'agree on limits before making promises',
  Saturn: 'set the rules together, out loud, so neither feels judged by unspoken ones',
  Ascendant: 'remember that first impressions are not the whole person',
  Uranus: "keep room for each other's freedom instead of holding tighter",
  Neptune: 'check hopes against facts, kindly',
  Pluto: 'share power openly and keep no secrets about what you want',
};

/** How to use an easy contact on purpose, by the point it turns on. */
const GUIDE_BOND: Partial<Record<PointName, string>> = {
  Sun: "back each other's plans out loud",
  Moon: 'keep a home rhythm you both come back to',
  Mercury: 'keep talking: plans, books, jokes',
  Venus: 'make time for pleasure together, not only for tasks',
  Mars: 'do things side by side, in sport, projects or adventures',
  Jupiter: 'travel and learn together',
  Saturn: 'build something long-term together',
  Ascendant: 'show up for each other in public',
  Uranus: 'try something new together every season',
  Neptune: 'share music, art or quiet time',
  Pluto: 'trust each other with what you keep from everyone else',
};

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

  // The weightiest contacts (the lights, Venus and Mars, the angles, Saturn), then the tightest.
  const all = synastryAspects(c1, c2);
  const contacts = [...all].sort(byWeight).slice(0, MAX_CONTACTS);

  const houses = overlayLines(a, b, c1, c2);
  const guidance: string[] = [];
  // The two weightiest contacts of each kind, each with advice for the point it turns on; a tip
  // already given is not repeated for a second contact.
  const ranked = [...contacts].sort(byWeight);
  const given = new Set<string>();
  const tipFor = (x: SynastryContact, table: Partial<Record<PointName, string>>) => {
    const tip = table[hottest(x)] ?? table[x.p1 === hottest(x) ? x.p2 : x.p1];
    if (!tip || given.has(tip)) return null;
    given.add(tip);
    return tip;
  };
  const frictions = ranked.filter((x) => familyOf(x) === 'tense').slice(0, 2);
  const bonds = ranked.filter((x) => familyOf(x) !== 'tense').slice(0, 2);
  frictions.forEach((x, i) => {
    const tip = tipFor(x, GUIDE_FRICTION);
    if (tip) guidance.push(`${i === 0 ? 'When' : 'And when'} ${contactName(x, a, b)} flares, ${tip}.`);
  });
  bonds.forEach((x, i) => {
    const tip = tipFor(x, GUIDE_BOND);
    if (tip)
      guidance.push(
        i === 0
          ? `${capitalise(contactName(x, a, b))} is your shared resource: ${tip}.`
          : `${capitalise(contactName(x, a, b))} helps too: ${tip}.`,
      );
  });
  if (guidance.length === 0)
    guidance.push(
      `With few close contacts, ${a} and ${b}, the relationship is what you make of shared time and habits.`,
    );

  const markdown = plainApostrophes(
    [
      `# ${title}`,
      `## Overview\n\n${story(a, b, contacts, all, c1, c2)}`,
      `## The Two of You\n\n${portrait(a, p1, c1)}\n\n${portrait(b, p2, c2)}`,
      scoreSection(score, a, b, c1, c2),
      ...(contacts.length > 0
        ? [`## Connections Between Your Charts\n\n${contacts.map((x) => contactLine(x, a, b)).join('\n\n')}`]
        : []),
      ...(houses.length > 0 ? [`## In Each Other's Houses\n\n${houses.join(' ')}`] : []),
      `## Guidance\n\n${guidance.join(' ')}`,
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
