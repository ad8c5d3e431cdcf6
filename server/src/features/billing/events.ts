import { z } from 'zod';

const isoDate = z.iso.datetime();

/**
 * A provider's event reduced to what we act on. Stripe events are translated into this; the
 * demo provider signs and posts it as it is. Amounts and ids describe the provider's side only:
 * what an event grants is always read from our own tables.
 */
export const billingActionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('checkout_completed'),
    sessionId: z.string(),
    amountCents: z.number().int(),
    currency: z.string(),
    customerId: z.string().nullable(),
    subscriptionId: z.string().nullable(),
    paymentIntentId: z.string().nullable(),
    invoiceId: z.string().nullable(),
    /** When the subscription's first month ends; null for one-time packs. */
    renewsAt: isoDate.nullable(),
  }),
  /** The buyer never paid and the provider closed the session. */
  z.object({ kind: z.literal('checkout_expired'), sessionId: z.string() }),
  z.object({
    kind: z.literal('renewal_paid'),
    subscriptionId: z.string(),
    invoiceId: z.string(),
    paymentIntentId: z.string().nullable(),
    amountCents: z.number().int(),
    currency: z.string(),
    periodStart: isoDate,
    periodEnd: isoDate,
  }),
  z.object({ kind: z.literal('payment_failed'), subscriptionId: z.string() }),
  z.object({
    kind: z.literal('subscription_cancelled'),
    subscriptionId: z.string(),
    /** The day access ends: the end of the paid period. */
    endsAt: isoDate.nullable(),
  }),
  /** Renewals stopped at the period's end were switched back on. */
  z.object({ kind: z.literal('subscription_resumed'), subscriptionId: z.string() }),
  z.object({ kind: z.literal('subscription_ended'), subscriptionId: z.string() }),
  z.object({
    kind: z.literal('refund'),
    paymentIntentId: z.string().nullable(),
    invoiceId: z.string().nullable(),
    /** Everything refunded on this payment so far (providers report the running total). */
    refundedCents: z.number().int(),
  }),
  z.object({ kind: z.literal('ignored') }),
]);
export type BillingAction = z.infer<typeof billingActionSchema>;

export const billingEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string(),
  /** When the provider says it happened: events are applied in this order, not in arrival order. */
  occurredAt: isoDate,
  action: billingActionSchema,
});
export type BillingEvent = z.infer<typeof billingEventSchema>;
