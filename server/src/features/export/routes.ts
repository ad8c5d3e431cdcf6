import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { enforceRateLimit } from '../../http/rate-limit';
import { requireUser } from '../../http/session';
import { exportArchive } from './archive';

export const EXPORT_PATH = '/api/me/export';

const exportRoute = createRoute({
  method: 'get',
  path: EXPORT_PATH,
  responses: {
    200: {
      description: 'Everything stored about the signed-in user, as a ZIP file',
      content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } },
    },
  },
});

// Building an archive reads every reading the user has; a few a day is plenty.
const EXPORT_RULE = { name: 'export', max: 5, windowSeconds: 60 * 60 };

export const exportRoutes = createRouter().openapi(exportRoute, async (c) => {
  // A blocked account may still take its data; a deleted one has no session left.
  const { user } = await requireUser(c);
  await enforceRateLimit(c, EXPORT_RULE, user.id);
  const now = new Date();
  return c.body(exportArchive(c.get('deps').database.db, user.id, now), 200, {
    'content-type': 'application/zip',
    'content-disposition': `attachment; filename="orrery-data-${now.toISOString().slice(0, 10)}.zip"`,
  });
});
