import { z } from 'zod';

/**
 * The daily note's settings as the profile shows them. `email` is `pending` between switching it
 * on and following the confirmation link (double opt-in): no note goes by email before that.
 */
export const dailySettingsSchema = z.object({
  email: z.enum(['off', 'pending', 'on']),
  push: z.boolean(),
  /** The local hour the note is sent at, 0 to 23. */
  hour: z.number().int().min(0).max(23),
  /** The IANA zone that hour is read in. */
  timeZone: z.string(),
  /** How many browsers of this account receive the note by push. */
  pushDevices: z.number().int(),
  /** The server's VAPID public key (base64url) for PushManager.subscribe; null when push cannot be offered. */
  vapidPublicKey: z.string().nullable(),
  /** Whether the server sends mail at all; without it only push is offered. */
  emailAvailable: z.boolean(),
  /** When the next note is due (UTC), or null when neither channel is on. */
  nextAt: z.string().nullable(),
});
export type DailySettings = z.infer<typeof dailySettingsSchema>;

export const dailySettingsUpdateSchema = z.strictObject({
  email: z.boolean(),
  push: z.boolean(),
  hour: z.number().int().min(0).max(23),
  timeZone: z.string().min(1).max(64),
});
export type DailySettingsUpdate = z.infer<typeof dailySettingsUpdateSchema>;

const base64url = z.string().regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url');

/** What `PushSubscription.toJSON()` gives in a browser. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url().max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url.max(200), auth: base64url.max(100) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.strictObject({ endpoint: z.url().max(1000) });

export const dailyTokenQuerySchema = z.object({ token: z.string().min(16).max(512) });
