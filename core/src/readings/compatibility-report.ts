// The compatibility report: both people's key placements, the relationship score and its
// breakdown, and what their elements and synastry aspects suggest, in a non-fatalistic voice.
import type { RelationshipScore as EngineScore, ScoreRuleHit } from '../astro/score';
import { scoreBand, type ScoreDescription } from '../astro/score-bands';
import { SIGNS, type Chart, type PointName } from '../astro/types';
import { HOUSE_TEXT, POINT_ROLE, SIGN_TEXT, type Element } from './content/astro';
import { elementPairText, pairTheme, SYNASTRY_TEXT } from './content/synastry';
import {
  balance,
  findPoint,
  phraseTakers,
  placementOf,
  pointLabel,
  pointTitle,
  type Take,
  type TakeHouse,
} from './astro-facts';
import { InputError } from './errors';
import { aOrAn, capitalise, Chooser, countWords, listJoin, neutralise, ordinal } from './text';
import type {
  CompatibilityFacts,
  PersonSummary,
  PlacementFact,
  Reading,
  CompatibilityBreakdownItem,
  CompatibilityScore,
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

export const DEFAULT_SCORE_MAX = 44;
const PORTRAIT_POINTS: PointName[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars'];
const MAX_ASPECTS = 10;

function summary(name: string, chart: Chart): PersonSummary {
  const pts = [...PORTRAIT_POINTS, ...(chart.birth_time_known ? (['Ascendant'] as PointName[]) : [])];
  const placements = pts.flatMap((n) => {
    const p = findPoint(chart, n);
    return p ? [placementOf(chart, p)] : [];
  });
  return { name, birthTimeKnown: chart.birth_time_known, placements };
}

/**
 * Portrait sentences: each names one placement once; the report walks them so none repeats. The
 * sign's gift and need are taken only by the sentences that say them, leaving the rest for later.
 */
const PORTRAIT: ((
  who: string,
  f: PlacementFact,
  adj: [string, string],
  gift: () => string,
  need: () => string,
) => string)[] = [
  (who, f, [a1, a2]) => `${who}'s ${pointTitle(f.point)} is in ${f.signName}, ${a1} and ${a2}.`,
  (who, f, [a1], _g, need) =>
    `With ${pointLabel(f.point)} in ${f.signName}, ${who} is ${a1} and happiest with ${need()}.`,
  (who, f, _a, gift) => `${capitalise(pointLabel(f.point))} in ${f.signName} gives ${who} ${gift()}.`,
  (who, f, [a1, a2]) => `In ${f.signName}, ${who}'s ${pointTitle(f.point)} is ${a1} and ${a2}.`,
  (who, f, [a1], gift) =>
    `${capitalise(aOrAn(f.signName))} ${pointTitle(f.point)} adds ${gift()} to ${who}, with ${aOrAn(a1)} edge.`,
  (who, f, _a, _g, need) => `${who}'s ${f.signName} ${pointTitle(f.point)} asks for ${need()}.`,
  (who, f, [a1, a2]) => `${capitalise(pointLabel(f.point))} sits in ${f.signName} for ${who}: ${a1}, ${a2}.`,
  (who, f, _a, gift) => `Through ${pointLabel(f.point)} in ${f.signName}, ${who} offers ${gift()}.`,
  (who, f, [a1], _g, need) =>
    `The ${f.signName} ${pointTitle(f.point)} makes ${who} ${a1}, in need of ${need()}.`,
  (who, f, [a1, a2]) => `${f.signName} colours ${who}'s ${pointTitle(f.point)}, making it ${a1} and ${a2}.`,
  (who, f, _a, gift) => `${who} has ${pointLabel(f.point)} in ${f.signName}, a source of ${gift()}.`,
  (who, f, [a1], _g, need) =>
    `Placed in ${f.signName}, ${pointLabel(f.point)} keeps ${who} ${a1} and thriving on ${need()}.`,
];

function portrait(c: Chooser, who: string, s: PersonSummary, offset: number, take: Take): string {
  const lines = s.placements.map((f: PlacementFact, i) => {
    const sign = SIGN_TEXT[f.sign];
    const slot = `${who}:${f.point}`;
    const adj = c.pickSome(`${slot}:adj`, sign.adjectives, 2) as [string, string];
    if (f.point === 'Ascendant')
      return `With ${sign.name} rising, ${who} makes ${aOrAn(adj[0])}, ${adj[1]} first impression.`;
    // Placements in the same sign, in either portrait or later sections, get the sign's other
    // gifts and needs.
    return c.cycle('portrait', offset + i, PORTRAIT)(
      who,
      f,
      adj,
      () => take('gift', f.sign),
      () => take('need', f.sign),
    );
  });
  const unknown = s.birthTimeKnown
    ? ''
    : offset === 0
      ? ` ${who}'s birth time is unknown, so the rising sign and houses are left out and the Moon's sign is the most likely one.`
      : ` Without a birth time for ${who}, there is no rising sign or house here, and the lunar sign is a best estimate.`;
  return `### ${who}\n\n${lines.join(' ')}${unknown}`;
}

const SYNASTRY_POINTS: PointName[] = [
  'Sun',
  'Moon',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Ascendant',
];
const SYNASTRY_ORBS: [NonNullable<CompatibilityBreakdownItem['aspect']>['aspect'], number, number][] = [
  ['conjunction', 0, 8],
  ['opposition', 180, 8],
  ['trine', 120, 7],
  ['square', 90, 7],
  ['sextile', 60, 5],
];

type SynastryAspect = NonNullable<CompatibilityBreakdownItem['aspect']>;

/**
 * Aspects from person 1's personal points to person 2's, tightest first. The report computes
 * these itself so it can describe the connections even when the score's breakdown is short.
 */
export function synastryAspects(c1: Chart, c2: Chart): SynastryAspect[] {
  const out: SynastryAspect[] = [];
  for (const n1 of SYNASTRY_POINTS) {
    const x = findPoint(c1, n1);
    if (!x || (n1 === 'Ascendant' && !c1.birth_time_known)) continue;
    for (const n2 of SYNASTRY_POINTS) {
      const y = findPoint(c2, n2);
      if (!y || (n2 === 'Ascendant' && !c2.birth_time_known)) continue;
      const d = Math.abs(((((x.abs_pos - y.abs_pos + 180) % 360) + 360) % 360) - 180);
      for (const [aspect, angle, orb] of SYNASTRY_ORBS) {
        if (Math.abs(d - angle) <= orb) out.push({ p1: n1, p2: n2, aspect, orb: Math.abs(d - angle) });
      }
    }
  }
  return out.sort((a, b) => a.orb - b.orb || a.p1.localeCompare(b.p1) || a.p2.localeCompare(b.p2));
}

function signOf(s: PersonSummary, point: PointName): PlacementFact | undefined {
  return s.placements.find((p) => p.point === point);
}

const roleOf = (p: PointName) => POINT_ROLE[p] ?? pointTitle(p).toLowerCase();

/** The shorter-arc midpoint of two longitudes: the composite chart's position for a pair of points. */
export function midpoint(a: number, b: number): number {
  const d = ((b - a + 540) % 360) - 180;
  return (((a + d / 2) % 360) + 360) % 360;
}

/** The house (1-12) a longitude falls in, by the other chart's cusps. */
export function houseOf(chart: Chart, longitude: number): number | null {
  const cusps = chart.houses;
  if (!chart.birth_time_known || !cusps || cusps.length !== 12) return null;
  for (let i = 0; i < 12; i++) {
    const start = cusps[i]!.abs_pos;
    const end = cusps[(i + 1) % 12]!.abs_pos;
    const span = (((end - start) % 360) + 360) % 360;
    const offset = (((longitude - start) % 360) + 360) % 360;
    if (offset < span) return i + 1;
  }
  return null;
}

const signAt = (longitude: number) => SIGNS[Math.floor(longitude / 30) % 12]!;

/** Element fit: each person's element counts over the ten planets, compared. */
function elementFit(c: Chooser, a: string, b: string, c1: Chart, c2: Chart): string {
  const e1 = balance(c1).elements;
  const e2 = balance(c2).elements;
  const top = (e: Record<Element, number>) =>
    (Object.entries(e) as [Element, number][]).sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))[0]![0];
  const t1 = top(e1);
  const t2 = top(e2);
  const out = [
    t1 === t2
      ? c.pick('el:same', [
          `Both charts lead with ${t1}, a temperament the two of you have in common: ${elementPairText(t1, t2)}.`,
          `${a} and ${b} are both ${t1}-led, which makes much of the relationship feel familiar; ${elementPairText(t1, t2)}.`,
          `${capitalise(t1)} leads in both charts, ${a}'s and ${b}'s, and ${elementPairText(t1, t2)}.`,
        ])
      : c.pick('el:diff', [
          `${a}'s chart leads with ${t1} and ${b}'s with ${t2}: ${elementPairText(t1, t2)}.`,
          `By element, ${a} is mostly ${t1} and ${b} mostly ${t2}, and ${elementPairText(t1, t2)}.`,
          `${capitalise(t1)} for ${a}, ${t2} for ${b}: ${elementPairText(t1, t2)}.`,
        ]),
  ];
  const gifts: string[] = [];
  for (const el of ['fire', 'earth', 'air', 'water'] as Element[]) {
    if (e1[el] === 0 && e2[el] >= 3) gifts.push(`${b} brings the ${el} ${a} lacks`);
    if (e2[el] === 0 && e1[el] >= 3) gifts.push(`${a} brings the ${el} ${b} lacks`);
    if (e1[el] === 0 && e2[el] === 0)
      gifts.push(`neither of you has planets in ${el}, so it is a shared blind spot`);
  }
  if (gifts.length > 0) out.push(`${capitalise(listJoin(gifts))}.`);
  const counts = (e: Record<Element, number>) =>
    (Object.entries(e) as [Element, number][])
      .filter(([, n]) => n > 0)
      .map(([el, n]) => `${n} ${el}`)
      .join(', ');
  out.push(`Over the ten planets, ${a} has ${counts(e1)}, and ${b} has ${counts(e2)}.`);
  return out.join(' ');
}

