import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeStatus } from '../src/features/admin/actions';
import { DemoProvider } from '../src/features/billing/providers';
import { payDemoCheckout, renewDueDemoSubscriptions } from '../src/features/billing/service';
import { type FakeStripe, startFakeStripe } from './fake-stripe';
import {
  createTestContext,
  currentDialect,
  PUBLIC_URL,
  TestClient,
  type TestContext,
  unbalancedLedgers,
  uniqueEmail,
} from './harness';
import { linkIn, MailSink } from './mail-sink';
import {
  DAY_SECONDS,
  deliverStripe,
  renewalInvoice,
  sessionCompleted,
  STRIPE_KEY,
  stripeEvent,
  WEBHOOK_SECRET,
} from './stripe-events';

const WELCOME = 30;
const DAY_MS = DAY_SECONDS * 1000;

let stripe: TestContext;
let demo: TestContext;
let fake: FakeStripe;
const sink = new MailSink();

beforeAll(async () => {
  fake = await startFakeStripe();
  const smtpUrl = await sink.start();
  stripe = await createTestContext({
    STRIPE_SECRET_KEY: STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
    EMAIL: 'enabled',
    SMTP_URL: smtpUrl,
  });
  demo = await createTestContext({ DEMO_PAYMENTS_SECRET: 'demo-payments-secret-for-tests-0123456789' });
});
afterAll(async () => {
  await stripe?.deps.mailer?.settled();
  await stripe?.close();
  await demo?.close();
  await fake?.close();
  await sink.stop();
});
// Every ledger sums to its balance after every scenario.
afterEach(async () => {
  expect(await unbalancedLedgers(stripe.deps.database.db)).toEqual([]);
  expect(await unbalancedLedgers(demo.deps.database.db)).toEqual([]);
});

/** A signed-in account with a confirmed address (Stripe's context sends mail, the demo's does not). */
async function buyer(ctx: TestContext) {
  const email = uniqueEmail('subscriber');
  const client = new TestClient(ctx.app);
  expect((await client.signUp(email, 'correct horse battery', 'Ada Lovelace')).status).toBe(200);
  if (ctx === stripe) {
    expect((await client.signIn(email)).status).toBe(200);
    const mail = await sink.waitFor(email, /Confirm your email address/);
    const link = linkIn(mail, `${PUBLIC_URL}/api/auth/verify-email`);
    expect((await client.request(link.slice(PUBLIC_URL.length))).status).toBe(302);
  }
  const me = await (await client.request('/api/me')).json();
  return { client, email, userId: me.user.id as string };
}

