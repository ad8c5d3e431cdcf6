import { norm360 } from './angles';
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
