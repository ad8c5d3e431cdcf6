import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '../../db/schema';
import { decide, type SubscriptionInput } from './subscription-state';

// The table of decisions/0022, cell by cell. The state was set at T; events come before or after.
const T = '2026-05-01T12:00:00.000Z';
const BEFORE = '2026-05-01T11:00:00.000Z';
const AFTER = '2026-05-01T13:00:00.000Z';

const state = (status: SubscriptionStatus, endReason: string | null = null) => ({
  status,
  end_reason: endReason,
  state_at: T,
});

const renewal = (at: string): SubscriptionInput => ({ kind: 'renewal_paid', at });
const failed = (at: string): SubscriptionInput => ({ kind: 'payment_failed', at });
const cancelled: SubscriptionInput = { kind: 'cancelled', at: AFTER, reason: 'user_requested' };
const resumed = (at: string): SubscriptionInput => ({ kind: 'resumed', at });
const changed: SubscriptionInput = { kind: 'plan_changed', at: AFTER, tierId: 2 };
const ended: SubscriptionInput = { kind: 'ended', at: AFTER };
const deleted: SubscriptionInput = { kind: 'account_closed', at: AFTER, reason: 'account_deleted' };
const blocked: SubscriptionInput = { kind: 'account_closed', at: AFTER, reason: 'account_blocked' };

describe('the subscription transition table', () => {
  it.each([
    // state, end reason, input, new state, new end reason, renewal outcome, state time
    ['active', null, renewal(AFTER), 'active', null, 'grant', AFTER],
    ['active', null, renewal(BEFORE), 'active', null, 'grant', T],
    ['past_due', null, renewal(AFTER), 'active', null, 'grant', AFTER],
    ['past_due', null, renewal(BEFORE), 'past_due', null, 'grant', T],
    ['cancelled', 'user_requested', renewal(BEFORE), 'cancelled', 'user_requested', 'grant', T],
    ['cancelled', 'user_requested', renewal(AFTER), 'cancelled', 'user_requested', 'refund', T],
    ['ended', 'provider', renewal(BEFORE), 'ended', 'provider', 'grant', T],
    ['ended', 'provider', renewal(AFTER), 'ended', 'provider', 'refund', T],
    ['ended', 'account_deleted', renewal(BEFORE), 'ended', 'account_deleted', 'refund', T],
    ['ended', 'account_blocked', renewal(BEFORE), 'ended', 'account_blocked', 'refund', T],
    ['ended', 'duplicate_subscription', renewal(AFTER), 'ended', 'duplicate_subscription', 'refund', T],
    ['ended', 'duplicate_subscription', renewal(BEFORE), 'ended', 'duplicate_subscription', 'refund', T],

    ['active', null, failed(AFTER), 'past_due', null, undefined, AFTER],
    ['active', null, failed(BEFORE), 'active', null, undefined, T],
    ['past_due', null, failed(AFTER), 'past_due', null, undefined, T],
    ['cancelled', 'user_requested', failed(AFTER), 'cancelled', 'user_requested', undefined, T],
    ['ended', 'provider', failed(AFTER), 'ended', 'provider', undefined, T],

    ['active', null, cancelled, 'cancelled', 'user_requested', undefined, AFTER],
    ['active', null, { ...cancelled, at: BEFORE }, 'active', null, undefined, T],

    ['cancelled', 'user_requested', resumed(AFTER), 'active', null, undefined, AFTER],
    ['cancelled', 'provider', resumed(AFTER), 'active', null, undefined, AFTER],
    ['cancelled', 'user_requested', resumed(BEFORE), 'cancelled', 'user_requested', undefined, T],
    ['active', null, resumed(AFTER), 'active', null, undefined, T],
    ['past_due', null, resumed(AFTER), 'past_due', null, undefined, T],
    ['ended', 'provider', resumed(AFTER), 'ended', 'provider', undefined, T],
    ['ended', 'account_blocked', resumed(AFTER), 'ended', 'account_blocked', undefined, T],

    ['past_due', null, cancelled, 'cancelled', 'user_requested', undefined, AFTER],
    ['cancelled', 'provider', cancelled, 'cancelled', 'provider', undefined, T],
    ['ended', 'provider', cancelled, 'ended', 'provider', undefined, T],

    ['active', null, ended, 'ended', 'provider', undefined, AFTER],
    ['past_due', null, ended, 'ended', 'provider', undefined, AFTER],
    ['cancelled', 'user_requested', ended, 'ended', 'user_requested', undefined, AFTER],
    ['ended', 'account_deleted', ended, 'ended', 'account_deleted', undefined, T],

    ['active', null, deleted, 'ended', 'account_deleted', undefined, AFTER],
    ['past_due', null, blocked, 'ended', 'account_blocked', undefined, AFTER],
    ['cancelled', 'user_requested', deleted, 'ended', 'account_deleted', undefined, AFTER],
    ['ended', 'provider', blocked, 'ended', 'provider', undefined, T],
  ] as const)(
    '%s (%s) + %o → %s (%s), renewal %s',
    (status, reason, input, next, nextReason, outcome, at) => {
      const decision = decide(state(status, reason), input);
      expect(decision).toEqual({
        status: next,
        endReason: nextReason,
        stateAt: at,
        ...(outcome ? { renewal: outcome } : {}),
      });
    },
  );

  it('changes the plan of an active subscription only, keeping its state', () => {
    expect(decide(state('active'), changed)).toEqual({
      status: 'active',
      endReason: null,
      stateAt: T,
      tierId: 2,
    });
    for (const [status, reason] of [
      ['past_due', null],
      ['cancelled', 'user_requested'],
      ['ended', 'provider'],
    ] as const) {
      expect(decide(state(status, reason), changed)).toEqual({ status, endReason: reason, stateAt: T });
    }
  });

  it('never makes a stopped subscription live again, whatever comes and in whatever order', () => {
    const inputs = [renewal(BEFORE), renewal(AFTER), failed(AFTER), cancelled, ended, deleted];
    for (const status of ['cancelled', 'ended'] as const) {
      for (const input of inputs) {
        expect(['cancelled', 'ended']).toContain(decide(state(status, 'provider'), input).status);
      }
    }
  });
});
