import { describe, expect, it } from 'vitest';
import { periodStartBefore, prorateChange } from './plan-change';

const starter = { priceCents: 999, creditsPerMonth: 30 };
const explorer = { priceCents: 1999, creditsPerMonth: 75 };
const period = { start: new Date('2026-11-25T00:00:00Z'), end: new Date('2026-12-25T00:00:00Z') };

describe('a change of plan in the middle of a period', () => {
  it('charges an upgrade the price difference for the share of the period left, and adds the credit difference now', () => {
    const halfway = new Date('2026-12-10T00:00:00Z');
    expect(prorateChange(starter, explorer, period, halfway)).toEqual({
      direction: 'upgrade',
      chargeCents: 500,
      creditNoteCents: 0,
      creditsNow: 45,
      remainingShare: 0.5,
    });
  });

  it('charges an upgrade on the first day almost the whole difference, and on the last day nothing', () => {
    expect(prorateChange(starter, explorer, period, period.start).chargeCents).toBe(1000);
    expect(prorateChange(starter, explorer, period, period.end).chargeCents).toBe(0);
    expect(prorateChange(starter, explorer, period, new Date('2027-01-01T00:00:00Z')).chargeCents).toBe(0);
  });

  it('charges a downgrade nothing now and credits the unused share against the next renewal', () => {
    const threeQuarters = new Date('2026-12-02T12:00:00Z');
    expect(prorateChange(explorer, starter, period, threeQuarters)).toEqual({
      direction: 'downgrade',
      chargeCents: 0,
      creditNoteCents: 750,
      creditsNow: 0,
      remainingShare: 0.75,
    });
  });

  it('starts the period on the anniversary before its end, clamped like the renewals', () => {
    const anchor = new Date('2026-01-31T09:00:00Z');
    expect(periodStartBefore(anchor, new Date('2026-03-31T09:00:00Z')).toISOString()).toBe(
      '2026-02-28T09:00:00.000Z',
    );
    expect(periodStartBefore(anchor, new Date('2026-02-28T09:00:00Z')).toISOString()).toBe(
      '2026-01-31T09:00:00.000Z',
    );
  });
});
