// The month calendar of the sky's events, the same for everyone: lunations and quarters,
// eclipses, sign ingresses and retrograde stations, each with a title and its local day.
import { skyEvents } from '../astro/sky-events';
import { zoneOffsetMs } from '../astro/time';
import { pointLabel } from './astro-facts';
import { SIGN_INFO } from './content/astro';
import { capitalise } from './text';
import type { Language } from '../api/language';
import { CALENDAR_PHASE_DE, eclipseDe, pointSubjectDe, SIGN_DE } from './sky-words-de';

export type SkyEventKind = 'lunation' | 'quarter' | 'eclipse' | 'ingress' | 'station';

export interface SkyCalendarEvent {
  kind: SkyEventKind;
  at_ms: number;
  title: string;
  /** Day of the month in the calendar's zone. */
  day: number;
}

/** The UTC instant of local midnight starting the given day in `timeZone`. */
export function localMidnight(year: number, month: number, day: number, timeZone: string): number {
  // Date.UTC carries a day past the month end into the next month.
  const wallMs = Date.UTC(year, month - 1, day);
  // The offset at the guess, then at the instant it gives: right on the days the clocks change.
  return wallMs - zoneOffsetMs(timeZone, wallMs - zoneOffsetMs(timeZone, wallMs));
}

const PHASE_TITLE = {
  new_moon: 'New Moon',
  first_quarter: 'First quarter Moon',
  full_moon: 'Full Moon',
  last_quarter: 'Last quarter Moon',
} as const;

const degrees = (d: number) => `${Math.floor(d)}°`;

/** Every event of the month `YYYY-MM` in `timeZone`, in time order, titled in `language`. */
export function skyCalendar(month: string, timeZone: string, language: Language = 'en'): SkyCalendarEvent[] {
  const de = language === 'de';
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  const fromMs = localMidnight(year, m, 1, timeZone);
  const toMs = m === 12 ? localMidnight(year + 1, 1, 1, timeZone) : localMidnight(year, m + 1, 1, timeZone);
  const events = skyEvents(fromMs, toMs);
  const out: Omit<SkyCalendarEvent, 'day'>[] = [];
  for (const e of events.lunar_phases) {
    const lunation = e.phase === 'new_moon' || e.phase === 'full_moon';
    out.push({
      kind: lunation ? 'lunation' : 'quarter',
      at_ms: e.at_ms,
      title: de
        ? `${CALENDAR_PHASE_DE[e.phase]} ${SIGN_DE[e.sign].inSign}`
        : `${PHASE_TITLE[e.phase]} in ${SIGN_INFO[e.sign].name}`,
    });
  }
  for (const e of events.eclipses)
    out.push({
      kind: 'eclipse',
      at_ms: e.at_ms,
      title: de
        ? `${eclipseDe(e.eclipse, e.kind)} ${SIGN_DE[e.sign].inSign}`
        : `${capitalise(e.kind)} ${e.eclipse} eclipse in ${SIGN_INFO[e.sign].name}`,
    });
  for (const e of events.ingresses) {
    const body = de ? pointSubjectDe(e.body) : capitalise(pointLabel(e.body));
    const sign = SIGN_INFO[e.sign].name;
    const into = SIGN_DE[e.sign].intoSign;
    out.push({
      kind: 'ingress',
      at_ms: e.at_ms,
      title: de
        ? e.retrograde
          ? `${body} kehrt rückläufig ${into} zurück`
          : `${body} tritt ${into} ein`
        : e.retrograde
          ? `${body}, retrograde, moves back into ${sign}`
          : `${body} enters ${sign}`,
    });
  }
  for (const e of events.stations)
    out.push({
      kind: 'station',
      at_ms: e.at_ms,
      title: de
        ? `${pointSubjectDe(e.body)} wird ${e.station === 'direct' ? 'direktläufig' : 'rückläufig'} bei ${degrees(e.degree)} ${SIGN_DE[e.sign].name}`
        : `${capitalise(pointLabel(e.body))} turns ${e.station} at ${degrees(e.degree)} ${SIGN_INFO[e.sign].name}`,
    });
  return out
    .filter((e) => e.at_ms >= fromMs && e.at_ms < toMs)
    .sort((a, b) => a.at_ms - b.at_ms)
    .map((e) => ({ ...e, day: new Date(e.at_ms + zoneOffsetMs(timeZone, e.at_ms)).getUTCDate() }));
}
