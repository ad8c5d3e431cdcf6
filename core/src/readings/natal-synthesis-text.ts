// The synthesis of the natal report in words: the themes that carry the most weight (the
// overview's story), the synthesis sections a reader takes before the placements, and the
// technical details (scores and counts) that close the report. Each section is written only when
// its factor is present, and names the planets involved.
import type { PointName } from '../astro/types';
import {
  ELEMENT_TEXT,
  HOUSE_THEME,
  MODALITY_TEXT,
  POINT_INFO,
  SIGN_INFO,
  type Element,
  type Modality,
} from './content/astro';
import { pointLabel, pointTitle } from './astro-facts';
import {
  CLASSICAL,
  PERSONAL,
  PLANETS,
  type AspectPattern,
  type ChartSynthesis,
  type Dignity,
  type MoonPhaseName,
  type RulerCondition,
  dignities,
  mutualReceptions,
} from './natal-synthesis';
import { capitalise, cardinal, listJoin, ordinal } from './text';
import type { AspectFact } from './types';

/** "the Sun, Mars and the Midheaven": points named mid-sentence. */
const labels = (ps: PointName[]) => listJoin(ps.map(pointLabel));
const Labels = (ps: PointName[]) => capitalise(labels(ps));
const realm = (p: PointName) => POINT_INFO[p]?.realm ?? pointLabel(p);
const signName = (s: keyof typeof SIGN_INFO) => SIGN_INFO[s].name;

const PHASE_TEXT: Record<MoonPhaseName, string> = {
  new: 'an instinctive, forward-leaning temperament that starts things before the path is clear',
  crescent: 'a need to push past old habits and prove that something new can take root',
  'first quarter': 'a builder’s temperament that thrives on decisions and meets crises with action',
  gibbous: 'a drive to refine, analyse and improve until things work as they should',
  full: 'a clear awareness of others, where relationships are the mirror in which you see yourself',
  disseminating: 'a wish to share what you have learned, to teach, spread and explain',
  'last quarter':
    'a turn toward reorienting: questioning old forms and outgrowing beliefs that no longer fit',
  balsamic:
    'a visionary, future-minded temperament that completes cycles and prepares the ground for the next',
};

/**
 * Patterns of one kind that share two or more points are read as one larger figure (a grand
 * trine with an extra planet, a T-square with a conjunction at one end). A T-square's new end
 * goes to the side opposite the end it shares, so "the Moon and Jupiter oppose Neptune" stays true.
 */
export function mergePatterns(patterns: AspectPattern[]): AspectPattern[] {
  const out: AspectPattern[] = [];
  const kites = patterns.filter((p) => p.kind === 'kite');
  for (const p of patterns) {
    // A kite contains its grand trine; naming the kite says both.
    if (p.kind === 'grand trine' && kites.some((k) => p.members.every((m) => k.members.includes(m))))
      continue;
    const twin = out.find(
      (q) =>
        q.kind === p.kind && q.apex === p.apex && p.members.filter((m) => q.members.includes(m)).length >= 2,
    );
    if (!twin) {
      out.push({
        ...p,
        members: [...p.members],
        ...(p.sides ? { sides: [[...p.sides[0]], [...p.sides[1]]] } : {}),
      });
      continue;
    }
    if (twin.sides && p.sides) {
      const [x, y] = [p.sides[0][0]!, p.sides[1][0]!];
      const sideOf = (m: PointName) => twin.sides!.findIndex((side) => side.includes(m));
      if (sideOf(x) >= 0 && sideOf(y) < 0) twin.sides[1 - sideOf(x)]!.push(y);
      else if (sideOf(y) >= 0 && sideOf(x) < 0) twin.sides[1 - sideOf(y)]!.push(x);
    }
    twin.members = [...twin.members, ...p.members.filter((m) => !twin.members.includes(m))];
  }
  // Two T-squares on the same opposition whose focal planets differ (conjunct apexes) are one
  // figure with two focal planets.
  const merged: AspectPattern[] = [];
  const ends = (p: AspectPattern) => [...(p.sides?.flat() ?? [])].sort().join();
  for (const p of out) {
    const twin =
      p.kind === 'T-square' ? merged.find((q) => q.kind === 'T-square' && ends(q) === ends(p)) : undefined;
    if (twin) {
      twin.coApexes = [...(twin.coApexes ?? []), p.apex!];
      twin.members = [...twin.members, p.apex!];
    } else merged.push(p);
  }
  return merged;
}

/** "both" or "all three": the points that share the apex's square. */
const allOf = (n: number) => (n === 2 ? 'both' : `all ${cardinal(n)}`);
const verb = (ps: PointName[], one: string, many: string) => (ps.length === 1 ? one : many);

