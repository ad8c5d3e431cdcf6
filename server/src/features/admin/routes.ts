import { createRoute } from '@hono/zod-openapi';
import {
  adminStatusResponseSchema,
  auditQuerySchema,
  auditResponseSchema,
  creditChangeRequestSchema,
  roleChangeRequestSchema,
  STATS_RANGE_MAX_DAYS,
  statsQuerySchema,
  statsResponseSchema,
  statusChangeRequestSchema,
  stepUpRequestSchema,
  stepUpResponseSchema,
  userChangeResponseSchema,
  userDetailResponseSchema,
  userIdParamSchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
} from '@orrery/core/api/admin';
import type { z } from 'zod';
import { AppError } from '../../http/errors';
import { createRouter, jsonContent } from '../../http/router';
import { deleteAccount } from '../account/delete-account';
import { adminStats, findAdminUser, searchUsers } from './queries';
import { changeCredits, changeRole, changeStatus } from './actions';
import { requireAdmin, requireAdminRole, stepUp, stepUpExpiry, totpEnrolled, totpRequired } from './step-up';
import { writeAudit } from './audit';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_RANGE_DAYS = 30;

const userParam = { params: userIdParamSchema };
const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});
const userAnswer = { 200: jsonContent(userChangeResponseSchema, 'The user after the change') };

const statusRoute = createRoute({
  method: 'get',
  path: '/api/admin/status',
  responses: { 200: jsonContent(adminStatusResponseSchema, 'Whether this session has passed the step-up') },
});
const stepUpRoute = createRoute({
  method: 'post',
  path: '/api/admin/step-up',
  request: jsonBody(stepUpRequestSchema),
  responses: {
    200: jsonContent(stepUpResponseSchema, 'The admin API is open for this session until expiresAt'),
  },
});
const statsRoute = createRoute({
  method: 'get',
  path: '/api/admin/stats',
  request: { query: statsQuerySchema },
  responses: { 200: jsonContent(statsResponseSchema, 'Totals and per-day series over the range') },
});
const usersRoute = createRoute({
  method: 'get',
  path: '/api/admin/users',
  request: { query: userSearchQuerySchema },
  responses: { 200: jsonContent(userSearchResponseSchema, 'One page of matching users') },
});
const userRoute = createRoute({
  method: 'get',
  path: '/api/admin/users/{id}',
  request: userParam,
  responses: { 200: jsonContent(userDetailResponseSchema, 'The user, their ledger and reading titles') },
});
const creditsRoute = createRoute({
  method: 'post',
  path: '/api/admin/users/{id}/credits',
  request: { ...userParam, ...jsonBody(creditChangeRequestSchema) },
  responses: userAnswer,
});
const statusChangeRoute = createRoute({
  method: 'post',
  path: '/api/admin/users/{id}/status',
  request: { ...userParam, ...jsonBody(statusChangeRequestSchema) },
  responses: userAnswer,
});
const roleRoute = createRoute({
  method: 'post',
  path: '/api/admin/users/{id}/role',
  request: { ...userParam, ...jsonBody(roleChangeRequestSchema) },
  responses: userAnswer,
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/admin/users/{id}',
  request: userParam,
  responses: userAnswer,
});
const auditRoute = createRoute({
  method: 'get',
  path: '/api/admin/audit',
  request: { query: auditQuerySchema },
  responses: { 200: jsonContent(auditResponseSchema, 'One page of the audit trail, newest first') },
});

function statsRange(query: z.output<typeof statsQuerySchema>, now: Date): { from: string; to: string } {
  const to = query.to ?? now.toISOString().slice(0, 10);
  const from =
    query.from ??
    new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (!(days >= 1 && days <= STATS_RANGE_MAX_DAYS)) {
    throw new AppError('validation_failed', `from: the range must be 1 to ${STATS_RANGE_MAX_DAYS} days`, {
      fields: [{ path: 'from', message: `The range must be 1 to ${STATS_RANGE_MAX_DAYS} days` }],
    });
  }
  return { from, to };
}

function parseDetails(details: string | null): Record<string, unknown> | null {
  if (!details) return null;
  const parsed: unknown = JSON.parse(details);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : { value: parsed };
}

/**
 * The admin API. Every route checks, on the server, the admin role and a step-up passed by this
 * session in the last 15 minutes (requireAdmin); only the status and the step-up itself need
 * just the role. Every change writes its audit row in the transaction that makes it.
 */
