// One formatter each, built once: the app shows dates in British English everywhere.
const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "1 December 2026" */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** "23 Nov 2026, 13:31" */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
