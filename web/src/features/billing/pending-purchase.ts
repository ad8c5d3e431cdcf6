// Types only: the header decides where sign-in leads with this module, and zod stays out of the
// first visit's JavaScript.
import type { BillingType } from '@orrery/core/api/billing';
import { parseStoredObject } from '@/lib/memory-storage';

const KEY = 'orrery.pendingPurchase';
/** A purchase picked before signing in resumes only if the sign-in happened soon after. */
export const PENDING_PURCHASE_MAX_AGE_MS = 30 * 60 * 1000;

export interface PendingPurchase {
  tierId: number;
  billing: BillingType;
  savedAt: number;
}

const isBillingType = (value: unknown): value is BillingType =>
  value === 'subscription' || value === 'one_time';

export function hasPendingPurchase(storage: Storage): boolean {
  return storage.getItem(KEY) !== null;
}

export function savePendingPurchase(storage: Storage, purchase: PendingPurchase): void {
  storage.setItem(KEY, JSON.stringify(purchase));
}

/** The pending purchase, if it is recent and well-formed; anything else is removed. */
export function peekPendingPurchase(storage: Storage, now: number): PendingPurchase | null {
  const raw = storage.getItem(KEY);
  if (raw === null) return null;
  const found = parse(raw, now);
  if (!found) storage.removeItem(KEY);
  return found;
}

/** Reads and removes the pending purchase: it resumes once, even if checkout fails to open. */
export function takePendingPurchase(storage: Storage, now: number): PendingPurchase | null {
  const found = peekPendingPurchase(storage, now);
  storage.removeItem(KEY);
  return found;
}

function parse(raw: string, now: number): PendingPurchase | null {
  const stored = parseStoredObject(raw);
  if (!stored) return null;
  const { tierId, billing, savedAt } = stored;
  if (typeof tierId !== 'number' || !Number.isInteger(tierId) || typeof savedAt !== 'number') return null;
  if (!isBillingType(billing) || now - savedAt > PENDING_PURCHASE_MAX_AGE_MS || now < savedAt) return null;
  return { tierId, billing, savedAt };
}
