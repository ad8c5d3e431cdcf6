import { norm360, signIndex } from './angles';
import type { ChartAspect, PointName } from './types';

export type AspectName = ChartAspect['aspect'];

/** Kerykeion's default major aspects and orbs (degrees). */
export const MAJOR_ASPECTS: readonly { aspect: AspectName; angle: number; orb: number }[] = [
  { aspect: 'conjunction', angle: 0, orb: 10 },
  { aspect: 'opposition', angle: 180, orb: 10 },
  { aspect: 'trine', angle: 120, orb: 8 },
  { aspect: 'square', angle: 90, orb: 5 },
  { aspect: 'sextile', angle: 60, orb: 6 },
];

/** The major aspect between two longitudes, if any (the orbs never overlap). */
export function aspectBetween(
  lon1: number,
  lon2: number,
): { aspect: AspectName; angle: number; orb: number } | null {
  const d = norm360(lon1 - lon2);
  const sep = d > 180 ? 360 - d : d;
  for (const a of MAJOR_ASPECTS) {
    const orb = Math.abs(sep - a.angle);
    if (orb <= a.orb) return { aspect: a.aspect, angle: a.angle, orb };
  }
  return null;
}

/** How many signs apart the two ends of each aspect sit when the aspect is "in sign". */
const SIGN_STEPS: Record<AspectName, number> = {
  conjunction: 0,
  sextile: 2,
  square: 3,
  trine: 4,
  opposition: 6,
};

/**
 * Whether an aspect joins signs of the right relationship (a trine joins signs of one element, a
 * square signs three apart). An aspect that reaches across a sign boundary ("out of sign",
 * dissociate) is counted by orb, but tradition reads it as weaker.
 */
export function inSign(aspect: AspectName, lon1: number, lon2: number): boolean {
  const steps = Math.abs(signIndex(lon1) - signIndex(lon2));
  return Math.min(steps, 12 - steps) === SIGN_STEPS[aspect];
}

/**
 * Whether an aspect holds for every position a point can take over an arc (a birth day without a
 * time: the Moon covers 12-15°). The positions within orb of one aspect form one arc, so checking
 * both ends of the point's arc is enough.
 */
export function holdsOverArc(aspect: AspectName, from: number, to: number, other: number): boolean {
  return aspectBetween(from, other)?.aspect === aspect && aspectBetween(to, other)?.aspect === aspect;
}

/**
 * The arc a point covers over a birth day whose time is unknown (the chart is cast for noon): the
 * engine's own arc when the sign changes that day, else half a day's motion either side of noon.
 */
export function dayArc(p: {
  abs_pos: number;
  speed: number;
  uncertain?: { min_abs_pos: number; max_abs_pos: number };
}): [number, number] {
  if (p.uncertain) return [p.uncertain.min_abs_pos, p.uncertain.max_abs_pos];
  const half = Math.abs(p.speed) / 2;
  return [norm360(p.abs_pos - half), norm360(p.abs_pos + half)];
}

/** The Ascendant and Midheaven are both angles of the chart: their angle to each other is geometry, not an aspect. */
const ANGLES: ReadonlySet<PointName> = new Set<PointName>(['Ascendant', 'Medium_Coeli']);

interface Located {
  name: PointName;
  abs_pos: number;
}

/**
 * Points whose aspects are listed. Descendant, IC and the south nodes only mirror the Ascendant,
 * MC and north nodes, and the mean node duplicates the true one.
 */
export const ASPECT_POINTS: ReadonlySet<PointName> = new Set<PointName>([
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
  'Chiron',
  'Mean_Lilith',
  'True_Node',
  'Ascendant',
  'Medium_Coeli',
]);

/** Major aspects among one chart's points. */
export function natalAspects(points: readonly Located[]): ChartAspect[] {
  const list = points.filter((p) => ASPECT_POINTS.has(p.name));
  const out: ChartAspect[] = [];
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const a = list[i] as Located;
      const b = list[j] as Located;
      if (ANGLES.has(a.name) && ANGLES.has(b.name)) continue;
      const asp = aspectBetween(a.abs_pos, b.abs_pos);
      if (asp) out.push({ p1: a.name, p2: b.name, ...asp });
    }
  }
  return out;
}

/** Major aspects from every point of chart A (p1) to every point of chart B (p2). */
export function synastryAspects(a: readonly Located[], b: readonly Located[]): ChartAspect[] {
  const la = a.filter((p) => ASPECT_POINTS.has(p.name));
  const lb = b.filter((p) => ASPECT_POINTS.has(p.name));
  const out: ChartAspect[] = [];
  for (const p of la) {
    for (const q of lb) {
      const asp = aspectBetween(p.abs_pos, q.abs_pos);
      if (asp) out.push({ p1: p.name, p2: q.name, ...asp });
    }
  }
  return out;
}
