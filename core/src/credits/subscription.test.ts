import { describe, expect, it } from 'vitest';
import {
  monthlyAnniversary,
  monthlyRefresh,
  nextAnniversary,
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

  it('renews on the anniversary of the subscription, not on the first of the month', () => {
    const subscribed = new Date('2026-11-25T18:52:00Z');
    expect(monthlyAnniversary(subscribed, 1).toISOString()).toBe('2026-12-25T18:52:00.000Z');
    expect(monthlyAnniversary(subscribed, 2).toISOString()).toBe('2027-01-25T18:52:00.000Z');
  });

  it('renews a subscription from the 31st on the last day of shorter months, and on the 31st again after', () => {
    const subscribed = new Date('2026-01-31T09:00:00Z');
    expect(monthlyAnniversary(subscribed, 1).toISOString()).toBe('2026-02-28T09:00:00.000Z');
    expect(monthlyAnniversary(subscribed, 2).toISOString()).toBe('2026-03-31T09:00:00.000Z');
    expect(monthlyAnniversary(subscribed, 3).toISOString()).toBe('2026-04-30T09:00:00.000Z');
    expect(monthlyAnniversary(new Date('2027-12-31T00:00:00Z'), 2).toISOString()).toBe(
      '2028-02-29T00:00:00.000Z',
    );
  });

  it('ends the running period on the next anniversary after a moment, even one that is an anniversary', () => {
    const subscribed = new Date('2026-01-31T09:00:00Z');
    expect(nextAnniversary(subscribed, new Date('2026-02-28T09:00:00Z')).toISOString()).toBe(
      '2026-03-31T09:00:00.000Z',
    );
    expect(nextAnniversary(subscribed, new Date('2026-01-31T09:00:00Z')).toISOString()).toBe(
      '2026-02-28T09:00:00.000Z',
    );
    expect(nextAnniversary(subscribed, new Date('2026-06-01T00:00:00Z')).toISOString()).toBe(
      '2026-06-30T09:00:00.000Z',
    );
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
