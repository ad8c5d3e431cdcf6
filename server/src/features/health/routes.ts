import { createRoute } from '@hono/zod-openapi';
import { healthResponseSchema, readyResponseSchema } from '@orrery/core/api/account';
import { sql } from 'kysely';
import { createRouter } from '../../http/router';
import { AppError } from '../../http/errors';

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

function databaseAnswers(run: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_DATABASE_TIMEOUT_MS);
  });
  return Promise.race([
    run().then(
      () => true,
      () => false,
    ),
    timeout,
  ]).finally(() => clearTimeout(timer));
}

// A database outage must not get every server restarted by its liveness probe: it only takes
// the servers out of the load balancer until the database is back.
export const healthRoutes = createRouter()
  .openapi(healthRoute, (c) => c.json({ status: 'ok' as const, database: c.get('deps').database.kind }, 200))
  .openapi(readyRoute, async (c) => {
    const { database, lifecycle } = c.get('deps');
    if (lifecycle.isDraining) throw new AppError('service_unavailable', 'This server is shutting down.');
    if (!(await databaseAnswers(() => sql`select 1`.execute(database.db)))) {
      throw new AppError('service_unavailable', 'The database is not answering.');
    }
    return c.json({ status: 'ready' as const, database: database.kind }, 200);
  });
