// Turns the chart engine's output into the small fact records the reports and the guide use, and
// maps the engine's point names onto the authored tables' keys.
import { dayArc, holdsOverArc, inSign } from '../astro/aspects';
import { BODIES } from '../astro/ephemeris';
import type { Chart, ChartPoint, PointName } from '../astro/types';
import { POINT_INFO, SIGN_INFO } from './content/astro';
import { ASPECT_POINTS, type AspectPoint, type SignPoint } from './content/authored';
import type { AspectFact, PlacementFact } from './types';

/** Points the natal report describes, in reading order; the North Node falls back to the mean node. */
export const REPORT_POINTS: PointName[] = [
  ...BODIES,
  'Chiron',
  'Mean_Lilith',
  'True_Node',
  'True_South_Node',
];

export function pointLabel(name: PointName): string {
  return POINT_INFO[name]?.label ?? name.replace(/_/g, ' ');
}

/** "Sun", "Midheaven", "North Node": a label without the article, for headings and lists. */
export function pointTitle(name: PointName): string {
  return pointLabel(name).replace(/^the /, '');
}

const TABLE_POINT: Partial<Record<PointName, SignPoint>> = {
  True_Node: 'North_Node',
  Mean_Node: 'North_Node',
  True_South_Node: 'South_Node',
  Mean_South_Node: 'South_Node',
  Mean_Lilith: 'Lilith',
  Medium_Coeli: 'Midheaven',
};

/** The authored tables' name for a chart point ("True_Node" is "North_Node"). */
export function tablePoint(name: PointName): SignPoint | null {
  const mapped = TABLE_POINT[name];
  if (mapped) return mapped;
  return (POINT_INFO[name] ? name : null) as SignPoint | null;
}

const ASPECTING: ReadonlySet<string> = new Set(ASPECT_POINTS);

/** The natal aspect table's name for a chart point, or null when the table has no aspects for it. */
export function aspectPoint(name: PointName): AspectPoint | null {
  const p = tablePoint(name);
  return p && ASPECTING.has(p) ? (p as AspectPoint) : null;
}

export function findPoint(chart: Chart, name: PointName): ChartPoint | undefined {
  const p = chart.points.find((x) => x.name === name);
  if (p) return p;
  if (name === 'True_Node') return chart.points.find((x) => x.name === 'Mean_Node');
  if (name === 'True_South_Node') return chart.points.find((x) => x.name === 'Mean_South_Node');
  return undefined;
}

export function placementOf(chart: Chart, p: ChartPoint): PlacementFact {
  const fact: PlacementFact = {
    point: p.name,
    label: pointTitle(p.name),
    sign: p.sign,
    signName: SIGN_INFO[p.sign].name,
    degree: Math.floor(p.position),
    house: chart.birth_time_known ? p.house : null,
    retrograde: p.retrograde,
  };
  if (p.uncertain && p.uncertain.signs.length > 1)
    fact.possibleSigns = p.uncertain.signs.map((s) => SIGN_INFO[s].name);
  return fact;
}

export function placements(chart: Chart): PlacementFact[] {
  const out: PlacementFact[] = [];
  for (const name of REPORT_POINTS) {
    const p = findPoint(chart, name);
    if (p) out.push(placementOf(chart, p));
  }
  if (chart.birth_time_known) {
    for (const name of ['Ascendant', 'Medium_Coeli'] as const) {
      const p = findPoint(chart, name);
      if (p) out.push(placementOf(chart, p));
    }
  }
  return out;
}

const ANGLES = new Set<PointName>(['Ascendant', 'Medium_Coeli', 'Descendant', 'Imum_Coeli']);
const SLOW = new Set<PointName>(['Uranus', 'Neptune', 'Pluto']);
/** Two outer planets in aspect describe everyone born within months or years: listed after the personal ones. */
const generationalPair = (a: { p1: PointName; p2: PointName }) => SLOW.has(a.p1) && SLOW.has(a.p2);

/**
 * Major aspects the natal table describes, tightest first, in-sign aspects before out-of-sign ones
 * of the same orb. Without a birth time there are no angles, and the Moon's aspects are kept only
 * when they hold over the whole day (then without an orb, which the day's motion makes meaningless).
 */
export function majorAspects(chart: Chart, limit: number): AspectFact[] {
  const known = chart.birth_time_known;
  const moon = findPoint(chart, 'Moon');
  const arc = !known && moon ? dayArc(moon) : null;
  const at = (name: PointName) => findPoint(chart, name)!.abs_pos;
  return chart.aspects
    .filter((a) => aspectPoint(a.p1) && aspectPoint(a.p2))
    .filter((a) => known || (!ANGLES.has(a.p1) && !ANGLES.has(a.p2)))
    .map((a) => {
      const fact: AspectFact = {
        p1: a.p1,
        p2: a.p2,
        aspect: a.aspect,
        orb: Math.round(a.orb * 10) / 10,
      };
      if (!inSign(a.aspect, at(a.p1), at(a.p2))) fact.outOfSign = true;
      if (arc && (a.p1 === 'Moon' || a.p2 === 'Moon')) {
        const other = at(a.p1 === 'Moon' ? a.p2 : a.p1);
        if (!holdsOverArc(a.aspect, arc[0], arc[1], other)) return null;
        fact.allDay = true;
      }
      return fact;
    })
    .filter((a): a is AspectFact => a !== null)
    .sort(
      (a, b) =>
        Number(generationalPair(a)) - Number(generationalPair(b)) ||
        a.orb - b.orb ||
        Number(a.outOfSign ?? false) - Number(b.outOfSign ?? false) ||
        a.p1.localeCompare(b.p1) ||
        a.p2.localeCompare(b.p2),
    )
    .slice(0, limit);
}

/** A point whose sign depends on the unknown birth time. */
export const isUncertain = (p: ChartPoint) => !!p.uncertain && p.uncertain.signs.length > 1;