async function openCheckout(client: TestClient, tierId: number) {
  const res = await client.request('/api/billing/checkout', { json: { tierId, billing: 'subscription' } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { sessionId: string }).sessionId;
}

/** Stripe's word that a subscription checkout was paid; its first invoice is `in_<subscription>`. */
function completeAtStripe(sessionId: string, subscriptionId: string, amount = 999, created?: number) {
  return deliverStripe(
    stripe.app,
    stripeEvent(
      'checkout.session.completed',
      sessionCompleted(sessionId, {
        mode: 'subscription',
        amount_total: amount,
        subscription: subscriptionId,
        invoice: `in_${subscriptionId}`,
      }),
      created ? { created } : {},
    ),
  );
}

/** Opens a Stripe subscription checkout and delivers its completion: Starter, 999 cents, 30 credits. */
async function subscribeAtStripe(client: TestClient, subscriptionId: string) {
  const periodEnd = Math.floor(Date.now() / 1000) + 30 * DAY_SECONDS;
  fake.periodEnds.set(subscriptionId, periodEnd);
  const sessionId = await openCheckout(client, 1);
  expect((await completeAtStripe(sessionId, subscriptionId)).status).toBe(200);
  return { sessionId, periodEnd };
}

async function subscribeAtDemo(client: TestClient, tierId = 1) {
  const sessionId = await openCheckout(client, tierId);
  const paid = await client.request(`/api/billing/demo/checkout-sessions/${sessionId}/pay`, {
    json: { cardNumber: '4242424242424242' },
  });
  expect(paid.status).toBe(200);
  return sessionId;
}

function rowsOf(ctx: TestContext, userId: string) {
  const { db } = ctx.deps.database;
  return Promise.all([
    db
      .selectFrom('payments')
      .select(['kind', 'amount_cents', 'credits_granted', 'refunded_cents', 'refund_reason'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('subscriptions')
      .select(['id', 'status', 'end_reason'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('profiles')
      .select(['remaining_credits', 'subscription_status', 'payment_subscription_id'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]).then(([payments, subscriptions, profile]) => ({ payments, subscriptions, profile }));
}

/** A renewal Stripe charges after we ended the subscription there (it should not, but may race). */
const chargeRenewalAnyway = (invoiceId: string, subscriptionId: string, periodStart: number) =>
  deliverStripe(
    stripe.app,
    stripeEvent('invoice.paid', renewalInvoice(invoiceId, subscriptionId, periodStart), {
      created: Math.floor(Date.now() / 1000) + 5,
    }),
  );

const stripeCalls = (method: string, path: string) =>
  fake.requests.filter((r) => r.method === method && r.path === path);

describe(`subscriptions through Stripe on ${currentDialect()}`, () => {
  it('a subscriber deletes their account, then the renewal date passes: Stripe cancelled first, no renewal kept, no credits', async () => {
    const { client, userId } = await buyer(stripe);
    const { periodEnd } = await subscribeAtStripe(client, 'sub_deleted');

    // Stripe refuses the cancellation: the account is left exactly as it was.
    fake.failing.add('DELETE /v1/subscriptions/sub_deleted');
    const refused = await client.request('/api/me', { method: 'DELETE' });
    expect(refused.status).toBe(503);
    expect((await rowsOf(stripe, userId)).profile.remaining_credits).toBe(WELCOME + 30);
    fake.failing.delete('DELETE /v1/subscriptions/sub_deleted');

    expect((await client.request('/api/me', { method: 'DELETE' })).status).toBe(200);
    expect(stripeCalls('DELETE', '/v1/subscriptions/sub_deleted')).toHaveLength(2);

    // A renewal charged anyway is refunded and grants nothing.
    await chargeRenewalAnyway('in_after_delete', 'sub_deleted', periodEnd);
    const { payments, subscriptions, profile } = await rowsOf(stripe, userId);
    expect(subscriptions).toEqual([{ id: 'sub_deleted', status: 'ended', end_reason: 'account_deleted' }]);
    expect(payments.map((p) => [p.kind, p.credits_granted, p.refund_reason])).toEqual([
      ['subscription', 30, null],
      ['renewal', 0, 'subscription_stopped'],
    ]);
    expect(profile.remaining_credits).toBe(0);
    expect(stripeCalls('POST', '/v1/refunds').at(-1)!.form.get('payment_intent')).toBe(
      'pi_of_in_after_delete',
    );
  });

  it('an admin blocks a subscriber: Stripe cancelled first, a later renewal grants nothing, and unblocking does not restart it', async () => {
    const { client, userId } = await buyer(stripe);
    const admin = await buyer(stripe);
    const { periodEnd } = await subscribeAtStripe(client, 'sub_blocked');

    fake.failing.add('DELETE /v1/subscriptions/sub_blocked');
    await expect(changeStatus(stripe.deps, admin.userId, userId, 'blocked')).rejects.toMatchObject({
      code: 'service_unavailable',
    });
    expect(
      (
        await stripe.deps.database.db
          .selectFrom('profiles')
          .select('status')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('active');
    fake.failing.delete('DELETE /v1/subscriptions/sub_blocked');

    await changeStatus(stripe.deps, admin.userId, userId, 'blocked');
    expect(stripeCalls('DELETE', '/v1/subscriptions/sub_blocked')).toHaveLength(2);
    await chargeRenewalAnyway('in_after_block', 'sub_blocked', periodEnd);
    const { payments, subscriptions, profile } = await rowsOf(stripe, userId);
    expect(subscriptions).toEqual([{ id: 'sub_blocked', status: 'ended', end_reason: 'account_blocked' }]);
    expect(payments.at(-1)).toMatchObject({ kind: 'renewal', credits_granted: 0, refunded_cents: 999 });
    expect(profile).toMatchObject({ remaining_credits: WELCOME + 30, subscription_status: 'cancelled' });

    // Unblocking does not bring the subscription back.
    await changeStatus(stripe.deps, admin.userId, userId, 'active');
    expect((await rowsOf(stripe, userId)).subscriptions[0]!.status).toBe('ended');
  });

  it('a user pays two checkouts for two tiers: one subscription, the second ended and refunded at Stripe with a notice saying so', async () => {
    const { client, email, userId } = await buyer(stripe);
    fake.periodEnds.set('sub_first', Math.floor(Date.now() / 1000) + 30 * DAY_SECONDS);
    fake.periodEnds.set('sub_second', Math.floor(Date.now() / 1000) + 30 * DAY_SECONDS);
    // Both checkouts are opened before either is paid, so the checkout's own refusal cannot stop it.
    const first = await openCheckout(client, 1);
    const second = await openCheckout(client, 2);
    expect((await completeAtStripe(first, 'sub_first', 999)).status).toBe(200);
    expect((await completeAtStripe(second, 'sub_second', 1999)).status).toBe(200);

    const { payments, subscriptions, profile } = await rowsOf(stripe, userId);
    expect(subscriptions).toEqual([
      { id: 'sub_first', status: 'active', end_reason: null },
      { id: 'sub_second', status: 'ended', end_reason: 'duplicate_subscription' },
    ]);
    expect(payments).toEqual([
      expect.objectContaining({
        kind: 'subscription',
        amount_cents: 999,
        credits_granted: 30,
        refunded_cents: 0,
      }),
      expect.objectContaining({
        kind: 'subscription',
        amount_cents: 1999,
        credits_granted: 0,
        refunded_cents: 1999,
        refund_reason: 'duplicate_subscription',
      }),
    ]);
    expect(profile).toMatchObject({
      remaining_credits: WELCOME + 30,
      subscription_status: 'active',
      payment_subscription_id: 'sub_first',
    });
    expect(stripeCalls('DELETE', '/v1/subscriptions/sub_second')).toHaveLength(1);
    expect(stripeCalls('DELETE', '/v1/subscriptions/sub_first')).toHaveLength(0);
    expect(stripeCalls('POST', '/v1/refunds').at(-1)!.form.get('payment_intent')).toBe('pi_of_in_sub_second');

    const notice = await sink.waitFor(email, /payment was refunded/);
    expect(notice.body).toContain('You already have an active subscription');
    expect(notice.body).toContain('refunded in full');

    // The refund Stripe reports afterwards takes nothing more.
    fake.invoiceOfPaymentIntent.set('pi_of_in_sub_second', 'in_sub_second');
    await deliverStripe(
      stripe.app,
      stripeEvent('charge.refunded', {
        id: 'ch_second',
        object: 'charge',
        amount: 1999,
        amount_refunded: 1999,
        payment_intent: 'pi_of_in_sub_second',
      }),
    );
    expect((await rowsOf(stripe, userId)).profile.remaining_credits).toBe(WELCOME + 30);
  });

  it('a checkout paid after an admin blocked the buyer starts nothing: ended and refunded at Stripe', async () => {
    const { client, userId } = await buyer(stripe);
    const admin = await buyer(stripe);
    fake.periodEnds.set('sub_paid_blocked', Math.floor(Date.now() / 1000) + 30 * DAY_SECONDS);
    const sessionId = await openCheckout(client, 1);
    await changeStatus(stripe.deps, admin.userId, userId, 'blocked');
    await completeAtStripe(sessionId, 'sub_paid_blocked');
    const { payments, subscriptions, profile } = await rowsOf(stripe, userId);
    expect(subscriptions).toEqual([
      { id: 'sub_paid_blocked', status: 'ended', end_reason: 'account_blocked' },
    ]);
    expect(payments).toEqual([
      expect.objectContaining({ credits_granted: 0, refunded_cents: 999, refund_reason: 'account_blocked' }),
    ]);
    expect(profile.remaining_credits).toBe(WELCOME);
    expect(stripeCalls('DELETE', '/v1/subscriptions/sub_paid_blocked')).toHaveLength(1);
  });

  it('a subscriber whose renewal payment failed cannot refresh until it succeeds', async () => {
    const { client, userId } = await buyer(stripe);
    await subscribeAtStripe(client, 'sub_past_due');
    await deliverStripe(
      stripe.app,
      stripeEvent('invoice.payment_failed', {
        id: 'in_past_due',
        object: 'invoice',
        billing_reason: 'subscription_cycle',
        parent: { subscription_details: { subscription: 'sub_past_due' } },
      }),
    );
    await stripe.deps.database.db
      .updateTable('profiles')
      .set({ next_renewal_date: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', userId)
      .execute();
    const refresh = await client.request('/api/billing/subscription/refresh', { method: 'POST' });
    expect(refresh.status).toBe(409);
    expect((await refresh.json()).error.message).toBe(
      'Your last renewal payment failed. Credits are added once it succeeds.',
    );
    expect((await rowsOf(stripe, userId)).subscriptions[0]!.status).toBe('past_due');
    expect((await rowsOf(stripe, userId)).profile.remaining_credits).toBe(WELCOME + 30);
  });

  it('a subscriber refreshes when the renewal date comes, then cancels: no credits without a payment', async () => {
    const { client, userId } = await buyer(stripe);
    await subscribeAtStripe(client, 'sub_refresh_cancel');
    const past = new Date(Date.now() - 60_000).toISOString();
    await stripe.deps.database.db
      .updateTable('profiles')
      .set({ next_renewal_date: past })
      .where('id', '=', userId)
      .execute();
    const refresh = await client.request('/api/billing/subscription/refresh', { method: 'POST' });
    expect(refresh.status).toBe(409);
    expect((await refresh.json()).error.message).toMatch(/^Your renewal payment has not arrived yet/);
    expect((await client.request('/api/billing/subscription/cancel', { json: {} })).status).toBe(200);

    const { payments, profile } = await rowsOf(stripe, userId);
    expect(payments.map((p) => p.kind)).toEqual(['subscription']);
    expect(profile.remaining_credits).toBe(WELCOME + 30);
    const grants = await stripe.deps.database.db
      .selectFrom('credit_ledger')
      .select('delta')
      .where('user_id', '=', userId)
      .where('reason', '=', 'subscription_refresh')
      .execute();
    expect(grants.map((g) => g.delta)).toEqual([30]);
  });

  it('a refund delivered before its payment is held, and applied when the payment lands', async () => {
    const { client, userId } = await buyer(stripe);
    const sessionRes = await client.request('/api/billing/checkout', {
      json: { tierId: 2, billing: 'one_time' },
    });
    const { sessionId } = await sessionRes.json();
    const refund = await deliverStripe(
      stripe.app,
      stripeEvent('charge.refunded', {
        id: 'ch_early',
        object: 'charge',
        amount: 2499,
        amount_refunded: 2499,
        payment_intent: 'pi_early',
      }),
    );
    expect(refund.status).toBe(200);
    expect((await rowsOf(stripe, userId)).profile.remaining_credits).toBe(WELCOME);

    await deliverStripe(
      stripe.app,
      stripeEvent(
        'checkout.session.completed',
        sessionCompleted(sessionId, { mode: 'payment', amount_total: 2499, payment_intent: 'pi_early' }),
      ),
    );
    const { payments, profile } = await rowsOf(stripe, userId);
    expect(payments).toEqual([
      expect.objectContaining({ kind: 'one_time', credits_granted: 75, refunded_cents: 2499 }),
    ]);
    expect(profile.remaining_credits).toBe(WELCOME);
    const held = await stripe.deps.database.db
      .selectFrom('payment_events')
      .select('held_for')
      .where('held_for', 'is not', null)
      .where('held_for', '=', 'payment:pi_early')
      .execute();
    expect(held).toEqual([]);
  });

  it('subscription_ended delivered before its checkout completion still ends the subscription', async () => {
    const { client, userId } = await buyer(stripe);
    const now = Math.floor(Date.now() / 1000);
    await deliverStripe(
      stripe.app,
      stripeEvent(
        'customer.subscription.deleted',
        { id: 'sub_ended_early', object: 'subscription' },
        {
          created: now + 10,
        },
      ),
    );
    fake.periodEnds.set('sub_ended_early', now + 30 * DAY_SECONDS);
    const sessionId = await openCheckout(client, 1);
    await completeAtStripe(sessionId, 'sub_ended_early', 999, now);
    const { subscriptions, profile } = await rowsOf(stripe, userId);
    expect(subscriptions).toEqual([{ id: 'sub_ended_early', status: 'ended', end_reason: 'provider' }]);
    expect(profile.subscription_status).toBe('cancelled');
    const view = await (await client.request('/api/billing/subscription')).json();
    expect(view.isSubscriber).toBe(false);
  });

  it('a subscriber cancels, then resumes while the paid period runs: Stripe told first, no new payment, the next renewal granted', async () => {
    const { client, userId } = await buyer(stripe);
    const { periodEnd } = await subscribeAtStripe(client, 'sub_resume');
    expect((await client.request('/api/billing/subscription/cancel', { json: {} })).status).toBe(200);
    let view = await (await client.request('/api/billing/subscription')).json();
    expect(view).toMatchObject({ subscriptionStatus: 'cancelled', resumable: true });

    const resumed = await client.request('/api/billing/subscription/resume', { method: 'POST' });
    expect(resumed.status).toBe(200);
    expect(await resumed.json()).toMatchObject({
      message: 'Subscription Resumed',
      subscription: {
        isSubscriber: true,
        subscriptionStatus: 'active',
        resumable: false,
        nextRenewalDate: new Date(periodEnd * 1000).toISOString(),
      },
    });
    const updates = stripeCalls('POST', '/v1/subscriptions/sub_resume');
    expect(updates.map((r) => r.form.get('cancel_at_period_end'))).toEqual(['true', 'false']);
    let rows = await rowsOf(stripe, userId);
    expect(rows.payments.map((p) => p.kind)).toEqual(['subscription']);
    expect(rows.subscriptions).toEqual([{ id: 'sub_resume', status: 'active', end_reason: null }]);

    // Stripe's echo of the earlier cancel, delivered late, cannot cancel it again.
    await deliverStripe(
      stripe.app,
      stripeEvent(
        'customer.subscription.updated',
        { id: 'sub_resume', object: 'subscription', cancel_at_period_end: true, items: { data: [] } },
        { created: Math.floor(Date.now() / 1000) - 30 },
      ),
    );
    // The renewal at the period's end is granted, not refunded.
    await deliverStripe(
      stripe.app,
      stripeEvent('invoice.paid', renewalInvoice('in_resume_1', 'sub_resume', periodEnd), {
        created: Math.floor(Date.now() / 1000) + 60,
      }),
    );
    rows = await rowsOf(stripe, userId);
    expect(rows.subscriptions[0]!.status).toBe('active');
    expect(rows.payments.at(-1)).toMatchObject({ kind: 'renewal', credits_granted: 30, refund_reason: null });
    view = await (await client.request('/api/billing/subscription')).json();
    expect(view).toMatchObject({ subscriptionStatus: 'active', resumable: false });
    expect((await client.request('/api/billing/subscription/resume', { method: 'POST' })).status).toBe(409);
  });

  it("a subscriber resumes in Stripe's portal: the update that switches the cancellation off resumes it here", async () => {
    const { client, userId } = await buyer(stripe);
    await subscribeAtStripe(client, 'sub_portal_resume');
    expect((await client.request('/api/billing/subscription/cancel', { json: {} })).status).toBe(200);
    const payload = JSON.parse(
      stripeEvent(
        'customer.subscription.updated',
        { id: 'sub_portal_resume', object: 'subscription', cancel_at_period_end: false, items: { data: [] } },
        { created: Math.floor(Date.now() / 1000) + 5 },
      ),
    );
    payload.data.previous_attributes = { cancel_at_period_end: true };
    expect((await deliverStripe(stripe.app, JSON.stringify(payload))).status).toBe(200);
    const { subscriptions, profile } = await rowsOf(stripe, userId);
    expect(subscriptions[0]).toMatchObject({ status: 'active', end_reason: null });
    expect(profile.subscription_status).toBe('active');
  });

  it('a subscriber whose paid period has ended cannot resume: 409, nothing asked of Stripe', async () => {
    const { client, userId } = await buyer(stripe);
    await subscribeAtStripe(client, 'sub_resume_late');
    expect((await client.request('/api/billing/subscription/cancel', { json: {} })).status).toBe(200);
    await stripe.deps.database.db
      .updateTable('subscriptions')
      .set({ paid_through: new Date(Date.now() - 60_000).toISOString() })
      .where('user_id', '=', userId)
      .execute();
    const before = stripeCalls('POST', '/v1/subscriptions/sub_resume_late').length;
    const res = await client.request('/api/billing/subscription/resume', { method: 'POST' });
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toMatch(/^The period you paid for has ended/);
    expect(stripeCalls('POST', '/v1/subscriptions/sub_resume_late')).toHaveLength(before);
    expect((await rowsOf(stripe, userId)).subscriptions[0]!.status).toBe('cancelled');
  });

  it('a subscriber upgrades, then downgrades: Stripe moves the price first, the upgrade is charged and credited now, the downgrade from the next invoice', async () => {
    const { client, userId } = await buyer(stripe);
    const { periodEnd } = await subscribeAtStripe(client, 'sub_change');
    const quote = await (await client.request('/api/billing/subscription/plan?tierId=2')).json();
    expect(quote).toMatchObject({
      direction: 'upgrade',
      fromTier: 'Starter',
      toTier: 'Explorer',
      priceCents: 1999,
      creditsNow: 45,
      creditsPerMonth: 75,
      creditNoteCents: 0,
      nextRenewalDate: new Date(periodEnd * 1000).toISOString(),
    });
    // Just subscribed: almost the whole month's difference of €10.00.
    expect(quote.chargeCents).toBeGreaterThan(990);
    expect(quote.chargeCents).toBeLessThanOrEqual(1000);

    fake.upgradeInvoiceCents = 998;
    const upgraded = await client.request('/api/billing/subscription/plan', { json: { tierId: 2 } });
    expect(upgraded.status).toBe(200);
    expect(await upgraded.json()).toMatchObject({
      message: 'Plan Changed',
      balance: WELCOME + 30 + 45,
      subscription: { subscriptionTier: 'Explorer', creditsPerMonth: 75, subscriptionStatus: 'active' },
    });
    const [update] = stripeCalls('POST', '/v1/subscriptions/sub_change');
    expect(update!.form.get('items[0][id]')).toBe('si_sub_change');
    expect(update!.form.get('items[0][price]')).toMatch(/^price_test_/);
    expect(update!.form.get('proration_behavior')).toBe('always_invoice');
    expect(update!.form.get('payment_behavior')).toBe('error_if_incomplete');
    const price = stripeCalls('POST', '/v1/prices').at(-1)!;
    expect(price.form.get('unit_amount')).toBe('1999');
    expect(price.form.get('recurring[interval]')).toBe('month');
    let rows = await rowsOf(stripe, userId);
    // Stripe's own figure is what was charged and recorded.
    expect(rows.payments.at(-1)).toMatchObject({
      kind: 'plan_change',
      amount_cents: 998,
      credits_granted: 45,
    });

    const downgraded = await client.request('/api/billing/subscription/plan', { json: { tierId: 1 } });
    expect(downgraded.status).toBe(200);
    expect((await downgraded.json()).change).toMatchObject({
      direction: 'downgrade',
      chargeCents: 0,
      creditsNow: 0,
    });
    const second = stripeCalls('POST', '/v1/subscriptions/sub_change').at(-1)!;
    expect(second.form.get('proration_behavior')).toBe('create_prorations');
    expect(second.form.get('payment_behavior')).toBeNull();
    rows = await rowsOf(stripe, userId);
    expect(rows.payments.map((p) => p.kind)).toEqual(['subscription', 'plan_change']);
    expect(rows.profile.remaining_credits).toBe(WELCOME + 30 + 45);

    // The renewal grants the plan it renews: Starter's 30 again.
    await deliverStripe(
      stripe.app,
      stripeEvent('invoice.paid', renewalInvoice('in_change_1', 'sub_change', periodEnd), {
        created: Math.floor(Date.now() / 1000) + 60,
      }),
    );
    rows = await rowsOf(stripe, userId);
    expect(rows.payments.at(-1)).toMatchObject({ kind: 'renewal', credits_granted: 30 });
    const same = await client.request('/api/billing/subscription/plan', { json: { tierId: 1 } });
    expect(same.status).toBe(409);
  });

  it('a subscriber whose card declines the upgrade keeps the plan: 402, no payment, no credits', async () => {
    const { client, userId } = await buyer(stripe);
    await subscribeAtStripe(client, 'sub_change_declined');
    fake.declining.add('POST /v1/subscriptions/sub_change_declined');
    try {
      const res = await client.request('/api/billing/subscription/plan', { json: { tierId: 3 } });
      expect(res.status).toBe(402);
      expect((await res.json()).error.message).toBe('Your card was declined, so your plan was not changed.');
    } finally {
      fake.declining.delete('POST /v1/subscriptions/sub_change_declined');
    }
    const rows = await rowsOf(stripe, userId);
    expect(rows.payments.map((p) => p.kind)).toEqual(['subscription']);
    expect(rows.profile.remaining_credits).toBe(WELCOME + 30);
    const view = await (await client.request('/api/billing/subscription')).json();
    expect(view).toMatchObject({ subscriptionTier: 'Starter', creditsPerMonth: 30 });
  });

  it('a cancelled subscriber cannot change plan (403), and the table is not asked to', async () => {
    const { client } = await buyer(stripe);
    await subscribeAtStripe(client, 'sub_change_cancelled');
    expect((await client.request('/api/billing/subscription/cancel', { json: {} })).status).toBe(200);
    const before = stripeCalls('POST', '/v1/subscriptions/sub_change_cancelled').length;
    expect((await client.request('/api/billing/subscription/plan', { json: { tierId: 2 } })).status).toBe(
      403,
    );
    expect(stripeCalls('POST', '/v1/subscriptions/sub_change_cancelled')).toHaveLength(before);
  });

  it('a renewal_paid delivered late after the user cancelled cannot revive the subscription', async () => {
    const { client, userId } = await buyer(stripe);
    const { periodEnd } = await subscribeAtStripe(client, 'sub_late');
    const cancelledAt = Math.floor(Date.now() / 1000);
    expect((await client.request('/api/billing/subscription/cancel', { json: {} })).status).toBe(200);

    // Charged after the cancellation (by Stripe's clock): refunded, no credits, still cancelled.
    await deliverStripe(
      stripe.app,
      stripeEvent('invoice.paid', renewalInvoice('in_late_after', 'sub_late', periodEnd), {
        created: cancelledAt + 60,
      }),
    );
    let rows = await rowsOf(stripe, userId);
    expect(rows.subscriptions).toEqual([
      { id: 'sub_late', status: 'cancelled', end_reason: 'user_requested' },
    ]);
    expect(rows.payments.at(-1)).toMatchObject({
      kind: 'renewal',
      credits_granted: 0,
      refund_reason: 'subscription_stopped',
    });
    expect(rows.profile).toMatchObject({ remaining_credits: WELCOME + 30, subscription_status: 'cancelled' });

    // Paid before the cancellation but delivered only now: that month was paid, so it is
    // granted, and the subscription stays cancelled.
    await deliverStripe(
      stripe.app,
      stripeEvent('invoice.paid', renewalInvoice('in_late_before', 'sub_late', periodEnd - DAY_SECONDS), {
        created: cancelledAt - 3600,
      }),
    );
    rows = await rowsOf(stripe, userId);
    expect(rows.subscriptions[0]!.status).toBe('cancelled');
    expect(rows.payments.at(-1)).toMatchObject({ kind: 'renewal', credits_granted: 30, refund_reason: null });
    expect(rows.profile.subscription_status).toBe('cancelled');
  });
});

describe(`subscriptions through the demo provider on ${currentDialect()}`, () => {
  const renewalDay = () => new Date(Date.now() + 40 * DAY_MS);
  const renewals = async (userId: string) =>
    (await rowsOf(demo, userId)).payments.filter((p) => p.kind === 'renewal');

  it('a subscriber deletes their account, then the renewal date passes: the demo provider charges nothing', async () => {
    const { client, userId } = await buyer(demo);
    await subscribeAtDemo(client);
    expect((await client.request('/api/me', { method: 'DELETE' })).status).toBe(200);
    await renewDueDemoSubscriptions(demo.deps, renewalDay());
    expect(await renewals(userId)).toEqual([]);
    const { subscriptions, profile } = await rowsOf(demo, userId);
    expect(subscriptions[0]).toMatchObject({ status: 'ended', end_reason: 'account_deleted' });
    expect(profile.remaining_credits).toBe(0);
  });

  it('an admin blocks a subscriber, then the renewal date passes: the demo provider charges nothing', async () => {
    const { client, userId } = await buyer(demo);
    const admin = await buyer(demo);
    await subscribeAtDemo(client);
    await changeStatus(demo.deps, admin.userId, userId, 'blocked');
    await renewDueDemoSubscriptions(demo.deps, renewalDay());
    expect(await renewals(userId)).toEqual([]);
    expect((await rowsOf(demo, userId)).profile.remaining_credits).toBe(WELCOME + 30);
  });

  it('a user pays two demo checkouts for two tiers: one subscription, the second refunded with no credits', async () => {
    const { client, userId } = await buyer(demo);
    const first = await openCheckout(client, 1);
    const second = await openCheckout(client, 2);
    for (const sessionId of [first, second]) {
      const paid = await client.request(`/api/billing/demo/checkout-sessions/${sessionId}/pay`, {
        json: { cardNumber: '4242424242424242' },
      });
      expect(paid.status).toBe(200);
    }
    const { payments, subscriptions, profile } = await rowsOf(demo, userId);
    expect(subscriptions.map((s) => [s.status, s.end_reason])).toEqual([
      ['active', null],
      ['ended', 'duplicate_subscription'],
    ]);
    expect(payments.map((p) => [p.credits_granted, p.refunded_cents, p.refund_reason])).toEqual([
      [30, 0, null],
      [0, 1999, 'duplicate_subscription'],
    ]);
    expect(profile.remaining_credits).toBe(WELCOME + 30);
    // Only the live one renews.
    await renewDueDemoSubscriptions(demo.deps, renewalDay());
    expect(await renewals(userId)).toHaveLength(1);
  });

  it('a subscriber refreshes when due, then cancels: the month refreshed was paid for, and nothing renews after', async () => {
    const { client, userId } = await buyer(demo);
    await subscribeAtDemo(client);
    const past = new Date(Date.now() - 60_000).toISOString();
    const { db } = demo.deps.database;
    await db.updateTable('profiles').set({ next_renewal_date: past }).where('id', '=', userId).execute();
    await db.updateTable('subscriptions').set({ paid_through: past }).where('user_id', '=', userId).execute();
    expect((await client.request('/api/billing/subscription/refresh', { method: 'POST' })).status).toBe(200);
    expect((await client.request('/api/billing/subscription/cancel', { json: {} })).status).toBe(200);
    await renewDueDemoSubscriptions(demo.deps, renewalDay());
    const grants = await db
      .selectFrom('credit_refreshes')
      .select('refresh_type')
      .where('user_id', '=', userId)
      .execute();
    const paid = (await rowsOf(demo, userId)).payments.filter((p) => p.credits_granted > 0);
    expect(grants).toHaveLength(2);
    expect(paid.map((p) => p.kind)).toEqual(['subscription', 'renewal']);
  });

  it('a demo subscriber cancels, then resumes: nothing charged now, and the renewal is taken on the same date', async () => {
    const { client, userId } = await buyer(demo);
    await subscribeAtDemo(client);
    const before = await (await client.request('/api/billing/subscription')).json();
    expect((await client.request('/api/billing/subscription/cancel', { json: {} })).status).toBe(200);
    // Cancelled: the sweep at the period's end takes nothing.
    const res = await client.request('/api/billing/subscription/resume', { method: 'POST' });
    expect(res.status).toBe(200);
    const { subscription } = await res.json();
    expect(subscription).toMatchObject({
      subscriptionStatus: 'active',
      resumable: false,
      nextRenewalDate: before.nextRenewalDate,
    });
    expect((await rowsOf(demo, userId)).payments.map((p) => p.kind)).toEqual(['subscription']);
    await renewDueDemoSubscriptions(demo.deps, new Date(Date.parse(before.nextRenewalDate) + 60_000));
    expect(await renewals(userId)).toMatchObject([{ credits_granted: 30, refund_reason: null }]);
    expect((await client.request('/api/billing/subscription/cancel', { json: {} })).status).toBe(200);
  });

  it('a demo subscriber upgrades halfway and downgrades: the prorated charge now, the credits at once, the credit note off the next renewal', async () => {
    const { client, userId } = await buyer(demo);
    await subscribeAtDemo(client);
    const { db } = demo.deps.database;
    // Halfway through a 30-day period.
    const start = new Date(Date.now() - 15 * DAY_MS).toISOString();
    const end = new Date(Date.now() + 15 * DAY_MS).toISOString();
    await db
      .updateTable('subscriptions')
      .set({ created_at: start, paid_through: end })
      .where('user_id', '=', userId)
      .execute();

    const upgraded = await client.request('/api/billing/subscription/plan', { json: { tierId: 2 } });
    expect(upgraded.status).toBe(200);
    const { change, balance } = await upgraded.json();
    expect(change).toMatchObject({ direction: 'upgrade', creditsNow: 45 });
    expect(Math.abs(change.chargeCents - 500)).toBeLessThanOrEqual(1);
    expect(balance).toBe(WELCOME + 30 + 45);
    let rows = await rowsOf(demo, userId);
    expect(rows.payments.at(-1)).toMatchObject({
      kind: 'plan_change',
      amount_cents: change.chargeCents,
      credits_granted: 45,
    });

    const downgraded = await client.request('/api/billing/subscription/plan', { json: { tierId: 1 } });
    const down = (await downgraded.json()).change;
    expect(down).toMatchObject({ direction: 'downgrade', chargeCents: 0, creditsNow: 0 });
    expect(Math.abs(down.creditNoteCents - 500)).toBeLessThanOrEqual(1);

    await renewDueDemoSubscriptions(demo.deps, new Date(Date.parse(end) + 60_000));
    rows = await rowsOf(demo, userId);
    // Starter's €9.99 less what the downgrade left owed; Starter's credits.
    expect(rows.payments.at(-1)).toMatchObject({
      kind: 'renewal',
      amount_cents: 999 - down.creditNoteCents,
      credits_granted: 30,
    });
    const after = await db
      .selectFrom('subscriptions')
      .select(['tier_id', 'credit_note_cents'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ tier_id: 1, credit_note_cents: 0 });
    expect((await client.request('/api/billing/subscription/cancel', { json: {} })).status).toBe(200);
  });

  it('a user who subscribes on 31 January renews on the anniversary: 28 February, then 31 March, each month granted once', async () => {
    const { client, userId } = await buyer(demo);
    const sessionId = await openCheckout(client, 1);
    const subscribed = new Date('2027-01-31T18:52:00.000Z');
    await payDemoCheckout(demo.deps, userId, sessionId, '4242424242424242', subscribed);
    const view = async () => (await client.request('/api/billing/subscription')).json();
    expect((await view()).nextRenewalDate).toBe('2027-02-28T18:52:00.000Z');

    // Not yet due the day before: nothing is charged.
    // (The sweeps also renew what earlier tests left running; only this user's payments count.)
    await renewDueDemoSubscriptions(demo.deps, new Date('2027-02-28T18:00:00.000Z'));
    expect(await renewals(userId)).toEqual([]);
    await renewDueDemoSubscriptions(demo.deps, new Date('2027-02-28T18:53:00.000Z'));
    expect(await renewals(userId)).toHaveLength(1);
    expect((await view()).nextRenewalDate).toBe('2027-03-31T18:52:00.000Z');
    await renewDueDemoSubscriptions(demo.deps, new Date('2027-03-31T18:53:00.000Z'));
    expect((await view()).nextRenewalDate).toBe('2027-04-30T18:52:00.000Z');

    const grants = await demo.deps.database.db
      .selectFrom('credit_refreshes')
      .select(['period_key', 'next_renewal_date'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
    expect(grants).toEqual([
      { period_key: `start:${sessionId}`, next_renewal_date: '2027-02-28T18:52:00.000Z' },
      { period_key: '2027-02-28', next_renewal_date: '2027-03-31T18:52:00.000Z' },
      { period_key: '2027-03-31', next_renewal_date: '2027-04-30T18:52:00.000Z' },
    ]);
    expect(await renewals(userId)).toHaveLength(2);
    expect((await client.request('/api/billing/subscription/cancel', { json: {} })).status).toBe(200);
  });

  it('a late demo renewal_paid after the user cancelled cannot revive the subscription', async () => {
    const { client, userId } = await buyer(demo);
    const sessionId = await subscribeAtDemo(client);
    expect((await client.request('/api/billing/subscription/cancel', { json: {} })).status).toBe(200);
    const provider = demo.deps.payments as DemoProvider;
    const later = new Date(Date.now() + 60_000);
    const { body, headers } = provider.event(
      `evt_late_${sessionId}`,
      {
        kind: 'renewal_paid',
        subscriptionId: `demo_sub_${sessionId}`,
        invoiceId: `demo_in_late_${sessionId}`,
        paymentIntentId: null,
        amountCents: 999,
        currency: 'EUR',
        periodStart: later.toISOString(),
        periodEnd: new Date(later.getTime() + 30 * DAY_MS).toISOString(),
      },
      new Date(),
      later,
    );
    const res = await demo.app.request(`${PUBLIC_URL}/api/billing/webhooks/demo`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'orrery-signature': headers.get('orrery-signature')! },
    });
    expect(res.status).toBe(200);
    const { subscriptions, profile } = await rowsOf(demo, userId);
    expect(subscriptions[0]!.status).toBe('cancelled');
    expect(profile).toMatchObject({ subscription_status: 'cancelled', remaining_credits: WELCOME + 30 });
  });
});
