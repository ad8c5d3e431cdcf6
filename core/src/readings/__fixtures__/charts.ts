// Hand-built charts that satisfy the engine's Chart type, for tests and the bench while the
// chart engine is being written. Positions are random but plausible: Mercury and Venus stay near
// the Sun, houses are equal from the Ascendant, aspects are computed with ordinary orbs.
import { HOUSE_KEYS, SIGNS, type Chart, type ChartAspect, type ChartPoint, type PointName } from '../../astro/types';
import type { CompatibilityBreakdownItem, CompatibilityScore } from '../types';

/** mulberry32: a tiny seeded generator so fixtures are reproducible. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const norm = (x: number) => ((x % 360) + 360) % 360;

const ORBS: [ChartAspect['aspect'], number, number][] = [
  ['conjunction', 0, 8], ['opposition', 180, 8], ['trine', 120, 7], ['square', 90, 7], ['sextile', 60, 5],
];

const NAMES = ['Ana', 'Ben', 'Chloe', 'David', 'Elif', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Kemi', 'Lars', 'Maya', 'Noor', 'Oscar', 'Priya', 'Quinn', 'Rosa', 'Sami', 'Tess'];

export function randomChart(seed: number, opts: { timeKnown?: boolean; name?: string } = {}): Chart {
  const r = rng(seed);
  const timeKnown = opts.timeKnown ?? true;
  const sun = r() * 360;
  const abs: Partial<Record<PointName, number>> = {
    Sun: sun,
    Moon: r() * 360,
    Mercury: norm(sun + (r() * 2 - 1) * 27),
    Venus: norm(sun + (r() * 2 - 1) * 46),
    Mars: r() * 360,
    Jupiter: r() * 360,
    Saturn: r() * 360,
    Uranus: r() * 360,
    Neptune: r() * 360,
    Pluto: r() * 360,
    Chiron: r() * 360,
    Mean_Lilith: r() * 360,
    True_Node: r() * 360,
  };
  abs.True_South_Node = norm(abs.True_Node! + 180);
  const asc = r() * 360;
  if (timeKnown) {
    abs.Ascendant = asc;
    abs.Medium_Coeli = norm(asc + 270 + (r() * 2 - 1) * 25);
  }
  const house = (x: number) => Math.floor(norm(x - asc) / 30) + 1;
  const points: ChartPoint[] = (Object.entries(abs) as [PointName, number][]).map(([name, a]) => {
    const point: ChartPoint = {
      name,
      abs_pos: a,
      sign: SIGNS[Math.floor(a / 30)]!,
      position: a % 30,
      house: timeKnown ? house(a) : null,
      retrograde: !['Sun', 'Moon', 'Ascendant', 'Medium_Coeli'].includes(name) && r() < 0.3,
      speed: name === 'Moon' ? 13 : 1,
    };
    if (!timeKnown && name === 'Moon' && a % 30 > 24) {
      point.uncertain = { min_abs_pos: a - 6, max_abs_pos: a + 7, signs: [point.sign, SIGNS[(Math.floor(a / 30) + 1) % 12]!] };
    }
    return point;
  });
  const aspects: ChartAspect[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const d = Math.abs(norm(points[i]!.abs_pos - points[j]!.abs_pos + 180) - 180);
      for (const [aspect, angle, orb] of ORBS) {
        if (Math.abs(d - angle) <= orb && !(points[i]!.name === 'True_Node' && points[j]!.name === 'True_South_Node')) {
          aspects.push({ p1: points[i]!.name, p2: points[j]!.name, aspect, angle, orb: Math.abs(d - angle) });
        }
      }
    }
  }
  const year = 1940 + Math.floor(r() * 70);
  return {
    name: opts.name ?? NAMES[Math.floor(r() * NAMES.length)]!,
    day: 1 + Math.floor(r() * 28),
    month: 1 + Math.floor(r() * 12),
    year,
    hour: timeKnown ? Math.floor(r() * 24) : null,
    minute: timeKnown ? Math.floor(r() * 60) : null,
    lat: r() * 120 - 60,
    lng: r() * 360 - 180,
    tz_str: 'UTC',
    ut: `${year}-01-01T00:00:00Z`,
    julian_day_ut: 2430000 + r() * 25000,
    utc_offset_minutes: 0,
    dst: false,
    house_system_requested: 'E',
    house_system: timeKnown ? 'E' : null,
    birth_time_known: timeKnown,
    points,
    houses: timeKnown
      ? HOUSE_KEYS.map((_, i) => {
          const a = norm(asc + i * 30);
          return { abs_pos: a, sign: SIGNS[Math.floor(a / 30)]!, position: a % 30 };
        })
      : null,
    aspects,
    warnings: timeKnown ? [] : [{ code: 'unknown_birth_time', message: 'Birth time unknown: houses and angles are not calculated.' }],
    ephemeris: 'fixture',
  };
}

/** A plausible relationship score for two fixture charts, in the shape the report expects. */
export function fixtureScore(c1: Chart, c2: Chart, aspects: { p1: PointName; p2: PointName; aspect: ChartAspect['aspect']; orb: number }[]): CompatibilityScore {
  const weights: Record<ChartAspect['aspect'], number> = { conjunction: 4, trine: 3, sextile: 2, opposition: 2, square: 1 };
  const breakdown: CompatibilityBreakdownItem[] = aspects.slice(0, 8).map((a) => ({
    rule: `${a.p1} ${a.aspect} ${a.p2}`,
    points: weights[a.aspect],
    aspect: a,
  }));
  const sun1 = c1.points.find((p) => p.name === 'Sun')!;
  const sun2 = c2.points.find((p) => p.name === 'Sun')!;
  const sunsShareQuality = SIGNS.indexOf(sun1.sign) % 3 === SIGNS.indexOf(sun2.sign) % 3;
  if (sunsShareQuality) breakdown.push({ rule: 'Suns share a quality', points: 3 });
  const score = Math.min(44, breakdown.reduce((s, b) => s + b.points, 0));
  return { score, max: 44, label: score >= 30 ? 'Very compatible' : score >= 15 ? 'Compatible' : 'Challenging', breakdown, sunsShareQuality };
}
