// Geometry of the natal wheel. Astrologers read a chart with the Ascendant at 9 o'clock and the
// zodiac running counter-clockwise from it, so houses 1-6 lie below the horizon.

/** The spec's "planet overlap threshold": bodies closer than this share a cluster. */
export const OVERLAP_THRESHOLD = 20;

export const norm360 = (deg: number) => ((deg % 360) + 360) % 360;

/** Screen angle (degrees, counter-clockwise from 3 o'clock) of an ecliptic longitude. */
export function screenAngle(longitude: number, ascendant: number): number {
  return norm360(180 + longitude - ascendant);
}

/** SVG point (y grows downwards) at `radius` from the centre for an ecliptic longitude. */
export function polar(
  center: number,
  radius: number,
  longitude: number,
  ascendant: number,
): { x: number; y: number } {
  const a = (screenAngle(longitude, ascendant) * Math.PI) / 180;
  return { x: center + radius * Math.cos(a), y: center - radius * Math.sin(a) };
}

/** Forward distance from a to b along the zodiac, 0 <= d < 360. */
const forward = (a: number, b: number) => norm360(b - a);

export interface BodyPosition {
  name: string;
  longitude: number;
}

export interface PlacedBody extends BodyPosition {
  /** Where the glyph is drawn; the true longitude keeps its tick on the zodiac ring. */
  displayLongitude: number;
  /** 0 = outer glyph ring, 1 = the ring inside it. */
  level: number;
}

export interface NudgeOptions {
  threshold?: number;
  /** Least angle between two glyphs on the same ring. */
  minSeparation?: number;
  levels?: number;
}

/** Pushes neighbours apart until each pair on the ring is at least `gap` degrees apart. */
function spread(bodies: PlacedBody[], gap: number): void {
  const n = bodies.length;
  if (n < 2) return;
  const minGap = Math.min(gap, 360 / n);
  for (let round = 0; round < 1000; round++) {
    bodies.sort((a, b) => a.displayLongitude - b.displayLongitude);
    let moved = false;
    for (let i = 0; i < n; i++) {
      const a = bodies[i]!;
      const b = bodies[(i + 1) % n]!;
      const d = forward(a.displayLongitude, b.displayLongitude);
      if (d < minGap - 1e-6) {
        const push = (minGap - d) / 2 + 1e-4;
        a.displayLongitude = norm360(a.displayLongitude - push);
        b.displayLongitude = norm360(b.displayLongitude + push);
        moved = true;
      }
    }
    if (!moved) return;
  }
}

/**
 * Places glyphs so they do not collide: bodies within the threshold of their neighbour form a
 * cluster whose members alternate between rings, then glyphs on a ring are spread apart.
 * Bodies with no neighbour within the threshold stay exactly at their longitude.
 */
export function nudgeBodies(bodies: BodyPosition[], options: NudgeOptions = {}): PlacedBody[] {
  const { threshold = OVERLAP_THRESHOLD, minSeparation = 8, levels = 2 } = options;
  const sorted = [...bodies]
    .map((b) => ({ ...b, longitude: norm360(b.longitude) }))
    .sort((a, b) => a.longitude - b.longitude);
  const n = sorted.length;
  if (n === 0) return [];
  // Start at a body that opens a cluster (wide gap before it), so a cluster across 0° Aries
  // is not cut in two.
  let start = sorted.findIndex(
    (b, i) => forward(sorted[(i - 1 + n) % n]!.longitude, b.longitude) >= threshold,
  );
  if (start < 0 || n === 1) start = 0;
  const placed: PlacedBody[] = [];
  let indexInCluster = 0;
  for (let k = 0; k < n; k++) {
    const body = sorted[(start + k) % n]!;
    const previous = placed[placed.length - 1];
    indexInCluster =
      previous && forward(previous.longitude, body.longitude) < threshold ? indexInCluster + 1 : 0;
    placed.push({ ...body, displayLongitude: body.longitude, level: indexInCluster % levels });
  }
  for (let level = 0; level < levels; level++)
    spread(
      placed.filter((b) => b.level === level),
      minSeparation,
    );
  const byName = new Map(placed.map((b) => [b.name, b]));
  return bodies.map((b) => byName.get(b.name)!);
}

/** Middle of a house: halfway from its cusp to the next, across 0° Aries when needed. */
export function houseMidpoint(cusp: number, nextCusp: number): number {
  return norm360(cusp + forward(cusp, nextCusp) / 2);
}

export type AspectNature = 'harmonious' | 'challenging' | 'blending';

/**
 * How an aspect line is drawn: its nature picks the colour (trines and sextiles flow, squares and
 * oppositions strain, conjunctions blend), and the tighter the orb the thicker the line, from 3.5
 * units at an exact aspect down to 0.75 at 8° or wider.
 */
export function aspectStroke(aspect: string, orb: number): { nature: AspectNature; width: number } {
  const nature: AspectNature =
    aspect === 'trine' || aspect === 'sextile'
      ? 'harmonious'
      : aspect === 'square' || aspect === 'opposition'
        ? 'challenging'
        : 'blending';
  const width = Math.max(0.75, 3.5 - (Math.min(Math.abs(orb), 8) * (3.5 - 0.75)) / 8);
  return { nature, width: Math.round(width * 100) / 100 };
}

/**
 * The item a key moves focus to among `count` items in a roving group (one tab stop): arrows step
 * and wrap, Home and End jump; null for any other key.
 */
export function rovingTarget(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowRight' || key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
