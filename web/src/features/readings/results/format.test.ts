import { describe, expect, it } from 'vitest';
import { hourMinute, utcOffset } from './format';

describe('result formatting', () => {
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
