import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';
import type { BillingType } from '@orrery/core/api/billing';
import { type Env, paymentsProvider } from '../../env';
import { newId } from '../../lib/ids';
import { type BillingAction, type BillingEvent, billingEventSchema } from './events';

/** Providers sign each delivery with its time; a delivery older than this is refused as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export class WebhookRejected extends Error {}

/** The provider refused the payment a change needed (the card declined it): nothing changed there. */
export class PaymentDeclined extends Error {}

/** What the buyer is offered, read from our pricing tables; the provider only collects it. */
export interface CheckoutOffer {
  userId: string;
  email: string;
  customerId: string | null;
  tierId: number;
  tierName: string;
  billing: BillingType;
  priceCents: number;
  currency: string;
  credits: number;
  providerPriceId: string | null;
}

/** Moving a live subscription to another tier's monthly price. */
export interface PlanChangeRequest {
  subscriptionId: string;
  tierName: string;
  priceCents: number;
  currency: string;
  credits: number;
  providerPriceId: string | null;
  /** An upgrade is charged now; a downgrade's unused share is credited on the next invoice. */
  upgrade: boolean;
  /** Our prorated charge for an upgrade, which the demo provider takes; Stripe prorates itself. */
  chargeCents: number;
}

/** The upgrade's prorated payment, as the provider took it. */
export interface PlanChangeCharge {
  invoiceId: string;
  amountCents: number;
  currency: string;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'demo';
  createCheckout(offer: CheckoutOffer): Promise<{ id: string; url: string }>;
  /** Verifies the signature over the exact bytes received, then translates the event. */
  parseWebhook(rawBody: string, headers: Headers, now: Date): Promise<BillingEvent>;
  /** Stops renewals at the end of the paid period. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Moves the subscription to the new price now; returns the upgrade's payment, null for a downgrade. */
  changePlan(request: PlanChangeRequest): Promise<PlanChangeCharge | null>;
  /** Takes back a cancellation at the period's end: renewals go on as before. */
  resumeSubscription(subscriptionId: string): Promise<void>;
  /** Ends a subscription now (account closed, or a second subscription): nothing more is billed. */
  endSubscription(subscriptionId: string): Promise<void>;
  /** Gives back a whole payment we will not honour; repeating it for the same payment is harmless. */
  refundPayment(payment: PaymentToRefund): Promise<void>;
}

export interface PaymentToRefund {
  paymentIntentId: string | null;
  invoiceId: string | null;
}

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

export const DEMO_SIGNATURE_HEADER = 'orrery-signature';

/**
 * The built-in provider for development and demonstrations: checkout is a page of our own,
 * and its outcome is an event signed like Stripe's (`t=<seconds>,v1=<HMAC-SHA256 of
 * "t.body">`) and handled by the same webhook pipeline.
 */
export class DemoProvider implements PaymentProvider {
  readonly name = 'demo' as const;

  constructor(
    private readonly secret: string,
    private readonly publicUrl: string,
  ) {}

  async createCheckout(): Promise<{ id: string; url: string }> {
    const id = `demo_cs_${newId()}`;
    return { id, url: new URL(`/checkout/demo/${id}`, this.publicUrl).toString() };
  }

  sign(body: string, now: Date): string {
    const timestamp = Math.floor(now.getTime() / 1000);
    return `t=${timestamp},v1=${this.mac(timestamp, body)}`;
  }

  event(
    id: string,
    action: BillingAction,
    now: Date,
    occurredAt: Date = now,
  ): { body: string; headers: Headers } {
    const body = JSON.stringify({
      id,
      type: `demo.${action.kind}`,
      occurredAt: occurredAt.toISOString(),
      action,
    } satisfies BillingEvent);
    return { body, headers: new Headers({ [DEMO_SIGNATURE_HEADER]: this.sign(body, now) }) };
  }

