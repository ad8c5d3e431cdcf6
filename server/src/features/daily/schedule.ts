import { zoneOffsetMs } from '@orrery/core/astro/time';

const DAY_MS = 86_400_000;

/** The civil date (YYYY-MM-DD) in a zone at an instant. */
export function localDateAt(zone: string, utcMs: number): string {
  return new Date(utcMs + zoneOffsetMs(zone, utcMs)).toISOString().slice(0, 10);
}

/**
 * The instant a local date's hour begins in a zone. The offset is looked up twice, the second
 * time at the first guess, so the day a clock changes is read with the offset then in force; an
 * hour skipped by a change to summer time falls an hour later, as the clocks on the wall show it.
 */
export function dueInstant(zone: string, localDate: string, hour: number): number {
  const wall = Date.parse(`${localDate}T00:00:00Z`) + hour * 3_600_000;
  const guess = wall - zoneOffsetMs(zone, wall);
  return wall - zoneOffsetMs(zone, guess);
}

export function nextDate(localDate: string): string {
  return new Date(Date.parse(`${localDate}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** The first local day whose chosen hour is still to come after `nowMs`, and that instant. */
export function firstDue(zone: string, hour: number, nowMs: number): { localDate: string; dueAt: number } {
  let localDate = localDateAt(zone, nowMs);
  let dueAt = dueInstant(zone, localDate, hour);
  if (dueAt <= nowMs) {
    localDate = nextDate(localDate);
    dueAt = dueInstant(zone, localDate, hour);
  }
  return { localDate, dueAt };
}
