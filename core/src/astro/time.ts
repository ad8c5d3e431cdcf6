import { AmbiguousLocalTimeError, ChartInputError } from './errors';
import { canonicalZone, localMeanTimeUntil, offsetAtUtc, transitionsFrom } from './tzdb';

export const MIN_YEAR = 1000;
export const MAX_YEAR = 2999;

export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second?: number;
}

export interface ResolvedTime {
  /** Milliseconds since 1970-01-01T00:00Z. */
  utc_ms: number;
  julian_day_ut: number;
  /** Offset used, minutes east of UTC (fractional for local mean time before standard zones). */
  utc_offset_minutes: number;
  dst: boolean;
  /** Set when the wall time fell in a gap or overlap and the caller chose an offset. */
  issue?: 'nonexistent' | 'ambiguous';
  /** Both candidate offsets when `issue` is set. */
  candidate_offsets_minutes?: [number, number];
}

const MS_PER_MIN = 60_000;
const MS_PER_DAY = 86_400_000;
const JD_UNIX_EPOCH = 2440587.5;

/**
 * The IANA zone a name stands for, links followed. Throws ChartInputError('tz_str') for a name
 * the tz database does not know.
 */
function zoneOf(tz: string): string {
  if (typeof tz !== 'string' || tz.trim() === '')
    throw new ChartInputError('tz_str', 'time zone is required');
  const zone = canonicalZone(tz.trim());
  if (zone === null) throw new ChartInputError('tz_str', `unknown time zone "${tz}"`);
  return zone;
}

/** Throws ChartInputError('tz_str') unless the IANA tz database knows the zone. */
export function assertTimeZone(tz: string): void {
  zoneOf(tz);
}

/**
 * Offset of the zone from UTC at an instant, in milliseconds, from the complete IANA history
 * (backzone included), not the runtime's Intl data, which treats dozens of zones as aliases of
 * a neighbour before 1970.
 */
export function zoneOffsetMs(tz: string, utcMs: number): number {
  return offsetAtUtc(zoneOf(tz), Math.floor(utcMs / 1000)) * 1000;
}

// Date.UTC maps years 0-99 to 1900-1999; setUTCFullYear does not.
function utcFromFields(y: number, mo: number, d: number, h: number, mi: number, s: number): number {
  const date = new Date(Date.UTC(2000, mo - 1, d, h, mi, s));
  date.setUTCFullYear(y, mo - 1, d);
  return date.getTime();
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeap(year) ? 29 : (MONTH_DAYS[month - 1] ?? 31);
}

function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

function checkInt(field: string, v: unknown, lo: number, hi: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v))
    throw new ChartInputError(field, `must be an integer, got ${String(v)}`);
  if (v < lo || v > hi) throw new ChartInputError(field, `must be between ${lo} and ${hi}, got ${v}`);
  return v;
}

/** Validates the calendar fields; throws ChartInputError naming the bad field. */
export function validateLocalDateTime(t: LocalDateTime): void {
  checkInt('year', t.year, MIN_YEAR, MAX_YEAR);
  checkInt('month', t.month, 1, 12);
  checkInt('day', t.day, 1, daysInMonth(t.year, t.month));
  checkInt('hour', t.hour, 0, 23);
  checkInt('minute', t.minute, 0, 59);
  if (t.second !== undefined) {
    if (typeof t.second !== 'number' || !(t.second >= 0 && t.second < 60)) {
      throw new ChartInputError('second', `must be between 0 and 59, got ${String(t.second)}`);
    }
  }
}

const standardOffsets = new Map<string, number>();

// The smaller of the January and July offsets is taken as the
// zone's standard time for that year, which holds for both hemispheres.
function standardOffsetMs(tz: string, year: number): number {
  const key = `${tz}|${year}`;
  let v = standardOffsets.get(key);
  if (v === undefined) {
    v = Math.min(
      zoneOffsetMs(tz, utcFromFields(year, 1, 1, 12, 0, 0)),
      zoneOffsetMs(tz, utcFromFields(year, 7, 1, 12, 0, 0)),
    );
    standardOffsets.set(key, v);
  }
  return v;
}

const toMinutes = (ms: number): number => ms / MS_PER_MIN;

