import { describe, expect, it } from 'vitest';
import { dueInstant, firstDue, localDateAt, nextDate } from './schedule';

describe('daily note schedule', () => {
  it('reads the hour on the wall clock of the zone, either side of a change to summer time', () => {
    expect(new Date(dueInstant('Europe/Paris', '2026-03-28', 7)).toISOString()).toBe(
      '2026-03-28T06:00:00.000Z',
    );
    expect(new Date(dueInstant('Europe/Paris', '2026-03-29', 7)).toISOString()).toBe(
      '2026-03-29T05:00:00.000Z',
    );
    // 02:00 does not exist that night in Paris: the note comes at 03:00, the next hour on the wall.
    expect(new Date(dueInstant('Europe/Paris', '2026-03-29', 2)).toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    );
    expect(new Date(dueInstant('America/New_York', '2026-11-01', 7)).toISOString()).toBe(
      '2026-11-01T12:00:00.000Z',
    );
  });

  it('starts today when the hour is still to come, tomorrow when it has passed', () => {
    const at = Date.parse('2026-11-25T05:30:00Z'); // 06:30 in Paris
    expect(firstDue('Europe/Paris', 7, at)).toEqual({
      localDate: '2026-11-25',
      dueAt: Date.parse('2026-11-25T06:00:00Z'),
    });
    expect(firstDue('Europe/Paris', 6, at)).toEqual({
      localDate: '2026-11-26',
      dueAt: Date.parse('2026-11-26T05:00:00Z'),
    });
    // Already the 26th in Tokyo.
    expect(localDateAt('Asia/Tokyo', Date.parse('2026-11-25T20:00:00Z'))).toBe('2026-11-26');
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
  });
});
