import { createRoute } from '@hono/zod-openapi';
import { healthResponseSchema } from '@orrery/core/api/account';
import { sql } from 'kysely';
import { createRouter } from '../../http/router';
import { AppError } from '../../http/errors';

const healthRoute = createRoute({
  method: 'get',
  path: '/api/health',
  responses: {
    200: {
      description: 'The server and its database answer',
      content: { 'application/json': { schema: healthResponseSchema } },
    },
  },
});

export const healthRoutes = createRouter().openapi(healthRoute, async (c) => {
  const { database } = c.get('deps');
  try {
    await sql`select 1`.execute(database.db);
  } catch {
    throw new AppError('service_unavailable', 'The database is not answering.');
  }
  return c.json({ status: 'ok' as const, database: database.kind }, 200);
});