/** One sentence describing a pattern, with its apex named and its sign relationship. */
export function patternSentence(
  p: AspectPattern,
  positions: Partial<Record<PointName, keyof typeof SIGN_INFO>>,
): string {
  const ends = p.members.filter((m) => m !== p.apex);
  const apex = p.apex ? pointLabel(p.apex) : '';
  switch (p.kind) {
    case 'grand trine': {
      const el = positions[p.members[0]!] ? SIGN_INFO[positions[p.members[0]!]!].element : null;
      return `${Labels(p.members)} form a grand trine${el ? ` in ${el}` : ''}, a closed circle of ease: ${el ? `${ELEMENT_TEXT[el].quality} flow` : 'talents flow'} so readily that they can go unused unless you give them a goal.`;
    }
    case 'T-square': {
      const [a, b] = p.sides ?? [[ends[0]!], ends.slice(1)];
      const focal = [p.apex!, ...(p.coApexes ?? [])];
      return focal.length === 1
        ? `${Labels(a)} ${verb(a, 'opposes', 'oppose')} ${labels(b)}, and ${allOf(a.length + b.length)} square ${apex}, the focal planet of a T-square: the tension finds its outlet through ${realm(p.apex!)}, where you do your hardest and best work.`
        : `${Labels(a)} ${verb(a, 'opposes', 'oppose')} ${labels(b)}, and ${allOf(a.length + b.length)} square ${labels(focal)}, the focal planets of a T-square: the tension finds its outlet through them, where you do your hardest and best work.`;
    }
    case 'grand cross':
      return `${Labels(p.members)} lock together in a grand cross of squares and oppositions: pressure from every side, and with it unusual stamina and the ability to hold many demands at once.`;
    case 'yod':
      return `${Labels(ends)}, linked by sextile, ${allOf(ends.length)} form a quincunx to ${apex}, the apex of a yod: ${apex} carries a sense of special task and asks for constant small adjustments rather than one grand solution.`;
    case 'kite':
      return `${Labels(ends)} form a grand trine, and ${apex} opposite one corner turns it into a kite: the ease of the trine gets a direction, with ${apex} as the steer.`;
  }
}

/** The sign opposite, by name: a detriment faces the planet's home, a fall its exaltation. */
const oppositeName = (sign: keyof typeof SIGN_INFO) => {
  const signs = Object.keys(SIGN_INFO) as (keyof typeof SIGN_INFO)[];
  return SIGN_INFO[signs[(signs.indexOf(sign) + 6) % 12]!].name;
};

/**
 * What each dignity means, with the sign it faces named; a debility's meaning alternates between
 * two wordings by planet, so two debilitated planets in one chart do not read alike.
 */
const DIGNITY_SENTENCE: Record<
  Dignity,
  (planet: string, sign: string, opposite: string, odd: boolean) => string
> = {
  domicile: (p, s) =>
    `${capitalise(p)} is at home in ${s}, the sign it rules, so it works with ease and authority.`,
  exaltation: (p, s) =>
    `${capitalise(p)} is exalted in ${s}: its best qualities are honoured here and given room.`,
  detriment: (p, s, o, odd) =>
    odd
      ? `${s} is the detriment of ${p}, facing ${o}, its own sign: here it learns a way of working that does not come naturally.`
      : `${capitalise(p)} is in its detriment in ${s}, opposite its home in ${o}, so it grows strong through effort rather than ease.`,
  fall: (p, s, o, odd) =>
    odd
      ? `${s} is the fall of ${p}, opposite ${o}, where it is exalted: its natural style meets resistance and matures with practice.`
      : `${capitalise(p)} is in its fall in ${s}, across from its exaltation in ${o}, so its gifts are won by patience.`,
};

/**
 * The dignity sentence for a classical planet with a dignity or debility in Lilly's table,
 * including the double cases (Mercury at home and exalted in Virgo, in detriment and fall in Pisces).
 */
export function dignitySentence(
  point: PointName,
  sign: keyof typeof SIGN_INFO,
  dignities: Dignity[],
): string {
  const p = pointLabel(point);
  const s = signName(sign);
  if (dignities.length === 2 && dignities[0] === 'domicile')
    return `${capitalise(p)} is both at home and exalted in ${s}, as strong as it can be by sign.`;
  if (dignities.length === 2)
    return `${s} is both the detriment and the fall of ${p}, the hardest sign it can hold: its gifts come through conscious effort.`;
  return DIGNITY_SENTENCE[dignities[0]!](p, s, oppositeName(sign), CLASSICAL.indexOf(point) % 2 === 1);
}

const DIGNITY_WORD: Record<Dignity, string> = {
  domicile: 'at home in',
  exaltation: 'exalted in',
  detriment: 'in its detriment in',
  fall: 'in its fall in',
};

/** A classical planet's sign and dignities; null dignities when the sign depends on the unknown birth time. */
export interface ClassicalPlacement {
  point: PointName;
  sign: keyof typeof SIGN_INFO;
  dignities: Dignity[] | null;
}

