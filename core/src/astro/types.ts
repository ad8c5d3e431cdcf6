// The chart shapes shared by the engine, the reading writer, the API and the wheel.
// Field names follow Kerykeion's subject model (snake_case) so charts can be compared with it.

export const SIGNS = [
  'Ari',
  'Tau',
  'Gem',
  'Can',
  'Leo',
  'Vir',
  'Lib',
  'Sco',
  'Sag',
  'Cap',
  'Aqu',
  'Pis',
] as const;
export type SignAbbrev = (typeof SIGNS)[number];

/** The ten planets in their traditional order (the luminaries counted as planets, as astrologers do). */
export const PLANET_NAMES = [
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
] as const;

export const POINT_NAMES = [
  ...PLANET_NAMES,
  'Chiron',
  'Mean_Lilith',
  'Mean_Node',
  'True_Node',
  'Mean_South_Node',
  'True_South_Node',
  'Ascendant',
  'Medium_Coeli',
  'Descendant',
  'Imum_Coeli',
] as const;
export type PointName = (typeof POINT_NAMES)[number];

export const HOUSE_KEYS = [
  'first_house',
  'second_house',
  'third_house',
  'fourth_house',
  'fifth_house',
  'sixth_house',
  'seventh_house',
  'eighth_house',
  'ninth_house',
  'tenth_house',
  'eleventh_house',
  'twelfth_house',
] as const;
export type HouseKey = (typeof HOUSE_KEYS)[number];

export type HouseSystem = 'P' | 'W' | 'E' | 'K' | 'O'; // Placidus, Whole Sign, Equal, Koch, Porphyry

export interface ChartPoint {
  name: PointName;
  /** Ecliptic longitude of date, 0 <= abs_pos < 360. */
  abs_pos: number;
  sign: SignAbbrev;
  /** Degrees within the sign, 0 <= position < 30. */
  position: number;
  /** 0 (Aries) to 11 (Pisces). */
  sign_num?: number;
  quality?: 'Cardinal' | 'Fixed' | 'Mutable';
  element?: 'Fire' | 'Earth' | 'Air' | 'Water';
  /** 1-12, or null when the birth time is unknown. */
  house: number | null;
  retrograde: boolean;
  /** Degrees per day. */
  speed: number;
  /**
   * Set when the birth time is unknown and the sign may differ during the day: the arc covered
   * that day, from min_abs_pos to max_abs_pos in zodiacal order (it may cross 0 Aries, so min can
   * be larger than max), and the signs it touches.
   */
  uncertain?: { min_abs_pos: number; max_abs_pos: number; signs: SignAbbrev[] };
}

export interface HouseCusp {
  abs_pos: number;
  sign: SignAbbrev;
  position: number;
}

export interface ChartAspect {
  p1: PointName;
  p2: PointName;
  aspect: 'conjunction' | 'opposition' | 'trine' | 'square' | 'sextile';
  /** Exact angle of the aspect (0, 180, 120, 90, 60). */
  angle: number;
  /** Absolute distance from exact, degrees. */
  orb: number;
}

export interface ChartInput {
  name: string;
  year: number;
  month: number;
  day: number;
  /** null hour and minute: unknown birth time. */
  hour: number | null;
  minute: number | null;
  city?: string;
  nation?: string;
  lat: number;
  lng: number;
  tz_str: string;
  house_system?: HouseSystem;
  /** How to resolve a wall time that falls in a DST gap or overlap: the offset in minutes to use. */
  utc_offset_minutes?: number;
}

export type ChartWarningCode =
  | 'polar_house_fallback'
  | 'polar_ascendant'
  | 'unknown_birth_time'
  | 'uncertain_moon_sign'
  | 'uncertain_sign'
  | 'chiron_out_of_range'
  | 'ambiguous_local_time'
  | 'nonexistent_local_time';

export interface ChartWarning {
  code: ChartWarningCode;
  message: string;
}

export interface Chart extends Record<string, unknown> {
  name: string;
  day: number;
  month: number;
  year: number;
  hour: number | null;
  minute: number | null;
  city?: string;
  nation?: string;
  lat: number;
  lng: number;
  tz_str: string;
  /** UT instant as ISO-8601, and as a Julian day (UT). */
  ut: string;
  julian_day_ut: number;
  utc_offset_minutes: number;
  dst: boolean;
  /** House system requested, and the one actually used (differs after a polar fallback). */
  house_system_requested: HouseSystem;
  house_system: HouseSystem | null;
  birth_time_known: boolean;
  points: ChartPoint[];
  /** Null when the birth time is unknown. */
  houses: HouseCusp[] | null;
  aspects: ChartAspect[];
  warnings: ChartWarning[];
  ephemeris: string;
  /** Kerykeion-style extras. */
  zodiac_type?: 'Tropic';
  perspective_type?: 'Apparent Geocentric';
  /** Civil time with its offset, e.g. 1940-10-09T18:30:00+01:00 (noon when the time is unknown). */
  iso_formatted_local_datetime?: string;
  iso_formatted_utc_datetime?: string;
  lunar_phase?: LunarPhase;
}

export type LunarPhaseName =
  | 'New Moon'
  | 'Crescent'
  | 'First Quarter'
  | 'Gibbous'
  | 'Full Moon'
  | 'Disseminating'
  | 'Last Quarter'
  | 'Balsamic';

export interface LunarPhase {
  /** Moon minus Sun, 0 <= x < 360. */
  degrees_between_s_m: number;
  /** 1-28, as Kerykeion counts it (each step 360/28 degrees). */
  moon_phase: number;
  /** One of the eight 45-degree phases of the lunation cycle, counted from the new moon. */
  moon_phase_name: LunarPhaseName;
}
