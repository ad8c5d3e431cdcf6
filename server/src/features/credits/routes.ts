import { createRoute } from '@hono/zod-openapi';
import { creditHistoryQuerySchema, creditHistoryResponseSchema } from '@orrery/core/api/credits';
import { createRouter, jsonContent } from '../../http/router';
import { requireUser } from '../../http/session';

const historyRoute = createRoute({
  method: 'get',
  path: '/api/me/credit-history',
  request: { query: creditHistoryQuerySchema },
  responses: {
    200: jsonContent(creditHistoryResponseSchema, "The caller's latest balance changes, newest first"),
  },
});

export const creditRoutes = createRouter().openapi(historyRoute, async (c) => {
  const { user } = await requireUser(c);
  const { limit } = c.req.valid('query');
  const rows = await c
    .get('deps')
    .database.db.selectFrom('credit_ledger')
    .select(['id', 'delta', 'reason', 'balance_after', 'created_at'])
    .where('user_id', '=', user.id)
    // Changes written in the same millisecond are ordered by id so that pages are stable.
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const entries = rows.map((row) => ({
    id: row.id,
    delta: row.delta,
    reason: row.reason,
    balanceAfter: row.balance_after,
    createdAt: row.created_at,
  }));
  return c.json({ entries }, 200);
});