/** Lilly's essential dignity of all seven classical planets in one paragraph. */
function dignitySection(all: ClassicalPlacement[]): string | null {
  const placed = all.filter((x): x is ClassicalPlacement & { dignities: Dignity[] } => x.dignities !== null);
  const unsure = all.filter((x) => x.dignities === null).map((x) => x.point);
  if (all.length === 0) return null;
  const marked = placed.filter((x) => x.dignities.length > 0);
  const plain = placed.filter((x) => x.dignities.length === 0).map((x) => x.point);
  // Only the four major dignities are checked, so the report claims no more (no triplicity, term or face).
  const table = "By William Lilly's table, counting domicile, exaltation, detriment and fall";
  const parts = [
    marked.length > 0
      ? `${table}, ${listJoin(marked.map((x) => `${pointLabel(x.point)} is ${x.dignities.map((d) => DIGNITY_WORD[d].replace(/ in$/, '')).join(' and ')} in ${signName(x.sign)}`))}.`
      : `${table}, no classical planet is strengthened or weakened by its sign.`,
  ];
  for (const [a, b] of mutualReceptions(placed)) {
    const [sa, sb] = [placed.find((x) => x.point === a)!.sign, placed.find((x) => x.point === b)!.sign];
    parts.push(
      `${capitalise(pointLabel(a))} in ${signName(sa)} and ${pointLabel(b)} in ${signName(sb)} each stand in the sign the other rules, a mutual reception: they help each other, and either can act through the other's sign${[a, b].some((p) => marked.find((x) => x.point === p && (x.dignities[0] === 'detriment' || x.dignities[0] === 'fall'))) ? ', which softens the debility' : ''}.`,
    );
  }
  if (marked.length > 0 && plain.length > 0)
    parts.push(`${Labels(plain)} ${plain.length === 1 ? 'has' : 'have'} none of these four.`);
  if (unsure.length > 0)
    parts.push(
      `${Labels(unsure)} ${unsure.length === 1 ? 'changes' : 'change'} sign during your birth day, so ${unsure.length === 1 ? 'its' : 'their'} dignity depends on the birth time.`,
    );
  const strong = marked
    .filter((x) => x.dignities[0] === 'domicile' || x.dignities[0] === 'exaltation')
    .map((x) => x.point);
  const weak = marked.map((x) => x.point).filter((p) => !strong.includes(p));
  const one = (ps: PointName[], single: string, plural: string) => (ps.length === 1 ? single : plural);
  if (strong.length > 0 && weak.length > 0)
    parts.push(
      `So ${labels(strong)} ${one(strong, 'acts', 'act')} with ease and authority, while ${labels(weak)} ${one(weak, 'has', 'have')} to work for what ${one(weak, 'it gives', 'they give')}, and ${one(weak, 'repays', 'repay')} the work.`,
    );
  else if (strong.length > 0)
    parts.push(
      `So ${labels(strong)} ${one(strong, 'carries', 'carry')} the chart, with gifts that come easily.`,
    );
  else if (weak.length > 0)
    parts.push(
      `So ${labels(weak)} ${one(weak, 'is', 'are')} where growth takes effort, and where effort pays most.`,
    );
  return `### Essential Dignity\n\n${parts.join(' ')}`;
}

const MODE_VERB: Record<Modality, string> = {
  cardinal: 'start things',
  fixed: 'hold steady',
  mutable: 'adapt',
};

function elementsSection(s: ChartSynthesis): string {
  const els = (Object.entries(s.elements) as [Element, number][]).sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  );
  const mods = (Object.entries(s.modalities) as [Modality, number][]).sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  );
  const topN = els[0]![1];
  const leaders = els.filter(([, n]) => n === topN).map(([e]) => e);
  const counted = els
    .filter(([, n]) => n > 0)
    .map(([e, n], i) => `${cardinal(n)}${i === 0 ? (n === 1 ? ' is' : ' are') : ''} in ${e}`);
  const out = [
    leaders.length === 1
      ? `Of the ten planets, ${listJoin(counted)}: ${leaders[0]} leads, so ${ELEMENT_TEXT[leaders[0]!].quality} come naturally to you.`
      : `Of the ten planets, ${listJoin(counted)}: ${listJoin(leaders)} are tied for the lead, so no single element sets your temperament${leaders.length === 2 ? `, and ${ELEMENT_TEXT[leaders[0]!].quality} sit beside ${ELEMENT_TEXT[leaders[1]!].quality}` : ''}.`,
  ];
  const missing = els.filter(([, n]) => n === 0).map(([e]) => e);
  if (missing.length > 0)
    out.push(
      `Nothing falls in ${listJoin(missing)}. ${missing.map((e) => ELEMENT_TEXT[e].lacking).join(' ')}`,
    );
  const topModN = mods[0]![1];
  const modLeaders = mods.filter(([, n]) => n === topModN).map(([m]) => m);
  const [lowMod, lowModN] = mods[2]!;
  out.push(
    modLeaders.length === 1
      ? `By mode, ${modLeaders[0]} signs hold ${cardinal(topModN)} planets, so your strongest mode is ${MODALITY_TEXT[modLeaders[0]!]}${lowModN === 0 ? `; nothing is ${lowMod}, so ${MODALITY_TEXT[lowMod]} may have to be learned` : ''}.`
      : modLeaders.length === 2
        ? `By mode, ${modLeaders[0]} and ${modLeaders[1]} are tied at ${cardinal(topModN)} planets each, so you are as ready to ${MODE_VERB[modLeaders[0]!]} as to ${MODE_VERB[modLeaders[1]!]}${lowModN === 0 ? `, and nothing is ${lowMod}` : ''}.`
        : `By mode the planets are spread evenly, with no mode ahead.`,
  );
  return `### Elements and Modes\n\n${out.join(' ')}`;
}

