import { z } from 'zod';

/** A data export being prepared in the background, as the profile page polls it. */
export const exportJobSchema = z.object({
  id: z.string(),
  status: z.enum(['running', 'ready', 'failed']),
  /** Percent done, 0 to 100. */
  progress: z.number().int().min(0).max(100),
  /** Where the ZIP is downloaded from, once ready. */
  downloadUrl: z.string().nullable(),
  /** When a ready archive is deleted. */
  expiresAt: z.string(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;

/** A small account downloads at once from `downloadUrl`; a large one gets a job to follow. */
export const startExportResponseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('direct'), downloadUrl: z.string() }),
  z.object({ kind: z.literal('job'), job: exportJobSchema }),
]);
export type StartExportResponse = z.infer<typeof startExportResponseSchema>;

export const exportJobParamSchema = z.object({ jobId: z.string().min(1).max(100) });
