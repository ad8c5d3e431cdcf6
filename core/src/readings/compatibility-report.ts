// The compatibility report: both people's key placements, the relationship score and its
// breakdown, and what their elements and synastry aspects suggest, in a non-fatalistic voice.
import type { RelationshipScore as EngineScore, ScoreRuleHit } from '../astro/score';
import type { Chart, PointName } from '../astro/types';
import { POINT_TEXT, SIGN_TEXT } from './content/astro';
import { elementPairText, SYNASTRY_TEXT } from './content/synastry';
import { findPoint, placementOf, pointTitle } from './astro-facts';
import { InputError } from './errors';
import { aOrAn, capitalise, Chooser, countWords, neutralise } from './text';
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

function portrait(c: Chooser, who: string, s: PersonSummary): string {
  const lines = s.placements.map((f: PlacementFact) => {
    const sign = SIGN_TEXT[f.sign];
    const slot = `${who}:${f.point}`;
    const adj = c.pickSome(`${slot}:adj`, sign.adjectives, 2);
    if (f.point === 'Ascendant')
      return `With ${sign.name} rising, ${who} makes ${aOrAn(adj[0]!)}, ${adj[1]} first impression.`;
    const t = POINT_TEXT[f.point]!;
    const realm = theirs(t.realm);
    return c.pick(slot, [
      `${capitalise(t.label)} in ${sign.name} makes ${realm} ${adj[0]} and ${adj[1]}.`,
      `In ${realm}, ${who} has ${t.label} in ${sign.name}: ${adj[0]}, ${adj[1]}, happiest with ${c.pick(`${slot}:n`, sign.needs)}.`,
      `${who}'s ${pointTitle(f.point)} in ${sign.name} brings ${c.pick(`${slot}:g`, sign.gifts)} to ${realm}.`,
    ]);
  });
  const unknown = s.birthTimeKnown
    ? ''
    : ` ${who}'s birth time is unknown, so the rising sign and houses are left out and the Moon's sign is the most likely one.`;
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

/** Realms are written to "you"; portraits speak about a person, so "your" becomes "their". */
const theirs = (realm: string) => realm.replace(/^your /, 'their ');
const bare = (realm: string) => realm.replace(/^your /, '');
const realmOf = (p: PointName) => (p === 'Ascendant' ? 'outward manner' : POINT_TEXT[p]?.realm);

function signOf(s: PersonSummary, point: PointName): PlacementFact | undefined {
  return s.placements.find((p) => p.point === point);
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
  const p1 = summary(n1, input.person1.chart);
  const p2 = summary(n2, input.person2.chart);
  const c = new Chooser(
    `compat|${n1}|${input.person1.chart.julian_day_ut}|${n2}|${input.person2.chart.julian_day_ut}|${score.score}`,
  );
  const title = `Compatibility Reading: ${a} and ${b}`;
  const share = score.score / max;
  const label = neutralise(score.label);

  const sun1 = signOf(p1, 'Sun');
  const sun2 = signOf(p2, 'Sun');
  const overview: string[] = [
    c.pick('ov:1', [
      `${a} and ${b}, your relationship score is ${score.score} out of ${max}: ${label}.`,
      `This reading compares the birth charts of ${a} and ${b}; together they score ${score.score} of ${max} (${label}).`,
    ]),
  ];
  if (sun1 && sun2) {
    overview.push(
      c.pick('ov:2', [
        `${a}'s Sun is in ${sun1.signName} and ${b}'s in ${sun2.signName}, and much of what follows grows from that meeting of ${SIGN_TEXT[sun1.sign].element} and ${SIGN_TEXT[sun2.sign].element}.`,
        `A ${sun1.signName} Sun (${a}) and a ${sun2.signName} Sun (${b}) set the basic tone: ${elementPairText(SIGN_TEXT[sun1.sign].element, SIGN_TEXT[sun2.sign].element)}.`,
      ]),
    );
  }
  overview.push(
    share >= 0.35
      ? c.pick('ov:3', [
          `A score of ${score.score} shows a lot of natural common ground, which still needs care and attention to stay alive.`,
          `With ${score.score} points the charts agree in many places; ease is a gift, not a guarantee.`,
        ])
      : share >= 0.15
        ? c.pick('ov:3', [
            `A score of ${score.score} is a mix of ease and challenge, typical of relationships that grow through understanding.`,
            `At ${score.score} points there is real connection alongside real difference, and both can be worked with.`,
          ])
        : c.pick('ov:3', [
            `A score of ${score.score} means the charts have less in common by these measures; that asks for more conscious effort, not that the relationship cannot work.`,
            `At ${score.score} points the charts speak different languages in places, which can be learned with patience and curiosity.`,
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
        ? ` Both Suns are ${SIGN_TEXT[sun1.sign].modality} signs (${sun1.signName} and ${sun2.signName}), so you share a basic rhythm: ${SIGN_TEXT[sun1.sign].modality === 'cardinal' ? 'both of you like to start things' : SIGN_TEXT[sun1.sign].modality === 'fixed' ? 'both of you like to hold steady' : 'both of you like to adapt'}.`
        : ` The Suns are of different qualities (${SIGN_TEXT[sun1.sign].modality} ${sun1.signName}, ${SIGN_TEXT[sun2.sign].modality} ${sun2.signName}), so your natural tempos differ and are worth talking about.`;
  const scoreSection = `## The Score\n\n${c.pick('sc:intro', [`The score of ${score.score}/${max} adds up points for each of these connections between the two charts:`, `Here is how the ${score.score} points of ${a} and ${b} come about:`])}\n\n${scoreLines.length > 0 ? scoreLines.join('\n') : '- No scoring connections were found between the charts.'}\n\n${c.pick('sc:note', [`The score counts classic connections; it cannot measure commitment, kindness or timing, which matter just as much.`, `Read the ${score.score} as a description of ease, not of worth: many lasting couples have modest scores.`])}${qualityNote}`;

  // The score's own aspects first, then the tightest others the charts show, without duplicates.
  const fromScore = items.flatMap((it) => (it.aspect ? [it.aspect] : []));
  const seen = new Set(fromScore.map((x) => `${x.p1}|${x.p2}|${x.aspect}`));
  const aspectItems = [
    ...fromScore,
    ...synastryAspects(input.person1.chart, input.person2.chart).filter(
      (x) => !seen.has(`${x.p1}|${x.p2}|${x.aspect}`),
    ),
  ].slice(0, MAX_ASPECTS);
  const aspectParas = aspectItems.map((x, i) => {
    const left = `${a}'s ${pointTitle(x.p1)}`;
    const right = `${b}'s ${pointTitle(x.p2)}`;
    const base = c.pick(`asp${i}`, SYNASTRY_TEXT[x.aspect])(left, right);
    const r1 = realmOf(x.p1);
    const r2 = realmOf(x.p2);
    const extra = r1 && r2 ? ` It links ${a}'s ${bare(r1)} with ${b}'s ${bare(r2)}.` : '';
    return `**${pointTitle(x.p1)} ${x.aspect} ${pointTitle(x.p2)}** (${a} to ${b}, orb ${x.orb.toFixed(1)}°): ${base}${extra}`;
  });

  const themes: string[] = [];
  const pairs: [PointName, PointName, string][] = [
    ['Moon', 'Moon', 'emotional needs'],
    ['Venus', 'Mars', 'attraction'],
    ['Mars', 'Venus', 'attraction'],
    ['Mercury', 'Mercury', 'conversation'],
  ];
  for (const [x, y, what] of pairs) {
    const f1 = signOf(p1, x);
    const f2 = signOf(p2, y);
    if (!f1 || !f2) continue;
    const e1 = SIGN_TEXT[f1.sign].element;
    const e2 = SIGN_TEXT[f2.sign].element;
    themes.push(
      c.pick(`th:${x}${y}`, [
        `For ${what}, ${a}'s ${pointTitle(x)} in ${f1.signName} meets ${b}'s ${pointTitle(y)} in ${f2.signName}: ${elementPairText(e1, e2)}.`,
        `${capitalise(what)}: ${a}'s ${f1.signName} ${pointTitle(x)} and ${b}'s ${f2.signName} ${pointTitle(y)} combine ${e1} and ${e2}, and ${elementPairText(e1, e2)}.`,
      ]),
    );
  }

  const moon1 = signOf(p1, 'Moon');
  const moon2 = signOf(p2, 'Moon');
  const guidance: string[] = [];
  if (moon1 && moon2) {
    guidance.push(
      c.pick('gd:moon', [
        `${a}, your ${moon1.signName} Moon feels cared for through ${c.pick('gd:m1', SIGN_TEXT[moon1.sign].needs)}; ${b}, your ${moon2.signName} Moon through ${c.pick('gd:m2', SIGN_TEXT[moon2.sign].needs)}. Tell each other.`,
        `Offer each other what your Moons ask for: for ${a} (Moon in ${moon1.signName}) that is ${c.pick('gd:m1', SIGN_TEXT[moon1.sign].needs)}, for ${b} (Moon in ${moon2.signName}) ${c.pick('gd:m2', SIGN_TEXT[moon2.sign].needs)}.`,
      ]),
    );
  }
  const hard = aspectItems.find((x) => x.aspect === 'square' || x.aspect === 'opposition');
  if (hard) {
    guidance.push(
      `Where ${a}'s ${pointTitle(hard.p1)} and ${b}'s ${pointTitle(hard.p2)} clash, slow the conversation down and ask what the other actually needs.`,
    );
  }
  const easy = aspectItems.find(
    (x) => x.aspect === 'trine' || x.aspect === 'sextile' || x.aspect === 'conjunction',
  );
  if (easy) {
    guidance.push(
      `Lean on the ease between ${a}'s ${pointTitle(easy.p1)} and ${b}'s ${pointTitle(easy.p2)} when life gets busy; it is your shared resource.`,
    );
  }
  guidance.push(
    c.pick('gd:end', [
      `No score decides a relationship, ${a} and ${b}: the charts describe the terrain, and the two of you choose how to walk it.`,
      `Compatibility is something ${a} and ${b} build day by day; this reading is a map for that work, not a verdict on it.`,
    ]),
  );

  const markdown = [
    `# ${title}`,
    `## Overview\n\n${overview.join(' ')}`,
    `## The Two of You\n\n${portrait(c, a, p1)}\n\n${portrait(c, b, p2)}`,
    scoreSection,
    ...(aspectParas.length > 0 ? [`## Connections Between Your Charts\n\n${aspectParas.join('\n\n')}`] : []),
    `## Themes\n\n${themes.join('\n\n')}`,
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