  async parseWebhook(rawBody: string, headers: Headers, now: Date): Promise<BillingEvent> {
    const fields = new Map(
      (headers.get(DEMO_SIGNATURE_HEADER) ?? '').split(',').map((part) => {
        const eq = part.indexOf('=');
        return [part.slice(0, eq).trim(), part.slice(eq + 1).trim()] as const;
      }),
    );
    const timestamp = Number(fields.get('t'));
    const given = Buffer.from(fields.get('v1') ?? '', 'hex');
    const expected = Buffer.from(this.mac(timestamp, rawBody), 'hex');
    if (
      !Number.isInteger(timestamp) ||
      given.length !== expected.length ||
      !timingSafeEqual(given, expected)
    ) {
      throw new WebhookRejected('The event signature does not match.');
    }
    if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
      throw new WebhookRejected('The event is more than 5 minutes old.');
    }
    const parsed = billingEventSchema.safeParse(JSON.parse(rawBody));
    if (!parsed.success) throw new WebhookRejected('The event is not one the demo provider sends.');
    return parsed.data;
  }

  // Demo subscriptions renew only through our own clock (renewDueDemoSubscriptions), which
  // renews active subscriptions only, and no money moves: their state in our table is all the
  // demo provider has, so cancelling, ending and refunding need no call.
  async cancelSubscription(): Promise<void> {}

  async resumeSubscription(): Promise<void> {}

  async changePlan(request: PlanChangeRequest): Promise<PlanChangeCharge | null> {
    if (!request.upgrade) return null;
    return {
      invoiceId: `demo_in_change_${request.subscriptionId}_${newId()}`,
      amountCents: request.chargeCents,
      currency: request.currency,
    };
  }

  async endSubscription(): Promise<void> {}

  async refundPayment(): Promise<void> {}

  private mac(timestamp: number, body: string): string {
    return createHmac('sha256', this.secret).update(`${timestamp}.${body}`).digest('hex');
  }
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly client: Stripe;

  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
    private readonly publicUrl: string,
    apiUrl?: string,
  ) {
    const endpoint = apiUrl ? new URL(apiUrl) : null;
    this.client = new Stripe(secretKey, {
      maxNetworkRetries: 2,
      timeout: 15_000,
      ...(endpoint
        ? {
            host: endpoint.hostname,
            port: endpoint.port || (endpoint.protocol === 'http:' ? 80 : 443),
            protocol: endpoint.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
  }

  async createCheckout(offer: CheckoutOffer): Promise<{ id: string; url: string }> {
    const subscription = offer.billing === 'subscription';
    const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = offer.providerPriceId
      ? { price: offer.providerPriceId, quantity: 1 }
      : {
          quantity: 1,
          price_data: {
            currency: offer.currency.toLowerCase(),
            unit_amount: offer.priceCents,
            // Our prices are the amounts buyers pay, tax included.
            tax_behavior: 'inclusive',
            product_data: { name: `${offer.tierName} (${offer.credits} credits)` },
            ...(subscription ? { recurring: { interval: 'month' as const } } : {}),
          },
        };
    const metadata = { userId: offer.userId, tierId: String(offer.tierId), billing: offer.billing };
    const session = await this.client.checkout.sessions.create({
      mode: subscription ? 'subscription' : 'payment',
      line_items: [lineItem],
      client_reference_id: offer.userId,
      ...(offer.customerId ? { customer: offer.customerId } : { customer_email: offer.email }),
      metadata,
      ...(subscription ? { subscription_data: { metadata } } : {}),
      success_url: `${new URL('/success', this.publicUrl).toString()}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: new URL('/cancel', this.publicUrl).toString(),
    });
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    return { id: session.id, url: session.url };
  }

  async parseWebhook(rawBody: string, headers: Headers): Promise<BillingEvent> {
    let event: Stripe.Event;
    try {
      event = this.client.webhooks.constructEvent(
        rawBody,
        headers.get('stripe-signature') ?? '',
        this.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch (error) {
      throw new WebhookRejected(
        error instanceof Error ? error.message : 'The event signature does not match.',
      );
    }
    return {
      id: event.id,
      type: event.type,
      occurredAt: iso(event.created),
      action: await this.actionOf(event),
    };
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    await this.client.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
  }

  async resumeSubscription(subscriptionId: string): Promise<void> {
    await this.client.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
  }

  async changePlan(request: PlanChangeRequest): Promise<PlanChangeCharge | null> {
    const subscription = await this.client.subscriptions.retrieve(request.subscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${request.subscriptionId} has no item to change`);
    // Our tiers are sold with inline prices unless a Stripe price id is configured, and a
    // subscription item takes only a price id: the tier's price is made once per change.
    const price =
      request.providerPriceId ??
      (
        await this.client.prices.create({
          currency: request.currency.toLowerCase(),
          unit_amount: request.priceCents,
          tax_behavior: 'inclusive',
          recurring: { interval: 'month' },
          product_data: { name: `${request.tierName} (${request.credits} credits)` },
        })
      ).id;
    // An upgrade's credits are added at once, so its prorated difference is invoiced and paid at
    // once (the update fails, changing nothing, if the card does); a downgrade's unused share
    // waits on the next invoice, as Stripe's default proration does.
    let updated: Stripe.Subscription;
    try {
      updated = await this.client.subscriptions.update(request.subscriptionId, {
        items: [{ id: item.id, price }],
        proration_behavior: request.upgrade ? 'always_invoice' : 'create_prorations',
        ...(request.upgrade ? { payment_behavior: 'error_if_incomplete' as const } : {}),
        expand: ['latest_invoice'],
      });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) throw new PaymentDeclined(error.message);
      throw error;
    }
    if (!request.upgrade) return null;
    const invoice = updated.latest_invoice;
    if (!invoice || typeof invoice === 'string' || !invoice.id) {
      throw new Error(`Stripe returned no invoice for the upgrade of ${request.subscriptionId}`);
    }
    return {
      invoiceId: invoice.id,
      amountCents: invoice.amount_paid,
      currency: invoice.currency.toUpperCase(),
    };
  }

  async endSubscription(subscriptionId: string): Promise<void> {
    try {
      await this.client.subscriptions.cancel(subscriptionId);
    } catch (error) {
      // Already ended at Stripe (by us before a retry, or by Stripe itself): nothing more to stop.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
        return;
      throw error;
    }
  }

  async refundPayment(payment: PaymentToRefund): Promise<void> {
    const paymentIntent =
      payment.paymentIntentId ?? (payment.invoiceId ? await this.paymentOfInvoice(payment.invoiceId) : null);
    if (!paymentIntent) throw new Error(`no payment intent to refund for invoice ${payment.invoiceId}`);
    // The key makes a retried refund (a redelivered event) the same refund at Stripe.
    await this.client.refunds.create(
      { payment_intent: paymentIntent },
      { idempotencyKey: `orrery-refund-${paymentIntent}` },
    );
  }

  private async actionOf(event: Stripe.Event): Promise<BillingAction> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        // Delayed payment methods complete the session unpaid; their success comes later.
        if (session.payment_status !== 'paid') return { kind: 'ignored' };
        const subscriptionId = idOf(session.subscription);
        return {
          kind: 'checkout_completed',
          sessionId: session.id,
          amountCents: session.amount_total ?? 0,
          currency: (session.currency ?? 'eur').toUpperCase(),
          customerId: idOf(session.customer),
          subscriptionId,
          paymentIntentId: idOf(session.payment_intent),
          invoiceId: idOf(session.invoice),
          renewsAt: subscriptionId ? await this.periodEnd(subscriptionId) : null,
        };
      }
      case 'checkout.session.expired':
        return { kind: 'checkout_expired', sessionId: event.data.object.id };
      case 'invoice.paid': {
        const invoice = event.data.object;
        // The first invoice is the checkout itself, granted when the session completes.
        if (invoice.billing_reason !== 'subscription_cycle') return { kind: 'ignored' };
        const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
        const period = invoice.lines.data[0]?.period;
        if (!subscriptionId || !period || !invoice.id) return { kind: 'ignored' };
        return {
          kind: 'renewal_paid',
          subscriptionId,
          invoiceId: invoice.id,
          paymentIntentId: idOf(invoice.payments?.data[0]?.payment.payment_intent),
          amountCents: invoice.amount_paid,
          currency: invoice.currency.toUpperCase(),
          periodStart: iso(period.start),
          periodEnd: iso(period.end),
        };
      }
      case 'invoice.payment_failed': {
        const subscriptionId = idOf(event.data.object.parent?.subscription_details?.subscription);
        return subscriptionId ? { kind: 'payment_failed', subscriptionId } : { kind: 'ignored' };
      }
      case 'customer.subscription.updated': {
        const subscription = event.data.object;
        if (!subscription.cancel_at_period_end) {
          // Only the update that switched the cancellation off is a resume; others change nothing here.
          const before = event.data.previous_attributes as { cancel_at_period_end?: boolean } | undefined;
          return before?.cancel_at_period_end === true
            ? { kind: 'subscription_resumed', subscriptionId: subscription.id }
            : { kind: 'ignored' };
        }
        const end = subscription.items.data[0]?.current_period_end;
        return {
          kind: 'subscription_cancelled',
          subscriptionId: subscription.id,
          endsAt: end ? iso(end) : null,
        };
      }
      case 'customer.subscription.deleted':
        return { kind: 'subscription_ended', subscriptionId: event.data.object.id };
      case 'charge.refunded': {
        const charge = event.data.object;
        const paymentIntentId = idOf(charge.payment_intent);
        return {
          kind: 'refund',
          paymentIntentId,
          invoiceId: paymentIntentId ? await this.invoiceOfPayment(paymentIntentId) : null,
          refundedCents: charge.amount_refunded,
        };
      }
      default:
        return { kind: 'ignored' };
    }
  }

  private async periodEnd(subscriptionId: string): Promise<string | null> {
    const subscription = await this.client.subscriptions.retrieve(subscriptionId);
    const end = subscription.items.data[0]?.current_period_end;
    return end ? iso(end) : null;
  }

  private async paymentOfInvoice(invoiceId: string): Promise<string | null> {
    const payments = await this.client.invoicePayments.list({ invoice: invoiceId, limit: 1 });
    return idOf(payments.data[0]?.payment.payment_intent);
  }

  /** A subscription's payments are known to us by invoice; Stripe links the two here. */
  private async invoiceOfPayment(paymentIntentId: string): Promise<string | null> {
    const payments = await this.client.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: paymentIntentId },
      limit: 1,
    });
    return idOf(payments.data[0]?.invoice);
  }
}

export function createPaymentProvider(env: Env): PaymentProvider {
  if (paymentsProvider(env) === 'stripe' && env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    return new StripeProvider(
      env.STRIPE_SECRET_KEY,
      env.STRIPE_WEBHOOK_SECRET,
      env.PUBLIC_URL,
      env.STRIPE_API_URL,
    );
  }
  // Without a configured secret only this process can sign and check demo events, which is
  // all a single development server needs.
  return new DemoProvider(env.DEMO_PAYMENTS_SECRET ?? randomBytes(32).toString('hex'), env.PUBLIC_URL);
}
