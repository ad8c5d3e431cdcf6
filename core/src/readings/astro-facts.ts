// Turns the chart engine's output into the small fact records the reports and the guide use.
import { BODIES } from '../astro/ephemeris';
import type { Chart, ChartPoint, PointName, SignAbbrev } from '../astro/types';
import { HOUSE_TEXT, POINT_TEXT, SIGN_TEXT, type Element, type Modality } from './content/astro';
import type { Chooser } from './text';
import type { AspectFact, PlacementFact } from './types';

/** Points the natal report describes, in reading order; the North Node falls back to the mean node. */
export const REPORT_POINTS: PointName[] = [...BODIES, 'Chiron', 'Mean_Lilith', 'True_Node'];

export function pointLabel(name: PointName): string {
  if (name === 'Ascendant') return 'the Ascendant';
  if (name === 'Medium_Coeli') return 'the Midheaven';
  return POINT_TEXT[name]?.label ?? name.replace(/_/g, ' ');
}

/** "Sun", "Midheaven", "North Node": a label without the article, for headings and lists. */
export function pointTitle(name: PointName): string {
  return pointLabel(name).replace(/^the /, '');
}

export function findPoint(chart: Chart, name: PointName): ChartPoint | undefined {
  const p = chart.points.find((x) => x.name === name);
  if (p || name !== 'True_Node') return p;
  return chart.points.find((x) => x.name === 'Mean_Node');
}

export function placementOf(chart: Chart, p: ChartPoint): PlacementFact {
  const fact: PlacementFact = {
    point: p.name,
    label: pointTitle(p.name),
    sign: p.sign,
    signName: SIGN_TEXT[p.sign].name,
    degree: Math.floor(p.position),
    house: chart.birth_time_known ? p.house : null,
    retrograde: p.retrograde,
  };
  if (p.uncertain && p.uncertain.signs.length > 1)
    fact.possibleSigns = p.uncertain.signs.map((s) => SIGN_TEXT[s].name);
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
const DESCRIBED = new Set<PointName>([...REPORT_POINTS, 'Mean_Node', 'Ascendant', 'Medium_Coeli']);

/** Major aspects between described points, tightest first; angles only when the time is known. */
export function majorAspects(chart: Chart, limit: number): AspectFact[] {
  return chart.aspects
    .filter((a) => DESCRIBED.has(a.p1) && DESCRIBED.has(a.p2))
    .filter((a) => chart.birth_time_known || (!ANGLES.has(a.p1) && !ANGLES.has(a.p2)))
    .slice()
    .sort((a, b) => a.orb - b.orb || a.p1.localeCompare(b.p1) || a.p2.localeCompare(b.p2))
    .slice(0, limit)
    .map((a) => ({ p1: a.p1, p2: a.p2, aspect: a.aspect, orb: Math.round(a.orb * 10) / 10 }));
}

export function balance(chart: Chart): {
  elements: Record<Element, number>;
  modalities: Record<Modality, number>;
} {
  const elements: Record<Element, number> = { fire: 0, earth: 0, air: 0, water: 0 };
  const modalities: Record<Modality, number> = { cardinal: 0, fixed: 0, mutable: 0 };
  for (const name of BODIES) {
    const p = findPoint(chart, name);
    if (!p) continue;
    elements[SIGN_TEXT[p.sign].element]++;
    modalities[SIGN_TEXT[p.sign].modality]++;
  }
  return { elements, modalities };
}

/**
 * Hands out a sign's phrases (gifts, edges, needs, styles) in turn across the whole report, so
 * two placements in one sign, or a placement and the guidance, never repeat the same phrase
 * until the sign's list is used up. Shared by the natal and compatibility reports.
 */
export type Take = (field: 'gift' | 'edge' | 'need' | 'style', sign: SignAbbrev) => string;
/** The same, for a house's areas and examples. */
export type TakeHouse = (field: 'areas' | 'examples', house: number) => string;

export function phraseTakers(c: Chooser): { take: Take; takeHouse: TakeHouse } {
  const used = new Map<string, number>();
  const turn = (key: string, list: readonly string[]) => {
    const i = used.get(key) ?? 0;
    used.set(key, i + 1);
    return c.cycle(key, i, list);
  };
  const lists = { gift: 'gifts', edge: 'edges', need: 'needs', style: 'styles' } as const;
  return {
    take: (field, sign) => turn(`${sign}:${field}`, SIGN_TEXT[sign][lists[field]]),
    takeHouse: (field, house) => turn(`h${house}:${field}`, HOUSE_TEXT[house - 1]![field]),
  };
}