/** "at home there, within 2° of the Descendant and retrograde": a ruler's condition, or "" when it has none. */
export function rulerCondition(r: RulerCondition): string {
  const notes = [
    ...dignities(r.point, r.sign).map((d) =>
      d === 'domicile' ? 'at home there' : d === 'exaltation' ? 'exalted there' : `in its ${d}`,
    ),
    ...(r.angular ? [`${orbWords(r.angular.orb)} of the ${r.angular.angle}`] : []),
    ...(r.retrograde ? ['retrograde'] : []),
  ];
  return listJoin(notes);
}

/** "in Capricorn in the eleventh house (Friends & Hopes), at home there": where a ruler stands, with its condition. */
export function rulerWhere(r: RulerCondition): string {
  const where = r.house !== null ? ` in the ${ordinal(r.house)} house (${HOUSE_THEME[r.house - 1]})` : '';
  const condition = rulerCondition(r);
  return `in ${signName(r.sign)}${where}${condition ? `, ${condition}` : ''}`;
}

/** "Saturn, in Capricorn …": a ruler placed, with its condition. */
const rulerPlaced = (r: RulerCondition) => `${pointLabel(r.point)}, ${rulerWhere(r)}`;

/** The chart ruler, or the traditional and modern rulers of Aquarius, Scorpio or Pisces rising, placed. */
export function rulerClause(ascSign: string, r: RulerCondition, co: RulerCondition | null): string {
  return co
    ? `with ${ascSign} rising your chart has two rulers, ${pointLabel(co.point)} by tradition and ${pointLabel(r.point)} in modern practice: ${pointLabel(co.point)} is ${rulerWhere(co)}, and ${pointLabel(r.point)} is ${rulerWhere(r)}.`
    : `with ${ascSign} rising your chart is ruled by ${rulerPlaced(r)}.`;
}

/** The ruler's meaning; where it stands and in what condition the overview has already said. */
function rulerSection(s: ChartSynthesis, ascSign: string): string | null {
  const r = s.ruler;
  if (!r) return null;
  const co = s.coRuler;
  const house = (x: RulerCondition) => (x.house !== null ? `the ${ordinal(x.house)}` : null);
  const parts = co
    ? [
        `${ascSign} rising gives the chart two rulers: ${pointLabel(co.point)}, ${realm(co.point)}, and ${pointLabel(r.point)}, ${realm(r.point)}, read together.${house(co) && house(r) ? ` Their houses, ${house(co)} and ${house(r)}, are where life keeps calling you back.`.replace(/, (the \w+) and (the \w+),/, co.house === r.house ? ', both $1,' : ', $1 and $2,') : ''}`,
      ]
    : [
        `With ${ascSign} rising, ${pointLabel(r.point)}, ${realm(r.point)}, threads through the whole chart${house(r) ? `, and its house, ${house(r)}, is where life keeps calling you back` : ''}.`,
      ];
  const ruling = dignities(r.point, r.sign);
  if (!co && ruling.length > 0)
    parts.push(
      ruling[0] === 'domicile' || ruling[0] === 'exaltation'
        ? 'Its dignity gives its lead authority.'
        : 'Its debility makes that lead harder won.',
    );
  if (!co && r.angular) parts.push('So close to an angle, it is among the first things people meet in you.');
  if (!co && r.retrograde)
    parts.push('Its retrograde motion makes the lead reflective, working from the inside out.');
  return `### Chart Ruler\n\n${parts.join(' ')}`;
}

