import { SiderealTime, e_tilt, type AstroTime } from 'astronomy-engine';
import { norm360, signIndex, signOf } from './angles';
import { natalAspects } from './aspects';
import { CHIRON_FIRST_YEAR, CHIRON_LAST_YEAR, chironHelio } from './chiron';
import { SPEED_STEP_DAYS, astroTime, skyMotions, speedFrom, type Motion } from './ephemeris';
import { ChartInputError } from './errors';
import { computeHouses, houseOf } from './houses';
import { resolveBirthTime, utcMsFromJulianDay, type ResolvedTime } from './time';
import {
  HOUSE_KEYS,
  POINT_NAMES,
  SIGNS,
  type Chart,
  type ChartInput,
  type ChartPoint,
  type ChartWarning,
  type HouseCusp,
  type HouseSystem,
  type LunarPhase,
  type LunarPhaseName,
  type PointName,
  type SignAbbrev,
} from './types';

export const EPHEMERIS_NAME =
  'astronomy-engine (VSOP87/ELP truncated; planets as Chebyshev series of it for 1800-2400), Meeus mean node and apogee, Chiron from a GravitySimulator table 1800-2399';

const HOUSE_SYSTEMS: readonly HouseSystem[] = ['P', 'W', 'E', 'K', 'O'];
export const HOUSE_SYSTEM_NAMES: Record<HouseSystem, string> = {
  P: 'Placidus',
  W: 'Whole Sign',
  E: 'Equal',
  K: 'Koch',
  O: 'Porphyry',
};

const QUALITIES = ['Cardinal', 'Fixed', 'Mutable'] as const;
const ELEMENTS = ['Fire', 'Earth', 'Air', 'Water'] as const;

type Raw = Partial<Record<PointName, Motion>>;

/** How far the sky turns in a day of clock time, in degrees of right ascension. */
export const SIDEREAL_DEG_PER_DAY = 360.98564736629;

interface Angles {
  armc: number;
  eps: number;
}

/** The sidereal angle at a longitude (the Midheaven's right ascension) and the true obliquity, at a moment. */
export function anglesAt(t: AstroTime, lng: number): Angles {
  return { armc: norm360(SiderealTime(t) * 15 + lng), eps: e_tilt(t).tobl };
}

function rawPoints(jdUt: number, lat: number, lng: number, houseSystem: HouseSystem) {
  const t0 = astroTime(jdUt);
  const raw: Raw = skyMotions(t0, chironHelio);
  const mean = raw.Mean_Node as Motion;
  const trueNode = raw.True_Node as Motion;
  raw.Mean_South_Node = { lon: norm360(mean.lon + 180), speed: mean.speed };
  raw.True_South_Node = { lon: norm360(trueNode.lon + 180), speed: trueNode.speed };

  const a0 = anglesAt(t0, lng);
  const h0 = computeHouses(houseSystem, a0.armc, a0.eps, lat);
  // One minute later the sky has turned by the sidereal rate; obliquity and nutation are unchanged.
  const h1 = computeHouses('E', a0.armc + SIDEREAL_DEG_PER_DAY * SPEED_STEP_DAYS, a0.eps, lat);
  // Where the polar Ascendant flips to the other side within the step, compare like with like.
  const ascLater = h1.ascendantSwapped === h0.ascendantSwapped ? h1.asc : h1.asc + 180;
  const ascSpeed = speedFrom(h0.asc, ascLater, SPEED_STEP_DAYS);
  const mcSpeed = speedFrom(h0.mc, h1.mc, SPEED_STEP_DAYS);
  raw.Ascendant = { lon: h0.asc, speed: ascSpeed };
  raw.Medium_Coeli = { lon: h0.mc, speed: mcSpeed };
  raw.Descendant = { lon: norm360(h0.asc + 180), speed: ascSpeed };
  raw.Imum_Coeli = { lon: norm360(h0.mc + 180), speed: mcSpeed };
  return { raw, houses: h0, eps: a0.eps };
}

const ANGLES: ReadonlySet<PointName> = new Set(['Ascendant', 'Medium_Coeli', 'Descendant', 'Imum_Coeli']);

