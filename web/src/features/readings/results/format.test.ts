import { describe, expect, it } from 'vitest';
import { dayMonthYear, generatedOn, hourMinute, longBirthDate, utcOffset } from './format';

describe('result formatting', () => {
  it('formats calendar dates without a time-zone shift', () => {
    expect(dayMonthYear('1940-10-09')).toBe('9/10/1940');
    expect(longBirthDate('1933-02-18')).toBe('February 18, 1933');
    expect(dayMonthYear('')).toBeNull();
    expect(longBirthDate('not a date')).toBeNull();
  });

  it('shows Invalid Date for an unreadable generation time', () => {
    expect(generatedOn('2026-11-23T00:52:14.562Z')).toBe('November 23, 2026');
    expect(generatedOn('garbage')).toBe('Invalid Date');
  });

  it('cuts times to HH:MM and formats offsets', () => {
    expect(hourMinute('18:30:00')).toBe('18:30');
    expect(hourMinute(null)).toBeNull();
    expect(utcOffset(60)).toBe('UTC+01:00');
    expect(utcOffset(-210)).toBe('UTC−03:30');
    expect(utcOffset(0)).toBe('UTC+00:00');
    // Coyoacán's local mean time in 1907, as the time-zone data stores it.
    expect(utcOffset(-396.60000000000002)).toBe('UTC−06:36:36');
    expect(utcOffset(4.5 / 60)).toBe('UTC+00:00:05');
  });
});