/** A figure by its parts, for naming it again: "Mars opposite Neptune, with Uranus as the focal planet". */
function patternName(p: AspectPattern): string {
  if (p.kind === 'T-square' && p.sides) {
    const focal = [p.apex!, ...(p.coApexes ?? [])];
    return `${labels(p.sides[0])} opposite ${labels(p.sides[1])}, with ${labels(focal)} as the focal ${focal.length === 1 ? 'point' : 'points'}`;
  }
  const ends = p.members.filter((m) => m !== p.apex);
  if (p.kind === 'yod') return `${labels(ends)} pointing to ${pointLabel(p.apex!)} at its apex`;
  if (p.kind === 'kite') return `${labels(ends)} in a grand trine, steered by ${pointLabel(p.apex!)}`;
  return labels(p.members);
}

function patternSection(
  s: ChartSynthesis,
  signs: Partial<Record<PointName, keyof typeof SIGN_INFO>>,
  told: ReadonlySet<string>,
): string | null {
  const patterns = mergePatterns(s.patterns);
  if (patterns.length === 0) return null;
  // One figure of each kind is described, the same one the overview chose; a figure the overview
  // already told is named, not told again, and further ones of the same kind are counted.
  const kinds = [...new Set(patterns.map((p) => p.kind))];
  const lines = kinds.map((kind, i) => {
    const all = patterns.filter((p) => p.kind === kind);
    const first = all[0]!;
    const text = told.has(patternSentence(first, signs))
      ? i === 0
        ? `The ${kind} the overview describes is the chart's main configuration: ${patternName(first)}.`
        : `The overview's ${kind} is ${patternName(first)}.`
      : patternSentence(first, signs);
    return all.length > 1
      ? `${text} The chart holds ${cardinal(all.length - 1)} more ${kind}${all.length > 2 ? 's' : ''} besides.`
      : text;
  });
  return `### Aspect Patterns\n\n${lines.join('\n\n')}`;
}

function stelliumSection(s: ChartSynthesis, told: ReadonlySet<string>): string | null {
  const stelliums = s.stelliums.filter((st) => !told.has(stelliumSentence(st)));
  if (stelliums.length === 0) return null;
  return `### Stelliums\n\n${stelliums.map(stelliumSentence).join(' ')}`;
}

const ANGLE_TEXT = {
  Ascendant: 'in how you come across and start things (the first house)',
  Descendant: 'in your closest partnerships (the seventh house)',
  Midheaven: 'in your public life and reputation (the tenth house)',
  IC: 'at home and in your private roots (the fourth house)',
} as const;

/** "within a degree" or "within 3.4°". */
const orbWords = (orb: number) => (orb < 1 ? 'within a degree' : `within ${orb}°`);

function angularSection(s: ChartSynthesis): string | null {
  if (s.angular.length === 0) return null;
  const angles = [...new Set(s.angular.map((a) => a.angle))];
  const lines = angles.map((angle) => {
    const on = s.angular.filter((a) => a.angle === angle);
    return on.length === 1
      ? `${capitalise(pointLabel(on[0]!.point))} stands ${orbWords(on[0]!.orb)} of the ${angle}, which puts ${realm(on[0]!.point)} on show ${ANGLE_TEXT[angle]}.`
      : `${Labels(on.map((a) => a.point))} stand within ${Math.max(...on.map((a) => a.orb))}° of the ${angle}, which puts what they stand for on show ${ANGLE_TEXT[angle]}.`;
  });
  return `### Planets on the Angles\n\n${lines.join(' ')} Planets this close to an angle act first and are seen most.`;
}

function moonPhaseSection(s: ChartSynthesis): string | null {
  if (!s.moonPhase) return null;
  const { phase, angle, certain, timeKnown } = s.moonPhase;
  return timeKnown
    ? `### Moon Phase at Birth\n\nAt your birth the Moon was ${Math.round(angle)}° ahead of the Sun, the ${phase} phase of the lunar cycle. In Dane Rudhyar's reading of the phases this suggests ${PHASE_TEXT[phase]}.`
    : `### Moon Phase at Birth\n\nAt noon on your birth day the Moon was ${Math.round(angle)}° ahead of the Sun, the ${phase} phase${certain ? ', where it stayed all day' : '; without a birth time it may have been in the neighbouring phase'}. In Dane Rudhyar's reading the ${phase} phase suggests ${PHASE_TEXT[phase]}.`;
}

function retroSection(s: ChartSynthesis): string | null {
  const r = s.retrogrades;
  if (r.length === 0) return null;
  const personal = r.filter((p) => ['Mercury', 'Venus', 'Mars'].includes(p));
  const outer = r.filter((p) => !personal.includes(p));
  const parts: string[] = [];
  if (personal.length > 0)
    parts.push(
      `${Labels(personal)} ${personal.length === 1 ? 'was' : 'were'} retrograde at your birth, which turns part of your everyday style inward: you review and revise before you act, and often understand yourself late and deeply.`,
    );
  if (outer.length > 0)
    parts.push(
      personal.length > 0
        ? `${Labels(outer)} ${outer.length === 1 ? 'was' : 'were'} retrograde too, which is ordinary for the slower planets (a third to half of each year) and makes ${outer.length === 1 ? 'its' : 'their'} themes more private rather than weaker.`
        : `Only the slower ${outer.length === 1 ? 'planet' : 'planets'} ${labels(outer)} ${outer.length === 1 ? 'was' : 'were'} retrograde, ordinary for ${outer.length === 1 ? 'it' : 'them'} (a third to half of each year); it makes ${outer.length === 1 ? 'its' : 'their'} themes more private rather than weaker.`,
    );
  return `### Retrogrades\n\n${parts.join(' ')}`;
}

