import { periodStartBefore, prorateChange } from '@orrery/core/credits/plan-change';
import {
  type CheckoutRequest,
  type CheckoutResponse,
  type CheckoutStatus,
  DEMO_CARD_DECLINED,
  DEMO_CARD_PAYS,
  type PlanChangeQuote,
  type SubscriptionView,
  type Tier,
} from '@orrery/core/api/billing';
import {
  isActiveSubscriber,
  monthlyAnniversary,
  nextAnniversary,
  readingsFor,
  refreshIsDue,
  refreshNotDueMessage,
} from '@orrery/core/credits/subscription';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ProfilesTable } from '../../db/schema';
import { newId } from '../../lib/ids';
import { applyCreditChange } from '../credits/ledger';
import type { AppDeps } from '../../http/context';
import { AppError } from '../../http/errors';
import { applyBillingEvent, periodKeyOf } from './apply-event';
import type { BillingEvent } from './events';
import { DemoProvider, PaymentDeclined, WebhookRejected } from './providers';
import { sendPaymentMail } from './receipts';
import {
  findSubscription,
  liveSubscriptionOf,
  lockBillingKeys,
  moveSubscription,
  paymentKeys,
  type SubscriptionRow,
  subscriptionKey,
} from './subscriptions';

type ProfileRow = Selectable<ProfilesTable>;

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
      'You already have an active subscription. Change its plan from the pricing page instead.',
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
  deps: Pick<AppDeps, 'database' | 'mailer'>,
  userId: string,
  sessionId: string,
): Promise<CheckoutStatus> {
  const { db } = deps.database;
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
      'profiles.email',
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
    receiptSentTo: deps.mailer && row.status === 'completed' ? row.email : null,
  };
}

/** Verifies a provider's delivery and applies it once; the HTTP webhook and the demo checkout both come here. */
export async function receiveWebhook(
  deps: AppDeps,
  provider: 'stripe' | 'demo',
  rawBody: string,
  headers: Headers,
  now: Date,
): Promise<{ applied: boolean; paymentIds: string[] }> {
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
  const result = await applyBillingEvent(deps, event, now);
  // After the commit, and only by the delivery that recorded the payment: a redelivery or a
  // racing duplicate recorded nothing, so each payment is mailed at most once.
  for (const paymentId of result.paymentIds) await sendPaymentMail(deps, paymentId);
  return result;
}

/** The subscription the profile mirrors (the latest one), whatever its state. */
function currentSubscription(db: Kysely<Database>, profile: ProfileRow) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', profile.payment_subscription_id ?? '')
    .where('provider', '=', profile.subscription_provider ?? '')
    .executeTakeFirst();
}

/** A cancelled subscription comes back only while the period it was paid for runs. */
const isResumable = (subscription: SubscriptionRow | undefined, now: Date) =>
  subscription?.status === 'cancelled' &&
  subscription.paid_through !== null &&
  subscription.paid_through > now.toISOString();

export async function loadSubscriptionView(
  db: Kysely<Database>,
  profile: ProfileRow,
  now: Date,
): Promise<SubscriptionView> {
  return subscriptionView(profile, now, await currentSubscription(db, profile));
}

