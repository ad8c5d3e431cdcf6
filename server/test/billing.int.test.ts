import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../src/bootstrap';
import { applyCreditChange } from '../src/features/credits/ledger';
import { createApp, type OrreryApp } from '../src/http/app';
import { createLogger } from '../src/lib/logger';
import { DemoProvider } from '../src/features/billing/providers';
import { renewDueDemoSubscriptions } from '../src/features/billing/service';
import { type FakeStripe, startFakeStripe } from './fake-stripe';
import {
  createTestContext,
  currentDialect,
  PUBLIC_URL,
  TestClient,
  type TestContext,
  uniqueEmail,
} from './harness';
import {
  DAY_SECONDS,
  deliverStripe,
  sessionCompleted,
  STRIPE_KEY,
  stripeEvent,
  WEBHOOK_SECRET,
} from './stripe-events';

const WELCOME = 30;

let stripe: TestContext;
let demo: TestContext;
let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = await createTestContext({
    STRIPE_SECRET_KEY: STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
  demo = await createTestContext({ DEMO_PAYMENTS_SECRET: 'demo-payments-secret-for-tests-0123456789' });
});
afterAll(async () => {
  await stripe?.close();
  await demo?.close();
  await fake?.close();
});

async function signedIn(ctx: TestContext) {
  const client = new TestClient(ctx.app);
  expect((await client.signUp(uniqueEmail('buyer'))).status).toBe(200);
  const me = await (await client.request('/api/me')).json();
  return { client, userId: me.user.id as string };
}

async function balanceOf(client: TestClient): Promise<number> {
  return (await (await client.request('/api/me')).json()).balance;
}

