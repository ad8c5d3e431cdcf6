// Every date the app shows goes through here, in the reader's own locale (the browser's), so one
// person sees one format on every screen: "14 May 1990" in Britain, "May 14, 1990" in the US.

// Long-form dates (the spec's birth dates are long-form) on every screen, with the time where a
// moment needs one.
const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function instant(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A calendar date ("1990-05-14", a birthday or a statistics day) is the same day everywhere, so it
 * is read and shown in UTC: no viewer's time zone can move it by a day.
 */
function calendarDate(value: string): Date | null {
  const m = CALENDAR_DATE.exec(value);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCDate() === Number(m[3]) ? date : null;
}

/**
 * "14 May 1990": a calendar date (YYYY-MM-DD) or the local day of a moment; null when unreadable.
 * `locale` is for tests; the app leaves it to the browser.
 */
export function formatDate(value: string | null | undefined, locale?: string): string | null {
  if (!value) return null;
  if (CALENDAR_DATE.test(value)) {
    const day = calendarDate(value);
    return day && new Intl.DateTimeFormat(locale, { ...DATE, timeZone: 'UTC' }).format(day);
  }
  const date = instant(value);
  return date ? new Intl.DateTimeFormat(locale, DATE).format(date) : null;
}

/** "25 November 2026 at 13:31": a moment in the reader's time zone; "Unknown date" when unreadable. */
export function formatDateTime(value: string | Date, locale?: string): string {
  const date = instant(value);
  return date ? new Intl.DateTimeFormat(locale, DATE_TIME).format(date) : 'Unknown date';
}

/** "13:31" or "1:31 PM": the time of a moment. */
export function formatTime(value: Date, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(value);
}
