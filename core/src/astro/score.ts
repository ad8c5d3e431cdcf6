import { signIndex } from './angles';
import { aspectBetween, dayArc, holdsOverArc, type AspectName } from './aspects';
import { natalChart } from './chart';
import { chironHelio } from './chiron';
import { astroTime, skyMotions } from './ephemeris';
import type { Chart, ChartInput, PointName } from './types';
import { scoreBand, type ScoreDescription } from './score-bands';

export type { ScoreDescription } from './score-bands';

export interface ScoreRuleHit {
  rule:
    | 'sun_sun_major'
    | 'sun_sun_harmonious'
    | 'sun_moon_conjunction'
    | 'sun_moon_other'
    | 'sun_ascendant'
    | 'moon_ascendant'
    | 'venus_mars';
  /** Point of the first person. */
  p1_name: PointName;
  /** Point of the second person. */
  p2_name: PointName;
  aspect: AspectName;
  /** Distance from the exact aspect, degrees. */
  orbit: number;
  points: number;
}

export interface RelationshipScore {
  score_value: number;
  score_description: ScoreDescription;
  /** Both Suns in signs of the same quality (cardinal, fixed or mutable): worth 5 points. */
  is_destiny_sign: boolean;
  aspects: ScoreRuleHit[];
  /** Highest score the rules can give these two (62 with both birth times, less without). */
  max_score: number;
  /** Present when a birth time is unknown: lowest and highest score over the possible times. */
  range?: { min: number; max: number };
}

/** Kerykeion's labels (RelationshipScoreFactory, v5). */
export function scoreDescription(score: number): ScoreDescription {
  return scoreBand(score).label;
}

type Scored = Partial<Record<'Sun' | 'Moon' | 'Venus' | 'Mars' | 'Ascendant', number>>;

const RULE_POINTS = ['Sun', 'Moon', 'Venus', 'Mars', 'Ascendant'] as const;

function ruleFor(
  p: PointName,
  q: PointName,
  aspect: AspectName,
  orbit: number,
): Pick<ScoreRuleHit, 'rule' | 'points'> | null {
  const has = (x: PointName, y: PointName) => (p === x && q === y) || (p === y && q === x);
  if (p === 'Sun' && q === 'Sun') {
    if (aspect === 'conjunction' || aspect === 'opposition' || aspect === 'square') {
      return { rule: 'sun_sun_major', points: orbit <= 2 ? 11 : 8 };
    }
    return { rule: 'sun_sun_harmonious', points: 4 };
  }
  if (has('Sun', 'Moon')) {
    if (aspect === 'conjunction') return { rule: 'sun_moon_conjunction', points: orbit <= 2 ? 11 : 8 };
    return { rule: 'sun_moon_other', points: 4 };
  }
  if (has('Sun', 'Ascendant')) return { rule: 'sun_ascendant', points: 4 };
  if (has('Moon', 'Ascendant')) return { rule: 'moon_ascendant', points: 4 };
  if (has('Venus', 'Mars')) return { rule: 'venus_mars', points: 4 };
  return null;
}

/** Whether a contact the noon chart shows is certain; contacts that depend on the unknown hour are left out. */
type Certain = (p: keyof Scored, q: keyof Scored, aspect: AspectName) => boolean;

function scorePositions(
  a: Scored,
  b: Scored,
  certain: Certain = () => true,
): { value: number; destiny: boolean; hits: ScoreRuleHit[] } {
  let value = 0;
  const sa = a.Sun;
  const sb = b.Sun;
  const destiny = sa !== undefined && sb !== undefined && signIndex(sa) % 3 === signIndex(sb) % 3;
  if (destiny) value += 5;
  const hits: ScoreRuleHit[] = [];
  for (const p of RULE_POINTS) {
    const lp = a[p];
    if (lp === undefined) continue;
    for (const q of RULE_POINTS) {
      const lq = b[q];
      if (lq === undefined) continue;
      const asp = aspectBetween(lp, lq);
      if (!asp || !certain(p, q, asp.aspect)) continue;
      const rule = ruleFor(p, q, asp.aspect, asp.orb);
      if (!rule) continue;
      value += rule.points;
      hits.push({ ...rule, p1_name: p, p2_name: q, aspect: asp.aspect, orbit: asp.orb });
    }
  }
  return { value, destiny, hits };
}

