import { describe, expect, it } from 'vitest';
import {
  firstOfNextMonth,
  monthlyRefresh,
  readingsFor,
  refreshIsDue,
  refreshNotDueMessage,
} from './subscription';

describe('monthly refresh', () => {
  it('rolls over at most one month and sets the balance to monthly plus rollover', () => {
    expect(monthlyRefresh(12, 30)).toEqual({ rollover: 12, newBalance: 42, delta: 30 });
    expect(monthlyRefresh(0, 30)).toEqual({ rollover: 0, newBalance: 30, delta: 30 });
    expect(monthlyRefresh(45, 30)).toEqual({ rollover: 30, newBalance: 60, delta: 15 });
    expect(monthlyRefresh(100, 30)).toEqual({ rollover: 30, newBalance: 60, delta: -40 });
  });

  it('renews on the first of the next calendar month, across a year end', () => {
    expect(firstOfNextMonth(new Date('2026-01-31T23:59:00Z')).toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(firstOfNextMonth(new Date('2026-12-15T10:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('is due when never refreshed or once the renewal date has come', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(refreshIsDue(null, null, now)).toBe(true);
    expect(refreshIsDue('2026-12-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z', now)).toBe(false);
    expect(refreshIsDue('2026-11-23T12:00:00.000Z', '2026-10-23T00:00:00.000Z', now)).toBe(true);
  });

  it('tells how many days remain before the renewal', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(refreshNotDueMessage('2026-12-01T00:00:00.000Z', now)).toBe(
      'Next renewal is in 8 days on 2026-12-01.',
    );
    expect(refreshNotDueMessage('2026-11-24T00:00:00.000Z', now)).toBe(
      'Next renewal is in 1 day on 2026-11-24.',
    );
  });
});

describe('what credits buy', () => {
  it('rounds each app down by its cost', () => {
    expect(
      readingsFor(75, [
        { routeId: 'natalbirthchart', appName: 'Natal Birth Chart', cost: 24 },
        { routeId: 'tarot-traditional', appName: 'Daily Tarot Reading', cost: 4 },
      ]).map((a) => a.readings),
    ).toEqual([3, 18]);
  });
});
