import { createRoute } from '@hono/zod-openapi';
import { healthResponseSchema, readyResponseSchema } from '@orrery/core/api/account';
import { createRouter } from '../../http/router';
import { AppError } from '../../http/errors';
import { databaseAnswers } from '../../db/probe';

/** Longer than a healthy database ever takes to answer `select 1`, shorter than a probe's timeout. */
const READY_DATABASE_TIMEOUT_MS = 2_000;

const healthRoute = createRoute({
  method: 'get',
  path: '/api/health',
  responses: {
    200: {
      description: 'Liveness: the process answers (the database is readiness, not liveness)',
      content: { 'application/json': { schema: healthResponseSchema } },
    },
  },
});

const readyRoute = createRoute({
  method: 'get',
  path: '/api/ready',
  responses: {
    200: {
      description: 'Readiness: the server takes new requests and its database answers',
      content: { 'application/json': { schema: readyResponseSchema } },
    },
  },
});

// A database outage must not get every server restarted by its liveness probe: it only takes
// the servers out of the load balancer until the database is back.
export const healthRoutes = createRouter()
  .openapi(healthRoute, (c) => c.json({ status: 'ok' as const, database: c.get('deps').database.kind }, 200))
  .openapi(readyRoute, async (c) => {
    const { database, lifecycle } = c.get('deps');
    if (lifecycle.isDraining) throw new AppError('service_unavailable', 'This server is shutting down.');
    if (!(await databaseAnswers(database.db, READY_DATABASE_TIMEOUT_MS))) {
      throw new AppError('service_unavailable', 'The database is not answering.');
    }
    return c.json({ status: 'ready' as const, database: database.kind }, 200);
  });