/** The synthesis sections, in the order a reader takes them; absent factors give no section. */
export function synthesisSections(
  s: ChartSynthesis,
  ascSign: string | null,
  signs: Partial<Record<PointName, keyof typeof SIGN_INFO>>,
  /** Sentences the overview already gave; their figures are not described twice. */
  told: ReadonlySet<string>,
  classical: ClassicalPlacement[],
): string[] {
  return [
    elementsSection(s),
    dignitySection(classical),
    ascSign ? rulerSection(s, ascSign) : null,
    patternSection(s, signs, told),
    stelliumSection(s, told),
    angularSection(s),
    moonPhaseSection(s),
    retroSection(s),
  ].filter((x): x is string => x !== null);
}

/** What a sign full of planets lends to a life, written for each sign. */
const SIGN_STELLIUM: Record<keyof typeof SIGN_INFO, string> = {
  Ari: 'courage, speed and the urge to go first run through much of what you do',
  Tau: 'patience, the senses and a need for what lasts steady much of what you do',
  Gem: 'curiosity, talk and quick connections keep much of your life on the move',
  Can: 'feeling, family and the wish to protect shape much of what you do',
  Leo: 'pride, warmth and the need to create put much of your life on a stage',
  Vir: 'craft, detail and the wish to be useful run through much of what you do',
  Lib: 'fairness, partnership and a feel for balance shape most of your choices',
  Sco: 'intensity, loyalty and a pull toward what lies beneath run deep in you',
  Sag: 'faith, travel and the search for the big picture keep you moving outward',
  Cap: 'ambition, discipline and the long view give much of your life its structure',
  Aqu: 'ideas, friendship and a stake in the future set much of your direction',
  Pis: 'imagination, compassion and a sense of the unseen colour much of your life',
};

/** What a house full of planets puts at the centre of a life, written for each house. */
const HOUSE_STAGE: readonly string[] = [
  'so you are your own project, and how you meet the world carries much of your energy',
  'so earning, owning and knowing what you value take up much of your energy',
  'so talk, study, neighbours and siblings fill much of your days',
  'so home, family and your roots are where much of your life is lived',
  'so play, romance, children and making things ask for much of your energy',
  'so daily work, skill and the care of the body are where you spend yourself',
  'so much of your life is lived through partners, in love and in business',
  'so shared money, intimacy and times of crisis are where you change most',
  'so travel, study and the search for meaning pull at you all your life',
  'so your work in the world and your public name absorb much of your energy',
  'so friends, groups and hopes for the future draw much of your energy',
  'so much of your life runs out of sight, in retreat, service or the inner life',
];

function stelliumSentence(st: ChartSynthesis['stelliums'][number]): string {
  const house = st.house ? ` in the ${ordinal(st.house)} house (${HOUSE_THEME[st.house - 1]})` : '';
  return st.sign
    ? `${capitalise(cardinal(st.members.length))} planets, ${labels(st.members)}, gather in ${signName(st.sign)}${house}: ${SIGN_STELLIUM[st.sign]}${house ? ', above all in that part of life' : ''}.`
    : `${capitalise(cardinal(st.members.length))} planets, ${labels(st.members)}, share the ${ordinal(st.house!)} house (${HOUSE_THEME[st.house! - 1]}), ${HOUSE_STAGE[st.house! - 1]}.`;
}

export interface Theme {
  /** What the theme is, for the technical details. */
  name: string;
  weight: number;
  /** Points it involves, so the story can link themes that share a planet. */
  points: PointName[];
  sentence: string;
}

/** The scoring of themes, stated in the technical details. */
export const THEME_SCALE =
  'grand cross 10, T-square 9, yod or kite 8, grand trine 7, each +1 per personal planet in it; stellium 5 + its planets; personal planet within 3° of an angle 7, within 8° 4; a dominant planet leading by 2 or more, its score; five or more planets in one element 5 + the excess; an empty element 5; a personal aspect within 1.5°, in sign, 6, else the tightest aspect of a personal planet 2; two or more planets dignified, or debilitated, 3 + their number; the Sun and Moon by element 3';

const FAMILY_PHRASE: Record<string, string> = {
  conjunction: 'fused into one drive',
  trine: 'in easy agreement',
  sextile: 'in ready cooperation',
  square: 'in a productive tension',
  opposition: 'pulling in opposite directions until you find the balance',
};

