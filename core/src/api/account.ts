import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const authProviderSchema = z.object({ id: z.string(), name: z.string() });

export const publicConfigSchema = z.object({
  devBypass: z.boolean(),
  providers: z.object({
    google: z.boolean(),
    apple: z.boolean(),
    oidc: z.array(authProviderSchema),
  }),
  welcomeCredits: z.number().int(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  birth_date: z.string().nullable(),
  birth_time: z.string().nullable(),
  birth_city: z.string().nullable(),
  birth_country: z.string().nullable(),
  birth_region: z.string().nullable(),
  birth_lat: z.number().nullable(),
  birth_lng: z.number().nullable(),
  birth_tz: z.string().nullable(),
  avatar_url: z.string().nullable(),
  status: z.enum(['active', 'blocked', 'deleted']),
  role: z.enum(['user', 'admin']),
  remaining_credits: z.number().int(),
  credits: z.number().int(),
  credits_rollover_remaining: z.number().int(),
  credits_per_month: z.number().int(),
  subscription_tier: z.string().nullable(),
  subscription_type: z.string().nullable(),
  subscription_status: z.enum(['active', 'cancelled']).nullable(),
  next_renewal_date: z.string().nullable(),
  last_credit_refresh_date: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const meResponseSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), image: z.string().nullable() }),
  profile: profileSchema,
  balance: z.number().int(),
  isSubscriber: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
