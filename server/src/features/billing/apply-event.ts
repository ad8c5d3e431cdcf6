import { monthlyAnniversary, monthlyRefresh } from '@orrery/core/credits/subscription';
import type { Transaction } from 'kysely';
import type { DatabaseKind } from '../../db';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../http/context';
import { newId } from '../../lib/ids';
import type { Logger } from '../../lib/logger';
import { applyCreditChange } from '../credits/ledger';
import { type BillingAction, billingActionSchema, type BillingEvent } from './events';
import type { PaymentProvider } from './providers';
import { decide } from './subscription-state';
import {
  findSubscription,
  liveSubscriptionOf,
  lockBillingKeys,
  moveSubscription,
  paymentKeys,
  subscriptionKey,
} from './subscriptions';

type Trx = Transaction<Database>;

/** One event's transaction: where it runs, who the provider is, and the payments it recorded. */
interface Applying {
  trx: Trx;
  kind: DatabaseKind;
  provider: PaymentProvider;
  now: Date;
  logger: Logger;
  paymentIds: string[];
}

/**
 * What applying an action did: changed nothing (and why), waits for an object that does not
 * exist yet, or applied, making these provider objects exist for events held on them.
 */
type Outcome = { skipped: string } | { held: string } | { released: string[] };
const skipped = (reason: string): Outcome => ({ skipped: reason });

/**
 * Stores the event first, by the provider's event id (a retry or a racing duplicate finds it
 * taken and changes nothing), then applies it in the same transaction. An event about a
 * subscription or payment we have not recorded yet is kept, marked with what it waits for, and
 * applied, in the provider's order, by the transaction that records that object.
 */
export async function applyBillingEvent(
  deps: Pick<AppDeps, 'database' | 'payments' | 'logger'>,
  event: BillingEvent,
  now: Date,
): Promise<{ applied: boolean; paymentIds: string[] }> {
  return deps.database.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('payment_events')
      .values({
        event_id: event.id,
        provider: deps.payments.name,
        type: event.type,
        processed_at: now.toISOString(),
        occurred_at: event.occurredAt,
        action: JSON.stringify(event.action),
        held_for: null,
      })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!claimed) return { applied: false, paymentIds: [] };
    const applying: Applying = {
      trx,
      kind: deps.database.kind,
      provider: deps.payments,
      now,
      logger: deps.logger,
      paymentIds: [],
    };
    await applyStored(applying, event.id, event.type, event.occurredAt, event.action);
    return { applied: true, paymentIds: applying.paymentIds };
  });
}

async function applyStored(
  applying: Applying,
  eventId: string,
  type: string,
  occurredAt: string,
  action: BillingAction,
): Promise<void> {
  await lockBillingKeys(applying.trx, applying.kind, keysOf(action));
  const outcome = await applyAction(applying, action, occurredAt);
  if ('held' in outcome) {
    await applying.trx
      .updateTable('payment_events')
      .set({ held_for: outcome.held })
      .where('event_id', '=', eventId)
      .execute();
    return;
  }
  if ('skipped' in outcome) {
    applying.logger.warn('payment event changed nothing', { eventId, type, outcome: outcome.skipped });
    return;
  }
  if (outcome.released.length) await releaseHeld(applying, outcome.released);
}

/** Applies, oldest first by the provider's clock, the events that were waiting for these objects. */
async function releaseHeld(applying: Applying, keys: string[]): Promise<void> {
  const held = await applying.trx
    .selectFrom('payment_events')
    .select(['event_id', 'type', 'occurred_at', 'action'])
    .where('held_for', 'in', keys)
    .orderBy('occurred_at')
    .orderBy('event_id')
    .execute();
  for (const event of held) {
    await applying.trx
      .updateTable('payment_events')
      .set({ held_for: null })
      .where('event_id', '=', event.event_id)
      .execute();
    const action = billingActionSchema.parse(JSON.parse(event.action ?? 'null'));
    await applyStored(applying, event.event_id, event.type, event.occurred_at ?? '', action);
  }
}

/** The provider objects an action reads or creates, locked before it looks at them. */
function keysOf(action: BillingAction): string[] {
  switch (action.kind) {
    case 'checkout_completed':
      return [
        ...(action.subscriptionId ? [subscriptionKey(action.subscriptionId)] : []),
        ...paymentKeys(action.paymentIntentId, action.invoiceId),
      ];
    case 'renewal_paid':
      return [
        subscriptionKey(action.subscriptionId),
        ...paymentKeys(action.paymentIntentId, action.invoiceId),
      ];
    case 'payment_failed':
    case 'subscription_cancelled':
    case 'subscription_resumed':
    case 'subscription_ended':
      return [subscriptionKey(action.subscriptionId)];
    case 'refund':
      return paymentKeys(action.paymentIntentId, action.invoiceId);
    case 'checkout_expired':
    case 'ignored':
      return [];
  }
}

