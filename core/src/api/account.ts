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

const optionalName = z
  .string()
  .trim()
  .max(80, 'must be at most 80 characters')
  .transform((value) => (value === '' ? null : value))
  .nullable();

function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const birthDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine(isRealDate, 'is not a real calendar date');

export const birthTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM');

/**
 * Onboarding and profile edits. Every field is optional (onboarding may be skipped part-way);
 * an empty string clears a field, as the spec stores empty values as null.
 */
export const profileUpdateSchema = z.strictObject({
  first_name: optionalName.optional(),
  last_name: optionalName.optional(),
  birth_date: z
    .union([birthDateSchema, z.literal('').transform(() => null)])
    .nullable()
    .optional(),
  birth_time: z
    .union([birthTimeSchema, z.literal('').transform(() => null)])
    .nullable()
    .optional(),
  birth_city: optionalName.optional(),
  birth_country: optionalName.optional(),
  birth_region: optionalName.optional(),
  birth_lat: z.number().min(-90).max(90).nullable().optional(),
  birth_lng: z.number().min(-180).max(180).nullable().optional(),
  birth_tz: z.string().max(64).nullable().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
