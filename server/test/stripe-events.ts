import Stripe from 'stripe';
import type { OrreryApp } from '../src/http/app';
import { PUBLIC_URL, type TestResponse } from './harness';

export const STRIPE_KEY = 'sk_test_orrery';
export const WEBHOOK_SECRET = 'whsec_orrery_test_secret_0123456789';
export const DAY_SECONDS = 24 * 60 * 60;

const sdk = new Stripe(STRIPE_KEY);
let eventCounter = 0;

/** An event in Stripe's envelope; `created` (unix seconds) is the provider's time that orders it. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; created?: number } = {},
): string {
  return JSON.stringify({
    id: options.id ?? `evt_test_${process.pid}_${++eventCounter}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: options.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

/** Posts like Stripe does: no Origin, no cookie, a signature made by the SDK's own helper. */
export async function deliverStripe(
  app: OrreryApp,
  payload: string,
  options: { secret?: string; timestamp?: number; body?: string } = {},
): Promise<TestResponse> {
  const signature = sdk.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return app.request(`${PUBLIC_URL}/api/billing/webhooks/stripe`, {
    method: 'POST',
    body: options.body ?? payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

export function sessionCompleted(sessionId: string, fields: Record<string, unknown>) {
  return {
    id: sessionId,
    object: 'checkout.session',
    payment_status: 'paid',
    status: 'complete',
    currency: 'eur',
    customer: 'cus_test_1',
    subscription: null,
    payment_intent: null,
    invoice: null,
    ...fields,
  };
}

/** A subscription's renewal invoice, paid, for the period starting at `start` (unix seconds). */
export function renewalInvoice(invoiceId: string, subscriptionId: string, start: number, amountPaid = 999) {
  return {
    id: invoiceId,
    object: 'invoice',
    billing_reason: 'subscription_cycle',
    amount_paid: amountPaid,
    currency: 'eur',
    parent: { subscription_details: { subscription: subscriptionId } },
    lines: {
      object: 'list',
      data: [{ period: { start, end: start + 30 * DAY_SECONDS } }],
      has_more: false,
    },
  };
}