async function applyAction(applying: Applying, action: BillingAction, at: string): Promise<Outcome> {
  const { trx, provider, now } = applying;
  switch (action.kind) {
    case 'checkout_completed':
      return completeCheckout(applying, action, at);
    case 'checkout_expired': {
      const result = await trx
        .updateTable('checkout_sessions')
        .set({ status: 'expired' })
        .where('id', '=', action.sessionId)
        .where('provider', '=', provider.name)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n
        ? { released: [] }
        : skipped('unknown or already closed checkout session');
    }
    case 'renewal_paid':
      return payRenewal(applying, action, at);
    case 'payment_failed':
    case 'subscription_cancelled':
    case 'subscription_resumed':
    case 'subscription_ended': {
      const subscription = await findSubscription(trx, provider.name, action.subscriptionId);
      if (!subscription) return { held: subscriptionKey(action.subscriptionId) };
      if (action.kind === 'subscription_resumed') {
        // A user has one live subscription: one bought after this was cancelled keeps that place.
        const live = await liveSubscriptionOf(trx, subscription.user_id);
        if (live && live.id !== subscription.id) return skipped('another subscription is live');
        await moveSubscription(trx, subscription, { kind: 'resumed', at }, now);
      } else if (action.kind === 'payment_failed') {
        await moveSubscription(trx, subscription, { kind: 'payment_failed', at }, now);
      } else if (action.kind === 'subscription_cancelled') {
        await moveSubscription(
          trx,
          subscription,
          { kind: 'cancelled', at, reason: 'provider' },
          now,
          action.endsAt,
        );
      } else {
        await moveSubscription(trx, subscription, { kind: 'ended', at }, now);
      }
      return { released: [] };
    }
    case 'refund':
      return refundPayment(applying, action);
    case 'ignored':
      return { released: [] };
  }
}