function positionsOf(chart: Chart): Scored {
  const out: Scored = {};
  for (const p of chart.points) {
    if ((RULE_POINTS as readonly string[]).includes(p.name)) out[p.name as keyof Scored] = p.abs_pos;
  }
  return out;
}

/**
 * A Moon contact counts for a chart without a birth time only when it holds whatever the hour:
 * the Moon moves 12-15° in a day, so the noon position alone would be false precision.
 */
function certainContacts(a: Chart, b: Chart): Certain {
  const moonArc = (chart: Chart) => {
    const moon = chart.points.find((p) => p.name === 'Moon');
    return chart.birth_time_known || !moon ? null : dayArc(moon);
  };
  const arcA = moonArc(a);
  const arcB = moonArc(b);
  const posA = positionsOf(a);
  const posB = positionsOf(b);
  return (p, q, aspect) =>
    !(
      (p === 'Moon' && arcA && !holdsOverArc(aspect, arcA[0], arcA[1], posB[q]!)) ||
      (q === 'Moon' && arcB && !holdsOverArc(aspect, arcB[0], arcB[1], posA[p]!)) ||
      (p === 'Moon' && q === 'Moon' && arcA && arcB && !holdsOverArc(aspect, arcB[0], arcB[1], arcA[0])) ||
      (p === 'Moon' && q === 'Moon' && arcA && arcB && !holdsOverArc(aspect, arcB[0], arcB[1], arcA[1]))
    );
}

/**
 * Relationship score of two charts with Kerykeion's rules. A chart without a birth time has no
 * Ascendant, so the rules that need it simply do not fire, and its Moon counts only in contacts
 * that hold all day.
 */
export function relationshipScore(a: Chart, b: Chart): RelationshipScore {
  const r = scorePositions(positionsOf(a), positionsOf(b), certainContacts(a, b));
  return {
    score_value: r.value,
    score_description: scoreDescription(r.value),
    is_destiny_sign: r.destiny,
    aspects: r.hits,
    max_score: maxScore(a.birth_time_known, b.birth_time_known),
  };
}

/** Each known Ascendant can take part in two rules in each direction, 4 points each. */
function maxScore(aKnown: boolean, bKnown: boolean): number {
  return 46 + (aKnown ? 8 : 0) + (bKnown ? 8 : 0);
}

const SAMPLES_PER_DAY = 48;

/** Sun, Moon, Venus and Mars at each half hour of the birth day (noon UT of the chart +-12 h). */
function daySamples(chart: Chart): Scored[] {
  const out: Scored[] = [];
  for (let k = 0; k <= SAMPLES_PER_DAY; k++) {
    const m = skyMotions(astroTime(chart.julian_day_ut - 0.5 + k / SAMPLES_PER_DAY), chironHelio);
    out.push({ Sun: m.Sun?.lon, Moon: m.Moon?.lon, Venus: m.Venus?.lon, Mars: m.Mars?.lon } as Scored);
  }
  return out;
}

/**
 * Score from two sets of birth data. When a birth time is unknown its chart is cast for noon
 * (the score reported) and the range covers every half hour of that day.
 */
export function relationshipScoreFromInputs(
  a: ChartInput,
  b: ChartInput,
): RelationshipScore & { charts: [Chart, Chart] } {
  const ca = natalChart(a);
  const cb = natalChart(b);
  const base = relationshipScore(ca, cb);
  if (ca.birth_time_known && cb.birth_time_known) return { ...base, charts: [ca, cb] };
  const sa = ca.birth_time_known ? [positionsOf(ca)] : daySamples(ca);
  const sb = cb.birth_time_known ? [positionsOf(cb)] : daySamples(cb);
  let min = Infinity;
  let max = -Infinity;
  for (const x of sa) {
    for (const y of sb) {
      const v = scorePositions(x, y).value;
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  return { ...base, range: { min, max }, charts: [ca, cb] };
}