/**
 * Converts a civil date and time in an IANA zone to UT using the complete IANA history.
 * A wall time in a daylight-saving gap or overlap throws AmbiguousLocalTimeError with both
 * offsets unless `chosenOffsetMinutes` picks one of them.
 */
export function resolveLocalTime(t: LocalDateTime, tz: string, chosenOffsetMinutes?: number): ResolvedTime {
  validateLocalDateTime(t);
  assertTimeZone(tz);
  const wall = utcFromFields(t.year, t.month, t.day, t.hour, t.minute, 0) + (t.second ?? 0) * 1000;
  // Offsets in force a day either side cover any single transition near this wall time.
  const before = zoneOffsetMs(tz, wall - MS_PER_DAY);
  const after = zoneOffsetMs(tz, wall + MS_PER_DAY);
  // Almost always one offset holds all around; checking it alone saves two look-ups.
  const candidates = before === after ? [before] : [...new Set([before, after, zoneOffsetMs(tz, wall)])];
  const valid = candidates.filter((o) => zoneOffsetMs(tz, wall - o) === o).sort((a, b) => a - b);

  let offset: number;
  let issue: ResolvedTime['issue'];
  let pair: [number, number] | undefined;
  const label = `${t.year}-${pad(t.month)}-${pad(t.day)} ${pad(t.hour)}:${pad(t.minute)} in ${tz}`;
  if (valid.length === 1) {
    offset = valid[0] as number;
    if (chosenOffsetMinutes !== undefined && Math.abs(chosenOffsetMinutes - toMinutes(offset)) > 1e-6) {
      throw new ChartInputError(
        'utc_offset_minutes',
        `${label} has the single offset ${toMinutes(offset)} minutes, not ${chosenOffsetMinutes}`,
      );
    }
  } else {
    issue = valid.length === 0 ? 'nonexistent' : 'ambiguous';
    const lo = Math.min(before, after);
    const hi = Math.max(before, after);
    pair = [toMinutes(lo), toMinutes(hi)];
    if (chosenOffsetMinutes === undefined) {
      const what =
        issue === 'nonexistent'
          ? 'does not exist (daylight-saving gap)'
          : 'happens twice (daylight-saving overlap)';
      throw new AmbiguousLocalTimeError(
        issue,
        pair,
        `${label} ${what}; choose utc_offset_minutes ${pair[0]} or ${pair[1]}`,
      );
    }
    const chosen = [lo, hi].find((o) => Math.abs(toMinutes(o) - chosenOffsetMinutes) < 1e-6);
    if (chosen === undefined) {
      throw new ChartInputError('utc_offset_minutes', `must be ${pair[0]} or ${pair[1]} for ${label}`);
    }
    offset = chosen;
  }
  const utcMs = wall - offset;
  const res: ResolvedTime = {
    utc_ms: utcMs,
    julian_day_ut: utcMs / MS_PER_DAY + JD_UNIX_EPOCH,
    utc_offset_minutes: toMinutes(offset),
    dst: offset > standardOffsetMs(tz, t.year),
  };
  if (issue && pair) {
    res.issue = issue;
    res.candidate_offsets_minutes = pair;
  }
  return res;
}

/**
 * Where a city's mean time was the legal clock of the whole country, from the date the law took
 * effect (UTC ms), so a town anywhere in it kept that city's time (tzdb's europe, africa and
 * southamerica files): Paris Mean Time in France by the law of 14 March 1891, which Algeria took
 * the same year, Tunisia (1881) and Monaco (1892) by decree, to 1911; Dublin Mean Time in Ireland
 * by the Statutes (Definition of Time) Act 1880, to 1916; Amsterdam time in the Netherlands by the
 * law of 1909, to 1940; Sweden's normal time (+1:00:14) by the law of 1879, to 1900; Cordoba's time
 * in Argentina by the law of 1894, to 1920; Liberia's -0:44:30 from 1919, to 1972.
 */