/** Takes the row lock on the profile (PostgreSQL) and returns it as it is now. */
function lockProfile(trx: Trx, userId: string, now: Date) {
  return trx
    .updateTable('profiles')
    .set({ updated_at: now.toISOString() })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

async function completeCheckout(
  applying: Applying,
  action: Extract<BillingAction, { kind: 'checkout_completed' }>,
  at: string,
): Promise<Outcome> {
  const { trx, provider, now } = applying;
  const session = await trx
    .updateTable('checkout_sessions')
    .set({ status: 'completed', completed_at: now.toISOString() })
    .where('id', '=', action.sessionId)
    .where('provider', '=', provider.name)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
  if (!session) return skipped('unknown or already completed checkout session');
  const released = paymentKeys(action.paymentIntentId, action.invoiceId);
  const subscriptionId = action.subscriptionId ?? session.id;
  let refusal: string | null = null;
  if (session.billing_type === 'subscription') {
    // The profile's row lock makes a second checkout of the same user wait for the first.
    const profile = await lockProfile(trx, session.user_id, now);
    const live = await liveSubscriptionOf(trx, session.user_id);
    if (live) refusal = 'duplicate_subscription';
    else if (profile?.status !== 'active') refusal = `account_${profile?.status ?? 'deleted'}`;
  }
  const paymentId = newId(now.getTime());
  await trx
    .insertInto('payments')
    .values({
      id: paymentId,
      user_id: session.user_id,
      provider: provider.name,
      provider_reference: session.id,
      amount_cents: action.amountCents,
      currency: action.currency,
      credits_granted: refusal ? 0 : session.credits,
      created_at: now.toISOString(),
      kind: session.billing_type,
      tier_id: session.tier_id,
      payment_intent_id: action.paymentIntentId,
      invoice_id: action.invoiceId,
      refunded_cents: refusal ? action.amountCents : 0,
      credits_revoked: 0,
      refund_reason: refusal,
    })
    .execute();
  applying.paymentIds.push(paymentId);
  if (session.billing_type === 'one_time') {
    await applyCreditChange(trx, {
      userId: session.user_id,
      delta: session.credits,
      reason: 'purchase',
      reference: paymentId,
      now,
    });
    await trx
      .updateTable('profiles')
      .set((eb) => ({ credits: eb('credits', '+', session.credits) }))
      .where('id', '=', session.user_id)
      .execute();
    return { released };
  }
  const renewsAt = action.renewsAt ?? monthlyAnniversary(now, 1).toISOString();
  await trx
    .insertInto('subscriptions')
    .values({
      id: subscriptionId,
      provider: provider.name,
      user_id: session.user_id,
      tier_id: session.tier_id,
      checkout_session_id: session.id,
      status: refusal ? 'ended' : 'active',
      end_reason: refusal,
      paid_through: refusal ? null : renewsAt,
      state_at: at,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
  released.push(subscriptionKey(subscriptionId));
  if (refusal) {
    // Inside the transaction: if the provider cannot be reached, nothing is recorded and the
    // provider redelivers the event; a repeated cancel or refund is harmless.
    await provider.endSubscription(subscriptionId);
    await provider.refundPayment({ paymentIntentId: action.paymentIntentId, invoiceId: action.invoiceId });
    return { released };
  }
  await trx
    .updateTable('profiles')
    .set((eb) => ({
      subscription_type: 'subscription',
      subscription_status: 'active',
      subscription_provider: provider.name,
      payment_subscription_id: subscriptionId,
      payment_customer_id: action.customerId ?? eb.ref('payment_customer_id'),
      subscription_cancel_reason: null,
      subscription_past_due_since: null,
    }))
    .where('id', '=', session.user_id)
    .execute();
  await grantMonth(trx, {
    userId: session.user_id,
    tierId: session.tier_id,
    credits: session.credits,
    periodKey: `start:${session.id}`,
    refreshType: 'subscription_start',
    nextRenewalDate: renewsAt,
    reference: paymentId,
    now,
  });
  return { released };
}

async function payRenewal(
  applying: Applying,
  action: Extract<BillingAction, { kind: 'renewal_paid' }>,
  at: string,
): Promise<Outcome> {
  const { trx, provider, now } = applying;
  const subscription = await findSubscription(trx, provider.name, action.subscriptionId);
  if (!subscription) return { held: subscriptionKey(action.subscriptionId) };
  const input = { kind: 'renewal_paid' as const, at };
  const grant = decide(subscription, input).renewal === 'grant';
  const paymentId = newId(now.getTime());
  const recorded = await trx
    .insertInto('payments')
    .values({
      id: paymentId,
      user_id: subscription.user_id,
      provider: provider.name,
      provider_reference: action.invoiceId,
      amount_cents: action.amountCents,
      currency: action.currency,
      credits_granted: 0,
      created_at: now.toISOString(),
      kind: 'renewal',
      tier_id: subscription.tier_id,
      payment_intent_id: action.paymentIntentId,
      invoice_id: action.invoiceId,
      refunded_cents: grant ? 0 : action.amountCents,
      credits_revoked: 0,
      refund_reason: grant ? null : 'subscription_stopped',
    })
    .onConflict((oc) => oc.column('provider_reference').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!recorded) return skipped('invoice already recorded');
  applying.paymentIds.push(paymentId);
  const released = paymentKeys(action.paymentIntentId, action.invoiceId);
  await moveSubscription(trx, subscription, input, now, grant ? action.periodEnd : undefined);
  // This renewal settled what a downgrade left owed (the demo provider's amount took it off).
  if (subscription.credit_note_cents > 0) {
    await trx
      .updateTable('subscriptions')
      .set({ credit_note_cents: 0 })
      .where('id', '=', subscription.id)
      .execute();
  }
  if (!grant) {
    // A stopped subscription is never billed again: this payment goes back.
    await provider.refundPayment({ paymentIntentId: action.paymentIntentId, invoiceId: action.invoiceId });
    return { released };
  }
  const tier = await trx
    .selectFrom('pricing_tiers')
    .select('credits_per_month')
    .where('tier_id', '=', subscription.tier_id)
    .executeTakeFirstOrThrow();
  const granted = await grantMonth(trx, {
    userId: subscription.user_id,
    tierId: subscription.tier_id,
    credits: tier.credits_per_month,
    periodKey: periodKeyOf(action.periodStart),
    refreshType: 'renewal',
    nextRenewalDate: action.periodEnd,
    reference: paymentId,
    now,
  });
  if (!granted) return skipped('billing period already refreshed');
  await trx
    .updateTable('payments')
    .set({ credits_granted: granted.creditsAdded })
    .where('id', '=', paymentId)
    .execute();
  return { released };
}

/** Refunds take back the refunded share of a payment's credits, as far as they are unspent. */
async function refundPayment(
  applying: Applying,
  action: Extract<BillingAction, { kind: 'refund' }>,
): Promise<Outcome> {
  const { trx, provider, now } = applying;
  const references = [action.invoiceId, action.paymentIntentId].filter((id): id is string => Boolean(id));
  if (!references.length) return skipped('refund without a payment reference');
  const payment = await trx
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', provider.name)
    .where((eb) => eb.or([eb('payment_intent_id', 'in', references), eb('invoice_id', 'in', references)]))
    .executeTakeFirst();
  // The refund came before its payment: it waits and is applied when the payment is recorded.
  if (!payment) return { held: `payment:${references[0]}` };
  const refundedCents = Math.max(
    payment.refunded_cents,
    Math.min(action.refundedCents, payment.amount_cents),
  );
  const share =
    payment.amount_cents > 0
      ? Math.floor((payment.credits_granted * refundedCents) / payment.amount_cents)
      : payment.credits_granted;
  const toSettle = Math.max(0, share - payment.credits_revoked);
  const profile = await lockProfile(trx, payment.user_id, now);
  if (!profile) return skipped('refund for a missing profile');
  const taken = Math.min(toSettle, profile.remaining_credits);
  if (taken > 0) {
    await applyCreditChange(trx, {
      userId: payment.user_id,
      delta: -taken,
      reason: 'payment_refund',
      reference: payment.id,
      now,
    });
  }
  // The refunded share counts as settled even where spent credits could not be taken back, so a
  // later refund event for the same payment never reaches into credits bought afterwards.
  await trx
    .updateTable('payments')
    .set({ refunded_cents: refundedCents, credits_revoked: payment.credits_revoked + toSettle })
    .where('id', '=', payment.id)
    .execute();
  return { released: [] };
}

export const periodKeyOf = (isoDate: string) => isoDate.slice(0, 10);

interface MonthlyGrant {
  userId: string;
  tierId: number;
  credits: number;
  /** One grant per user and key: the billing period's first day, or the checkout that started it. */
  periodKey: string;
  refreshType: 'subscription_start' | 'renewal';
  nextRenewalDate: string;
  reference: string;
  now: Date;
}

/**
 * A month of subscription credits, granted only for a recorded payment. The first month adds
 * to the balance; later months follow the refresh rule (rollover of at most one month, new
 * balance = monthly + rollover).
 */
async function grantMonth(trx: Trx, grant: MonthlyGrant) {
  const profile = await lockProfile(trx, grant.userId, grant.now);
  const tier = await trx
    .selectFrom('pricing_tiers')
    .select('tier_name')
    .where('tier_id', '=', grant.tierId)
    .executeTakeFirst();
  if (!profile || !tier) return null;
  const previous = profile.remaining_credits;
  const change =
    grant.refreshType === 'subscription_start'
      ? { rollover: 0, newBalance: previous + grant.credits, delta: grant.credits }
      : monthlyRefresh(previous, grant.credits);
  const logged = await trx
    .insertInto('credit_refreshes')
    .values({
      user_id: grant.userId,
      period_key: grant.periodKey,
      tier_id: grant.tierId,
      tier_name: tier.tier_name,
      refresh_type: grant.refreshType,
      credits_added: grant.credits,
      rollover_credits: change.rollover,
      max_rollover: grant.credits,
      previous_balance: previous,
      new_balance: change.newBalance,
      next_renewal_date: grant.nextRenewalDate,
      created_at: grant.now.toISOString(),
    })
    .onConflict((oc) => oc.columns(['user_id', 'period_key']).doNothing())
    .returning('period_key')
    .executeTakeFirst();
  if (!logged) return null;
  const balance = await applyCreditChange(trx, {
    userId: grant.userId,
    delta: change.delta,
    reason: 'subscription_refresh',
    reference: grant.reference,
    now: grant.now,
  });
  if (balance === null)
    throw new Error(`refresh of ${grant.userId} found the balance changed under its lock`);
  const at = grant.now.toISOString();
  await trx
    .updateTable('profiles')
    .set((eb) => ({
      credits: eb('credits', '+', grant.credits),
      credits_per_month: grant.credits,
      credits_rollover_remaining: change.rollover,
      tier_id: grant.tierId,
      subscription_tier: tier.tier_name,
      last_credit_refresh_date: at,
      next_renewal_date: grant.nextRenewalDate,
      subscription_update_date: at,
    }))
    .where('id', '=', grant.userId)
    .execute();
  return { creditsAdded: grant.credits, rollover: change.rollover, balance };
}
