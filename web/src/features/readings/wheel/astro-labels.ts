import type { StoredChart as Chart, StoredChartPoint as ChartPoint } from '@orrery/core/api/reading-content';
import type { ChartWarningCode, HouseSystem, PointName, SignAbbrev } from '@orrery/core/astro/types';
import { i18n, type MessageKey, t } from '@/i18n/i18n';

// U+FE0E asks for the text form of a symbol, so phones do not swap in colour emoji.
const TEXT = '\uFE0E';

export const SIGN_INFO: Record<SignAbbrev, { glyph: string }> = {
  Ari: { glyph: `♈${TEXT}` },
  Tau: { glyph: `♉${TEXT}` },
  Gem: { glyph: `♊${TEXT}` },
  Can: { glyph: `♋${TEXT}` },
  Leo: { glyph: `♌${TEXT}` },
  Vir: { glyph: `♍${TEXT}` },
  Lib: { glyph: `♎${TEXT}` },
  Sco: { glyph: `♏${TEXT}` },
  Sag: { glyph: `♐${TEXT}` },
  Cap: { glyph: `♑${TEXT}` },
  Aqu: { glyph: `♒${TEXT}` },
  Pis: { glyph: `♓${TEXT}` },
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

export const POINT_INFO: Partial<Record<PointName, { glyph: string }>> = {
  Sun: { glyph: `☉${TEXT}` },
  Moon: { glyph: `☽${TEXT}` },
  Mercury: { glyph: `☿${TEXT}` },
  Venus: { glyph: `♀${TEXT}` },
  Mars: { glyph: `♂${TEXT}` },
  Jupiter: { glyph: `♃${TEXT}` },
  Saturn: { glyph: `♄${TEXT}` },
  Uranus: { glyph: `♅${TEXT}` },
  Neptune: { glyph: `♆${TEXT}` },
  Pluto: { glyph: `♇${TEXT}` },
  Ascendant: { glyph: 'AC' },
  Medium_Coeli: { glyph: 'MC' },
  Chiron: { glyph: `⚷${TEXT}` },
  Mean_Lilith: { glyph: `⚸${TEXT}` },
  Mean_Node: { glyph: `☊${TEXT}` },
  True_Node: { glyph: `☊${TEXT}` },
  Mean_South_Node: { glyph: `☋${TEXT}` },
  True_South_Node: { glyph: `☋${TEXT}` },
};

/** A chart term from the `chart` catalogue part, or the engine's own word if the part lacks it. */
function term(key: string, fallback: string): string {
  return key in i18n.messages ? t(key as MessageKey) : fallback;
}

// The words are the `chart` catalogue part's, in the reader's language; a component that shows
// them calls useT(), so it renders again when the language changes.
export const pointName = (name: PointName) => term(`chart.point.${name}`, name.replace(/_/g, ' '));
export const signName = (sign: SignAbbrev) => term(`chart.sign.${sign}`, sign);
export const aspectName = (aspect: string) => term(`chart.aspect.${aspect}`, aspect);
/** The wheel names each house (0 to 11) by the same theme the reports use. */
export const houseTheme = (index: number) => term(`chart.house.${index + 1}`, String(index + 1));
export const houseSystemName = (system: HouseSystem) => term(`chart.houseSystem.${system}`, system);
export const warningLabel = (code: ChartWarningCode) => term(`chart.warning.${code}`, t('computed.note'));

/** "Aries or Taurus or Gemini", in the reader's language. */
export const signList = (signs: readonly SignAbbrev[]) =>
  signs.map(signName).reduce((first, second) => t('chart.or', { first, second }));

/** "16°16′" within the sign. */
export function degreeInSign(position: number): string {
  const totalMinutes = Math.floor(position * 60 + 1e-9);
  return `${Math.floor(totalMinutes / 60)}°${String(totalMinutes % 60).padStart(2, '0')}′`;
}
