// Random pairs of births cast with the chart engine, and their compatibility reports, for the rule
// tests of the compatibility report: a rule must hold for any pair, and a seed keeps a failure
// reproducible.
import { natalChart } from '../../astro/chart';
import { relationshipScore, relationshipScoreFromInputs } from '../../astro/score';
import type { Chart, ChartInput } from '../../astro/types';
import { compatibilityScoreFromEngine, composeCompatibility } from '../compatibility-report';
import type { RelationshipKind } from '../relationship';
import { rng } from './charts';

export interface PairBirths {
  /** The earliest birth year, and how many years the births spread over. */
  fromYear: number;
  years: number;
  place: Pick<ChartInput, 'lat' | 'lng' | 'tz_str'>;
  names: [string, string];
}

/** n pairs of births on the hour, spread over the years given, so elders and peers both occur. */
export function birthPairs(n: number, seed: number, births: PairBirths): [Chart, Chart][] {
  const random = rng(seed);
  const draw = (name: string): ChartInput => ({
    name,
    year: births.fromYear + Math.floor(random() * births.years),
    month: 1 + Math.floor(random() * 12),
    day: 1 + Math.floor(random() * 28),
    hour: Math.floor(random() * 24),
    minute: 0,
    ...births.place,
  });
  return Array.from({ length: n }, () => [natalChart(draw(births.names[0])), natalChart(draw(births.names[1]))]);
}

/** The compatibility report of two charts, read for the bond given. */
export const pairReport = (
  [a, b]: [string, string],
  c1: Chart,
  c2: Chart,
  relationship: RelationshipKind,
): string =>
  composeCompatibility({
    person1: { firstName: a, chart: c1 },
    person2: { firstName: b, chart: c2 },
    score: compatibilityScoreFromEngine(relationshipScore(c1, c2)),
    relationship,
  }).markdown;

/** A birth as the review batches list it: name, [year, month, day, hour, minute] (hour null if unknown), place. */
export const birthAt = (
  name: string,
  [year, month, day, hour, minute]: (number | null)[],
  lat: number,
  lng: number,
  tz_str: string,
): ChartInput => ({
  name,
  year: year!,
  month: month!,
  day: day!,
  hour: hour ?? null,
  minute: minute ?? null,
  lat,
  lng,
  tz_str,
});

/** The compatibility report of two births, cast as the app casts them, with the charts it read. */
export function inputsReport(p1: ChartInput, p2: ChartInput, relationship: RelationshipKind) {
  const { charts, ...engine } = relationshipScoreFromInputs(p1, p2);
  return {
    charts,
    md: composeCompatibility({
      person1: { firstName: p1.name!, chart: charts[0] },
      person2: { firstName: p2.name!, chart: charts[1] },
      score: compatibilityScoreFromEngine(engine),
      relationship,
    }).markdown,
  };
}

export const LISBON_NAMES: [string, string] = ['Rita', 'Joana'];
/** The 120 Lisbon pairs of the r26 and r27 reviews, born 1950-2004. */
export const lisbonPairs = () =>
  birthPairs(120, 20261128, {
    fromYear: 1950,
    years: 55,
    place: { lat: 38.7223, lng: -9.1393, tz_str: 'Europe/Lisbon' },
    names: LISBON_NAMES,
  });
