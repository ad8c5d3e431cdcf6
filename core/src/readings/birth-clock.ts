// Which clock the birth time was read on, stated so a professional can check it, and flagged where
// the offset is the time-zone database's guess rather than a record of the birthplace (review of
// Dylan's Duluth daylight time and Jung's Bern mean time, issue 27).
import type { Chart } from '../astro/types';
import { MONTHS_DE } from './sky-words-de';
import { MONTHS_EN } from './text';

type Clock = 'local-mean' | 'zone-mean' | 'daylight' | 'standard';

/** Until the Uniform Time Act took effect (30 April 1967) a US town chose its own summer time. */
const UNIFORM_TIME_MS = Date.UTC(1967, 3, 30);
/** Summer time was federal law in 1918-1919 (Canada 1918) and year-round War Time 1942-1945. */
const LOCAL_OPTION_FROM_MS = Date.UTC(1920, 0, 1);
const WAR_TIME_MS: [number, number] = [Date.UTC(1942, 1, 9), Date.UTC(1945, 8, 30)];

function clockOf(chart: Chart): Clock {
  const seconds = Math.round(chart.utc_offset_minutes * 60);
  if (seconds % 900 !== 0) {
    // resolveBirthTime puts the birthplace's own longitude there, to the second.
    const own = Math.round(chart.lng * 240);
    return seconds === own ? 'local-mean' : 'zone-mean';
  }
  return chart.dst ? 'daylight' : 'standard';
}

