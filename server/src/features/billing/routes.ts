import { createRoute, z } from '@hono/zod-openapi';
import {
  cancelRequestSchema,
  cancelResponseSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  checkoutSessionParamSchema,
  checkoutStatusSchema,
  demoPayRequestSchema,
  planChangeQuerySchema,
  planChangeQuoteSchema,
  planChangeRequestSchema,
  planChangeResponseSchema,
  refreshResponseSchema,
  resumeResponseSchema,
  subscriptionViewSchema,
  tiersResponseSchema,
  webhookParamSchema,
  webhookResponseSchema,
} from '@orrery/core/api/billing';
import { createRouter, jsonContent } from '../../http/router';
import { enforceRateLimit } from '../../http/rate-limit';
import { requireActiveUser, requireUser, requireVerifiedEmail } from '../../http/session';
import {
  cancelSubscription,
  changePlan,
  checkoutStatus,
  listTiers,
  payDemoCheckout,
  quotePlanChange,
  receiveWebhook,
  loadSubscriptionView,
  refreshMonthlyCredits,
  resumeSubscription,
  startCheckout,
} from './service';

/** Provider deliveries are authenticated by their signature, not by a session or an origin. */
export const WEBHOOK_PATH_PREFIX = '/api/billing/webhooks/';
/** Provider events can be larger than our own request bodies (an invoice with many lines). */
export const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

const body = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

const tiersRoute = createRoute({
  method: 'get',
  path: '/api/billing/tiers',
  responses: {
    200: jsonContent(tiersResponseSchema, 'Tiers with their prices (tax included) and what the credits buy'),
  },
});

const checkoutRoute = createRoute({
  method: 'post',
  path: '/api/billing/checkout',
  request: { body: body(checkoutRequestSchema) },
  responses: { 200: jsonContent(checkoutResponseSchema, 'Where to pay') },
});

const checkoutStatusRoute = createRoute({
  method: 'get',
  path: '/api/billing/checkout-sessions/{sessionId}',
  request: { params: checkoutSessionParamSchema },
  responses: {
    200: jsonContent(checkoutStatusSchema, 'Whether the payment has been confirmed, and the balance now'),
  },
});

const demoPayRoute = createRoute({
  method: 'post',
  path: '/api/billing/demo/checkout-sessions/{sessionId}/pay',
  request: { params: checkoutSessionParamSchema, body: body(demoPayRequestSchema) },
  responses: { 200: jsonContent(checkoutStatusSchema, 'The test payment went through') },
});

const webhookRoute = createRoute({
  method: 'post',
  path: '/api/billing/webhooks/{provider}',
  request: { params: webhookParamSchema },
  responses: { 200: jsonContent(webhookResponseSchema, 'The event was received') },
});

const subscriptionRoute = createRoute({
  method: 'get',
  path: '/api/billing/subscription',
  responses: { 200: jsonContent(subscriptionViewSchema, "The caller's subscription") },
});

const refreshRoute = createRoute({
  method: 'post',
  path: '/api/billing/subscription/refresh',
  responses: { 200: jsonContent(refreshResponseSchema, 'This month’s credits were added') },
});

const cancelRoute = createRoute({
  method: 'post',
  path: '/api/billing/subscription/cancel',
  request: { body: body(cancelRequestSchema) },
  responses: {
    200: jsonContent(cancelResponseSchema, 'Renewals stopped; access lasts until the renewal date'),
  },
});

const resumeRoute = createRoute({
  method: 'post',
  path: '/api/billing/subscription/resume',
  responses: {
    200: jsonContent(resumeResponseSchema, 'Renewals go on from the same date; nothing is charged now'),
  },
});

const planQuoteRoute = createRoute({
  method: 'get',
  path: '/api/billing/subscription/plan',
  request: { query: planChangeQuerySchema },
  responses: { 200: jsonContent(planChangeQuoteSchema, 'What moving to this tier now costs and gives') },
});