function makePoint(name: PointName, p: Motion, cusps: number[] | null): ChartPoint {
  const si = signIndex(p.lon);
  return {
    name,
    abs_pos: p.lon,
    sign: SIGNS[si] as SignAbbrev,
    sign_num: si,
    position: p.lon - si * 30,
    quality: QUALITIES[si % 3] as (typeof QUALITIES)[number],
    element: ELEMENTS[si % 4] as (typeof ELEMENTS)[number],
    house: cusps ? houseOf(p.lon, cusps) : null,
    retrograde: !ANGLES.has(name) && p.speed < 0,
    speed: p.speed,
  };
}

function validateCoordinates(lat: unknown, lng: unknown): void {
  if (typeof lat !== 'number' || !Number.isFinite(lat) || lat < -90 || lat > 90) {
    throw new ChartInputError('lat', `latitude must be a number from -90 to 90, got ${String(lat)}`);
  }
  if (typeof lng !== 'number' || !Number.isFinite(lng) || lng < -180 || lng > 180) {
    throw new ChartInputError('lng', `longitude must be a number from -180 to 180, got ${String(lng)}`);
  }
}

function validateHouseSystem(hs: unknown): HouseSystem {
  if (hs === undefined) return 'P';
  if (!HOUSE_SYSTEMS.includes(hs as HouseSystem)) {
    throw new ChartInputError(
      'house_system',
      `must be one of ${HOUSE_SYSTEMS.join(', ')}, got ${String(hs)}`,
    );
  }
  return hs as HouseSystem;
}

const KERYKEION_KEY: Record<PointName, string> = Object.fromEntries(
  POINT_NAMES.map((n) => [n, n.toLowerCase()]),
) as Record<PointName, string>;

function chironWarning(year: number): ChartWarning {
  return {
    code: 'chiron_out_of_range',
    message: `Chiron is left out: its table covers ${CHIRON_FIRST_YEAR}-${CHIRON_LAST_YEAR}, not ${year}`,
  };
}

interface Assembled {
  points: ChartPoint[];
  houses: HouseCusp[] | null;
  houseSystem: HouseSystem | null;
  warnings: ChartWarning[];
}

function assemble(jdUt: number, input: ChartInput, hs: HouseSystem, timeKnown: boolean): Assembled {
  const { raw, houses, eps } = rawPoints(jdUt, input.lat, input.lng, hs);
  const warnings: ChartWarning[] = [];
  const cusps = timeKnown ? houses.cusps : null;
  const points: ChartPoint[] = [];
  for (const name of POINT_NAMES) {
    const p = raw[name];
    if (!p) continue;
    if (!timeKnown && ANGLES.has(name)) continue;
    points.push(makePoint(name, p, cusps));
  }
  if (!raw.Chiron) warnings.push(chironWarning(input.year));
  if (timeKnown && houses.fallback) {
    const where =
      houses.fallback === 'polar_circle'
        ? `inside the polar circle (latitude ${input.lat}, beyond ${(90 - eps).toFixed(2)})`
        : `at latitude ${input.lat} at this time`;
    warnings.push({
      code: 'polar_house_fallback',
      message: `${HOUSE_SYSTEM_NAMES[hs]} houses are undefined ${where}; ${HOUSE_SYSTEM_NAMES[houses.system]} houses are used, as in Swiss Ephemeris`,
    });
  }
  if (timeKnown && houses.ascendantSwapped) {
    warnings.push({
      code: 'polar_ascendant',
      message:
        'Inside the polar circle the rising point of the horizon is west of the meridian at this time; the Ascendant is taken opposite it, following the MC, as in Swiss Ephemeris',
    });
  }
  return {
    points,
    houses: cusps
      ? cusps.map((c) => ({ abs_pos: c, sign: signOf(c), position: c - signIndex(c) * 30 }))
      : null,
    houseSystem: timeKnown ? houses.system : null,
    warnings,
  };
}

/** Kerykeion-style top-level entries: `sun`, `moon`, ... and `first_house` ... `twelfth_house`. */
function kerykeionFields(points: ChartPoint[], houses: HouseCusp[] | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of points) out[KERYKEION_KEY[p.name]] = p;
  if (houses) HOUSE_KEYS.forEach((k, i) => (out[k] = houses[i]));
  return out;
}

function isoFromUtcMs(ms: number): string {
  return new Date(Math.round(ms)).toISOString();
}