function ledger(ctx: TestContext, userId: string) {
  return ctx.deps.database.db
    .selectFrom('credit_ledger')
    .select(['delta', 'reason', 'reference', 'balance_after'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

const countRows = async (ctx: TestContext, table: 'payment_events' | 'payments' | 'credit_ledger') =>
  Number(
    (
      await ctx.deps.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Spends credits the way a reading does, through the ledger helper. */
async function spend(ctx: TestContext, userId: string, credits: number) {
  await ctx.deps.database.db.transaction().execute((trx) =>
    applyCreditChange(trx, {
      userId,
      delta: -credits,
      reason: 'reading',
      reference: 'test',
      now: new Date(),
    }),
  );
}

/** Delivers to the Stripe context's app unless another server's app is given. */
const deliver = (payload: string, options: Parameters<typeof deliverStripe>[2] & { app?: OrreryApp } = {}) =>
  deliverStripe(options.app ?? stripe.app, payload, options);

async function checkout(client: TestClient, tierId: number, billing: 'one_time' | 'subscription') {
  const res = await client.request('/api/billing/checkout', { json: { tierId, billing } });
  expect(res.status).toBe(200);
  return (await res.json()) as { url: string; sessionId: string; provider: string };
}

describe(`billing through the Stripe SDK on ${currentDialect()}`, () => {
  it('lists the tiers publicly, with tax-included euro prices and what the credits buy', async () => {
    const res = await new TestClient(stripe.app).request('/api/billing/tiers');
    expect(res.status).toBe(200);
    const { tiers } = await res.json();
    expect(tiers.map((t: { name: string }) => t.name)).toEqual([
      'Starter',
      'Explorer',
      'Stargazer',
      'Celestial Pro',
    ]);
    expect(tiers.filter((t: { popular: boolean }) => t.popular).map((t: { name: string }) => t.name)).toEqual(
      ['Stargazer'],
    );
    const explorer = tiers[1];
    expect(explorer.prices).toHaveLength(2);
    const monthly = explorer.prices.find((p: { billing: string }) => p.billing === 'subscription');
    expect(monthly).toMatchObject({
      priceCents: 1999,
      currency: 'EUR',
      taxIncluded: true,
      creditsIncluded: 75,
    });
    const natal = monthly.readings.find((r: { routeId: string }) => r.routeId === 'natalbirthchart');
    expect(natal).toEqual({
      routeId: 'natalbirthchart',
      appName: 'Natal Birth Chart',
      cost: 24,
      readings: 3,
    });

    const doc = await (await new TestClient(stripe.app).request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/billing/tiers',
        '/api/billing/checkout',
        '/api/billing/checkout-sessions/{sessionId}',
        '/api/billing/demo/checkout-sessions/{sessionId}/pay',
        '/api/billing/webhooks/{provider}',
        '/api/billing/subscription',
        '/api/billing/subscription/refresh',
        '/api/billing/subscription/cancel',
      ]),
    );
  });

  it('sells a one-time pack: the price comes from our table, the credits land once, a replay changes nothing', async () => {
    const { client, userId } = await signedIn(stripe);
    const session = await checkout(client, 2, 'one_time');
    expect(session.provider).toBe('stripe');
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const sent = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!.form;
    expect(sent.get('mode')).toBe('payment');
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe('2499');
    expect(sent.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(sent.get('line_items[0][price_data][tax_behavior]')).toBe('inclusive');
    expect(sent.get('metadata[userId]')).toBe(userId);

    const pending = await (
      await client.request(`/api/billing/checkout-sessions/${session.sessionId}`)
    ).json();
    expect(pending).toMatchObject({ status: 'open', balance: WELCOME });

    const event = stripeEvent(
      'checkout.session.completed',
      sessionCompleted(session.sessionId, {
        mode: 'payment',
        amount_total: 2499,
        payment_intent: 'pi_pack_1',
      }),
    );
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, applied: true });
    expect(await balanceOf(client)).toBe(WELCOME + 75);

    const replay = await deliver(event);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, applied: false });
    // A second event id for the same session (Stripe's async success) grants nothing more either.
    const again = stripeEvent(
      'checkout.session.async_payment_succeeded',
      sessionCompleted(session.sessionId, {
        mode: 'payment',
        amount_total: 2499,
        payment_intent: 'pi_pack_1',
      }),
    );
    expect((await deliver(again)).status).toBe(200);
    expect(await balanceOf(client)).toBe(WELCOME + 75);

    const rows = await ledger(stripe, userId);
    expect(rows.filter((r) => r.reason === 'purchase')).toEqual([
      expect.objectContaining({ delta: 75, balance_after: WELCOME + 75 }),
    ]);
    const done = await (await client.request(`/api/billing/checkout-sessions/${session.sessionId}`)).json();
    expect(done).toMatchObject({
      status: 'completed',
      credits: 75,
      balance: WELCOME + 75,
      tierName: 'Explorer',
    });

    // A session left unpaid expires; the success page can stop waiting for it.
    const abandoned = await checkout(client, 1, 'one_time');
    await deliver(
      stripeEvent('checkout.session.expired', { id: abandoned.sessionId, object: 'checkout.session' }),
    );
    const expired = await (
      await client.request(`/api/billing/checkout-sessions/${abandoned.sessionId}`)
    ).json();
    expect(expired).toMatchObject({ status: 'expired', balance: WELCOME + 75 });
    // Someone else's session answers like a missing one.
    const stranger = await signedIn(stripe);
    expect(
      (await stranger.client.request(`/api/billing/checkout-sessions/${session.sessionId}`)).status,
    ).toBe(404);
  });

  it('refunds take back the unspent credits of that payment and never go below zero', async () => {
    const { client, userId } = await signedIn(stripe);
    const session = await checkout(client, 1, 'one_time');
    await deliver(
      stripeEvent(
        'checkout.session.completed',
        sessionCompleted(session.sessionId, {
          mode: 'payment',
          amount_total: 1299,
          payment_intent: 'pi_refund_1',
        }),
      ),
    );
    expect(await balanceOf(client)).toBe(WELCOME + 30);
    await spend(stripe, userId, WELCOME + 20);

    const refund = stripeEvent('charge.refunded', {
      id: 'ch_refund_1',
      object: 'charge',
      amount: 1299,
      amount_refunded: 1299,
      payment_intent: 'pi_refund_1',
    });
    expect((await deliver(refund)).status).toBe(200);
    expect(await balanceOf(client)).toBe(0);
    // Found by reason, not position: the spend and the refund can share a millisecond.
    const refunds = (await ledger(stripe, userId)).filter((row) => row.reason === 'payment_refund');
    expect(refunds).toEqual([expect.objectContaining({ delta: -10, balance_after: 0 })]);
    const payment = await stripe.deps.database.db
      .selectFrom('payments')
      .selectAll()
      .where('payment_intent_id', '=', 'pi_refund_1')
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ refunded_cents: 1299, credits_revoked: 30 });
  });

  it('refunds part of a renewal found through its invoice, in proportion, once', async () => {
    const { client, userId } = await signedIn(stripe);
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * DAY_SECONDS;
    fake.periodEnds.set('sub_partial', periodEnd);
    const session = await checkout(client, 1, 'subscription');
    await deliver(
      stripeEvent(
        'checkout.session.completed',
        sessionCompleted(session.sessionId, {
          mode: 'subscription',
          amount_total: 999,
          subscription: 'sub_partial',
        }),
      ),
    );
    await deliver(
      stripeEvent('invoice.paid', {
        id: 'in_partial_renewal',
        object: 'invoice',
        billing_reason: 'subscription_cycle',
        amount_paid: 1000,
        currency: 'eur',
        parent: { subscription_details: { subscription: 'sub_partial' } },
        lines: {
          object: 'list',
          data: [{ period: { start: periodEnd, end: periodEnd + 30 * DAY_SECONDS } }],
          has_more: false,
        },
      }),
    );
    // 60 credits roll over 30: the renewal leaves 30 + 30.
    expect(await balanceOf(client)).toBe(60);

    // Stripe names the payment intent; its invoice payments API says which invoice it paid.
    fake.invoiceOfPaymentIntent.set('pi_partial_renewal', 'in_partial_renewal');
    const refund = (refunded: number) =>
      stripeEvent('charge.refunded', {
        id: 'ch_partial',
        object: 'charge',
        amount: 1000,
        amount_refunded: refunded,
        payment_intent: 'pi_partial_renewal',
      });
    await deliver(refund(500));
    expect(await balanceOf(client)).toBe(45);
    // The running total reaches the full amount: only the other half is taken now.
    await deliver(refund(1000));
    expect(await balanceOf(client)).toBe(30);
    const refunds = (await ledger(stripe, userId)).filter((r) => r.reason === 'payment_refund');
    expect(refunds.map((r) => r.delta)).toEqual([-15, -15]);
  });

  it('starts a subscription, renews it with rollover, marks a failed payment, and cancels it', async () => {
    const { client, userId } = await signedIn(stripe);
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * DAY_SECONDS;
    fake.periodEnds.set('sub_lifecycle', periodEnd);
    const session = await checkout(client, 1, 'subscription');
    const sent = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!.form;
    expect(sent.get('mode')).toBe('subscription');
    expect(sent.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe('999');

    await deliver(
      stripeEvent(
        'checkout.session.completed',
        sessionCompleted(session.sessionId, {
          mode: 'subscription',
          amount_total: 999,
          subscription: 'sub_lifecycle',
          customer: 'cus_lifecycle',
          invoice: 'in_first',
        }),
      ),
    );
    let view = await (await client.request('/api/billing/subscription')).json();
    const renewal = new Date(periodEnd * 1000).toISOString();
    expect(view).toMatchObject({
      isSubscriber: true,
      tierId: 1,
      subscriptionTier: 'Starter',
      subscriptionStatus: 'active',
      creditsPerMonth: 30,
      creditsRemaining: WELCOME + 30,
      nextRenewalDate: renewal,
      needsRefresh: false,
    });
    expect((await client.request('/api/me').then((r) => r.json())).isSubscriber).toBe(true);
    // One subscription at a time.
    expect(
      (await client.request('/api/billing/checkout', { json: { tierId: 2, billing: 'subscription' } }))
        .status,
    ).toBe(409);
    // Stripe's own first invoice is the checkout already granted.
    await deliver(
      stripeEvent('invoice.paid', {
        id: 'in_first',
        object: 'invoice',
        billing_reason: 'subscription_create',
        amount_paid: 999,
        currency: 'eur',
        parent: { subscription_details: { subscription: 'sub_lifecycle' } },
        lines: { object: 'list', data: [], has_more: false },
      }),
    );
    expect(await balanceOf(client)).toBe(WELCOME + 30);

    // The renewal: 12 credits left roll over, the balance becomes 30 + 12.
    await spend(stripe, userId, WELCOME + 18);
    const nextEnd = periodEnd + 31 * DAY_SECONDS;
    const renewalInvoice = (id: string) =>
      stripeEvent(
        'invoice.paid',
        {
          id: 'in_renewal_1',
          object: 'invoice',
          billing_reason: 'subscription_cycle',
          amount_paid: 999,
          currency: 'eur',
          parent: { subscription_details: { subscription: 'sub_lifecycle' } },
          lines: { object: 'list', data: [{ period: { start: periodEnd, end: nextEnd } }], has_more: false },
        },
        { id },
      );
    expect((await deliver(renewalInvoice('evt_renewal_a'))).status).toBe(200);
    expect(await balanceOf(client)).toBe(30 + 12);
    // The same invoice under another event id (a resend) grants nothing more.
    expect((await deliver(renewalInvoice('evt_renewal_b'))).status).toBe(200);
    expect(await balanceOf(client)).toBe(30 + 12);
    view = await (await client.request('/api/billing/subscription')).json();
    expect(view).toMatchObject({
      rolloverCredits: 12,
      nextRenewalDate: new Date(nextEnd * 1000).toISOString(),
    });
    const refreshLog = await stripe.deps.database.db
      .selectFrom('credit_refreshes')
      .selectAll()
      .where('user_id', '=', userId)
      .where('refresh_type', '=', 'renewal')
      .execute();
    expect(refreshLog).toEqual([
      expect.objectContaining({
        tier_name: 'Starter',
        credits_added: 30,
        rollover_credits: 12,
        max_rollover: 30,
        previous_balance: 12,
        new_balance: 42,
      }),
    ]);

    // A failed renewal payment: past due, no credits, no manual refresh.
    await deliver(
      stripeEvent('invoice.payment_failed', {
        id: 'in_renewal_2',
        object: 'invoice',
        billing_reason: 'subscription_cycle',
        parent: { subscription_details: { subscription: 'sub_lifecycle' } },
      }),
    );
    view = await (await client.request('/api/billing/subscription')).json();
    expect(view).toMatchObject({ subscriptionStatus: 'past_due', needsRefresh: false, creditsRemaining: 42 });

    // Cancel: renewals stop at Stripe, the credits stay, access lasts until the renewal date.
    const cancel = await client.request('/api/billing/subscription/cancel', { json: {} });
    expect(cancel.status).toBe(200);
    const cancelled = await cancel.json();
    expect(cancelled.message).toBe('Subscription Cancelled');
    expect(cancelled.subscription).toMatchObject({
      isSubscriber: false,
      subscriptionStatus: 'cancelled',
      creditsRemaining: 42,
      nextRenewalDate: new Date(nextEnd * 1000).toISOString(),
    });
    const stripeCall = fake.requests.findLast((r) => r.path === '/v1/subscriptions/sub_lifecycle')!;
    expect(stripeCall.method).toBe('POST');
    expect(stripeCall.form.get('cancel_at_period_end')).toBe('true');
    const reason = await stripe.deps.database.db
      .selectFrom('profiles')
      .select('subscription_cancel_reason')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(reason.subscription_cancel_reason).toBe('user_requested');

    const twice = await client.request('/api/billing/subscription/cancel', { json: {} });
    expect(twice.status).toBe(403);
    expect((await twice.json()).error.message).toBe('User does not have an active subscription');

    await deliver(
      stripeEvent('customer.subscription.deleted', { id: 'sub_lifecycle', object: 'subscription' }),
    );
    view = await (await client.request('/api/billing/subscription')).json();
    expect(view).toMatchObject({
      isSubscriber: false,
      subscriptionStatus: 'cancelled',
      creditsRemaining: 42,
    });
  });

  it('refuses a tampered body, a wrong secret and a stale timestamp, writing nothing', async () => {
    const { client } = await signedIn(stripe);
    const session = await checkout(client, 1, 'one_time');
    const event = stripeEvent(
      'checkout.session.completed',
      sessionCompleted(session.sessionId, {
        mode: 'payment',
        amount_total: 1299,
        payment_intent: 'pi_forged',
      }),
    );
    const before = await Promise.all([countRows(stripe, 'payment_events'), countRows(stripe, 'payments')]);

    const tampered = await deliver(event, { body: event.replace('"amount_total":1299', '"amount_total":1') });
    expect(tampered.status).toBe(400);
    expect((await tampered.json()).error.code).toBe('webhook_rejected');
    expect((await deliver(event, { secret: 'whsec_someone_else' })).status).toBe(400);
    const stale = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 });
    expect(stale.status).toBe(400);
    expect((await stale.json()).error.message).toMatch(/tolerance/i);
    const unsigned = await stripe.app.request(`${PUBLIC_URL}/api/billing/webhooks/stripe`, {
      method: 'POST',
      body: event,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);

    expect(await Promise.all([countRows(stripe, 'payment_events'), countRows(stripe, 'payments')])).toEqual(
      before,
    );
    expect(await balanceOf(client)).toBe(WELCOME);
    // The demo provider's route is not open on a Stripe server.
    const demoRoute = await stripe.app.request(`${PUBLIC_URL}/api/billing/webhooks/demo`, {
      method: 'POST',
      body: event,
      headers: { 'content-type': 'application/json' },
    });
    expect(demoRoute.status).toBe(404);
  });

  // Several servers share a PostgreSQL database; SQLite serves one server (better-sqlite3 is
  // synchronous, so two connections in one process would wait on each other's lock).
  const servers = currentDialect() === 'postgres' ? 2 : 1;
  it(`applies 100 concurrent deliveries of one event, split across ${servers} server(s), exactly once`, async () => {
    // The second server has its own connection pool on the same database.
    const other = servers === 2 ? await bootstrap(stripe.env, createLogger('silent')) : null;
    const apps = [stripe.app, ...(other ? [createApp(other)] : [])];
    try {
      const { client, userId } = await signedIn(stripe);
      const session = await checkout(client, 3, 'one_time');
      const event = stripeEvent(
        'checkout.session.completed',
        sessionCompleted(session.sessionId, {
          mode: 'payment',
          amount_total: 4499,
          payment_intent: 'pi_race',
        }),
      );
      const responses = await Promise.all(
        Array.from({ length: 100 }, (_, i) => deliver(event, { app: apps[i % apps.length] })),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(100).fill(200));
      const bodies = await Promise.all(responses.map((r) => r.json()));
      expect(bodies.filter((b) => b.applied)).toHaveLength(1);
      expect(await balanceOf(client)).toBe(WELCOME + 160);
      expect((await ledger(stripe, userId)).filter((r) => r.reason === 'purchase')).toHaveLength(1);
    } finally {
      await other?.database.close();
    }
  });

  it('refreshes by hand only when due, and grants nothing until the renewal invoice is paid', async () => {
    const { client, userId } = await signedIn(stripe);
    const notSubscribed = await client.request('/api/billing/subscription/refresh', { method: 'POST' });
    expect(notSubscribed.status).toBe(403);
    expect((await notSubscribed.json()).error.message).toBe('User does not have an active subscription');

    const periodEnd = Math.floor(Date.now() / 1000) + 30 * DAY_SECONDS;
    fake.periodEnds.set('sub_refresh', periodEnd);
    const session = await checkout(client, 2, 'subscription');
    await deliver(
      stripeEvent(
        'checkout.session.completed',
        sessionCompleted(session.sessionId, {
          mode: 'subscription',
          amount_total: 1999,
          subscription: 'sub_refresh',
        }),
      ),
    );
    expect(await balanceOf(client)).toBe(WELCOME + 75);

    const early = await client.request('/api/billing/subscription/refresh', { method: 'POST' });
    expect(early.status).toBe(409);
    expect((await early.json()).error.message).toMatch(
      /^Next renewal is in (29|30) days on \d{4}-\d{2}-\d{2}\.$/,
    );

    // The renewal date passes without Stripe's invoice arriving yet: nothing was paid, so
    // nothing is granted, and the answer says why.
    const { db } = stripe.deps.database;
    await db
      .updateTable('profiles')
      .set({ next_renewal_date: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', userId)
      .execute();
    expect((await (await client.request('/api/billing/subscription')).json()).needsRefresh).toBe(true);
    const unpaid = await client.request('/api/billing/subscription/refresh', { method: 'POST' });
    expect(unpaid.status).toBe(409);
    expect((await unpaid.json()).error).toMatchObject({
      code: 'refresh_not_due',
      message:
        'Your renewal payment has not arrived yet, so no credits were added. They are added as soon as it does.',
    });
    expect(await balanceOf(client)).toBe(WELCOME + 75);

    // Stripe's renewal invoice grants the month (rollover capped at one month: 105 → 75 + 75).
    await deliver(
      stripeEvent('invoice.paid', {
        id: 'in_refresh_renewal',
        object: 'invoice',
        billing_reason: 'subscription_cycle',
        amount_paid: 1999,
        currency: 'eur',
        parent: { subscription_details: { subscription: 'sub_refresh' } },
        lines: {
          object: 'list',
          data: [{ period: { start: periodEnd, end: periodEnd + 30 * DAY_SECONDS } }],
          has_more: false,
        },
      }),
    );
    expect(await balanceOf(client)).toBe(150);
    const grants = (await ledger(stripe, userId)).filter((r) => r.reason === 'subscription_refresh');
    expect(grants.map((r) => r.delta)).toEqual([75, 45]);
    const after = await client.request('/api/billing/subscription/refresh', { method: 'POST' });
    expect(after.status).toBe(409);
    expect(await balanceOf(client)).toBe(150);

    await db.updateTable('profiles').set({ tier_id: null }).where('id', '=', userId).execute();
    const noTier = await client.request('/api/billing/subscription/refresh', { method: 'POST' });
    expect(noTier.status).toBe(409);
    expect((await noTier.json()).error.message).toBe('User subscription missing tier information');
  });

  it('refuses bad checkout input with a 400 naming the field, and a signed-out checkout with 401', async () => {
    const { client } = await signedIn(stripe);
    const { db } = stripe.deps.database;
    await db
      .insertInto('pricing_tiers')
      .values({
        tier_id: 9,
        tier_name: 'Monthly Only',
        description: 'Sold by subscription only.',
        credits_per_month: 10,
        display_order: 9,
        popular: 0,
        features: '[]',
      })
      .onConflict((oc) => oc.column('tier_id').doNothing())
      .execute();
    await db
      .insertInto('pricing_rows')
      .values({
        id: 'tier-9-subscription',
        tier_id: 9,
        billing_type: 'subscription',
        price_cents: 499,
        currency: 'EUR',
        credits_included: 10,
        display_order: 9,
        provider_price_id: null,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();

    const cases: [unknown, string][] = [
      [{ tierId: 999, billing: 'one_time' }, 'tierId'],
      [{ tierId: 9, billing: 'one_time' }, 'billing'],
      [{ tierId: '2', billing: 'one_time' }, 'tierId'],
      [{ tierId: 2, billing: 'yearly' }, 'billing'],
      [{ tierId: 2 }, 'billing'],
      [{ billing: 'one_time' }, 'tierId'],
    ];
    for (const [json, field] of cases) {
      const res = await client.request('/api/billing/checkout', { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      const { error } = await res.json();
      expect(error.fields.map((f: { path: string }) => f.path)).toContain(field);
    }

    const anonymous = await new TestClient(stripe.app).request('/api/billing/checkout', {
      json: { tierId: 1, billing: 'one_time' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe(`billing through the built-in demo provider on ${currentDialect()}`, () => {
  it('pays with the test card, refuses the declined card without charging, and pays once', async () => {
    const { client, userId } = await signedIn(demo);
    const session = await checkout(client, 1, 'one_time');
    expect(session.provider).toBe('demo');
    expect(session.url).toBe(`${PUBLIC_URL}/checkout/demo/${session.sessionId}`);
    const pay = (cardNumber: string) =>
      client.request(`/api/billing/demo/checkout-sessions/${session.sessionId}/pay`, {
        json: { cardNumber },
      });

    const declined = await pay('4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect((await declined.json()).error.code).toBe('card_declined');
    expect(await balanceOf(client)).toBe(WELCOME);
    expect((await pay('1234 5678 9012 3456')).status).toBe(400);

    const paid = await pay('4242 4242 4242 4242');
    expect(paid.status).toBe(200);
    // This server sends no mail, so the page must not claim a receipt went anywhere.
    expect(await paid.json()).toMatchObject({
      status: 'completed',
      credits: 30,
      balance: WELCOME + 30,
      receiptSentTo: null,
    });
    expect((await pay('4242 4242 4242 4242')).status).toBe(200);
    expect(await balanceOf(client)).toBe(WELCOME + 30);
    expect((await ledger(demo, userId)).filter((r) => r.reason === 'purchase')).toHaveLength(1);

    // Someone else's session is not theirs to pay.
    const other = await signedIn(demo);
    const foreign = await other.client.request(
      `/api/billing/demo/checkout-sessions/${session.sessionId}/pay`,
      {
        json: { cardNumber: '4242424242424242' },
      },
    );
    expect(foreign.status).toBe(404);

    // The buyer's credit history shows the purchase first, and only their own changes.
    const history = await (await client.request('/api/me/credit-history')).json();
    expect(history.entries.map((e: { reason: string; delta: number }) => [e.reason, e.delta])).toEqual([
      ['purchase', 30],
      ['welcome', WELCOME],
    ]);
    expect(history.entries[0].balanceAfter).toBe(WELCOME + 30);
    const othersHistory = await (await other.client.request('/api/me/credit-history?limit=5')).json();
    expect(othersHistory.entries.map((e: { reason: string }) => e.reason)).toEqual(['welcome']);
    const tooMany = await client.request('/api/me/credit-history?limit=1000');
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error.fields[0].path).toBe('limit');
  });

  it('refreshes by taking the renewal payment when due, once when asked twice at once', async () => {
    const { client, userId } = await signedIn(demo);
    const session = await checkout(client, 2, 'subscription');
    await client.request(`/api/billing/demo/checkout-sessions/${session.sessionId}/pay`, {
      json: { cardNumber: '4242424242424242' },
    });
    expect(await balanceOf(client)).toBe(WELCOME + 75);
    const { db } = demo.deps.database;
    const past = new Date(Date.now() - 60_000).toISOString();
    await db.updateTable('profiles').set({ next_renewal_date: past }).where('id', '=', userId).execute();
    await db.updateTable('subscriptions').set({ paid_through: past }).where('user_id', '=', userId).execute();
    const [a, b] = await Promise.all([
      client.request('/api/billing/subscription/refresh', { method: 'POST' }),
      client.request('/api/billing/subscription/refresh', { method: 'POST' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const ok = await (a.status === 200 ? a : b).json();
    // Rollover is capped at one month: 105 credits become 75 + 75.
    expect(ok).toMatchObject({
      message: 'Credits Refreshed!',
      creditsAdded: 75,
      rolloverCredits: 75,
      balance: 150,
    });
    expect(ok.subscription.needsRefresh).toBe(false);
    const renewals = await db
      .selectFrom('payments')
      .select(['kind', 'amount_cents', 'credits_granted'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'renewal')
      .execute();
    expect(renewals).toEqual([{ kind: 'renewal', amount_cents: 1999, credits_granted: 75 }]);
    // Stopped, so the sweeps of the tests that follow have only their own subscription to renew.
    expect((await client.request('/api/billing/subscription/cancel', { json: {} })).status).toBe(200);
  });

  it('subscribes, renews on the clock it is given, and refuses forged demo events', async () => {
    const { client, userId } = await signedIn(demo);
    const session = await checkout(client, 2, 'subscription');
    const paid = await client.request(`/api/billing/demo/checkout-sessions/${session.sessionId}/pay`, {
      json: { cardNumber: '4242424242424242' },
    });
    expect(paid.status).toBe(200);
    const view = await (await client.request('/api/billing/subscription')).json();
    expect(view).toMatchObject({
      isSubscriber: true,
      subscriptionTier: 'Explorer',
      creditsRemaining: WELCOME + 75,
    });

    await spend(demo, userId, WELCOME + 65);
    const renewalDay = new Date(Date.parse(view.nextRenewalDate) + 60_000);
    expect(await renewDueDemoSubscriptions(demo.deps, renewalDay)).toBe(1);
    expect(await renewDueDemoSubscriptions(demo.deps, renewalDay)).toBe(0);
    expect(await balanceOf(client)).toBe(75 + 10);

    const provider = demo.deps.payments;
    expect(provider).toBeInstanceOf(DemoProvider);
    const { body, headers } = (provider as DemoProvider).event(
      'evt_forged',
      { kind: 'subscription_ended', subscriptionId: `demo_sub_${session.sessionId}` },
      new Date(),
    );
    const forged = await demo.app.request(`${PUBLIC_URL}/api/billing/webhooks/demo`, {
      method: 'POST',
      body: body.replace('subscription_ended', 'payment_failed'),
      headers: { 'content-type': 'application/json', 'orrery-signature': headers.get('orrery-signature')! },
    });
    expect(forged.status).toBe(400);
    const genuine = await demo.app.request(`${PUBLIC_URL}/api/billing/webhooks/demo`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'orrery-signature': headers.get('orrery-signature')! },
    });
    expect(genuine.status).toBe(200);
    expect((await (await client.request('/api/billing/subscription')).json()).subscriptionStatus).toBe(
      'cancelled',
    );
  });
});
