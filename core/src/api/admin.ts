import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin-messages';
import { creditHistoryEntrySchema } from './credits';

export { ADMIN_MESSAGES, STEP_UP_MINUTES } from './admin-messages';
export const ADMIN_PAGE_SIZE_MAX = 100;
/** The longest chart range, so one stats request stays bounded. */
export const STATS_RANGE_MAX_DAYS = 366;

export const adminStatusResponseSchema = z.object({
  stepUpExpiresAt: z.string().nullable(),
  totpEnrolled: z.boolean(),
  /** In production an admin must enrol TOTP before the console opens. */
  totpRequired: z.boolean(),
});
export type AdminStatusResponse = z.infer<typeof adminStatusResponseSchema>;

export const stepUpRequestSchema = z.strictObject({
  password: z.string().min(1, 'Please enter your password').max(256),
  code: z
    .string()
    .trim()
    .regex(
      /^(\d{6}|[A-Za-z0-9]{5}-[A-Za-z0-9]{5})$/,
      'Enter the 6-digit code from your authenticator app, or one of your backup codes',
    )
    .optional(),
});
export type StepUpRequest = z.infer<typeof stepUpRequestSchema>;

export const stepUpResponseSchema = z.object({ expiresAt: z.string() });

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

export const statsQuerySchema = z.strictObject({ from: isoDate.optional(), to: isoDate.optional() });
export type StatsQuery = z.infer<typeof statsQuerySchema>;

export const statsResponseSchema = z.object({
  totalUsers: z.number().int(),
  activeUsers: z.number().int(),
  creditsUsed: z.number().int(),
  /** Payments minus refunds, in minor units, one entry per currency that has any payment. */
  revenue: z.array(z.object({ currency: z.string(), amountCents: z.number().int() })),
  range: z.object({ from: isoDate, to: isoDate }),
  readingsPerDay: z.array(z.object({ day: isoDate, appId: z.number().int(), count: z.number().int() })),
  signupsPerDay: z.array(z.object({ day: isoDate, count: z.number().int() })),
  creditsPerDay: z.array(z.object({ day: isoDate, spent: z.number().int(), granted: z.number().int() })),
});
export type StatsResponse = z.infer<typeof statsResponseSchema>;

export const userSortSchema = z.enum(['created_at', 'balance']);

export const userSearchQuerySchema = z.strictObject({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(20),
  sort: userSortSchema.default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type UserSearchQuery = z.input<typeof userSearchQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  balance: z.number().int(),
  role: z.enum(['user', 'admin']),
  status: z.enum(['active', 'blocked', 'deleted']),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  readingCount: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userSearchResponseSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  /** The count stopped early: there are more than `total` matches (the list shows "1,000+"). */
  totalIsLowerBound: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UserSearchResponse = z.infer<typeof userSearchResponseSchema>;

export const userIdParamSchema = z.strictObject({ id: z.string().min(1).max(100) });

export const userDetailResponseSchema = z.object({
  user: adminUserSchema,
  /** The user's own credit history rows, plus the reference an admin may need to trace one. */
  ledger: z.array(creditHistoryEntrySchema.extend({ reference: z.string().nullable() })),
  /** Titles and dates only: an admin never sees what a reading said. */
  readings: z.array(
    z.object({ id: z.string(), title: z.string(), status: z.string(), createdAt: z.string() }),
  ),
});
export type UserDetailResponse = z.infer<typeof userDetailResponseSchema>;

export const creditChangeRequestSchema = z.strictObject({
  amount: z
    .number({ error: ADMIN_MESSAGES.invalidNumber })
    .int(ADMIN_MESSAGES.invalidNumber)
    .refine((value) => value !== 0, ADMIN_MESSAGES.invalidNumber)
    .refine((value) => Math.abs(value) <= 1_000_000, 'At most 1,000,000 credits at once'),
  reason: z.string().trim().min(1, 'Please give a reason').max(500),
});
export type CreditChangeRequest = z.infer<typeof creditChangeRequestSchema>;

export const statusChangeRequestSchema = z.strictObject({ status: z.enum(['active', 'blocked']) });
export const roleChangeRequestSchema = z.strictObject({ role: z.enum(['user', 'admin']) });

export const userChangeResponseSchema = z.object({ user: adminUserSchema });

export const auditQuerySchema = z.strictObject({
  action: z.string().trim().max(50).optional(),
  targetUserId: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(50),
});

export const auditResponseSchema = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      adminUserId: z.string(),
      adminEmail: z.string().nullable(),
      action: z.string(),
      targetUserId: z.string().nullable(),
      targetEmail: z.string().nullable(),
      details: z.record(z.string(), z.unknown()).nullable(),
      createdAt: z.string(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditResponse = z.infer<typeof auditResponseSchema>;
