import { z } from 'zod';

export const accountSessionSchema = z.object({
  id: z.string(),
  /** "Firefox on Windows", from the browser's User-Agent when it signed in. */
  device: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  /** When the session was last used, to within a few minutes. */
  lastUsedAt: z.string(),
  /** The session this request came from. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const sessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

export const sessionParamSchema = z.object({ sessionId: z.string().min(1).max(100) });

export const sessionsEndedResponseSchema = z.object({ ended: z.number().int() });
export type SessionsEndedResponse = z.infer<typeof sessionsEndedResponseSchema>;
