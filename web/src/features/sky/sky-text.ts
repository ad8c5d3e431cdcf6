// Words the sky pages put around the API's figures. Every moment is written by lib/dates.ts in
// the zone the server computed the sky for.
import type { TransitView } from '@orrery/core/api/sky';
import { capitalise } from '@orrery/core/readings/text';
import { transitWindowPhrase } from '@orrery/core/readings/transit-window';
import { formatDayMonth, formatDayMonthTime } from '@/lib/dates';

/** The engine's phase names as a reader says them. */
export const PHASE_LABEL: Record<string, string> = {
  'New Moon': 'New Moon',
  Crescent: 'Waxing crescent',
  'First Quarter': 'First quarter',
  Gibbous: 'Waxing gibbous',
  'Full Moon': 'Full Moon',
  Disseminating: 'Waning gibbous',
  'Last Quarter': 'Last quarter',
  Balsamic: 'Waning crescent',
};

/** Point names as the page shows them ("True_Node" is the North Node). */
export function bodyName(name: string): string {
  if (name === 'True_Node') return 'North Node';
  if (name === 'Medium_Coeli') return 'Midheaven';
  return name.replace(/_/g, ' ');
}

/** "Exact on 3 December at 14:20, in orb 28 November to 9 December". */
export function transitWindowText(t: TransitView, timeZone: string, locale?: string): string {
  const opts = { timeZone, locale };
  return capitalise(
    transitWindowPhrase(
      t.exactAt.map((at) => formatDayMonthTime(at, opts)),
      t.enterAt ? formatDayMonth(t.enterAt, opts) : null,
      t.leaveAt ? formatDayMonth(t.leaveAt, opts) : null,
    ),
  );
}

/** The window's place on a span, as fractions 0..1 for the timeline's bars. */
export function spanFractions(
  t: Pick<TransitView, 'enterAt' | 'leaveAt' | 'exactAt'>,
  fromMs: number,
  toMs: number,
): { start: number; end: number; exact: number[] } {
  const f = (ms: number) => Math.min(1, Math.max(0, (ms - fromMs) / (toMs - fromMs)));
  return {
    start: t.enterAt ? f(Date.parse(t.enterAt)) : 0,
    end: t.leaveAt ? f(Date.parse(t.leaveAt)) : 1,
    exact: t.exactAt
      .map(Date.parse)
      .filter((ms) => ms >= fromMs && ms <= toMs)
      .map(f),
  };
}

/** The month after or before `YYYY-MM`. */
export function shiftMonth(month: string, by: number): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7)) - 1 + by;
  const d = new Date(Date.UTC(y, m, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** This month in a zone, as YYYY-MM. */
export function monthIn(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    timeZone,
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}`;
}

/** The browser's zone, which the sky pages ask the server to write times in. */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
