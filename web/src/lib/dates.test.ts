import { describe, expect, it } from 'vitest';
import { activateLanguage, intlLocale } from '@/i18n/i18n';
import {
  formatClock,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatDayMonthTime,
  formatLongDay,
  formatMonth,
  formatTime,
} from './dates';

describe('dates in the reader’s locale', () => {
  it('writes a birthday the way each locale does, with one style across screens', () => {
    expect(formatDate('1990-05-14', 'en-GB')).toBe('14 May 1990');
    expect(formatDate('1990-05-14', 'en-US')).toBe('May 14, 1990');
    expect(formatDate('1990-05-14', 'de-DE')).toBe('14. Mai 1990');
  });

  it('keeps a calendar date on its day in every time zone', () => {
    // Midnight UTC is still the 13th in New York: a birthday must not move.
    expect(formatDate('1990-05-14', 'en-GB')).toBe(formatDate('1990-05-14T12:00:00Z', 'en-GB'));
  });

  it('shows a moment with its time, and the date alone when asked', () => {
    const at = '2026-11-25T13:31:00Z';
    expect(formatDateTime(at, 'en-GB')).toMatch(/^25 November 2026 at \d{2}:31$/);
    expect(formatDateTime(at, 'en-US')).toMatch(/^November 2[45], 2026 at \d{1,2}:31\s?[AP]M$/);
    expect(formatDate(at, 'en-US')).toMatch(/^November 2[45], 2026$/);
    expect(formatTime(new Date(at), 'en-GB')).toMatch(/^\d{2}:31$/);
  });

  it('says so rather than printing "Invalid Date"', () => {
    expect(formatDate('1988-02-31', 'en-GB')).toBeNull();
    expect(formatDate('garbage', 'en-GB')).toBeNull();
    expect(formatDate(null)).toBeNull();
    expect(formatDateTime('garbage', 'en-GB')).toBe('Unknown date');
  });

  it('follows the chosen language when no locale is given', async () => {
    await activateLanguage('de');
    expect(formatDate('1990-05-14')).toBe('14. Mai 1990');
    await activateLanguage('en');
    expect(formatDate('1990-05-14')).toBe(formatDate('1990-05-14', intlLocale()));
  });
});

describe('moments in a given zone', () => {
  const at = '2026-12-03T14:20:00Z';
  it('writes a transit’s exact time in the reader’s zone, not the browser’s', () => {
    expect(formatDayMonthTime(at, { timeZone: 'UTC', locale: 'en-GB' })).toBe('3 December at 14:20');
    expect(formatDayMonthTime(at, { timeZone: 'Asia/Kolkata', locale: 'en-GB' })).toBe('3 December at 19:50');
    expect(formatDayMonth('2026-12-03T02:00:00Z', { timeZone: 'America/New_York', locale: 'en-GB' })).toBe(
      '2 December',
    );
    expect(formatClock(at, { timeZone: 'Europe/Paris', locale: 'en-GB' })).toBe('15:20');
    expect(formatLongDay(at, { timeZone: 'UTC', locale: 'en-GB' })).toMatch(/^Thursday,? 3 December 2026$/);
    expect(formatMonth('2027-02', 'en-GB')).toBe('February 2027');
  });
});