/** "UTC−5", "UTC+5:30", "UTC+0:37", to the minute, with a true minus sign. */
export function utcOffsetLabel(minutes: number): string {
  const m = Math.round(minutes);
  const abs = Math.abs(m);
  const h = Math.floor(abs / 60);
  const rest = abs % 60;
  return `UTC${m < 0 ? '−' : '+'}${h}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

const hhmm = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;

/** The UT instant to the minute, and its calendar date. */
function utParts(chart: Chart): { time: string; day: number; month: number; year: number } {
  const d = new Date(Math.round(Date.parse(chart.ut) / 60_000) * 60_000);
  return {
    time: hhmm(d.getUTCHours(), d.getUTCMinutes()),
    day: d.getUTCDate(),
    month: d.getUTCMonth() + 1,
    year: d.getUTCFullYear(),
  };
}

const sameDay = (chart: Chart, ut: { day: number; month: number; year: number }) =>
  ut.day === chart.day && ut.month === chart.month && ut.year === chart.year;

/** "Chicago" for America/Chicago, "Port of Spain" for America/Port_of_Spain. */
function zoneCity(tz: string): string {
  return (tz.split('/').pop() ?? tz).replace(/_/g, ' ');
}

/** The birth date's instant at noon UT, enough to place it against the laws' dates. */
const birthDayMs = (chart: Chart) => Date.UTC(chart.year, chart.month - 1, chart.day, 12);

/**
 * Daylight time the zone's main city kept, or did not keep, in an era when each US or Canadian
 * town chose for itself: the offset the database gives another town then is a guess. Only the
 * months a local summer time could run (April to October) are in doubt.
 */
function localOptionDaylight(chart: Chart): 'US' | 'CA' | null {
  if (chart.nation !== 'US' && chart.nation !== 'CA') return null;
  if (!chart.birth_time_known || clockOf(chart) === 'local-mean') return null;
  const at = birthDayMs(chart);
  if (at < LOCAL_OPTION_FROM_MS || at >= UNIFORM_TIME_MS) return null;
  if (at >= WAR_TIME_MS[0] && at < WAR_TIME_MS[1]) return null;
  if (!chart.dst && (chart.month < 4 || chart.month > 10)) return null;
  if (statewideCalifornia(chart, at)) return null;
  // The database follows the zone's own city: a birth there is on record.
  if (chart.city && chart.city.trim().toLowerCase() === zoneCity(chart.tz_str).toLowerCase()) return null;
  return chart.nation;
}

/** California kept summer time by state law from 14 March 1948 (tzdb's "CA" rule). */
const CALIFORNIA_LAW_MS = Date.UTC(1948, 2, 14);

/**
 * Within California, not Oregon, Washington or Nevada, which share America/Los_Angeles: south of
 * 42°N and west of Nevada's line, 120°W down to Lake Tahoe at 39°N, then south-east to the
 * Colorado River at 35°N 114.63°W.
 */
function statewideCalifornia(chart: Chart, at: number): boolean {
  if (chart.tz_str !== 'America/Los_Angeles' || at < CALIFORNIA_LAW_MS || chart.lat >= 42) return false;
  const border = chart.lat >= 39 ? -120 : -120 + ((39 - Math.max(chart.lat, 35)) * 5.37) / 4;
  return chart.lng < border;
}

function changeover(chart: Chart): 'ambiguous' | 'nonexistent' | null {
  if (chart.warnings.some((w) => w.code === 'ambiguous_local_time')) return 'ambiguous';
  if (chart.warnings.some((w) => w.code === 'nonexistent_local_time')) return 'nonexistent';
  return null;
}

function partOfDayEn(hour: number): string {
  return hour < 5
    ? 'night'
    : hour < 12
      ? 'morning'
      : hour < 18
        ? 'afternoon'
        : hour < 22
          ? 'evening'
          : 'night';
}

function partOfDayDe(hour: number): string {
  return hour < 5
    ? 'in dieser Nacht'
    : hour < 12
      ? 'an diesem Morgen'
      : hour < 18
        ? 'an diesem Nachmittag'
        : hour < 22
          ? 'an diesem Abend'
          : 'in dieser Nacht';
}

/** The Technical Details line naming the clock the birth time was read on and the UT it gives. */
export function birthClockLine(chart: Chart): string {
  const off = utcOffsetLabel(chart.utc_offset_minutes);
  const clock = clockOf(chart);
  const where = chart.city ? ` in ${chart.city}` : '';
  const kind =
    clock === 'local-mean'
      ? `${off} (local mean time)`
      : clock === 'zone-mean'
        ? `${off} (${chart.tz_str} mean time)`
        : `${off} (${chart.tz_str} ${clock} time)`;
  const ut = utParts(chart);
  // The UT date only where it is not the birth date itself.
  const at = sameDay(chart, ut)
    ? `${ut.time} UT`
    : `${ut.time} UT on ${ut.day} ${MONTHS_EN[ut.month - 1]} ${ut.year}`;
  if (!chart.birth_time_known || chart.hour === null || chart.minute === null)
    return `- **Birth time**: none recorded; cast for noon${where}, ${kind}, ${at}.`;
  const turn = changeover(chart);
  const note =
    turn === 'ambiguous'
      ? '; the clocks went back that night and the hour came twice, so this is the reading chosen'
      : turn === 'nonexistent'
        ? '; the clocks went forward over that hour that night, so this is the reading chosen'
        : '';
  return `- **Birth time**: ${hhmm(chart.hour, chart.minute)}${where}, ${kind}, ${at}${note}.`;
}

/**
 * The Technical Details' caution where the clock is the database's guess, not the birthplace's
 * record: a birthplace's local mean time in the years before standard time, or a US or Canadian
 * town's summer time before 1967. Null for a birth whose clock is on record.
 */
export function birthClockCaution(chart: Chart): string | null {
  if (!chart.birth_time_known || chart.hour === null || chart.minute === null) return null;
  const time = hhmm(chart.hour, chart.minute);
  const off = utcOffsetLabel(chart.utc_offset_minutes);
  if (clockOf(chart) === 'local-mean')
    return `In ${chart.year} most towns still kept their own local mean time, and this chart reads ${time} as ${chart.city ? `${chart.city}'s` : "the birthplace's"} (${off}); a time taken from a railway or city clock would move the Midheaven about a degree for every four minutes of difference.`;
  const country = localOptionDaylight(chart);
  if (!country) return null;
  const town = chart.city ?? 'the birthplace';
  return `Before 1967 ${country === 'US' ? 'American' : 'Canadian'} towns chose their own summer time; this chart reads ${time} as ${chart.dst ? 'daylight' : 'standard'} time (${off}), as ${zoneCity(chart.tz_str)} kept it. If ${town} kept ${chart.dst ? 'standard' : 'daylight'} time that ${partOfDayEn(chart.hour)}, the angles and house cusps all move by about 15° (one hour).`;
}

/**
 * The overview's one pointer to that caution, only where the guess puts the Ascendant itself in
 * doubt: an hour of summer time moves it by some 15°, a railway clock's few minutes of mean time
 * by a degree or two, which is the technical notes' business alone (an astrologer found both
 * notes crowding the overview).
 */
export function birthClockPointer(chart: Chart): string | null {
  if (!chart.birth_time_known || chart.hour === null || !localOptionDaylight(chart)) return null;
  return `Your Ascendant rests on which clock ${chart.city ?? 'the birthplace'} kept that ${partOfDayEn(chart.hour)}, which is not on record; the technical details at the end say which this chart reads.`;
}

/** German twin of `birthClockPointer`: the overview points to the caution in the technical details. */
export function birthClockPointerDe(chart: Chart): string | null {
  if (!chart.birth_time_known || chart.hour === null || !localOptionDaylight(chart)) return null;
  return `Dein Aszendent hängt davon ab, welche Uhrzeit ${chart.city ? `in ${chart.city}` : 'am Geburtsort'} ${partOfDayDe(chart.hour)} galt, und das ist nicht verzeichnet; welche dieses Horoskop liest, steht am Ende in den technischen Details.`;
}

/** German twin of `birthClockLine`, as the "Geburt" line of the Technische Details. */
export function birthClockLineDe(chart: Chart): string {
  const off = utcOffsetLabel(chart.utc_offset_minutes);
  const clock = clockOf(chart);
  const where = chart.city ? ` in ${chart.city}` : '';
  const kind =
    clock === 'local-mean'
      ? `${off} (mittlere Ortszeit)`
      : clock === 'zone-mean'
        ? `${off} (mittlere Zeit laut ${chart.tz_str})`
        : `${off} (${clock === 'daylight' ? 'Sommerzeit' : 'Normalzeit'} laut ${chart.tz_str})`;
  const ut = utParts(chart);
  const at = sameDay(chart, ut)
    ? `${ut.time} UT`
    : `${ut.time} UT am ${ut.day}. ${MONTHS_DE[ut.month - 1]} ${ut.year}`;
  const date = `${chart.day}. ${MONTHS_DE[chart.month - 1]} ${chart.year}`;
  if (!chart.birth_time_known || chart.hour === null || chart.minute === null)
    return `- **Geburt**: ${date}, Uhrzeit unbekannt; berechnet für 12:00 Uhr mittags${where}, ${kind}, ${at}.`;
  const turn = changeover(chart);
  const note =
    turn === 'ambiguous'
      ? '; in dieser Nacht wurden die Uhren zurückgestellt und die Stunde kam zweimal vor, gewählt ist diese Lesart'
      : turn === 'nonexistent'
        ? '; in dieser Nacht wurden die Uhren über diese Stunde vorgestellt, gewählt ist diese Lesart'
        : '';
  return `- **Geburt**: ${date}, ${hhmm(chart.hour, chart.minute)} Uhr Ortszeit${where}, ${kind}, ${at}${note}.`;
}

/** German twin of `birthClockCaution`. */
export function birthClockCautionDe(chart: Chart): string | null {
  if (!chart.birth_time_known || chart.hour === null || chart.minute === null) return null;
  const time = hhmm(chart.hour, chart.minute);
  const off = utcOffsetLabel(chart.utc_offset_minutes);
  if (clockOf(chart) === 'local-mean')
    return `${chart.year} galt an den meisten Orten noch die jeweils eigene mittlere Ortszeit, und dieses Horoskop liest ${time} Uhr als Ortszeit ${chart.city ? `von ${chart.city}` : 'des Geburtsorts'} (${off}); eine Zeit nach einer Bahn- oder Stadtuhr verschöbe das MC um etwa einen Grad je vier Minuten Unterschied.`;
  const country = localOptionDaylight(chart);
  if (!country) return null;
  const inTown = chart.city ? `in ${chart.city}` : 'am Geburtsort';
  return `Vor 1967 entschieden ${country === 'US' ? 'amerikanische' : 'kanadische'} Orte selbst über ihre Sommerzeit; dieses Horoskop liest ${time} Uhr wie in ${zoneCity(chart.tz_str)} als ${chart.dst ? 'Sommerzeit' : 'Normalzeit'} (${off}). Galt ${inTown} ${partOfDayDe(chart.hour)} ${chart.dst ? 'Normalzeit' : 'Sommerzeit'}, verschieben sich Achsen und Häuserspitzen um etwa 15° (eine Stunde).`;
}