/** Wall-clock ISO time with its offset; seconds appear only for local mean time offsets. */
function isoLocal(utcMs: number, offsetMinutes: number): string {
  const offsetSec = Math.round(offsetMinutes * 60);
  const local = new Date(Math.round(utcMs) + offsetSec * 1000).toISOString().slice(0, 19);
  const sign = offsetSec < 0 ? '-' : '+';
  const abs = Math.abs(offsetSec);
  const hh = String(Math.floor(abs / 3600)).padStart(2, '0');
  const mm = String(Math.floor((abs % 3600) / 60)).padStart(2, '0');
  const ss = abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : '';
  return `${local}${sign}${hh}:${mm}${ss}`;
}

const PHASE_NAMES: readonly LunarPhaseName[] = [
  'New Moon',
  'Crescent',
  'First Quarter',
  'Gibbous',
  'Full Moon',
  'Disseminating',
  'Last Quarter',
  'Balsamic',
];

export function lunarPhase(sun: number, moon: number): LunarPhase {
  const d = norm360(moon - sun);
  return {
    degrees_between_s_m: d,
    moon_phase: Math.min(28, Math.floor(d / (360 / 28)) + 1),
    moon_phase_name: PHASE_NAMES[Math.min(7, Math.floor(d / 45))] as LunarPhaseName,
  };
}

/**
 * A chart at a given UT instant. The civil fields of `input` are copied into the result but not
 * used for the time; this is how the reference charts are compared at their own instants.
 */
export function chartAtJulianDay(
  input: ChartInput,
  jdUt: number,
  time?: Omit<ResolvedTime, 'julian_day_ut' | 'utc_ms'>,
): Chart {
  validateCoordinates(input.lat, input.lng);
  const hs = validateHouseSystem(input.house_system);
  const timeKnown = input.hour !== null && input.minute !== null;
  const a = assemble(jdUt, input, hs, timeKnown);
  const utcMs = utcMsFromJulianDay(jdUt);
  const chart: Chart = {
    name: input.name,
    day: input.day,
    month: input.month,
    year: input.year,
    hour: input.hour,
    minute: input.minute,
    lat: input.lat,
    lng: input.lng,
    tz_str: input.tz_str,
    ut: isoFromUtcMs(utcMs),
    julian_day_ut: jdUt,
    utc_offset_minutes: time?.utc_offset_minutes ?? 0,
    dst: time?.dst ?? false,
    house_system_requested: hs,
    house_system: a.houseSystem,
    birth_time_known: timeKnown,
    points: a.points,
    houses: a.houses,
    aspects: natalAspects(a.points),
    warnings: a.warnings,
    ephemeris: EPHEMERIS_NAME,
    zodiac_type: 'Tropic',
    perspective_type: 'Apparent Geocentric',
    iso_formatted_local_datetime: isoLocal(utcMs, time?.utc_offset_minutes ?? 0),
    iso_formatted_utc_datetime: isoFromUtcMs(utcMs),
    ...kerykeionFields(a.points, a.houses),
  };
  const sun = a.points.find((p) => p.name === 'Sun');
  const moon = a.points.find((p) => p.name === 'Moon');
  if (sun && moon) chart.lunar_phase = lunarPhase(sun.abs_pos, moon.abs_pos);
  if (input.city !== undefined) chart.city = input.city;
  if (input.nation !== undefined) chart.nation = input.nation;
  if (time?.issue && time.candidate_offsets_minutes) {
    const [lo, hi] = time.candidate_offsets_minutes;
    chart.warnings.push(
      time.issue === 'nonexistent'
        ? {
            code: 'nonexistent_local_time',
            message: `The local time does not exist (daylight-saving gap between offsets ${lo} and ${hi} minutes); offset ${time.utc_offset_minutes} was chosen`,
          }
        : {
            code: 'ambiguous_local_time',
            message: `The local time happens twice (offsets ${lo} and ${hi} minutes); offset ${time.utc_offset_minutes} was chosen`,
          },
    );
  }
  return chart;
}

function validateName(name: unknown): void {
  if (typeof name !== 'string') throw new ChartInputError('name', 'must be a string');
}

/**
 * Natal chart from civil birth data. Without a birth time (hour and minute null) it is cast for
 * 12:00 local time, without houses or angles, and every point whose sign may change during the
 * day is marked `uncertain` with its range.
 */