/** The Sun's and Moon's elements together, by pair (alphabetical): what you want beside what you need. */
const LIGHTS_TEXT: Record<string, string> = {
  'fire-fire':
    'are both fire: what you want and what you need burn the same way, quick to start and slow to sit still.',
  'earth-earth':
    'are both earth: purpose and comfort agree on the solid and the real, and you trust what you can build.',
  'air-air':
    'are both air: you live by ideas and conversation, and need to talk a feeling through to know it.',
  'water-water':
    'are both water: you steer by feeling, and your purpose and your moods rise and fall together.',
  'earth-fire':
    'pair fire with earth: enthusiasm wants to leap while the other half of you wants proof, and your best work comes when the spark is given a plan.',
  'air-fire':
    'pair fire with air: ideas feed your enthusiasm and enthusiasm feeds your ideas, a lively mix that needs somewhere to land.',
  'fire-water':
    'pair fire with water: you act boldly and feel deeply, and the two only settle once the heart has had its say before the leap.',
  'air-earth':
    'pair air with earth: the mind runs ahead of what the body and the bank can bear, and you are at your best when a thought becomes a thing.',
  'earth-water':
    'pair earth with water: a practical will and a feeling nature that shelter each other, steady when life is not.',
  'air-water':
    'pair air with water: head and heart speak different languages, and much of your growth is in translating between them.',
};

/** Every candidate theme with its weight, heaviest first. */
export function chartThemes(
  s: ChartSynthesis,
  aspects: AspectFact[],
  signs: Partial<Record<PointName, keyof typeof SIGN_INFO>>,
  classical: ClassicalPlacement[],
): Theme[] {
  const out: Theme[] = [];
  const strong = classical.filter(
    (x) => x.dignities?.[0] === 'domicile' || x.dignities?.[0] === 'exaltation',
  );
  const weak = classical.filter((x) => x.dignities?.[0] === 'detriment' || x.dignities?.[0] === 'fall');
  if (strong.length >= 2)
    out.push({
      name: `${strong.length} planets dignified`,
      weight: 3 + strong.length,
      points: strong.map((x) => x.point),
      sentence: `${Labels(strong.map((x) => x.point))} ${strong.length === 2 ? 'are both' : 'are all'} at home or exalted in their signs, so these parts of you work with unusual ease and authority.`,
    });
  if (weak.length >= 2)
    out.push({
      name: `${weak.length} planets debilitated`,
      weight: 3 + weak.length,
      points: weak.map((x) => x.point),
      sentence: `${Labels(weak.map((x) => x.point))} ${weak.length === 2 ? 'are both' : 'are all'} in detriment or fall, so these parts of you grow strong through effort rather than by default.`,
    });
  const sunSign = signs.Sun;
  const moonSign = classical.find((x) => x.point === 'Moon')?.dignities === null ? undefined : signs.Moon;
  if (sunSign && moonSign) {
    const [se, me] = [SIGN_INFO[sunSign].element, SIGN_INFO[moonSign].element];
    out.push({
      name: `Sun in ${signName(sunSign)}, Moon in ${signName(moonSign)}`,
      weight: 3,
      points: ['Sun', 'Moon'],
      sentence: `Your Sun in ${signName(sunSign)} and Moon in ${signName(moonSign)} ${LIGHTS_TEXT[[se, me].sort().join('-')]}`,
    });
  }
  const personalIn = (ps: PointName[]) => ps.filter((p) => PERSONAL.includes(p)).length;
  const base = { 'grand cross': 10, 'T-square': 9, yod: 8, kite: 8, 'grand trine': 7 } as const;
  // One figure of each kind is a theme; a second grand trine would only repeat the first.
  const kinds = new Set<string>();
  for (const p of mergePatterns(s.patterns).filter((x) => !kinds.has(x.kind) && kinds.add(x.kind)))
    out.push({
      name: `${p.kind} (${labels(p.members)})`,
      weight: base[p.kind] + personalIn(p.members),
      points: p.members,
      sentence: patternSentence(p, signs),
    });
  for (const st of s.stelliums)
    out.push({
      name: `stellium in ${st.sign ? signName(st.sign) : `the ${ordinal(st.house!)} house`}`,
      weight: 5 + st.members.length,
      points: st.members,
      sentence: stelliumSentence(st),
    });
  const [top, next] = s.dominant;
  if (top && (!next || top.score - next.score >= 2))
    out.push({
      name: `dominant planet ${pointLabel(top.point)}`,
      weight: top.score,
      points: [top.point],
      sentence: `${capitalise(pointLabel(top.point))} is the strongest planet in the chart (${listJoin(top.reasons.length > 4 ? [...top.reasons.slice(0, 4), 'more'] : top.reasons)}), so much of its tone comes from ${realm(top.point)}.`,
    });
  // Every personal planet on an angle opens the overview after the ruler; a close one weighs more.
  for (const a of s.angular)
    if (PERSONAL.includes(a.point))
      out.push({
        name: `${pointLabel(a.point)} on the ${a.angle}`,
        weight: a.orb <= 3 ? 7 : 4,
        points: [a.point],
        sentence: `${capitalise(pointLabel(a.point))} stands ${orbWords(a.orb)} of the ${a.angle}, which puts ${realm(a.point)} on show ${ANGLE_TEXT[a.angle]}.`,
      });
  const els = (Object.entries(s.elements) as [Element, number][]).sort((a, b) => b[1] - a[1]);
  const [el, n] = els[0]!;
  if (n >= 5)
    out.push({
      name: `${n} planets in ${el}`,
      weight: 5 + n - 5,
      points: [],
      sentence: `${n === 10 ? 'All ten planets are' : `${capitalise(cardinal(n))} of the ten planets are`} in ${el} signs, so ${ELEMENT_TEXT[el].quality} colour nearly everything you do.`,
    });
  for (const [missing] of els.filter(([, k]) => k === 0))
    out.push({
      name: `no planets in ${missing}`,
      weight: 5,
      points: [],
      sentence: `No planet falls in ${missing}: ${ELEMENT_TEXT[missing].lacking.charAt(0).toLowerCase()}${ELEMENT_TEXT[missing].lacking.slice(1)}`,
    });
  // The tightest in-sign aspect of a personal planet to another planet: a theme of weight 6 when
  // both are personal and within 1.5°, else 2, so a quiet chart still has a story to tell.
  const close = aspects.find(
    (a) =>
      (PERSONAL.includes(a.p1) || PERSONAL.includes(a.p2)) &&
      [a.p1, a.p2].every((p) => PLANETS.includes(p)) &&
      !a.outOfSign &&
      !a.allDay,
  );
  if (close) {
    const both = PERSONAL.includes(close.p1) && PERSONAL.includes(close.p2);
    out.push({
      name: `${pointLabel(close.p1)} ${close.aspect} ${pointLabel(close.p2)} (${close.orb}°)`,
      weight: both && close.orb <= 1.5 ? 6 : 2,
      points: [close.p1, close.p2],
      sentence: `Your closest ${both ? 'personal ' : ''}aspect, ${pointLabel(close.p1)} ${close.aspect} ${pointLabel(close.p2)} within ${close.orb}°, keeps ${realm(close.p1)} (${pointLabel(close.p1)}) and ${realm(close.p2)} (${pointLabel(close.p2)}) ${FAMILY_PHRASE[close.aspect]}.`,
    });
  }
  return out.sort((a, b) => b.weight - a.weight);
}

