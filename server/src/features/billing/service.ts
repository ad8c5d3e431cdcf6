import {
  type CheckoutRequest,
  type CheckoutResponse,
  type CheckoutStatus,
  DEMO_CARD_DECLINED,
  DEMO_CARD_PAYS,
  type SubscriptionView,
  type Tier,
} from '@orrery/core/api/billing';
import {
  firstOfNextMonth,
  isActiveSubscriber,
  monthlyRefresh,
  readingsFor,
  refreshIsDue,
  refreshNotDueMessage,
} from '@orrery/core/credits/subscription';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, ProfilesTable } from '../../db/schema';
import type { AppDeps } from '../../http/context';
import { AppError } from '../../http/errors';
import { newId } from '../../lib/ids';
import type { Logger } from '../../lib/logger';
import { applyCreditChange } from '../credits/ledger';
import type { BillingAction, BillingEvent } from './events';
import { DemoProvider, WebhookRejected } from './providers';
import { sendPaymentMail } from './receipts';

type ProfileRow = Selectable<ProfilesTable>;
type Trx = Transaction<Database>;

function fieldError(path: string, message: string): AppError {
  return new AppError('validation_failed', `${path}: ${message}`, { fields: [{ path, message }] });
}

/** The tiers as the pricing page shows them, each with the prices it is sold at. */
export async function listTiers(db: Kysely<Database>): Promise<Tier[]> {
  const [tiers, rows, apps] = await Promise.all([
    db.selectFrom('pricing_tiers').selectAll().orderBy('display_order').orderBy('tier_id').execute(),
    db.selectFrom('pricing_rows').selectAll().orderBy('display_order').execute(),
    db
      .selectFrom('apps')
      .select(['route_id', 'app_name', 'credit_cost_per_execution'])
      .orderBy('app_id')
      .execute(),
  ]);
  const costs = apps.map((app) => ({
    routeId: app.route_id,
    appName: app.app_name,
    cost: app.credit_cost_per_execution,
  }));
  return tiers
    .map((tier) => ({
      tierId: tier.tier_id,
      name: tier.tier_name,
      description: tier.description,
      popular: tier.popular === 1,
      features: (JSON.parse(tier.features) as string[]).slice(0, 5),
      creditsPerMonth: tier.credits_per_month,
      prices: rows
        .filter((row) => row.tier_id === tier.tier_id)
        .map((row) => ({
          billing: row.billing_type,
          priceCents: row.price_cents,
          currency: row.currency,
          taxIncluded: true as const,
          creditsIncluded: row.credits_included,
          readings: readingsFor(row.credits_included, costs),
        })),
    }))
    .filter((tier) => tier.prices.length > 0);
}

export async function startCheckout(
  deps: AppDeps,
  profile: ProfileRow,
  request: CheckoutRequest,
  now: Date,
): Promise<CheckoutResponse> {
  const { db } = deps.database;
  const tier = await db
    .selectFrom('pricing_tiers')
    .selectAll()
    .where('tier_id', '=', request.tierId)
    .executeTakeFirst();
  if (!tier) throw fieldError('tierId', 'Invalid tier ID');
  const row = await db
    .selectFrom('pricing_rows')
    .selectAll()
    .where('tier_id', '=', tier.tier_id)
    .where('billing_type', '=', request.billing)
    .executeTakeFirst();
  if (!row) {
    const sold = request.billing === 'one_time' ? 'a one-time pack' : 'a monthly subscription';
    throw fieldError('billing', `${tier.tier_name} is not sold as ${sold}`);
  }
  if (request.billing === 'subscription' && isActiveSubscriber(profile)) {
    throw new AppError(
      'conflict',
      'You already have an active subscription. Cancel it before choosing another plan.',
    );
  }
  const created = await deps.payments.createCheckout({
    userId: profile.id,
    email: profile.email,
    customerId: profile.subscription_provider === deps.payments.name ? profile.payment_customer_id : null,
    tierId: tier.tier_id,
    tierName: tier.tier_name,
    billing: row.billing_type,
    priceCents: row.price_cents,
    currency: row.currency,
    credits: row.credits_included,
    providerPriceId: row.provider_price_id,
  });
  await db
    .insertInto('checkout_sessions')
    .values({
      id: created.id,
      user_id: profile.id,
      provider: deps.payments.name,
      tier_id: tier.tier_id,
      billing_type: row.billing_type,
      price_cents: row.price_cents,
      currency: row.currency,
      credits: row.credits_included,
      status: 'open',
      url: created.url,
      created_at: now.toISOString(),
      completed_at: null,
    })
    .execute();
  return { url: created.url, sessionId: created.id, provider: deps.payments.name };
}

