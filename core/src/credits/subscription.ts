export interface SubscriptionFields {
  subscription_type: string | null;
  subscription_status: string | null;
}

/** An active subscriber has a subscription-type profile whose status is active (not cancelled). */
export function isActiveSubscriber(profile: SubscriptionFields): boolean {
  return profile.subscription_type === 'subscription' && profile.subscription_status === 'active';
}

const DAY_MS = 24 * 60 * 60 * 1000;

export interface MonthlyRefresh {
  /** Credits carried over from the old balance: never more than one month's allowance. */
  rollover: number;
  newBalance: number;
  /** What the balance changes by; negative when the old balance held more than the rollover keeps. */
  delta: number;
}

/** The monthly grant: rollover = min(balance, monthly); the new balance is monthly + rollover. */
export function monthlyRefresh(balance: number, creditsPerMonth: number): MonthlyRefresh {
  const rollover = Math.min(Math.max(balance, 0), creditsPerMonth);
  const newBalance = creditsPerMonth + rollover;
  return { rollover, newBalance, delta: newBalance - balance };
}

/**
 * The `months`-th monthly anniversary of a subscription that started at `anchor`, as Stripe
 * bills by default: the anchor's day of month and time of day, or the month's last day when the
 * month is shorter. Counting from the anchor (not from the previous renewal) keeps a 31st
 * subscriber on the 31st after a short February.
 */
export function monthlyAnniversary(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(anchor.getUTCDate(), lastDay),
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

/** The first anniversary of `anchor` strictly after `after`: when the period running at `after` ends. */
export function nextAnniversary(anchor: Date, after: Date): Date {
  const monthsBetween =
    (after.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + after.getUTCMonth() - anchor.getUTCMonth();
  for (let months = Math.max(1, monthsBetween); ; months++) {
    const date = monthlyAnniversary(anchor, months);
    if (date > after) return date;
  }
}

/** A refresh is due once the renewal date has come, or when the subscription was never refreshed. */
export function refreshIsDue(
  nextRenewalDate: string | null,
  lastRefreshDate: string | null,
  now: Date,
): boolean {
  if (!lastRefreshDate || !nextRenewalDate) return true;
  return Date.parse(nextRenewalDate) <= now.getTime();
}

/** Whole days until the renewal, rounded up, so "tomorrow at 00:00" reads as 1 day. */
export function daysUntil(date: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(date) - now.getTime()) / DAY_MS));
}

/** The refusal shown when a manual refresh is asked for before the renewal date. */
export function refreshNotDueMessage(nextRenewalDate: string, now: Date): string {
  const days = daysUntil(nextRenewalDate, now);
  return `Next renewal is in ${days} ${days === 1 ? 'day' : 'days'} on ${nextRenewalDate.slice(0, 10)}.`;
}

export interface ReadingCost {
  routeId: string;
  appName: string;
  cost: number;
}

/** How many of each reading a number of credits buys, rounded down. */
export function readingsFor(credits: number, costs: readonly ReadingCost[]) {
  return costs.map((app) => ({
    routeId: app.routeId,
    appName: app.appName,
    cost: app.cost,
    readings: app.cost > 0 ? Math.floor(credits / app.cost) : 0,
  }));
}
