import { z } from 'zod';

/** One row of the apps table as the dashboard and pricing page read it. */
export const appInfoSchema = z.object({
  app_id: z.number().int(),
  app_name: z.string(),
  route_id: z.string(),
  description: z.string(),
  credit_cost_per_execution: z.number().int(),
  voice_minutes_included: z.number().int(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

export const appsResponseSchema = z.object({ apps: z.array(appInfoSchema) });
export type AppsResponse = z.infer<typeof appsResponseSchema>;

export const deleteAccountResponseSchema = z.object({
  status: z.literal('deleted'),
  cancellation_date: z.string(),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;
