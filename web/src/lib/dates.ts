import { intlLocale, t } from '@/i18n/i18n';

// Every date the app shows goes through here, in the reader's chosen language and the browser's
// regional variant of it (intlLocale), so one person sees one format on every screen: "14 May
// 1990" in Britain, "May 14, 1990" in the US, "14. Mai 1990" in German.

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
 * `locale` is for tests; the app leaves it to the chosen language.
 */
export function formatDate(value: string | null | undefined, locale?: string): string | null {
  if (!value) return null;
  if (CALENDAR_DATE.test(value)) {
    const day = calendarDate(value);
    return day && new Intl.DateTimeFormat(locale ?? intlLocale(), { ...DATE, timeZone: 'UTC' }).format(day);
  }
  const date = instant(value);
  return date ? new Intl.DateTimeFormat(locale ?? intlLocale(), DATE).format(date) : null;
}

/** "25 November 2026 at 13:31": a moment in the reader's time zone; its catalogue's "Unknown date" when unreadable. */
export function formatDateTime(value: string | Date, locale?: string): string {
  const date = instant(value);
  return date ? new Intl.DateTimeFormat(locale ?? intlLocale(), DATE_TIME).format(date) : t('date.unknown');
}

/** "13:31" or "1:31 PM": the time of a moment. */
export function formatTime(value: Date, locale?: string): string {
  return new Intl.DateTimeFormat(locale ?? intlLocale(), { timeStyle: 'short' }).format(value);
}

/**
 * Where a moment is shown: `timeZone` when the screen speaks for a place (the sky in the reader's
 * zone as the server computed it), else the browser's own; `locale` is for tests.
 */
export interface MomentOptions {
  timeZone?: string;
  locale?: string;
}

/** "3 December" or "December 3": the local day of a moment without its year. */
export function formatDayMonth(value: string | Date, { timeZone, locale }: MomentOptions = {}): string {
  const date = instant(value);
  return date
    ? new Intl.DateTimeFormat(locale ?? intlLocale(), { day: 'numeric', month: 'long', timeZone }).format(
        date,
      )
    : t('date.unknown');
}

/** "3 December at 14:20": a moment without its year, for events of the weeks around today. */
export function formatDayMonthTime(value: string | Date, { timeZone, locale }: MomentOptions = {}): string {
  const date = instant(value);
  if (!date) return t('date.unknown');
  const day = formatDayMonth(date, { timeZone, locale });
  const time = new Intl.DateTimeFormat(locale ?? intlLocale(), { timeStyle: 'short', timeZone }).format(date);
  return t('date.dayAtTime', { day, time });
}

/** "14:20" or "2:20 PM" in the given zone. */
export function formatClock(value: string | Date, { timeZone, locale }: MomentOptions = {}): string {
  const date = instant(value);
  return date
    ? new Intl.DateTimeFormat(locale ?? intlLocale(), { timeStyle: 'short', timeZone }).format(date)
    : '';
}

/** "Wednesday 25 November 2026": the full local day of a moment, for a page's date line. */
export function formatLongDay(value: string | Date, { timeZone, locale }: MomentOptions = {}): string {
  const date = instant(value);
  return date
    ? new Intl.DateTimeFormat(locale ?? intlLocale(), { dateStyle: 'full', timeZone }).format(date)
    : t('date.unknown');
}

/** "December 2026": a calendar month (YYYY-MM), the same everywhere. */
export function formatMonth(month: string, locale?: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return month;
  return new Intl.DateTimeFormat(locale ?? intlLocale(), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)));
}