export async function checkoutStatus(
  db: Kysely<Database>,
  userId: string,
  sessionId: string,
): Promise<CheckoutStatus> {
  const row = await db
    .selectFrom('checkout_sessions')
    .innerJoin('pricing_tiers', 'pricing_tiers.tier_id', 'checkout_sessions.tier_id')
    .innerJoin('profiles', 'profiles.id', 'checkout_sessions.user_id')
    .select([
      'checkout_sessions.id',
      'checkout_sessions.provider',
      'checkout_sessions.status',
      'checkout_sessions.tier_id',
      'pricing_tiers.tier_name',
      'checkout_sessions.billing_type',
      'checkout_sessions.price_cents',
      'checkout_sessions.currency',
      'checkout_sessions.credits',
      'profiles.remaining_credits',
    ])
    .where('checkout_sessions.id', '=', sessionId)
    .where('checkout_sessions.user_id', '=', userId)
    .executeTakeFirst();
  // Another user's session answers exactly like a missing one.
  if (!row) throw new AppError('not_found', 'Checkout session not found.');
  return {
    sessionId: row.id,
    provider: row.provider === 'stripe' ? 'stripe' : 'demo',
    status: row.status,
    tierId: row.tier_id,
    tierName: row.tier_name,
    billing: row.billing_type,
    priceCents: row.price_cents,
    currency: row.currency,
    credits: row.credits,
    balance: row.remaining_credits,
  };
}

/** Verifies a provider's delivery and applies it once; the HTTP webhook and the demo checkout both come here. */
export async function receiveWebhook(
  deps: AppDeps,
  provider: 'stripe' | 'demo',
  rawBody: string,
  headers: Headers,
  now: Date,
): Promise<{ applied: boolean }> {
  if (deps.payments.name !== provider) {
    throw new AppError('not_found', `This server does not take payments through ${provider}.`);
  }
  let event: BillingEvent;
  try {
    event = await deps.payments.parseWebhook(rawBody, headers, now);
  } catch (error) {
    if (error instanceof WebhookRejected) throw new AppError('webhook_rejected', error.message);
    throw error;
  }
  const { applied, paymentId } = await applyBillingEvent(deps.database.db, provider, event, now, deps.logger);
  // After the commit, and only by the delivery that recorded the payment: a redelivery or a
  // racing duplicate recorded nothing, so each payment is mailed at most once.
  if (paymentId) await sendPaymentMail(deps, paymentId);
  return { applied };
}

/** Why an event changed nothing, or the payment it recorded (null for events that record none). */
type Outcome = { skipped: string } | { paymentId: string | null };
const skipped = (reason: string): Outcome => ({ skipped: reason });
const done: Outcome = { paymentId: null };

/**
 * One transaction: the event id claimed in payment_events (a retry or a racing duplicate finds
 * it taken and changes nothing), then the payment row, the balance change and its ledger row.
 * Returns the payment this delivery recorded, if any, for the receipt.
 */
export async function applyBillingEvent(
  db: Kysely<Database>,
  provider: string,
  event: BillingEvent,
  now: Date,
  logger: Logger,
): Promise<{ applied: boolean; paymentId: string | null }> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('payment_events')
      .values({ event_id: event.id, provider, type: event.type, processed_at: now.toISOString() })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!claimed) return { applied: false, paymentId: null };
    const outcome = await applyAction(trx, provider, event.action, now);
    if ('skipped' in outcome) {
      logger.warn('payment event changed nothing', {
        eventId: event.id,
        type: event.type,
        outcome: outcome.skipped,
      });
      return { applied: true, paymentId: null };
    }
    return { applied: true, paymentId: outcome.paymentId };
  });
}

