import { LEGAL } from '@orrery/core/legal';

/** The date the texts were last changed, written as this locale writes dates in prose. */
export function lastUpdated(locale: 'de-DE' | 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${LEGAL.lastUpdated}T00:00:00Z`),
  );
}
