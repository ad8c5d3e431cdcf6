// Words the sky pages put around the API's figures. Every moment is written by lib/dates.ts in
// the zone the server computed the sky for.
import type { TransitView } from '@orrery/core/api/sky';
import { capitalise } from '@orrery/core/readings/text';
import { languageOfTag } from '@orrery/core/api/language';
import type { PointName } from '@orrery/core/astro/types';
import { transitWindowPhraseDe } from '@orrery/core/readings/sky-words-de';
import { transitWindowPhrase } from '@orrery/core/readings/transit-window';
import { intlLocale, type MessageKey, t } from '@/i18n/i18n';
import { formatDayMonth, formatDayMonthTime } from '@/lib/dates';
import { pointName } from '@/features/readings/wheel/astro-labels';

const PHASE_KEY: Record<string, MessageKey> = {
  'New Moon': 'sky.phase.newMoon',
  Crescent: 'sky.phase.crescent',
  'First Quarter': 'sky.phase.firstQuarter',
  Gibbous: 'sky.phase.gibbous',
  'Full Moon': 'sky.phase.fullMoon',
  Disseminating: 'sky.phase.disseminating',
  'Last Quarter': 'sky.phase.lastQuarter',
  Balsamic: 'sky.phase.balsamic',
};

/** The engine's phase name as a reader says it, in their language. */
export function phaseLabel(phase: string): string {
  const key = PHASE_KEY[phase];
  return key ? t(key) : phase;
}

/** Point names as the page shows them ("True_Node" is the North Node). */
export function bodyName(name: string): string {
  if (name === 'True_Node') return t('sky.northNode');
  return pointName(name as PointName);
}

/** "Exact on 3 December at 14:20, in orb 28 November to 9 December", or in German. */
export function transitWindowText(transit: TransitView, timeZone: string, locale?: string): string {
  const opts = { timeZone, locale };
  const phrase = languageOfTag(locale ?? intlLocale()) === 'de' ? transitWindowPhraseDe : transitWindowPhrase;
  return capitalise(
    phrase(
      transit.exactAt.map((at) => formatDayMonthTime(at, opts)),
      transit.enterAt ? formatDayMonth(transit.enterAt, opts) : null,
      transit.leaveAt ? formatDayMonth(transit.leaveAt, opts) : null,
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