function subscriptionView(
  profile: ProfileRow,
  now: Date,
  current: SubscriptionRow | undefined,
): SubscriptionView {
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
    resumable: isResumable(current, now),
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

/**
 * The manual monthly refresh: only for active subscribers, only when due, and only for a period
 * that was paid. With the demo provider, whose renewals run on our clock, it takes the renewal
 * payment now; with Stripe the credits come with Stripe's renewal invoice, and until it arrives
 * the refresh grants nothing and says so.
 */
export async function refreshMonthlyCredits(deps: AppDeps, userId: string, now: Date) {
  const { db } = deps.database;
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
  const subscription = await liveSubscriptionOf(db, userId);
  if (!subscription) throw new AppError('subscription_required');
  const renewed =
    subscription.provider === 'demo' && deps.payments instanceof DemoProvider
      ? await renewDemoSubscription(deps, deps.payments, subscription, now)
      : null;
  if (!renewed) {
    throw new AppError(
      'refresh_not_due',
      'Your renewal payment has not arrived yet, so no credits were added. They are added as soon as it does.',
      { reason: 'renewal_payment_pending' },
    );
  }
  const after = await loadProfile(db, userId);
  const granted = await db
    .selectFrom('payments')
    .innerJoin('credit_refreshes', (join) =>
      join
        .onRef('credit_refreshes.user_id', '=', 'payments.user_id')
        .on('credit_refreshes.period_key', '=', renewed.periodKey),
    )
    .select(['payments.credits_granted', 'credit_refreshes.rollover_credits'])
    .where('payments.id', 'in', renewed.paymentIds.length ? renewed.paymentIds : [''])
    .where('payments.credits_granted', '>', 0)
    .executeTakeFirst();
  // A concurrent request (a double click, another server, the sweeper) renewed this period first.
  if (!granted) throw notDue(after.next_renewal_date ?? monthlyAnniversary(now, 1).toISOString(), now);
  return {
    message: 'Credits Refreshed!' as const,
    creditsAdded: granted.credits_granted,
    rolloverCredits: granted.rollover_credits,
    balance: after.remaining_credits,
    subscription: await loadSubscriptionView(db, after, now),
  };
}

/** Cancelling stops renewals; the credits stay and access lasts until the renewal date. */
export async function cancelSubscription(deps: AppDeps, userId: string, reason: string, now: Date) {
  const { db } = deps.database;
  const profile = await loadProfile(db, userId);
  const subscription = await liveSubscriptionOf(db, userId);
  if (!isActiveSubscriber(profile) || !subscription) throw new AppError('subscription_required');
  requireConnectedProvider(deps, subscription);
  // At the provider first: if it cannot be reached, the subscription is still live here too.
  await deps.payments.cancelSubscription(subscription.id);
  await db.transaction().execute(async (trx) => {
    await lockBillingKeys(trx, deps.database.kind, [subscriptionKey(subscription.id)]);
    const current = await findSubscription(trx, subscription.provider, subscription.id);
    if (current)
      await moveSubscription(trx, current, { kind: 'cancelled', at: now.toISOString(), reason }, now);
  });
  const cancelled = await loadProfile(db, userId);
  return {
    message: 'Subscription Cancelled' as const,
    subscription: await loadSubscriptionView(db, cancelled, now),
  };
}

function requireConnectedProvider(deps: AppDeps, subscription: SubscriptionRow) {
  if (subscription.provider !== deps.payments.name) {
    throw new AppError(
      'service_unavailable',
      `This subscription is billed through ${subscription.provider}, which this server is not connected to.`,
    );
  }
}

/**
 * Takes back a cancellation while the paid period runs: renewals go on from the same date, and
 * nothing is charged now (the period was paid). At the provider first, like the cancel.
 */
export async function resumeSubscription(deps: AppDeps, userId: string, now: Date) {
  const { db } = deps.database;
  const profile = await loadProfile(db, userId);
  const subscription = await currentSubscription(db, profile);
  if (!subscription || subscription.status !== 'cancelled') {
    throw new AppError('conflict', 'There is no cancelled subscription to resume.');
  }
  if (!isResumable(subscription, now)) {
    throw new AppError(
      'conflict',
      'The period you paid for has ended, so this subscription cannot be resumed. Choose a plan on the pricing page to subscribe again.',
    );
  }
  requireConnectedProvider(deps, subscription);
  await deps.payments.resumeSubscription(subscription.id);
  await db.transaction().execute(async (trx) => {
    await lockBillingKeys(trx, deps.database.kind, [subscriptionKey(subscription.id)]);
    const current = await findSubscription(trx, subscription.provider, subscription.id);
    if (current) await moveSubscription(trx, current, { kind: 'resumed', at: now.toISOString() }, now);
  });
  const resumed = await loadProfile(db, userId);
  return {
    message: 'Subscription Resumed' as const,
    subscription: await loadSubscriptionView(db, resumed, now),
  };
}

function monthlyPrice(db: Kysely<Database>, tierId: number) {
  return db
    .selectFrom('pricing_rows')
    .innerJoin('pricing_tiers', 'pricing_tiers.tier_id', 'pricing_rows.tier_id')
    .select([
      'pricing_tiers.tier_id',
      'pricing_tiers.tier_name',
      'pricing_tiers.credits_per_month',
      'pricing_rows.price_cents',
      'pricing_rows.currency',
      'pricing_rows.provider_price_id',
    ])
    .where('pricing_rows.tier_id', '=', tierId)
    .where('pricing_rows.billing_type', '=', 'subscription')
    .executeTakeFirst();
}

/**
 * What moving the caller's live subscription to another tier costs and gives now, prorated over
 * the paid period (core/credits/plan-change.ts). Refused for a plan that is not in good standing.
 */
async function planChangeOf(deps: AppDeps, profile: ProfileRow, tierId: number, now: Date) {
  const { db } = deps.database;
  const subscription = await liveSubscriptionOf(db, profile.id);
  if (!isActiveSubscriber(profile) || !subscription) throw new AppError('subscription_required');
  if (subscription.status === 'past_due') {
    throw new AppError(
      'conflict',
      'Your last renewal payment failed. You can change plans once it has been paid.',
    );
  }
  const [from, to] = await Promise.all([monthlyPrice(db, subscription.tier_id), monthlyPrice(db, tierId)]);
  if (!to) throw fieldError('tierId', 'This plan is not sold as a monthly subscription');
  if (!from) throw new AppError('subscription_tier_missing');
  if (to.tier_id === from.tier_id)
    throw new AppError('conflict', `You already subscribe to ${to.tier_name}.`);
  const end = new Date(subscription.paid_through ?? monthlyAnniversary(now, 1).toISOString());
  const start = periodStartBefore(new Date(subscription.created_at), end);
  const prorated = prorateChange(
    { priceCents: from.price_cents, creditsPerMonth: from.credits_per_month },
    { priceCents: to.price_cents, creditsPerMonth: to.credits_per_month },
    { start, end },
    now,
  );
  const quote: PlanChangeQuote = {
    direction: prorated.direction,
    fromTier: from.tier_name,
    toTierId: to.tier_id,
    toTier: to.tier_name,
    priceCents: to.price_cents,
    currency: to.currency,
    chargeCents: prorated.chargeCents,
    creditNoteCents: prorated.creditNoteCents,
    creditsNow: prorated.creditsNow,
    creditsPerMonth: to.credits_per_month,
    nextRenewalDate: end.toISOString(),
  };
  return { subscription, to, quote };
}

export async function quotePlanChange(deps: AppDeps, profile: ProfileRow, tierId: number, now: Date) {
  return (await planChangeOf(deps, profile, tierId, now)).quote;
}

/**
 * Moves the live subscription to another tier now: at the provider first (an upgrade's prorated
 * difference is paid there before anything changes here), then through the transition table in
 * one transaction with the upgrade's payment, its credits and their ledger row.
 */
export async function changePlan(deps: AppDeps, userId: string, tierId: number, now: Date) {
  const { db } = deps.database;
  const profile = await loadProfile(db, userId);
  const { subscription, to, quote } = await planChangeOf(deps, profile, tierId, now);
  requireConnectedProvider(deps, subscription);
  let charge;
  try {
    charge = await deps.payments.changePlan({
      subscriptionId: subscription.id,
      tierName: to.tier_name,
      priceCents: to.price_cents,
      currency: to.currency,
      credits: to.credits_per_month,
      providerPriceId: to.provider_price_id,
      upgrade: quote.direction === 'upgrade',
      chargeCents: quote.chargeCents,
    });
  } catch (error) {
    if (error instanceof PaymentDeclined) {
      throw new AppError('card_declined', 'Your card was declined, so your plan was not changed.');
    }
    deps.logger.error('plan not changed at the provider', {
      subscriptionId: subscription.id,
      error: error instanceof Error ? error.message : String(error),
    });
    throw new AppError(
      'service_unavailable',
      'We could not reach the payment provider, so your plan was not changed. Please try again.',
    );
  }
  const paymentId = newId(now.getTime());
  await db.transaction().execute(async (trx) => {
    await lockBillingKeys(trx, deps.database.kind, [
      subscriptionKey(subscription.id),
      ...paymentKeys(charge?.invoiceId ?? null),
    ]);
    const current = await findSubscription(trx, subscription.provider, subscription.id);
    if (!current) return;
    const decision = await moveSubscription(
      trx,
      current,
      { kind: 'plan_changed', at: now.toISOString(), tierId: to.tier_id },
      now,
    );
    if (decision.tierId === undefined) return;
    const at = now.toISOString();
    if (charge) {
      await trx
        .insertInto('payments')
        .values({
          id: paymentId,
          user_id: userId,
          provider: subscription.provider,
          provider_reference: charge.invoiceId,
          amount_cents: charge.amountCents,
          currency: charge.currency,
          credits_granted: quote.creditsNow,
          created_at: at,
          kind: 'plan_change',
          tier_id: to.tier_id,
          payment_intent_id: null,
          invoice_id: charge.invoiceId,
          refunded_cents: 0,
          credits_revoked: 0,
          refund_reason: null,
        })
        .execute();
      if (quote.creditsNow > 0) {
        await applyCreditChange(trx, {
          userId,
          delta: quote.creditsNow,
          reason: 'subscription_refresh',
          reference: paymentId,
          now,
        });
      }
    }
    // Stripe keeps a downgrade's credit on its next invoice; the demo provider's renewal reads it here.
    if (subscription.provider === 'demo' && quote.creditNoteCents > 0) {
      await trx
        .updateTable('subscriptions')
        .set((eb) => ({ credit_note_cents: eb('credit_note_cents', '+', quote.creditNoteCents) }))
        .where('id', '=', subscription.id)
        .execute();
    }
    await trx
      .updateTable('profiles')
      .set((eb) => ({
        tier_id: to.tier_id,
        subscription_tier: to.tier_name,
        credits_per_month: to.credits_per_month,
        credits: eb('credits', '+', quote.creditsNow),
        subscription_update_date: at,
        updated_at: at,
      }))
      .where('id', '=', userId)
      .where('payment_subscription_id', '=', subscription.id)
      .execute();
  });
  if (charge) await sendPaymentMail(deps, paymentId);
  const after = await loadProfile(db, userId);
  return {
    message: 'Plan Changed' as const,
    change: quote,
    balance: after.remaining_credits,
    subscription: await loadSubscriptionView(db, after, now),
  };
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
        renewsAt: subscription ? monthlyAnniversary(now, 1).toISOString() : null,
      },
      now,
    );
    await receiveWebhook(deps, 'demo', body, headers, now);
  }
  return checkoutStatus(deps, userId, sessionId);
}

