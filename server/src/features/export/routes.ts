import { createRoute, z } from '@hono/zod-openapi';
import { exportJobParamSchema, exportJobSchema, startExportResponseSchema } from '@orrery/core/api/export';
import { enforceRateLimit } from '../../http/rate-limit';
import { createRouter, jsonContent } from '../../http/router';
import { requireUser } from '../../http/session';
import { exportArchive } from './archive';
import {
  EXPORT_JOBS_PATH,
  EXPORT_PATH,
  exportFileName,
  exportJobStatus,
  readExport,
  startExport,
} from './jobs';

const zipContent = (description: string) => ({
  description,
  content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } },
});

const exportRoute = createRoute({
  method: 'get',
  path: EXPORT_PATH,
  responses: { 200: zipContent('Everything stored about the signed-in user, as a ZIP file') },
});

const startRoute = createRoute({
  method: 'post',
  path: EXPORT_JOBS_PATH,
  responses: {
    200: jsonContent(
      startExportResponseSchema,
      'Where to download at once (a small account), or the background job preparing the archive',
    ),
  },
});

const jobRoute = createRoute({
  method: 'get',
  path: `${EXPORT_JOBS_PATH}/{jobId}`,
  request: { params: exportJobParamSchema },
  responses: { 200: jsonContent(exportJobSchema, "The job's status and progress") },
});

const downloadRoute = createRoute({
  method: 'get',
  path: `${EXPORT_JOBS_PATH}/{jobId}/download`,
  request: { params: exportJobParamSchema },
  responses: { 200: zipContent('The archive the job prepared') },
});

// Building an archive reads every reading the user has; a few an hour is plenty. Each archive
// built counts once: the direct download, or a new background job (not the question which).
const EXPORT_RULE = { name: 'export', max: 5, windowSeconds: 60 * 60 };

const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

// A blocked account may still take its data; a deleted one has no session left.
export const exportRoutes = createRouter()
  .openapi(exportRoute, async (c) => {
    const { user } = await requireUser(c);
    await enforceRateLimit(c, EXPORT_RULE, user.id);
    const now = new Date();
    return c.body(exportArchive(c.get('deps').database.db, user.id, now), 200, {
      'content-type': 'application/zip',
      'content-disposition': attachment(exportFileName(now)),
    });
  })

  .openapi(startRoute, async (c) => {
    const { user } = await requireUser(c);
    const answer = await startExport(c.get('deps'), user.id, new Date(), () =>
      enforceRateLimit(c, EXPORT_RULE, user.id),
    );
    return c.json(answer, 200);
  })

  .openapi(jobRoute, async (c) => {
    const { user } = await requireUser(c);
    const { jobId } = c.req.valid('param');
    return c.json(await exportJobStatus(c.get('deps').database.db, user.id, jobId, new Date()), 200);
  })

  .openapi(downloadRoute, async (c) => {
    const { user } = await requireUser(c);
    const { jobId } = c.req.valid('param');
    const file = await readExport(c.get('deps'), user.id, jobId, new Date());
    return c.body(file.body, 200, {
      'content-type': 'application/zip',
      'content-length': String(file.size),
      'content-disposition': attachment(file.fileName),
    });
  });
