import { z } from 'zod';
import { readingRouteIdSchema } from './readings';

/** One row of the apps table as the dashboard and pricing page read it. */
export const appInfoSchema = z.object({
  appId: z.number().int(),
  name: z.string(),
  routeId: readingRouteIdSchema,
  description: z.string(),
  cost: z.number().int(),
  voiceMinutes: z.number().int(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

export const appsResponseSchema = z.object({ apps: z.array(appInfoSchema) });
export type AppsResponse = z.infer<typeof appsResponseSchema>;

export const deleteAccountResponseSchema = z.object({
  status: z.literal('deleted'),
  cancellationDate: z.string(),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** The token from the link sent to an old address after a change of sign-in address. */
/** Whether a password reset link can still be used: the reset page asks before showing its form. */
export const resetLinkQuerySchema = z.strictObject({ token: z.string().min(1).max(128) });
export const resetLinkStatusSchema = z.object({ usable: z.boolean() });

export const undoEmailChangeRequestSchema = z.strictObject({ token: z.string().min(16).max(128) });
export type UndoEmailChangeRequest = z.infer<typeof undoEmailChangeRequestSchema>;

export const undoEmailChangeResponseSchema = z.object({
  /** The address the account signs in with again. */
  email: z.string(),
});
export type UndoEmailChangeResponse = z.infer<typeof undoEmailChangeResponseSchema>;