/** Charges a demo subscription's renewal that has fallen due, through a signed event. */
async function renewDemoSubscription(
  deps: AppDeps,
  provider: DemoProvider,
  subscription: Pick<SubscriptionRow, 'id' | 'tier_id' | 'paid_through' | 'created_at' | 'credit_note_cents'>,
  now: Date,
): Promise<{ applied: boolean; paymentIds: string[]; periodKey: string } | null> {
  if (!subscription.paid_through || subscription.paid_through > now.toISOString()) return null;
  // The period runs to the subscription's next anniversary; a renewal taken late (a server that
  // was down) covers the period running now, not every month missed, which nobody could use.
  const periodEnd = nextAnniversary(new Date(subscription.created_at), now);
  const price = await deps.database.db
    .selectFrom('pricing_rows')
    .select(['price_cents', 'currency'])
    .where('tier_id', '=', subscription.tier_id)
    .where('billing_type', '=', 'subscription')
    .executeTakeFirst();
  const periodKey = periodKeyOf(subscription.paid_through);
  const { body, headers } = provider.event(
    `evt_demo_renewal_${subscription.id}_${periodKey}`,
    {
      kind: 'renewal_paid',
      subscriptionId: subscription.id,
      invoiceId: `demo_in_${subscription.id}_${periodKey}`,
      paymentIntentId: null,
      // Less what a downgrade in the last period left owed.
      amountCents: Math.max(0, (price?.price_cents ?? 0) - subscription.credit_note_cents),
      currency: price?.currency ?? 'EUR',
      periodStart: subscription.paid_through,
      periodEnd: periodEnd.toISOString(),
    },
    now,
  );
  return { ...(await receiveWebhook(deps, 'demo', body, headers, now)), periodKey };
}

/**
 * The demo provider has no billing system of its own: this renews its live subscriptions of
 * active accounts whose paid period has ended. The sweeper calls it with the real clock; tests
 * call it with theirs.
 */
export async function renewDueDemoSubscriptions(deps: AppDeps, now: Date): Promise<number> {
  const provider = deps.payments;
  if (!(provider instanceof DemoProvider)) return 0;
  const due = await deps.database.db
    .selectFrom('subscriptions')
    .innerJoin('profiles', 'profiles.id', 'subscriptions.user_id')
    .select([
      'subscriptions.id',
      'subscriptions.tier_id',
      'subscriptions.paid_through',
      'subscriptions.created_at',
      'subscriptions.credit_note_cents',
    ])
    .where('subscriptions.provider', '=', 'demo')
    .where('subscriptions.status', '=', 'active')
    .where('profiles.status', '=', 'active')
    .where('subscriptions.paid_through', '<=', now.toISOString())
    .execute();
  let renewed = 0;
  for (const subscription of due) {
    const result = await renewDemoSubscription(deps, provider, subscription, now);
    if (result?.applied) renewed += 1;
  }
  return renewed;
}