/** The technical details: how the themes and the dominant planet were scored, and the counts behind the sections. */
export function technicalDetails(s: ChartSynthesis, themes: Theme[], houseSystem: string | null): string {
  const lines: string[] = [
    `- **Overview themes** (${THEME_SCALE}): ${
      themes.length > 0
        ? themes
            .slice(0, 4)
            .map((t) => `${t.name} ${t.weight}`)
            .join('; ')
        : 'none'
    }.`,
  ];
  const top = s.dominant[0];
  if (top) {
    const leaders = s.dominant.filter((d) => d.score === top.score);
    lines.push(
      `- **Dominant planet** (personal planet 2, Jupiter or Saturn 1, outer planets 0 since they describe a generation; chart ruler 3; on an angle 3; domicile 2, exaltation 1, detriment or fall −1; 1 per planet in a sign it rules; 1 per aspect within 3° in sign; stellium 1; pattern 1): ${s.dominant
        .slice(0, 5)
        .map((d) => `${pointTitle(d.point)} ${d.score}`)
        .join(
          ', ',
        )}${leaders.length > 1 ? `; a ${leaders.length}-way tie at the top, so no single planet leads` : ''}.`,
    );
  }
  lines.push(
    `- **Counts** over the ten planets: ${(Object.entries(s.elements) as [string, number][]).map(([e, n]) => `${e} ${n}`).join(', ')}; ${(Object.entries(s.modalities) as [string, number][]).map(([m, n]) => `${m} ${n}`).join(', ')}${s.hemispheres ? `; ${s.hemispheres.upper} above the horizon, ${s.hemispheres.lower} below, ${s.hemispheres.eastern} east, ${s.hemispheres.western} west` : ''}.`,
  );
  lines.push(
    `- **Orbs**: conjunction and opposition 10°, trine 8°, sextile 6°, square 5°; patterns use the same orbs (quincunx 3° in a yod) and need the signs to match the aspect.${houseSystem ? ` Houses: ${houseSystem}.` : ''}`,
  );
  return `## Technical Details\n\n${lines.join('\n')}`;
}