/** Where each person's personal planets fall in the other's houses; both birth times needed. */
/** A house area written to "you", turned to describe the other person. */
export function aboutThem(area: string): string {
  return area
    .replace(/\byourself\b/g, 'themselves')
    .replace(/\byour\b/g, 'their')
    .replace(/\byou(?= [a-z])(?! (?:and|or|in|at|to|for|with|from|as)\b)/g, 'they')
    .replace(/\byou\b/g, 'them');
}

function houseOverlays(
  c: Chooser,
  who: string,
  other: string,
  from: Chart,
  to: Chart,
  takeHouse: TakeHouse,
): string | null {
  const lines: string[] = [];
  const points: PointName[] = ['Sun', 'Moon', 'Venus', 'Mars'];
  points.forEach((name, i) => {
    const p = findPoint(from, name);
    if (!p) return;
    const house = houseOf(to, p.abs_pos);
    if (house === null) return;
    const h = HOUSE_TEXT[house - 1]!;
    // House areas are written to "you"; here they describe the other person.
    const area = aboutThem(takeHouse('areas', house));
    lines.push(
      c.cycle(`ov:${who}`, i, [
        `${who}'s ${name} falls in ${other}'s ${ordinal(house)} house (${h.theme}), so ${who}'s ${roleOf(name)} touches ${other} in ${area}.`,
        `In ${other}'s ${ordinal(house)} house, ${h.theme}, sits ${who}'s ${name}: ${other} meets ${who}'s ${roleOf(name)} in ${area}.`,
        `${who}'s ${name} lands in ${other}'s ${ordinal(house)} house, and ${other} finds ${who}'s ${roleOf(name)} at work in ${area}.`,
        `${other}'s ${ordinal(house)} house (${h.theme}) receives ${who}'s ${name}, so ${other} feels ${who}'s ${roleOf(name)} in ${area}.`,
      ]),
    );
  });
  return lines.length > 0 ? lines.join(' ') : null;
}

