import type { SubscriptionStatus } from '../../db/schema';

/**
 * What can happen to an existing subscription (decisions/0022). The times are the provider's
 * for its events and our clock for our own actions; they order the events whatever order they
 * arrive in.
 */
export type SubscriptionInput =
  | { kind: 'renewal_paid'; at: string }
  | { kind: 'payment_failed'; at: string }
  /** The user cancelled here, or the provider reports renewals stopped at the period's end. */
  | { kind: 'cancelled'; at: string; reason: string }
  /** The user (or the provider) took back a cancellation while the paid period runs. */
  | { kind: 'resumed'; at: string }
  /** The user moved to another tier; asked of the provider first, by the caller. */
  | { kind: 'plan_changed'; at: string; tierId: number }
  /** The provider ended it. */
  | { kind: 'ended'; at: string }
  /** The account was deleted or blocked: ended at the provider first, by the caller. */
  | { kind: 'account_closed'; at: string; reason: 'account_deleted' | 'account_blocked' };

export interface SubscriptionState {
  status: SubscriptionStatus;
  end_reason: string | null;
  state_at: string;
}

export interface Decision {
  status: SubscriptionStatus;
  endReason: string | null;
  /** The provider time that set the status; unchanged when the status stays. */
  stateAt: string;
  /** For renewal_paid: grant the period's credits, or refund the payment at the provider. */
  renewal?: 'grant' | 'refund';
  /** For plan_changed: the new tier, when the plan may change in this state. */
  tierId?: number;
}

/** Ended for a reason that no renewal can outweigh: a closed account, or a second subscription. */
const NEVER_RENEWED: readonly string[] = ['account_deleted', 'account_blocked', 'duplicate_subscription'];

const isLive = (status: SubscriptionStatus) => status === 'active' || status === 'past_due';

/**
 * The one transition table. A stopped (cancelled or ended) subscription never becomes live
 * again: a renewal paid before it stopped (by the provider's clock) still grants that period,
 * one paid after is refunded, and nothing is granted to a closed account or a second subscription.
 */
export function decide(current: SubscriptionState, input: SubscriptionInput): Decision {
  const stay: Decision = { status: current.status, endReason: current.end_reason, stateAt: current.state_at };
  const move = (status: SubscriptionStatus, endReason: string | null): Decision => ({
    status,
    endReason,
    stateAt: input.at,
  });
  const newer = input.at >= current.state_at;
  switch (input.kind) {
    case 'renewal_paid': {
      if (isLive(current.status)) {
        return { ...(newer ? move('active', null) : stay), renewal: 'grant' };
      }
      const paidBeforeStop =
        input.at <= current.state_at && !NEVER_RENEWED.includes(current.end_reason ?? '');
      return { ...stay, renewal: paidBeforeStop ? 'grant' : 'refund' };
    }
    case 'payment_failed':
      return current.status === 'active' && newer ? move('past_due', null) : stay;
    case 'cancelled':
      // A cancellation older than the state is stale: the provider renews nothing it was told to
      // stop, so a later state (a renewal, a resume) means this cancellation was taken back.
      return isLive(current.status) && newer ? move('cancelled', input.reason) : stay;
    case 'resumed':
      // Only renewals stopped at the period's end come back; an ended subscription stays ended,
      // and a resume older than the cancellation it would undo is stale.
      return current.status === 'cancelled' && newer ? move('active', null) : stay;
    case 'plan_changed':
      // Only a plan in good standing changes: a failed renewal is settled first, and a cancelled
      // one is resumed first (the caller refuses both before asking the provider).
      return current.status === 'active' ? { ...stay, tierId: input.tierId } : stay;
    case 'ended':
      return current.status === 'ended' ? stay : move('ended', current.end_reason ?? 'provider');
    case 'account_closed':
      return current.status === 'ended' ? stay : move('ended', input.reason);
  }
}