const LEGAL_MEAN_TIME_FROM: readonly [RegExp, number][] = [
  [/^(Europe\/(Paris|Monaco|Dublin|Stockholm)|Africa\/(Algiers|Tunis)|America\/Argentina\/.+)$/, -Infinity],
  [/^Europe\/Amsterdam$/, Date.UTC(1909, 4, 1)],
  [/^Africa\/Monrovia$/, Date.UTC(1919, 2, 1)],
];
/** A rounded offset this far from the birthplace's own mean time was some distant city's clock. */
const DISTANT_MEAN_TIME_MIN = 15;

function legalMeanTime(zone: string, utcMs: number): boolean {
  return LEGAL_MEAN_TIME_FROM.some(([re, from]) => re.test(zone) && utcMs >= from);
}

const standardTimeStarts = new Map<string, number>();

/** When the zone first kept a whole quarter-hour offset (UTC ms): the end of its mean-time era. */
function standardTimeStart(zone: string): number {
  let v = standardTimeStarts.get(zone);
  if (v === undefined) {
    // Every zone had left mean time long before 2030.
    const first = transitionsFrom(zone, -1e11, 2030).find(([, offset]) => offset % 900 === 0);
    v = first ? first[0] * 1000 : Infinity;
    standardTimeStarts.set(zone, v);
  }
  return v;
}

/**
 * A birth's wall time in UT. Before its zone's first standard time a town kept its own local
 * mean time, not that of the city the zone is named after (Ulm in 1879 was 13.5 minutes behind
 * Berlin's clock), so there the offset is the birthplace's longitude, 4 minutes per degree, as
 * Astro-Databank and the professional programs take it. Kerykeion (pytz) uses the zone city's.
 *
 * The same holds while a zone, before its first quarter-hour offset, keeps a city's mean time
 * that was not the country's law: railways and telegraphs ran on Bern's time from 1853, but the
 * Swiss federal law making a single civil clock came only with Central European Time in 1894,
 * and Astro-Databank casts Jung (Kesswil, 1875) on Kesswil's mean time, +0:37:17, not Bern's
 * +0:29:46. tzdb writes an observed mean time to the second; an offset it gives only to the
 * minute (Warsaw's 1:24, Minsk's 1:50) may be a rounded mean time or a decreed clock, so it yields
 * to the birthplace's only when it lies more than 15 minutes from it (Calcutta's time, +5:53:20,
 * for Porbandar in 1869, whose own is +4:38:31). A mean time that was national law
 * (LEGAL_MEAN_TIME_FROM) is kept, and so is any offset after the zone's first quarter-hour one
 * (Malaya's legal +7:20 of 1933-1941 in Penang).
 */
export function resolveBirthTime(
  t: LocalDateTime,
  tz: string,
  longitude: number,
  chosenOffsetMinutes?: number,
): ResolvedTime {
  const zoneTime = resolveLocalTime(t, tz, chosenOffsetMinutes);
  const zone = zoneOf(tz);
  // Whole seconds, as tzdb keeps mean-time offsets.
  const offsetMinutes = Math.round(longitude * 240) / 60;
  const until = localMeanTimeUntil(zone);
  const beforeStandardTime = until !== null && zoneTime.utc_ms < until * 1000;
  const zoneSeconds = Math.round(zoneTime.utc_offset_minutes * 60);
  const cityMeanTime =
    !zoneTime.dst &&
    zoneSeconds % 900 !== 0 &&
    zoneTime.utc_ms < standardTimeStart(zone) &&
    (zoneSeconds % 60 !== 0 ||
      Math.abs(zoneTime.utc_offset_minutes - offsetMinutes) > DISTANT_MEAN_TIME_MIN) &&
    !legalMeanTime(zone, zoneTime.utc_ms);
  if (!beforeStandardTime && !cityMeanTime) return zoneTime;
  const utcMs = zoneTime.utc_ms + (zoneTime.utc_offset_minutes - offsetMinutes) * MS_PER_MIN;
  return {
    utc_ms: utcMs,
    julian_day_ut: julianDayFromUtcMs(utcMs),
    utc_offset_minutes: offsetMinutes,
    dst: false,
  };
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export function julianDayFromUtcMs(ms: number): number {
  return ms / MS_PER_DAY + JD_UNIX_EPOCH;
}

export function utcMsFromJulianDay(jd: number): number {
  return (jd - JD_UNIX_EPOCH) * MS_PER_DAY;
}
