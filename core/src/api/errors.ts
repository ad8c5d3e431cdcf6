import { z } from 'zod';

/** Every API error answers with this body; `fields` names the inputs a form should mark. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    requestId: z.string().optional(),
    fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    /** Machine-readable specifics, e.g. `{cost, balance}` or `{offsetsMinutes}`. */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
