// Dates and times as the result pages show them. Stored dates are calendar dates (YYYY-MM-DD):
// they are formatted in UTC so no viewer's time zone can move a birthday by a day.

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

function calendarDate(value: string | null | undefined): Date | null {
  const m = value ? DATE.exec(value) : null;
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "9/10/1940": the natal Birth Information card's day/month/year. */
export function dayMonthYear(value: string | null | undefined): string | null {
  const date = calendarDate(value);
  return date ? `${date.getUTCDate()}/${date.getUTCMonth() + 1}/${date.getUTCFullYear()}` : null;
}

const longDate = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "October 9, 1940": the compatibility person cards' long-form birth date. */
export function longBirthDate(value: string | null | undefined): string | null {
  const date = calendarDate(value);
  return date ? longDate.format(date) : null;
}

/** "Generated on …": Invalid Date when the stored time cannot be read. */
export function generatedOn(value: string | null | undefined): string {
  const date = new Date(value ?? '');
  return Number.isNaN(date.getTime())
    ? 'Invalid Date'
    : new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(date);
}

/** "HH:MM" from a stored "HH:MM" or "HH:MM:SS", or null when unknown. */
export function hourMinute(value: string | null | undefined): string | null {
  return value && /^\d{2}:\d{2}/.test(value) ? value.slice(0, 5) : null;
}

/**
 * "UTC+05:30" from minutes east of Greenwich; "UTC−06:36:36" when the offset has seconds (local
 * mean time before standard zones), rounded to the second so no float ever shows.
 */
export function utcOffset(minutes: number): string {
  const totalSeconds = Math.round(Math.abs(minutes) * 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(totalSeconds / 3600);
  const mins = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const sign = minutes < 0 && totalSeconds > 0 ? '−' : '+';
  return `UTC${sign}${pad(hours)}:${pad(mins)}${seconds ? `:${pad(seconds)}` : ''}`;
}
