import { monthlyAnniversary } from './subscription';

export interface PlanSide {
  priceCents: number;
  creditsPerMonth: number;
}

export interface PlanChange {
  direction: 'upgrade' | 'downgrade';
  /** Charged now for the rest of the period: the price difference times the share of the period left. */
  chargeCents: number;
  /** Taken off the next renewal: the unused share of a dearer plan (downgrades only). */
  creditNoteCents: number;
  /** Credits added now: the difference in monthly credits (upgrades only). */
  creditsNow: number;
  /** The share of the paid period still to run, 0 to 1. */
  remainingShare: number;
}

/** The start of the period that ends at `end`: the last anniversary of `anchor` before it. */
export function periodStartBefore(anchor: Date, end: Date): Date {
  let start = anchor;
  for (let months = 1; ; months++) {
    const next = monthlyAnniversary(anchor, months);
    if (next >= end) return start;
    start = next;
  }
}

/**
 * What a change of plan in the middle of a paid period costs, prorated by time as Stripe
 * prorates: an upgrade pays the price difference for the share of the period left and gets the
 * difference in monthly credits at once; a downgrade charges nothing now, and the unused share of
 * the dearer plan is taken off the next renewal, when the smaller allowance starts.
 */
export function prorateChange(
  from: PlanSide,
  to: PlanSide,
  period: { start: Date; end: Date },
  now: Date,
): PlanChange {
  const length = period.end.getTime() - period.start.getTime();
  const left = period.end.getTime() - now.getTime();
  const remainingShare = length > 0 ? Math.min(1, Math.max(0, left / length)) : 0;
  const difference = Math.round(Math.abs(to.priceCents - from.priceCents) * remainingShare);
  if (to.priceCents > from.priceCents) {
    return {
      direction: 'upgrade',
      chargeCents: difference,
      creditNoteCents: 0,
      creditsNow: Math.max(0, to.creditsPerMonth - from.creditsPerMonth),
      remainingShare,
    };
  }
  return {
    direction: 'downgrade',
    chargeCents: 0,
    creditNoteCents: difference,
    creditsNow: 0,
    remainingShare,
  };
}