export const adminRoutes = createRouter()
  .openapi(statusRoute, async (c) => {
    const { user } = await requireAdminRole(c);
    return c.json(
      {
        stepUpExpiresAt: await stepUpExpiry(c, user.id),
        totpEnrolled: await totpEnrolled(c, user.id),
        totpRequired: totpRequired(c),
      },
      200,
    );
  })
  .openapi(stepUpRoute, async (c) => {
    const expiresAt = await stepUp(c, c.req.valid('json'));
    return c.json({ expiresAt }, 200);
  })
  .openapi(statsRoute, async (c) => {
    await requireAdmin(c);
    const now = new Date();
    const range = statsRange(c.req.valid('query'), now);
    return c.json(await adminStats(c.get('deps').database.db, range, now), 200);
  })
  .openapi(usersRoute, async (c) => {
    await requireAdmin(c);
    const query = c.req.valid('query');
    const found = await searchUsers(c.get('deps').database.db, query);
    return c.json({ ...found, page: query.page, pageSize: query.pageSize }, 200);
  })
  .openapi(userRoute, async (c) => {
    await requireAdmin(c);
    const { id } = c.req.valid('param');
    const { db } = c.get('deps').database;
    const user = await findAdminUser(db, id);
    if (!user) throw new AppError('not_found');
    const [ledger, readings] = await Promise.all([
      db
        .selectFrom('credit_ledger')
        .select(['id', 'delta', 'reason', 'reference', 'balance_after', 'created_at'])
        .where('user_id', '=', id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(100)
        .execute(),
      db
        .selectFrom('usage_logs')
        .select(['log_id', 'app_name', 'status', 'created_at'])
        .where('user_id', '=', id)
        .orderBy('created_at', 'desc')
        .orderBy('log_id', 'desc')
        .limit(100)
        .execute(),
    ]);
    return c.json(
      {
        user,
        ledger: ledger.map((row) => ({
          id: row.id,
          delta: row.delta,
          reason: row.reason,
          reference: row.reference,
          balanceAfter: row.balance_after,
          createdAt: row.created_at,
        })),
        readings: readings.map((row) => ({
          id: row.log_id,
          title: row.app_name,
          status: row.status,
          createdAt: row.created_at,
        })),
      },
      200,
    );
  })
  .openapi(creditsRoute, async (c) => {
    const { user: admin } = await requireAdmin(c);
    const { id } = c.req.valid('param');
    return c.json({ user: await changeCredits(c.get('deps'), admin.id, id, c.req.valid('json')) }, 200);
  })
  .openapi(statusChangeRoute, async (c) => {
    const { user: admin } = await requireAdmin(c);
    const { id } = c.req.valid('param');
    const { status } = c.req.valid('json');
    return c.json({ user: await changeStatus(c.get('deps'), admin.id, id, status) }, 200);
  })
  .openapi(roleRoute, async (c) => {
    const { user: admin } = await requireAdmin(c);
    const { id } = c.req.valid('param');
    const { role } = c.req.valid('json');
    return c.json({ user: await changeRole(c.get('deps'), admin.id, id, role) }, 200);
  })
  .openapi(deleteRoute, async (c) => {
    const { user: admin } = await requireAdmin(c);
    const { id } = c.req.valid('param');
    if (id === admin.id) throw new AppError('admin_self_action');
    const deps = c.get('deps');
    const before = await findAdminUser(deps.database.db, id);
    if (!before) throw new AppError('not_found');
    // account_deleted (401) speaks of the caller's own session: here the target is gone, not the admin.
    if (before.status === 'deleted') throw new AppError('conflict', 'This account has already been deleted.');
    await deleteAccount(deps, id, async (trx, { balance }) => {
      await writeAudit(trx, {
        adminUserId: admin.id,
        action: 'delete_user',
        targetUserId: id,
        details: {
          before: { status: before.status, role: before.role, balance },
          after: { status: 'deleted' },
        },
      });
    });
    const after = await findAdminUser(deps.database.db, id);
    if (!after) throw new AppError('internal');
    return c.json({ user: after }, 200);
  })
  .openapi(auditRoute, async (c) => {
    await requireAdmin(c);
    const query = c.req.valid('query');
    const { db } = c.get('deps').database;
    let filtered = db.selectFrom('admin_audit as a');
    if (query.action) filtered = filtered.where('a.action', '=', query.action);
    if (query.targetUserId) filtered = filtered.where('a.target_user_id', '=', query.targetUserId);
    const [rows, count] = await Promise.all([
      filtered
        .leftJoin('profiles as admin', 'admin.id', 'a.admin_user_id')
        .leftJoin('profiles as target', 'target.id', 'a.target_user_id')
        .select([
          'a.id',
          'a.admin_user_id',
          'admin.email as admin_email',
          'a.action',
          'a.target_user_id',
          'target.email as target_email',
          'a.details',
          'a.created_at',
        ])
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return c.json(
      {
        entries: rows.map((row) => ({
          id: row.id,
          adminUserId: row.admin_user_id,
          adminEmail: row.admin_email,
          action: row.action,
          targetUserId: row.target_user_id,
          targetEmail: row.target_email,
          details: parseDetails(row.details),
          createdAt: row.created_at,
        })),
        total: Number(count.total),
        page: query.page,
        pageSize: query.pageSize,
      },
      200,
    );
  });