const planChangeRoute = createRoute({
  method: 'post',
  path: '/api/billing/subscription/plan',
  request: { body: body(planChangeRequestSchema) },
  responses: {
    200: jsonContent(planChangeResponseSchema, 'The plan changed; an upgrade was charged and credited now'),
  },
});

const CHECKOUT_RULE = { name: 'checkout', max: 20, windowSeconds: 60 };
const DEMO_PAY_RULE = { name: 'demo-pay', max: 20, windowSeconds: 60 };
const SUBSCRIPTION_RULE = { name: 'subscription-change', max: 20, windowSeconds: 60 };

export const billingRoutes = createRouter()
  .openapi(tiersRoute, async (c) => c.json({ tiers: await listTiers(c.get('deps').database.db) }, 200))

  .openapi(checkoutRoute, async (c) => {
    const signedIn = await requireActiveUser(c);
    const { profile } = signedIn;
    await enforceRateLimit(c, CHECKOUT_RULE, profile.id);
    requireVerifiedEmail(c, signedIn);
    return c.json(await startCheckout(c.get('deps'), profile, c.req.valid('json'), new Date()), 200);
  })

  .openapi(checkoutStatusRoute, async (c) => {
    const { user } = await requireUser(c);
    const { sessionId } = c.req.valid('param');
    return c.json(await checkoutStatus(c.get('deps'), user.id, sessionId), 200);
  })

  .openapi(demoPayRoute, async (c) => {
    const { user } = await requireActiveUser(c);
    await enforceRateLimit(c, DEMO_PAY_RULE, user.id);
    const { sessionId } = c.req.valid('param');
    const { cardNumber } = c.req.valid('json');
    return c.json(await payDemoCheckout(c.get('deps'), user.id, sessionId, cardNumber, new Date()), 200);
  })

  .openapi(webhookRoute, async (c) => {
    const { provider } = c.req.valid('param');
    // The signature covers the exact bytes sent, so the body is read as text, never re-serialised.
    const rawBody = await c.req.text();
    const { metrics } = c.get('deps');
    try {
      const { applied } = await receiveWebhook(
        c.get('deps'),
        provider,
        rawBody,
        c.req.raw.headers,
        new Date(),
      );
      metrics.webhookEvents.inc({ provider, outcome: applied ? 'applied' : 'duplicate' });
      return c.json({ received: true as const, applied }, 200);
    } catch (error) {
      metrics.webhookEvents.inc({ provider, outcome: 'rejected' });
      throw error;
    }
  })

  .openapi(subscriptionRoute, async (c) => {
    const { profile } = await requireUser(c);
    return c.json(await loadSubscriptionView(c.get('deps').database.db, profile, new Date()), 200);
  })

  .openapi(refreshRoute, async (c) => {
    const { user } = await requireActiveUser(c);
    await enforceRateLimit(c, SUBSCRIPTION_RULE, user.id);
    return c.json(await refreshMonthlyCredits(c.get('deps'), user.id, new Date()), 200);
  })

  .openapi(cancelRoute, async (c) => {
    const { user } = await requireActiveUser(c);
    await enforceRateLimit(c, SUBSCRIPTION_RULE, user.id);
    const { reason } = c.req.valid('json');
    return c.json(await cancelSubscription(c.get('deps'), user.id, reason, new Date()), 200);
  })

  .openapi(planQuoteRoute, async (c) => {
    const { profile } = await requireActiveUser(c);
    const { tierId } = c.req.valid('query');
    return c.json(await quotePlanChange(c.get('deps'), profile, tierId, new Date()), 200);
  })

  .openapi(planChangeRoute, async (c) => {
    const { user } = await requireActiveUser(c);
    await enforceRateLimit(c, SUBSCRIPTION_RULE, user.id);
    const { tierId } = c.req.valid('json');
    return c.json(await changePlan(c.get('deps'), user.id, tierId, new Date()), 200);
  })

  .openapi(resumeRoute, async (c) => {
    const { user } = await requireActiveUser(c);
    await enforceRateLimit(c, SUBSCRIPTION_RULE, user.id);
    return c.json(await resumeSubscription(c.get('deps'), user.id, new Date()), 200);
  });
