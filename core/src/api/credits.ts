import { z } from 'zod';
import { readingRouteIdSchema } from './readings';

export const LEDGER_REASONS = [
  'welcome',
  'reading',
  'reading_refund',
  'purchase',
  'subscription_refresh',
  'admin_adjustment',
  'voice_reactivation',
  'account_deletion',
  'demo_grant',
  'payment_refund',
] as const;
export const ledgerReasonSchema = z.enum(LEDGER_REASONS);
export type LedgerReason = z.infer<typeof ledgerReasonSchema>;

export const creditHistoryQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const creditHistoryEntrySchema = z.object({
  id: z.string(),
  /** Positive for credits added, negative for credits spent or taken back. */
  delta: z.number().int(),
  reason: ledgerReasonSchema,
  balanceAfter: z.number().int(),
  createdAt: z.string(),
});
export type CreditHistoryEntry = z.infer<typeof creditHistoryEntrySchema>;

/** The reading a charge, refund or voice reactivation was for, while it is in the library. */
export const ledgerReadingSchema = z.object({
  readingId: z.string(),
  routeId: readingRouteIdSchema,
  appName: z.string(),
  firstName: z.string().nullable(),
  partnerName: z.string().nullable(),
  /** Only a completed reading has a page to open. */
  completed: z.boolean(),
});
export type LedgerReading = z.infer<typeof ledgerReadingSchema>;

export const ownCreditHistoryEntrySchema = creditHistoryEntrySchema.extend({
  reading: ledgerReadingSchema.nullable(),
});

export const creditHistoryResponseSchema = z.object({ entries: z.array(ownCreditHistoryEntrySchema) });
export type CreditHistoryResponse = z.infer<typeof creditHistoryResponseSchema>;
