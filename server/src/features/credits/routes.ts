import { createRoute } from '@hono/zod-openapi';
import { creditHistoryQuerySchema, creditHistoryResponseSchema } from '@orrery/core/api/credits';
import { appById } from '@orrery/core/catalogue';
import { createRouter, jsonContent } from '../../http/router';
import { requireUser } from '../../http/session';
import { partnerNameOf } from '../readings/service';

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
    .database.db.selectFrom('credit_ledger as cl')
    // A charge or refund names its reading in the reference, a reactivation its voice session;
    // both joins also match the owner, so a reference never reveals another user's reading.
    .leftJoin('voice_sessions as vs', (join) =>
      join
        .onRef('vs.id', '=', 'cl.reference')
        .onRef('vs.user_id', '=', 'cl.user_id')
        .on('cl.reason', '=', 'voice_reactivation'),
    )
    .leftJoin('usage_logs as ul', (join) =>
      join
        .onRef('ul.user_id', '=', 'cl.user_id')
        .on((eb) =>
          eb.or([
            eb.and([
              eb('cl.reason', 'in', ['reading', 'reading_refund']),
              eb('ul.log_id', '=', eb.ref('cl.reference')),
            ]),
            eb('ul.log_id', '=', eb.ref('vs.log_id')),
          ]),
        ),
    )
    .select([
      'cl.id',
      'cl.delta',
      'cl.reason',
      'cl.balance_after',
      'cl.created_at',
      'ul.log_id',
      'ul.reading_result_id',
      'ul.app_id',
      'ul.app_name',
      'ul.first_name',
      'ul.input_data',
      'ul.status',
    ])
    .where('cl.user_id', '=', user.id)
    // Changes written in the same millisecond are ordered by id so that pages are stable.
    .orderBy('cl.created_at', 'desc')
    .orderBy('cl.id', 'desc')
    .limit(limit)
    .execute();
  const entries = rows.map((row) => ({
    id: row.id,
    delta: row.delta,
    reason: row.reason,
    balanceAfter: row.balance_after,
    createdAt: row.created_at,
    reading:
      row.log_id && row.app_id !== null && row.app_name
        ? {
            readingId: row.reading_result_id ?? row.log_id,
            routeId: appById(row.app_id).routeId,
            appName: row.app_name,
            firstName: row.first_name,
            partnerName: partnerNameOf({ app_id: row.app_id, input_data: row.input_data }),
            completed: row.status === 'completed',
          }
        : null,
  }));
  return c.json({ entries }, 200);
});