/** Composite Sun, Moon and (with both birth times) Ascendant, by midpoints. */
function composite(c: Chooser, a: string, b: string, c1: Chart, c2: Chart, take: Take): string | null {
  const mid = (name: PointName) => {
    const x = findPoint(c1, name);
    const y = findPoint(c2, name);
    return x && y ? signAt(midpoint(x.abs_pos, y.abs_pos)) : null;
  };
  const sunSign = mid('Sun');
  const moonSign = mid('Moon');
  if (!sunSign || !moonSign) return null;
  const sun = SIGN_TEXT[sunSign];
  const moon = SIGN_TEXT[moonSign];
  const [s1, s2] = c.pickSome('comp:sa', sun.adjectives, 2);
  const sunGift = take('gift', sunSign);
  const moonNeed = take('need', moonSign);
  const out = [
    c.pick('comp:intro', [
      `The composite chart takes the midpoint of each pair of planets and reads the relationship as a third person with a life of its own.`,
      `A composite chart, built from the midpoints between ${a}'s and ${b}'s planets, describes the relationship itself rather than either of you.`,
      `Halfway between each of ${a}'s planets and the same planet of ${b}'s lies the composite chart, the portrait of the couple as a unit.`,
      `Take the midpoint of ${a}'s and ${b}'s Suns, Moons and the rest, and you get the composite chart: the relationship drawn as if it were a person.`,
    ]),
    c.pick('comp:sun', [
      `Its Sun is in ${sun.name}: together you are ${s1} and ${s2}, and the relationship's purpose grows through ${sunGift}.`,
      `With the composite Sun in ${sun.name}, the couple you make is ${s1} and ${s2} at heart, and finds its purpose in ${sunGift}.`,
      `${capitalise(aOrAn(sun.name))} Sun gives the relationship ${aOrAn(s1!)}, ${s2} core; what it is for shows in ${sunGift}.`,
      `The composite Sun falls in ${sun.name}, so the pair of you comes across as ${s1} and ${s2}, with ${sunGift} as a shared strength.`,
    ]),
    c.pick('comp:moon', [
      `The composite Moon in ${moon.name} sets the emotional climate; the bond feels safest with ${moonNeed}.`,
      `Emotionally, the composite Moon in ${moon.name} asks for ${moonNeed} before anything else.`,
      `In ${moon.name}, the composite Moon says what keeps the bond at ease: ${moonNeed}.`,
      `The relationship's Moon sits in ${moon.name}, so the two of you settle best with ${moonNeed}.`,
    ]),
  ];
  if (c1.birth_time_known && c2.birth_time_known) {
    const ascSign = mid('Ascendant');
    if (ascSign) {
      const asc = SIGN_TEXT[ascSign];
      const [x1, x2] = c.pickSome('comp:aa', asc.adjectives, 2);
      out.push(
        c.pick('comp:asc', [
          `With ${asc.name} on the composite Ascendant, others see you as ${aOrAn(x1!)}, ${x2} couple.`,
          `The composite Ascendant in ${asc.name} is the face you show as a pair: ${x1} and ${x2}.`,
          `People who meet you together tend to see ${asc.name}, the composite rising sign: ${aOrAn(x1!)}, ${x2} couple.`,
        ]),
      );
    }
  }
  return out.join(' ');
}

