import type { StoredChart as Chart, StoredChartPoint as ChartPoint } from '@orrery/core/api/reading-content';
import type { ChartWarningCode, HouseSystem, PointName, SignAbbrev } from '@orrery/core/astro/types';

// U+FE0E asks for the text form of a symbol, so phones do not swap in colour emoji.
const TEXT = '\uFE0E';

export const SIGN_INFO: Record<SignAbbrev, { name: string; glyph: string }> = {
  Ari: { name: 'Aries', glyph: `♈${TEXT}` },
  Tau: { name: 'Taurus', glyph: `♉${TEXT}` },
  Gem: { name: 'Gemini', glyph: `♊${TEXT}` },
  Can: { name: 'Cancer', glyph: `♋${TEXT}` },
  Leo: { name: 'Leo', glyph: `♌${TEXT}` },
  Vir: { name: 'Virgo', glyph: `♍${TEXT}` },
  Lib: { name: 'Libra', glyph: `♎${TEXT}` },
  Sco: { name: 'Scorpio', glyph: `♏${TEXT}` },
  Sag: { name: 'Sagittarius', glyph: `♐${TEXT}` },
  Cap: { name: 'Capricorn', glyph: `♑${TEXT}` },
  Aqu: { name: 'Aquarius', glyph: `♒${TEXT}` },
  Pis: { name: 'Pisces', glyph: `♓${TEXT}` },
};

/** The bodies the spec puts on the wheel, in the order the placements table lists them. */
export const WHEEL_POINTS: readonly PointName[] = [
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
  'Ascendant',
  'Medium_Coeli',
  'Chiron',
  'Mean_Lilith',
  'Mean_Node',
  'True_Node',
  'Mean_South_Node',
  'True_South_Node',
];

/** The wheel's bodies present in a chart; the angles only when the birth time is known. */
export function wheelPoints(chart: Chart): ChartPoint[] {
  return WHEEL_POINTS.map((name) => chart.points.find((p) => p.name === name)).filter(
    (p): p is ChartPoint =>
      !!p && (chart.birth_time_known || (p.name !== 'Ascendant' && p.name !== 'Medium_Coeli')),
  );
}

export const POINT_INFO: Partial<Record<PointName, { name: string; glyph: string }>> = {
  Sun: { name: 'Sun', glyph: `☉${TEXT}` },
  Moon: { name: 'Moon', glyph: `☽${TEXT}` },
  Mercury: { name: 'Mercury', glyph: `☿${TEXT}` },
  Venus: { name: 'Venus', glyph: `♀${TEXT}` },
  Mars: { name: 'Mars', glyph: `♂${TEXT}` },
  Jupiter: { name: 'Jupiter', glyph: `♃${TEXT}` },
  Saturn: { name: 'Saturn', glyph: `♄${TEXT}` },
  Uranus: { name: 'Uranus', glyph: `♅${TEXT}` },
  Neptune: { name: 'Neptune', glyph: `♆${TEXT}` },
  Pluto: { name: 'Pluto', glyph: `♇${TEXT}` },
  Ascendant: { name: 'Ascendant', glyph: 'AC' },
  Medium_Coeli: { name: 'Midheaven', glyph: 'MC' },
  Chiron: { name: 'Chiron', glyph: `⚷${TEXT}` },
  Mean_Lilith: { name: 'Black Moon Lilith', glyph: `⚸${TEXT}` },
  Mean_Node: { name: 'North Node (mean)', glyph: `☊${TEXT}` },
  True_Node: { name: 'North Node (true)', glyph: `☊${TEXT}` },
  Mean_South_Node: { name: 'South Node (mean)', glyph: `☋${TEXT}` },
  True_South_Node: { name: 'South Node (true)', glyph: `☋${TEXT}` },
};

export const pointName = (name: PointName) => POINT_INFO[name]?.name ?? name.replace(/_/g, ' ');

/** The wheel names each house by the same theme the reports use. */
export { HOUSE_THEME as HOUSE_THEMES } from '@orrery/core/readings/content/astro';

export const HOUSE_SYSTEM_NAMES: Record<HouseSystem, string> = {
  P: 'Placidus',
  W: 'Whole Sign',
  E: 'Equal',
  K: 'Koch',
  O: 'Porphyry',
};

export const WARNING_LABELS: Partial<Record<ChartWarningCode, string>> = {
  polar_house_fallback: 'Polar fallback',
  uncertain_moon_sign: 'Uncertain Moon',
  uncertain_sign: 'Uncertain sign',
  unknown_birth_time: 'Unknown birth time',
  ambiguous_local_time: 'Ambiguous local time',
  nonexistent_local_time: 'Skipped local time',
  chiron_out_of_range: 'Chiron out of range',
};

/** "16°16′" within the sign. */
export function degreeInSign(position: number): string {
  const totalMinutes = Math.floor(position * 60 + 1e-9);
  return `${Math.floor(totalMinutes / 60)}°${String(totalMinutes % 60).padStart(2, '0')}′`;
}