export function natalChart(input: ChartInput): Chart {
  validateName(input.name);
  validateCoordinates(input.lat, input.lng);
  validateHouseSystem(input.house_system);
  if ((input.hour === null) !== (input.minute === null)) {
    throw new ChartInputError(
      input.hour === null ? 'hour' : 'minute',
      'hour and minute must both be given or both be null',
    );
  }
  if (input.hour !== null && input.minute !== null) {
    const time = resolveBirthTime(
      { year: input.year, month: input.month, day: input.day, hour: input.hour, minute: input.minute },
      input.tz_str,
      input.lng,
      input.utc_offset_minutes,
    );
    return chartAtJulianDay(input, time.julian_day_ut, time);
  }
  return unknownTimeChart(input);
}

function civilDay(input: ChartInput, hour: number, dayOffset = 0): ResolvedTime {
  const d = new Date(Date.UTC(2000, input.month - 1, input.day + dayOffset));
  d.setUTCFullYear(input.year, input.month - 1, input.day + dayOffset);
  const t = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour, minute: 0 };
  try {
    return resolveBirthTime(t, input.tz_str, input.lng);
  } catch (e) {
    // Midnight itself can fall in a daylight-saving gap (some zones switch at 00:00); for the
    // bounds of the day either offset will do.
    if (e instanceof Error && 'offsets_minutes' in e) {
      return resolveBirthTime(
        t,
        input.tz_str,
        input.lng,
        (e as { offsets_minutes: [number, number] }).offsets_minutes[0],
      );
    }
    throw e;
  }
}

function unknownTimeChart(input: ChartInput): Chart {
  const noon = civilDay(input, 12);
  const chart = chartAtJulianDay(input, noon.julian_day_ut, noon);
  const start = civilDay(input, 0);
  const end = civilDay(input, 0, 1);
  const lonStart = skyMotions(astroTime(start.julian_day_ut), chironHelio);
  const lonEnd = skyMotions(astroTime(end.julian_day_ut), chironHelio);
  chart.warnings.push({
    code: 'unknown_birth_time',
    message: 'Birth time unknown: cast for 12:00 local time without houses, Ascendant or MC',
  });
  const uncertain: string[] = [];
  for (const p of chart.points) {
    const key =
      p.name === 'Mean_South_Node' ? 'Mean_Node' : p.name === 'True_South_Node' ? 'True_Node' : p.name;
    const flip = key === p.name ? 0 : 180;
    const a = lonStart[key as keyof typeof lonStart];
    const b = lonEnd[key as keyof typeof lonEnd];
    if (a === undefined || b === undefined) continue;
    const from = norm360(a.lon + flip);
    const to = norm360(b.lon + flip);
    // The arc runs in the direction of motion; store it in zodiacal order so it reads from min to max.
    const forward = norm360(to - from) <= 180;
    const lo = forward ? from : to;
    const hi = forward ? to : from;
    const signs = signsOnArc(lo, hi);
    if (signs.length > 1) {
      p.uncertain = { min_abs_pos: lo, max_abs_pos: hi, signs };
      if (p.name !== 'Moon') uncertain.push(p.name);
    }
  }
  const moon = chart.points.find((p) => p.name === 'Moon');
  if (moon?.uncertain) {
    chart.warnings.push({
      code: 'uncertain_moon_sign',
      message: `The Moon moves from ${moon.uncertain.signs.join(' to ')} during the birth day; its sign depends on the time`,
    });
  }
  if (uncertain.length) {
    chart.warnings.push({
      code: 'uncertain_sign',
      message: `These points change sign during the birth day: ${uncertain.join(', ')}`,
    });
  }
  return chart;
}

/** Signs touched by the zodiacal arc from lo to hi (which may cross 0 Aries). */
function signsOnArc(lo: number, hi: number): SignAbbrev[] {
  const out: SignAbbrev[] = [];
  const span = norm360(hi - lo);
  let i = signIndex(lo);
  out.push(SIGNS[i] as SignAbbrev);
  let edge = norm360((i + 1) * 30 - lo);
  while (edge <= span) {
    i = (i + 1) % 12;
    out.push(SIGNS[i] as SignAbbrev);
    edge += 30;
  }
  return out;
}