/** What to do with an easy contact and with a demanding one, addressed to the couple. */
const EASY_TAIL: ((a: string, b: string) => string)[] = [
  (a, b) => `${a} and ${b} can count on this when other parts of life get busy.`,
  (a) => `Use it on purpose, ${a}, rather than waiting for it to happen.`,
  (_a, b) => `${b} may notice it first; say so when you do.`,
  (a, b) => `For ${a} and ${b}, this is the easy ground to return to after a disagreement.`,
  (a, b) => `Plan something that uses it, ${a} and ${b}, and it grows stronger.`,
  (a) => `Easy contacts fade when they are taken for granted, ${a}; name it now and then.`,
  (_a, b) => `${b}, let it carry you through the slower weeks.`,
  (a, b) => `Between ${a} and ${b} this works best when neither keeps score.`,
  (a, b) => `${a} and ${b} can build shared plans on this.`,
  (_a, b) => `${b}, say out loud now and then how much it helps.`,
];
const HARD_TAIL: ((a: string, b: string) => string)[] = [
  (a, b) => `When it flares, ${a} and ${b}, slow down and ask what each of you needs.`,
  (a) => `${a}, treat the friction as information rather than a verdict.`,
  (_a, b) => `${b}, a short pause before answering changes most of these moments.`,
  (a, b) => `Talked through, this is where ${a} and ${b} grow the most.`,
  (a, b) => `Give it a regular outlet, ${a} and ${b}, before it builds up.`,
  (a) => `Humour helps here, ${a}, more than being right.`,
  (_a, b) => `${b}, try naming the pattern out loud; it loses half its force.`,
  (a, b) => `For ${a} and ${b}, patience here pays back more than anywhere else.`,
  (a) => `${a}, ask before assuming what the other meant.`,
  (a, b) => `${a} and ${b} do best here with clear agreements.`,
];

