// The reference charts and scores (Kerykeion on Swiss Ephemeris), typed once for the tests and
// the accuracy bench.
import type { ChartInput, PointName } from '../types';
import reference from './astro-reference.json';

export interface RefSubject {
  id: string;
  name: string;
  input: {
    year: number;
    month: number;
    day: number;
    hour: number;
    minute: number;
    lat: number;
    lng: number;
    tz: string;
  };
  expected_time: { julian_day_ut: number };
  points: Record<string, { abs_pos: number; retrograde?: boolean }>;
  houses: Record<string, { abs_pos: number }>;
}

export interface RefScore {
  id: string;
  first_input: Record<string, unknown>;
  second_input: Record<string, unknown>;
  expected: { score_value: number; score_description: string; is_destiny_sign?: boolean; aspects?: unknown };
}

export const referenceSubjects = reference.subjects as unknown as RefSubject[];
export const referenceScores = reference.relationship_scores as unknown as RefScore[];

/** Kerykeion's names for the points this engine names differently. */
export const REF_NAME: Partial<Record<PointName, string>> = {
  True_Node: 'True_North_Lunar_Node',
  True_South_Node: 'True_South_Lunar_Node',
  Mean_Node: 'Mean_North_Lunar_Node',
  Mean_South_Node: 'Mean_South_Lunar_Node',
};

export function subjectChartInput(s: RefSubject): ChartInput {
  const i = s.input;
  return { name: s.name, year: i.year, month: i.month, day: i.day, hour: i.hour, minute: i.minute, lat: i.lat, lng: i.lng, tz_str: i.tz };
}

/** A score's person as chart input; the file gives the zone as tz_str or tz. */
export function scoreChartInput(x: Record<string, unknown>, name = String(x.name ?? '')): ChartInput {
  return {
    name,
    year: x.year as number,
    month: x.month as number,
    day: x.day as number,
    hour: x.hour as number,
    minute: x.minute as number,
    lat: x.lat as number,
    lng: x.lng as number,
    tz_str: (x.tz_str ?? x.tz) as string,
  };
}
