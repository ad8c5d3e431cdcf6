import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoProvider } from '../src/features/billing/providers';
import { renewDueDemoSubscriptions } from '../src/features/billing/service';
import {
  createTestContext,
  currentDialect,
  PUBLIC_URL,
  TestClient,
  type TestContext,
  uniqueEmail,
} from './harness';
import { startFakeStripe } from './fake-stripe';
import { linkIn, MailSink } from './mail-sink';
import { deliverStripe, sessionCompleted, STRIPE_KEY, stripeEvent, WEBHOOK_SECRET } from './stripe-events';

const DEMO_SECRET = 'demo-payments-secret-for-tests-0123456789';

describe(`receipts and renewal notices on ${currentDialect()}`, () => {
  let ctx: TestContext;
  const sink = new MailSink();
  let smtpUrl: string;

  beforeAll(async () => {
    smtpUrl = await sink.start();
    ctx = await createTestContext({
      EMAIL: 'enabled',
      SMTP_URL: smtpUrl,
      DEMO_PAYMENTS_SECRET: DEMO_SECRET,
    });
  });
  afterAll(async () => {
    await ctx.deps.mailer?.settled();
    await ctx.close();
    await sink.stop();
  });

  async function verifiedBuyer(context = ctx, mails = sink) {
    const email = uniqueEmail('buyer');
    const client = new TestClient(context.app);
    expect((await client.signUp(email, 'correct horse battery', 'Ada Lovelace')).status).toBe(200);
    expect((await client.signIn(email)).status).toBe(200);
    const mail = await mails.waitFor(email, /Confirm your email address/);
    const link = linkIn(mail, `${PUBLIC_URL}/api/auth/verify-email`);
    expect((await client.request(link.slice(PUBLIC_URL.length))).status).toBe(302);
    return { client, email };
  }

  async function checkout(client: TestClient, tierId: number, billing: 'one_time' | 'subscription') {
    const res = await client.request('/api/billing/checkout', { json: { tierId, billing } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { sessionId: string }).sessionId;
  }

  /** Posts a signed demo event to the webhook, as the provider's servers would. */
  function deliver(context: TestContext, body: string, headers: Headers) {
    return context.app.request(`${PUBLIC_URL}/api/billing/webhooks/demo`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'orrery-signature': headers.get('orrery-signature')! },
    });
  }

  function completedEvent(context: TestContext, sessionId: string, amountCents: number) {
    const provider = context.deps.payments;
    expect(provider).toBeInstanceOf(DemoProvider);
    return (provider as DemoProvider).event(
      `evt_receipt_${sessionId}`,
      {
        kind: 'checkout_completed',
        sessionId,
        amountCents,
        currency: 'EUR',
        customerId: null,
        subscriptionId: null,
        paymentIntentId: `pi_receipt_${sessionId}`,
        invoiceId: null,
        renewsAt: null,
      },
      new Date(),
    );
  }

  it('mails one test receipt for a demo pack, even when the webhook is delivered twice', async () => {
    const { client, email } = await verifiedBuyer();
    const sessionId = await checkout(client, 1, 'one_time');
    const { body, headers } = completedEvent(ctx, sessionId, 1299);
    const first = await deliver(ctx, body, headers);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, applied: true });
    const again = await deliver(ctx, body, headers);
    expect(await again.json()).toEqual({ received: true, applied: false });

    const receipt = await sink.waitFor(email, /receipt/);
    expect(receipt.subject).toBe('Your Orrery test receipt: Starter credit pack');
    expect(receipt.body).toContain('Hello Ada,');
    expect(receipt.body).toContain('This was a test payment with the demo checkout: no money was taken');
    expect(receipt.body).toContain('Credits: 30');
    expect(receipt.body).toContain('Amount: €12.99 (test payment, nothing charged)');
    expect(receipt.body).not.toContain('VAT included');
    expect(receipt.body).toContain(`Payment reference: pi_receipt_${sessionId}`);
    expect(receipt.body).toMatch(/Date: \d{1,2} \w+ \d{4}/);
    // The HTML part carries the same lines in the template's table.
    expect(receipt.body).toContain('Content-Type: text/html');
    expect(receipt.body).toMatch(/>Payment reference<\/td><td[^>]*>pi_receipt_/);

    await ctx.deps.mailer?.settled();
    expect(sink.to(email).filter((mail) => /receipt/.test(mail.subject))).toHaveLength(1);
  });

  it('mails a test receipt for a demo subscription and one renewal notice per renewal', async () => {
    const { client, email } = await verifiedBuyer();
    const sessionId = await checkout(client, 2, 'subscription');
    const paid = await client.request(`/api/billing/demo/checkout-sessions/${sessionId}/pay`, {
      json: { cardNumber: '4242424242424242' },
    });
    expect(paid.status).toBe(200);
    expect((await paid.json()).receiptSentTo).toBe(email);
    const receipt = await sink.waitFor(email, /receipt/);
    expect(receipt.subject).toBe('Your Orrery test receipt: Explorer monthly subscription');
    expect(receipt.body).toContain('Credits: 75');

    const view = await (await client.request('/api/billing/subscription')).json();
    const renewalDay = new Date(Date.parse(view.nextRenewalDate) + 60_000);
    expect(await renewDueDemoSubscriptions(ctx.deps, renewalDay)).toBe(1);
    expect(await renewDueDemoSubscriptions(ctx.deps, renewalDay)).toBe(0);
    const notice = await sink.waitFor(email, /has renewed/);
    expect(notice.subject).toBe('Your Orrery subscription has renewed (test payment)');
    expect(notice.body).toContain('Credits: 75');
    expect(notice.body).toMatch(/It renews next on \d{1,2} \w+ \d{4}\./);
    expect(notice.body).toContain(`Payment reference: demo_in_demo_sub_${sessionId}_`);

    await ctx.deps.mailer?.settled();
    expect(sink.to(email).filter((mail) => /receipt|renewed/.test(mail.subject))).toHaveLength(2);
  });

  it('mails a Stripe buyer a real receipt with no word of a test', async () => {
    const fake = await startFakeStripe();
    const context = await createTestContext({
      EMAIL: 'enabled',
      SMTP_URL: smtpUrl,
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    });
    try {
      const { client, email } = await verifiedBuyer(context);
      const sessionId = await checkout(client, 1, 'one_time');
      const delivered = await deliverStripe(
        context.app,
        stripeEvent(
          'checkout.session.completed',
          sessionCompleted(sessionId, { amount_total: 1299, payment_intent: `pi_real_${sessionId}` }),
        ),
      );
      expect(delivered.status).toBe(200);
      const receipt = await sink.waitFor(email, /receipt/);
      expect(receipt.subject).toBe('Your Orrery receipt: Starter credit pack');
      expect(receipt.body).toContain('Amount: €12.99 (VAT included)');
      expect(receipt.body).not.toMatch(/test (payment|receipt)/i);
      const status = await (await client.request(`/api/billing/checkout-sessions/${sessionId}`)).json();
      expect(status.receiptSentTo).toBe(email);
      await context.deps.mailer?.settled();
    } finally {
      await context.close();
      await fake.close();
    }
  });

  it('applies the payment and answers 200 when the mail server is down', async () => {
    const down = new MailSink();
    const smtpUrl = await down.start();
    const context = await createTestContext({
      EMAIL: 'enabled',
      SMTP_URL: smtpUrl,
      DEMO_PAYMENTS_SECRET: DEMO_SECRET,
    });
    try {
      const { client } = await verifiedBuyer(context, down);
      await down.stop();
      const sessionId = await checkout(client, 1, 'one_time');
      const { body, headers } = completedEvent(context, sessionId, 1299);
      const res = await deliver(context, body, headers);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, applied: true });
      await context.deps.mailer?.settled();
      const me = await (await client.request('/api/me')).json();
      expect(me.balance).toBe(context.env.WELCOME_CREDITS + 30);
    } finally {
      await context.close();
    }
  });
});