const STRONG_BANDS: readonly ScoreDescription[] = ['Very Important', 'Exceptional', 'Rare Exceptional'];

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
  const c = new Chooser(`compat|${n1}|${c1.julian_day_ut}|${n2}|${c2.julian_day_ut}|${score.score}`);
  const title = `Compatibility Reading: ${a} and ${b}`;
  const { take, takeHouse } = phraseTakers(c);
  // The portraits take the signs' phrases first; the composite and the guidance get the rest.
  const portraits = `${portrait(c, a, p1, 0, take)}\n\n${portrait(c, b, p2, p1.placements.length, take)}`;
  // The tone follows the band the reader is told (Kerykeion's scale), not the share of the
  // maximum: 20 of 62 is "Exceptional" on that scale and must not be called a middle ground.
  const band = scoreBand(score.score).label;
  const tone = STRONG_BANDS.includes(band) ? 'strong' : band === 'Minimal' ? 'modest' : 'mixed';
  const label = neutralise(score.label);

  const sun1 = signOf(p1, 'Sun');
  const sun2 = signOf(p2, 'Sun');
  const overview: string[] = [
    c.pick('ov:1', [
      `${a} and ${b}, your relationship score is ${score.score} out of ${max}: ${label}.`,
      `This reading compares the birth charts of ${a} and ${b}; together they score ${score.score} out of ${max} (${label}).`,
      `Set side by side, the charts of ${a} and ${b} score ${score.score} out of ${max}, which the scale calls ${label}.`,
    ]),
  ];
  if (sun1 && sun2) {
    overview.push(
      c.pick('ov:2', [
        SIGN_TEXT[sun1.sign].element === SIGN_TEXT[sun2.sign].element
          ? `${a}'s Sun is in ${sun1.signName} and ${b}'s in ${sun2.signName}, both ${SIGN_TEXT[sun1.sign].element} signs, a shared footing that colours much of what follows.`
          : `${a}'s Sun is in ${sun1.signName} and ${b}'s in ${sun2.signName}, a meeting of ${SIGN_TEXT[sun1.sign].element} and ${SIGN_TEXT[sun2.sign].element} that colours much of what follows.`,
        `${capitalise(aOrAn(sun1.signName))} Sun (${a}) and ${aOrAn(sun2.signName)} Sun (${b}) set the basic tone of this pairing.`,
        `The basic tone comes from the Suns: ${sun1.signName} for ${a}, ${sun2.signName} for ${b}.`,
      ]),
    );
  }
  overview.push(
    tone === 'strong'
      ? c.pick('ov:3', [
          `For ${a} and ${b}, a score of ${score.score} shows a lot of natural common ground, which still needs care and attention to stay alive.`,
          `With ${score.score} points the charts agree in many places; ease is a gift, not a guarantee.`,
          `${score.score} points is generous: ${a} and ${b} start with plenty in common, and the work is to keep noticing it.`,
        ])
      : tone === 'mixed'
        ? c.pick('ov:3', [
            `For ${a} and ${b}, a score of ${score.score} is a mix of ease and challenge, typical of relationships that grow through understanding.`,
            `At ${score.score} points there is real connection alongside real difference, and both can be worked with.`,
            `A score of ${score.score} puts ${a} and ${b} in the middle ground: enough in common to build on, enough difference to keep learning.`,
          ])
        : c.pick('ov:3', [
            `For ${a} and ${b}, a score of ${score.score} means the charts have less in common by these measures; that asks for more conscious effort, not that the relationship cannot work.`,
            `At ${score.score} points the charts speak different languages in places, which can be learned with patience and curiosity.`,
            `${score.score} points is a modest score, ${a} and ${b}: the pairing runs less on instinct and more on choice, which many couples find is the sturdier footing.`,
          ]),
  );

  const items = [...score.breakdown].slice(0, 12);
  const scoreLines = items.map((it) => {
    const pts = `${it.points > 0 ? '+' : ''}${it.points}`;
    const asp = it.aspect ? ` (orb ${it.aspect.orb.toFixed(1)}°)` : '';
    return `- **${neutralise(it.rule)}**${asp}: ${pts} ${Math.abs(it.points) === 1 ? 'point' : 'points'}`;
  });
  const qualityNote =
    score.sunsShareQuality === undefined || !sun1 || !sun2
      ? ''
      : score.sunsShareQuality
        ? ` ${c.pick('sc:q', [
            `Both Suns are ${SIGN_TEXT[sun1.sign].modality} signs (${sun1.signName} and ${sun2.signName}), so you share a basic rhythm: ${SIGN_TEXT[sun1.sign].modality === 'cardinal' ? 'both of you like to start things' : SIGN_TEXT[sun1.sign].modality === 'fixed' ? 'both of you like to hold steady' : 'both of you like to adapt'}.`,
            `${sun1.signName} and ${sun2.signName} are both ${SIGN_TEXT[sun1.sign].modality}, so ${a} and ${b} tend to move at the same tempo.`,
            `The Suns share a quality (${SIGN_TEXT[sun1.sign].modality}: ${sun1.signName}, ${sun2.signName}), which keeps your rhythms in step, for better and sometimes for stubborn worse.`,
          ])}`
        : ` ${c.pick('sc:q', [
            `The Suns are of different qualities (${SIGN_TEXT[sun1.sign].modality} ${sun1.signName}, ${SIGN_TEXT[sun2.sign].modality} ${sun2.signName}), so your natural tempos differ and are worth talking about.`,
            `${a}'s ${sun1.signName} Sun is ${SIGN_TEXT[sun1.sign].modality} and ${b}'s ${sun2.signName} Sun ${SIGN_TEXT[sun2.sign].modality}, two different tempos to get used to.`,
            `One Sun is ${SIGN_TEXT[sun1.sign].modality} (${sun1.signName}), the other ${SIGN_TEXT[sun2.sign].modality} (${sun2.signName}): expect to negotiate pace more than goals.`,
          ])}`;
  const scoreSection = `## The Score\n\n${c.pick('sc:intro', [`The score of ${score.score}/${max} adds up points for each of these connections between ${a}'s and ${b}'s charts:`, `Here is how the ${score.score} points of ${a} and ${b} come about:`])}\n\n${scoreLines.length > 0 ? scoreLines.join('\n') : `- No scoring connections were found between ${a}'s and ${b}'s charts.`}\n\n${c.pick('sc:note', [`The score counts classic connections; it cannot measure commitment, kindness or timing, which matter just as much.`, `Read the ${score.score} as a description of ease, not of worth: many lasting couples have modest scores.`, `A number like ${score.score} measures how easily the charts fit, ${a} and ${b}, not how much you care.`, `These points track natural ease between ${a} and ${b}; commitment and timing never show up in them.`, `What the ${score.score} cannot see is how you treat each other, which counts for more.`])}${qualityNote}`;

  // The score's own aspects first, then the tightest others the charts show, without duplicates.
  const fromScore = items.flatMap((it) => (it.aspect ? [it.aspect] : []));
  const seen = new Set(fromScore.map((x) => `${x.p1}|${x.p2}|${x.aspect}`));
  const aspectItems = [
    ...fromScore,
    ...synastryAspects(c1, c2).filter((x) => !seen.has(`${x.p1}|${x.p2}|${x.aspect}`)),
  ].slice(0, MAX_ASPECTS);
  const count = new Map<string, number>();
  let easyCount = 0;
  const usedThemes = new Set<string>();
  let hardCount = 0;
  const aspectParas = aspectItems.map((x) => {
    const k = count.get(x.aspect) ?? 0;
    count.set(x.aspect, k + 1);
    const nature = c.cycle(`syn:${x.aspect}`, k, SYNASTRY_TEXT[x.aspect]);
    // A pair theme is used once; the same two planets linked the other way round get their roles.
    const known = pairTheme(x.p1, x.p2);
    const theme =
      known && !usedThemes.has(known) ? known : `${a}'s ${roleOf(x.p1)} and ${b}'s ${roleOf(x.p2)}`;
    if (known) usedThemes.add(known);
    const easy = x.aspect === 'trine' || x.aspect === 'sextile' || x.aspect === 'conjunction';
    const tail = easy
      ? c.cycle('syn:easy', easyCount++, EASY_TAIL)(a, b)
      : c.cycle('syn:hard', hardCount++, HARD_TAIL)(a, b);
    // One sentence per contact, so that its advice stays tied to this pair of planets.
    const joined =
      tail.startsWith(a) || tail.startsWith(b) ? tail : `${tail.charAt(0).toLowerCase()}${tail.slice(1)}`;
    return `**${a}'s ${pointTitle(x.p1)} ${x.aspect} ${b}'s ${pointTitle(x.p2)}** (orb ${x.orb.toFixed(1)}°): ${capitalise(theme)}; ${nature} — ${joined}`;
  });

  const overlays =
    c1.birth_time_known && c2.birth_time_known
      ? [houseOverlays(c, a, b, c1, c2, takeHouse), houseOverlays(c, b, a, c2, c1, takeHouse)].filter(
          (x): x is string => x !== null,
        )
      : [];
  const comp = composite(c, a, b, c1, c2, take);

  const moon1 = signOf(p1, 'Moon');
  const moon2 = signOf(p2, 'Moon');
  const guidance: string[] = [];
  if (moon1 && moon2) {
    const need1 = take('need', moon1.sign);
    const need2 = take('need', moon2.sign);
    guidance.push(
      c.pick('gd:moon', [
        `${a}, your ${moon1.signName} Moon feels cared for through ${need1}, and ${b}'s ${moon2.signName} Moon through ${need2}, so say so to each other.`,
        `Offer each other what your Moons ask for: for ${a} that is ${need1}, for ${b} ${need2}.`,
        `The Moons say what comfort looks like: ${need1} for ${a}, ${need2} for ${b}.`,
        `When one of you is low, remember the Moons: ${a} recovers with ${need1}, ${b} with ${need2}.`,
      ]),
    );
  }
  const venus1 = signOf(p1, 'Venus');
  const venus2 = signOf(p2, 'Venus');
  if (venus1 && venus2) {
    const gift1 = take('gift', venus1.sign);
    const gift2 = take('gift', venus2.sign);
    guidance.push(
      c.pick('gd:venus', [
        `Love has two dialects here: ${a}'s ${venus1.signName} Venus shows affection through ${gift1}, ${b}'s ${venus2.signName} Venus through ${gift2}, and each is easy to miss if you are listening for your own.`,
        `Notice how the other says it: with Venus in ${venus1.signName}, ${a} loves through ${gift1}; with Venus in ${venus2.signName}, ${b} through ${gift2}.`,
        `${a}'s affection (Venus in ${venus1.signName}) arrives as ${gift1}, and ${b}'s (Venus in ${venus2.signName}) as ${gift2}; thank each other in the other's terms.`,
      ]),
    );
  }
  const hard = aspectItems.find((x) => x.aspect === 'square' || x.aspect === 'opposition');
  if (hard) {
    guidance.push(
      c.pick('gd:hard', [
        `Where ${a}'s ${roleOf(hard.p1)} and ${b}'s ${roleOf(hard.p2)} clash, slow the conversation down and ask what the other actually needs.`,
        `The friction between ${a}'s ${roleOf(hard.p1)} and ${b}'s ${roleOf(hard.p2)} is the place to practise listening before answering.`,
        `Expect ${a}'s ${roleOf(hard.p1)} and ${b}'s ${roleOf(hard.p2)} to collide now and then; agree beforehand how you will cool things down.`,
      ]),
    );
  }
  const easy = aspectItems.find(
    (x) => x.aspect === 'trine' || x.aspect === 'sextile' || x.aspect === 'conjunction',
  );
  if (easy) {
    guidance.push(
      c.pick('gd:easy', [
        `Lean on the ease between ${a}'s ${roleOf(easy.p1)} and ${b}'s ${roleOf(easy.p2)} when life gets busy; it is your shared resource.`,
        `The easy link between ${a}'s ${roleOf(easy.p1)} and ${b}'s ${roleOf(easy.p2)} is worth feeding on purpose, not only when it happens by itself.`,
        `When things are strained, come back to what flows: ${a}'s ${roleOf(easy.p1)} with ${b}'s ${roleOf(easy.p2)}.`,
      ]),
    );
  }
  guidance.push(
    c.pick('gd:end', [
      `No score decides a relationship, ${a} and ${b}: the charts describe the terrain, and the two of you choose how to walk it.`,
      `Compatibility is something ${a} and ${b} build day by day; this reading is a map for that work, not a verdict on it.`,
      `Whatever the charts say, ${a} and ${b}, it is the habits you keep with each other that decide how this goes.`,
      `Take from this what helps the two of you talk, ${a} and ${b}, and leave the rest.`,
    ]),
  );

  const markdown = [
    `# ${title}`,
    `## Overview\n\n${overview.join(' ')}`,
    `## The Two of You\n\n${portraits}`,
    `## Element Fit\n\n${elementFit(c, a, b, c1, c2)}`,
    scoreSection,
    ...(aspectParas.length > 0 ? [`## Connections Between Your Charts\n\n${aspectParas.join('\n\n')}`] : []),
    ...(overlays.length > 0 ? [`## In Each Other's Houses\n\n${overlays.join('\n\n')}`] : []),
    ...(comp ? [`## The Relationship Chart\n\n${comp}`] : []),
    `## Guidance\n\n${guidance.join(' ')}`,
  ].join('\n\n');

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

const RULE_TEXT: Record<ScoreRuleHit['rule'], string> = {
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
    rule: `${RULE_TEXT[h.rule]}: ${pointTitle(h.p1_name)} ${h.aspect} ${pointTitle(h.p2_name)}`,
    points: h.points,
    aspect: { p1: h.p1_name, p2: h.p2_name, aspect: h.aspect, orb: h.orbit },
  }));
  if (s.is_destiny_sign) breakdown.unshift({ rule: 'Suns in signs of the same quality', points: 5 });
  return {
    score: s.score_value,
    max: s.max_score,
    label: s.score_description,
    breakdown,
    sunsShareQuality: s.is_destiny_sign,
  };
}