async function applyAction(trx: Trx, provider: string, action: BillingAction, now: Date): Promise<Outcome> {
  switch (action.kind) {
    case 'checkout_completed':
      return completeCheckout(trx, provider, action, now);
    case 'checkout_expired': {
      const result = await trx
        .updateTable('checkout_sessions')
        .set({ status: 'expired' })
        .where('id', '=', action.sessionId)
        .where('provider', '=', provider)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n ? done : skipped('unknown or already closed checkout session');
    }
    case 'renewal_paid':
      return payRenewal(trx, provider, action, now);
    case 'payment_failed': {
      const result = await trx
        .updateTable('profiles')
        .set((eb) => ({
          subscription_past_due_since: eb.fn.coalesce(
            'subscription_past_due_since',
            eb.val(now.toISOString()),
          ),
          subscription_update_date: now.toISOString(),
          updated_at: now.toISOString(),
        }))
        .where('payment_subscription_id', '=', action.subscriptionId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n ? done : skipped('unknown subscription');
    }
    case 'subscription_cancelled':
    case 'subscription_ended': {
      const endsAt = action.kind === 'subscription_cancelled' ? action.endsAt : null;
      const result = await trx
        .updateTable('profiles')
        .set((eb) => ({
          subscription_status: 'cancelled',
          next_renewal_date: endsAt ?? eb.ref('next_renewal_date'),
          subscription_update_date: now.toISOString(),
          updated_at: now.toISOString(),
        }))
        .where('payment_subscription_id', '=', action.subscriptionId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n ? done : skipped('unknown subscription');
    }
    case 'refund':
      return refundPayment(trx, provider, action, now);
    case 'ignored':
      return done;
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
  trx: Trx,
  provider: string,
  action: Extract<BillingAction, { kind: 'checkout_completed' }>,
  now: Date,
): Promise<Outcome> {
  const session = await trx
    .updateTable('checkout_sessions')
    .set({ status: 'completed', completed_at: now.toISOString() })
    .where('id', '=', action.sessionId)
    .where('provider', '=', provider)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
  if (!session) return skipped('unknown or already completed checkout session');
  const paymentId = newId(now.getTime());
  await trx
    .insertInto('payments')
    .values({
      id: paymentId,
      user_id: session.user_id,
      provider,
      provider_reference: session.id,
      amount_cents: action.amountCents,
      currency: action.currency,
      credits_granted: session.credits,
      created_at: now.toISOString(),
      kind: session.billing_type,
      tier_id: session.tier_id,
      payment_intent_id: action.paymentIntentId,
      invoice_id: action.invoiceId,
      refunded_cents: 0,
      credits_revoked: 0,
    })
    .execute();
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
    return { paymentId };
  }
  await trx
    .updateTable('profiles')
    .set((eb) => ({
      subscription_type: 'subscription',
      subscription_status: 'active',
      subscription_provider: provider,
      payment_subscription_id: action.subscriptionId,
      payment_customer_id: action.customerId ?? eb.ref('payment_customer_id'),
      subscription_cancel_reason: null,
    }))
    .where('id', '=', session.user_id)
    .execute();
  const granted = await grantMonth(trx, {
    userId: session.user_id,
    tierId: session.tier_id,
    credits: session.credits,
    periodKey: `start:${session.id}`,
    refreshType: 'subscription_start',
    nextRenewalDate: action.renewsAt ?? firstOfNextMonth(now).toISOString(),
    reference: paymentId,
    now,
  });
  return granted ? { paymentId } : skipped('subscription start already granted');
}

async function payRenewal(
  trx: Trx,
  provider: string,
  action: Extract<BillingAction, { kind: 'renewal_paid' }>,
  now: Date,
): Promise<Outcome> {
  const profile = await trx
    .selectFrom('profiles')
    .select(['id', 'tier_id', 'credits_per_month'])
    .where('payment_subscription_id', '=', action.subscriptionId)
    .executeTakeFirst();
  if (!profile) return skipped('unknown subscription');
  const paymentId = newId(now.getTime());
  const recorded = await trx
    .insertInto('payments')
    .values({
      id: paymentId,
      user_id: profile.id,
      provider,
      provider_reference: action.invoiceId,
      amount_cents: action.amountCents,
      currency: action.currency,
      credits_granted: 0,
      created_at: now.toISOString(),
      kind: 'renewal',
      tier_id: profile.tier_id,
      payment_intent_id: action.paymentIntentId,
      invoice_id: action.invoiceId,
      refunded_cents: 0,
      credits_revoked: 0,
    })
    .onConflict((oc) => oc.column('provider_reference').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!recorded) return skipped('invoice already recorded');
  const tier =
    profile.tier_id === null
      ? undefined
      : await trx
          .selectFrom('pricing_tiers')
          .select('credits_per_month')
          .where('tier_id', '=', profile.tier_id)
          .executeTakeFirst();
  if (!tier || profile.tier_id === null) return skipped('subscription without a valid tier');
  await trx
    .updateTable('profiles')
    .set({ subscription_status: 'active', subscription_past_due_since: null })
    .where('id', '=', profile.id)
    .execute();
  const granted = await grantMonth(trx, {
    userId: profile.id,
    tierId: profile.tier_id,
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
  return { paymentId };
}

/** Refunds take back the refunded share of a payment's credits, as far as they are unspent. */
async function refundPayment(
  trx: Trx,
  provider: string,
  action: Extract<BillingAction, { kind: 'refund' }>,
  now: Date,
): Promise<Outcome> {
  const references = [action.paymentIntentId, action.invoiceId].filter((id): id is string => Boolean(id));
  if (!references.length) return skipped('refund without a payment reference');
  const payment = await trx
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', provider)
    .where((eb) => eb.or([eb('payment_intent_id', 'in', references), eb('invoice_id', 'in', references)]))
    .executeTakeFirst();
  if (!payment) return skipped('refund of an unknown payment');
  const refundedCents = Math.min(action.refundedCents, payment.amount_cents);
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
  return done;
}

const periodKeyOf = (isoDate: string) => isoDate.slice(0, 10);

interface MonthlyGrant {
  userId: string;
  tierId: number;
  credits: number;
  /** One grant per user and key: the billing period's first day, or the checkout that started it. */
  periodKey: string;
  refreshType: 'subscription_start' | 'renewal' | 'manual';
  nextRenewalDate: string;
  reference: string;
  now: Date;
}

/**
 * A month of subscription credits. The first month adds to the balance; later months follow the
 * refresh rule (rollover of at most one month, new balance = monthly + rollover).
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

export function subscriptionView(profile: ProfileRow, now: Date): SubscriptionView {
  const active = isActiveSubscriber(profile);
  const pastDue = active && profile.subscription_past_due_since !== null;
  return {
    isSubscriber: active,
    tierId: profile.tier_id,
    subscriptionTier: profile.subscription_tier,
    subscriptionStatus: pastDue ? 'past_due' : profile.subscription_status,
    nextRenewalDate: profile.next_renewal_date,
    creditsRemaining: profile.remaining_credits,
    creditsPerMonth: profile.credits_per_month,
    needsRefresh:
      active && !pastDue && refreshIsDue(profile.next_renewal_date, profile.last_credit_refresh_date, now),
    lastRefreshDate: profile.last_credit_refresh_date,
    rolloverCredits: profile.credits_rollover_remaining,
  };
}

async function loadProfile(db: Kysely<Database>, userId: string): Promise<ProfileRow> {
  const profile = await db.selectFrom('profiles').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!profile) throw new AppError('not_found', 'User not found');
  return profile;
}

function notDue(nextRenewalDate: string, now: Date): AppError {
  return new AppError('refresh_not_due', refreshNotDueMessage(nextRenewalDate, now), { nextRenewalDate });
}

/** The manual monthly refresh: only for active subscribers, only when due, once per period. */
export async function refreshMonthlyCredits(db: Kysely<Database>, userId: string, now: Date) {
  const profile = await loadProfile(db, userId);
  if (!isActiveSubscriber(profile)) throw new AppError('subscription_required');
  if (profile.tier_id === null) throw new AppError('subscription_tier_missing');
  if (profile.subscription_past_due_since) {
    throw new AppError('conflict', 'Your last renewal payment failed. Credits are added once it succeeds.');
  }
  if (
    profile.next_renewal_date &&
    !refreshIsDue(profile.next_renewal_date, profile.last_credit_refresh_date, now)
  ) {
    throw notDue(profile.next_renewal_date, now);
  }
  const tier = await db
    .selectFrom('pricing_tiers')
    .select('credits_per_month')
    .where('tier_id', '=', profile.tier_id)
    .executeTakeFirst();
  if (!tier) throw new AppError('invalid_tier');
  const tierId = profile.tier_id;
  const periodKey = periodKeyOf(profile.next_renewal_date ?? now.toISOString());
  const granted = await db.transaction().execute((trx) =>
    grantMonth(trx, {
      userId,
      tierId,
      credits: tier.credits_per_month,
      periodKey,
      refreshType: 'manual',
      nextRenewalDate: firstOfNextMonth(now).toISOString(),
      reference: `refresh:${periodKey}`,
      now,
    }),
  );
  const after = await loadProfile(db, userId);
  // A concurrent request (a double click, another server) granted this period first.
  if (!granted) throw notDue(after.next_renewal_date ?? firstOfNextMonth(now).toISOString(), now);
  return {
    message: 'Credits Refreshed!' as const,
    creditsAdded: granted.creditsAdded,
    rolloverCredits: granted.rollover,
    balance: granted.balance,
    subscription: subscriptionView(after, now),
  };
}

/** Cancelling stops renewals; the credits stay and access lasts until the renewal date. */
export async function cancelSubscription(deps: AppDeps, userId: string, reason: string, now: Date) {
  const { db } = deps.database;
  const profile = await loadProfile(db, userId);
  if (!isActiveSubscriber(profile)) throw new AppError('subscription_required');
  if (profile.payment_subscription_id) {
    if (profile.subscription_provider !== deps.payments.name) {
      throw new AppError(
        'service_unavailable',
        `This subscription is billed through ${profile.subscription_provider ?? 'another provider'}, which this server is not connected to.`,
      );
    }
    await deps.payments.cancelSubscription(profile.payment_subscription_id);
  }
  const at = now.toISOString();
  const cancelled = await db
    .updateTable('profiles')
    .set({
      subscription_status: 'cancelled',
      subscription_cancel_reason: reason,
      subscription_update_date: at,
      updated_at: at,
    })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { message: 'Subscription Cancelled' as const, subscription: subscriptionView(cancelled, now) };
}

/** The demo checkout's card form: the test card pays through the signed webhook pipeline. */
export async function payDemoCheckout(
  deps: AppDeps,
  userId: string,
  sessionId: string,
  cardNumber: string,
  now: Date,
): Promise<CheckoutStatus> {
  const { db } = deps.database;
  const provider = deps.payments;
  const session = await db
    .selectFrom('checkout_sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('provider', '=', 'demo')
    .executeTakeFirst();
  if (!session || !(provider instanceof DemoProvider))
    throw new AppError('not_found', 'Checkout session not found.');
  if (session.status === 'open') {
    if (cardNumber === DEMO_CARD_DECLINED) throw new AppError('card_declined');
    if (cardNumber !== DEMO_CARD_PAYS) {
      throw fieldError('cardNumber', 'This test checkout takes only the card 4242 4242 4242 4242');
    }
    const subscription = session.billing_type === 'subscription';
    const { body, headers } = provider.event(
      // One event per session: a second click is a replay and pays nothing more.
      `evt_demo_${session.id}`,
      {
        kind: 'checkout_completed',
        sessionId: session.id,
        amountCents: session.price_cents,
        currency: session.currency,
        customerId: `demo_cus_${userId}`,
        subscriptionId: subscription ? `demo_sub_${session.id}` : null,
        paymentIntentId: `demo_pi_${session.id}`,
        invoiceId: null,
        renewsAt: subscription ? firstOfNextMonth(now).toISOString() : null,
      },
      now,
    );
    await receiveWebhook(deps, 'demo', body, headers, now);
  }
  return checkoutStatus(db, userId, sessionId);
}

/**
 * The demo provider has no billing system of its own: this renews its subscriptions whose
 * renewal date has come, through the same signed events. The sweeper calls it with the real
 * clock; tests call it with theirs.
 */
export async function renewDueDemoSubscriptions(deps: AppDeps, now: Date): Promise<number> {
  const provider = deps.payments;
  if (!(provider instanceof DemoProvider)) return 0;
  const due = await deps.database.db
    .selectFrom('profiles')
    .select(['payment_subscription_id', 'next_renewal_date', 'tier_id'])
    .where('subscription_provider', '=', 'demo')
    .where('subscription_status', '=', 'active')
    .where('next_renewal_date', '<=', now.toISOString())
    .execute();
  let renewed = 0;
  for (const row of due) {
    if (!row.payment_subscription_id || !row.next_renewal_date || row.tier_id === null) continue;
    const price = await deps.database.db
      .selectFrom('pricing_rows')
      .select(['price_cents', 'currency'])
      .where('tier_id', '=', row.tier_id)
      .where('billing_type', '=', 'subscription')
      .executeTakeFirst();
    const period = periodKeyOf(row.next_renewal_date);
    const { body, headers } = provider.event(
      `evt_demo_renewal_${row.payment_subscription_id}_${period}`,
      {
        kind: 'renewal_paid',
        subscriptionId: row.payment_subscription_id,
        invoiceId: `demo_in_${row.payment_subscription_id}_${period}`,
        paymentIntentId: null,
        amountCents: price?.price_cents ?? 0,
        currency: price?.currency ?? 'EUR',
        periodStart: row.next_renewal_date,
        periodEnd: firstOfNextMonth(now).toISOString(),
      },
      now,
    );
    const { applied } = await receiveWebhook(deps, 'demo', body, headers, now);
    if (applied) renewed += 1;
  }
  return renewed;
}
