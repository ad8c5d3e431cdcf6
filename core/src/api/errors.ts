import { z } from 'zod';

import { ERROR_CODES, type ErrorCode, type FieldIssue } from './error-codes';

export type { ErrorCode, FieldIssue };

/**
 * Every code the API answers errors with. The server's catalogue maps each to a status and a
 * message; the client branches on these codes, never on message text.
 */
export const errorCodeSchema = z.enum(ERROR_CODES);

export const fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
  code: z.string().optional(),
}) satisfies z.ZodType<FieldIssue>;

/** Every API error answers with this body; `fields` names the inputs a form should mark. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    requestId: z.string().optional(),
    fields: z.array(fieldIssueSchema).optional(),
    /** Machine-readable specifics, e.g. `{cost, balance}` or `{offsetsMinutes}`. */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
