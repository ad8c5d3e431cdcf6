import { createRoute } from '@hono/zod-openapi';
import { describeDevice } from '@orrery/core/account/device';
import {
  sessionParamSchema,
  sessionsEndedResponseSchema,
  sessionsResponseSchema,
} from '@orrery/core/api/sessions';
import type { Context } from 'hono';
import { sql } from 'kysely';
import type { AppBindings } from '../../http/context';
import { AppError } from '../../http/errors';
import { enforceRateLimit } from '../../http/rate-limit';
import { createRouter, jsonContent } from '../../http/router';
import { requireUser } from '../../http/session';

const listRoute = createRoute({
  method: 'get',
  path: '/api/me/sessions',
  responses: { 200: jsonContent(sessionsResponseSchema, 'Active sessions, most recently used first') },
});

const endOneRoute = createRoute({
  method: 'delete',
  path: '/api/me/sessions/{sessionId}',
  request: { params: sessionParamSchema },
  responses: { 200: jsonContent(sessionsEndedResponseSchema, 'The session is signed out') },
});

const endAllRoute = createRoute({
  method: 'delete',
  path: '/api/me/sessions',
  responses: {
    200: jsonContent(sessionsEndedResponseSchema, 'Every session, this one included, is signed out'),
  },
});

const SESSIONS_RULE = { name: 'sessions-end', max: 30, windowSeconds: 60 };
const SESSION_COOKIE_VALUES = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/g;

/**
 * The session tokens the request carries (the part of each signed cookie before its signature):
 * a browser may send both the plain and the `__Secure-` cookie, and one that is not valid
 * percent-encoding is treated as absent, as better-auth treats it.
 */
function presentedTokens(c: Context<AppBindings>): Set<string> {
  const tokens = new Set<string>();
  for (const [, value] of (c.req.header('cookie') ?? '').matchAll(SESSION_COOKIE_VALUES)) {
    try {
      tokens.add(decodeURIComponent(value!).split('.')[0]!);
    } catch {
      // not a cookie better-auth could have set
    }
  }
  return tokens;
}

interface SessionRow {
  id: string;
  token: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
  expiresAt: string | Date;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * The sessions list on the profile: each signed-in device with when it was last used, each
 * revocable, and "sign out everywhere". The rows are better-auth's; every server's session cache
 * forgets the user's entries afterwards, so an ended session is refused at once everywhere.
 */
export const sessionRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const { user } = await requireUser(c);
    const { database } = c.get('deps');
    const rows =
      await sql<SessionRow>`select ${sql.ref('id')}, ${sql.ref('token')}, ${sql.ref('userAgent')}, ${sql.ref('ipAddress')}, ${sql.ref('createdAt')}, ${sql.ref('updatedAt')}, ${sql.ref('expiresAt')} from ${sql.table('session')} where ${sql.ref('userId')} = ${user.id}`.execute(
        database.db,
      );
    const now = Date.now();
    const tokens = presentedTokens(c);
    const sessions = rows.rows
      .filter((row) => new Date(row.expiresAt).getTime() > now)
      .map((row) => ({
        id: row.id,
        device: describeDevice(row.userAgent),
        ipAddress: row.ipAddress || null,
        createdAt: iso(row.createdAt),
        lastUsedAt: iso(row.updatedAt),
        current: tokens.has(row.token),
      }))
      .sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
    return c.json({ sessions }, 200);
  })

  .openapi(endOneRoute, async (c) => {
    const { user } = await requireUser(c);
    await enforceRateLimit(c, SESSIONS_RULE, user.id);
    const { sessionId } = c.req.valid('param');
    const { database, sessionCache } = c.get('deps');
    // Filtered by owner: another user's session id is a 404 like an unknown one.
    const deleted =
      await sql`delete from ${sql.table('session')} where ${sql.ref('id')} = ${sessionId} and ${sql.ref('userId')} = ${user.id}`.execute(
        database.db,
      );
    if (Number(deleted.numAffectedRows ?? 0) === 0) throw new AppError('not_found', 'No such session.');
    await sessionCache.revoke({ userId: user.id });
    return c.json({ ended: 1 }, 200);
  })

  .openapi(endAllRoute, async (c) => {
    const { user } = await requireUser(c);
    await enforceRateLimit(c, SESSIONS_RULE, user.id);
    const { database, sessionCache } = c.get('deps');
    const deleted =
      await sql`delete from ${sql.table('session')} where ${sql.ref('userId')} = ${user.id}`.execute(
        database.db,
      );
    await sessionCache.revoke({ userId: user.id });
    return c.json({ ended: Number(deleted.numAffectedRows ?? 0) }, 200);
  });
