import { z } from 'zod';

export const BILLING_TYPES = ['subscription', 'one_time'] as const;
export const billingTypeSchema = z.enum(BILLING_TYPES);
export type BillingType = z.infer<typeof billingTypeSchema>;

/** The demo checkout's test cards: the first pays, the second is declined. */
export const DEMO_CARD_PAYS = '4242424242424242';
export const DEMO_CARD_DECLINED = '4000000000000002';

export const readingEstimateSchema = z.object({
  routeId: z.string(),
  appName: z.string(),
  cost: z.number().int(),
  /** How many of this reading the row's credits buy, rounded down. */
  readings: z.number().int(),
});

export const priceSchema = z.object({
  billing: billingTypeSchema,
  /** The price the buyer pays, tax included, in the currency's minor unit (cents). */
  priceCents: z.number().int(),
  currency: z.string(),
  taxIncluded: z.literal(true),
  creditsIncluded: z.number().int(),
  readings: z.array(readingEstimateSchema),
});
export type Price = z.infer<typeof priceSchema>;

export const tierSchema = z.object({
  tierId: z.number().int(),
  name: z.string(),
  description: z.string(),
  popular: z.boolean(),
  features: z.array(z.string()),
  creditsPerMonth: z.number().int(),
  /** Only the billing types this tier is sold with. */
  prices: z.array(priceSchema),
});
export type Tier = z.infer<typeof tierSchema>;

export const tiersResponseSchema = z.object({ tiers: z.array(tierSchema) });
export type TiersResponse = z.infer<typeof tiersResponseSchema>;

export const checkoutRequestSchema = z.strictObject({
  tierId: z.number({ error: 'must be a tier id (a number)' }).int().positive(),
  billing: billingTypeSchema,
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({
  /** Where to send the buyer: the provider's hosted page, or the app's demo checkout. */
  url: z.string(),
  sessionId: z.string(),
  provider: z.enum(['stripe', 'demo']),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const checkoutSessionParamSchema = z.object({ sessionId: z.string().min(1).max(255) });

export const checkoutStatusSchema = z.object({
  sessionId: z.string(),
  provider: z.enum(['stripe', 'demo']),
  /** `open` until the provider's confirmation has been applied; only `completed` means credits were added. */
  status: z.enum(['open', 'completed', 'expired']),
  tierId: z.number().int(),
  tierName: z.string(),
  billing: billingTypeSchema,
  priceCents: z.number().int(),
  currency: z.string(),
  credits: z.number().int(),
  /** The caller's balance now. */
  balance: z.number().int(),
  /** Where the receipt (a test receipt for the demo provider) was mailed; null when this server sends no mail. */
  receiptSentTo: z.string().nullable(),
});
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

export const demoPayRequestSchema = z.strictObject({
  cardNumber: z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter a card number of 12 to 19 digits')),
});
export type DemoPayRequest = z.infer<typeof demoPayRequestSchema>;

export const subscriptionViewSchema = z.object({
  isSubscriber: z.boolean(),
  tierId: z.number().int().nullable(),
  subscriptionTier: z.string().nullable(),
  /** `past_due` while the provider retries a failed renewal payment. */
  subscriptionStatus: z.enum(['active', 'past_due', 'cancelled']).nullable(),
  /** The next monthly grant; after a cancellation, the day access ends. */
  nextRenewalDate: z.string().nullable(),
  creditsRemaining: z.number().int(),
  creditsPerMonth: z.number().int(),
  needsRefresh: z.boolean(),
  lastRefreshDate: z.string().nullable(),
  rolloverCredits: z.number().int(),
  /** Cancelled at the period's end and the paid period still runs: renewals can be switched back on. */
  resumable: z.boolean(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

export const refreshResponseSchema = z.object({
  message: z.literal('Credits Refreshed!'),
  creditsAdded: z.number().int(),
  rolloverCredits: z.number().int(),
  balance: z.number().int(),
  subscription: subscriptionViewSchema,
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const cancelRequestSchema = z.strictObject({
  reason: z.string().trim().min(1).max(500).default('user_requested'),
});
export type CancelRequest = z.input<typeof cancelRequestSchema>;

export const cancelResponseSchema = z.object({
  message: z.literal('Subscription Cancelled'),
  subscription: subscriptionViewSchema,
});
export type CancelResponse = z.infer<typeof cancelResponseSchema>;

export const planChangeRequestSchema = z.strictObject({ tierId: z.number().int().positive() });
export type PlanChangeRequest = z.infer<typeof planChangeRequestSchema>;
export const planChangeQuerySchema = z.object({ tierId: z.coerce.number().int().positive() });

/** What moving to another tier now costs and gives (decisions/0022, "Change of plan"). */
export const planChangeQuoteSchema = z.object({
  direction: z.enum(['upgrade', 'downgrade']),
  fromTier: z.string(),
  toTierId: z.number().int(),
  toTier: z.string(),
  /** The new plan's monthly price, from the next renewal on. */
  priceCents: z.number().int(),
  currency: z.string(),
  /** Charged now (upgrades): the price difference for the rest of the paid period. */
  chargeCents: z.number().int(),
  /** Taken off the next renewal (downgrades): the unused share of the dearer plan. */
  creditNoteCents: z.number().int(),
  /** Credits added now (upgrades): the difference in monthly credits. */
  creditsNow: z.number().int(),
  /** The new plan's monthly credits, from the next renewal on. */
  creditsPerMonth: z.number().int(),
  nextRenewalDate: z.string(),
});
export type PlanChangeQuote = z.infer<typeof planChangeQuoteSchema>;

export const planChangeResponseSchema = z.object({
  message: z.literal('Plan Changed'),
  change: planChangeQuoteSchema,
  balance: z.number().int(),
  subscription: subscriptionViewSchema,
});
export type PlanChangeResponse = z.infer<typeof planChangeResponseSchema>;

export const resumeResponseSchema = z.object({
  message: z.literal('Subscription Resumed'),
  subscription: subscriptionViewSchema,
});
export type ResumeResponse = z.infer<typeof resumeResponseSchema>;

export const webhookParamSchema = z.object({ provider: z.enum(['stripe', 'demo']) });
export const webhookResponseSchema = z.object({
  received: z.literal(true),
  /** False when this event id had already been applied (a provider retry). */
  applied: z.boolean(),
});
