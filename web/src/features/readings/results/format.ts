// Times and offsets as the result pages show them; dates go through lib/dates.

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
