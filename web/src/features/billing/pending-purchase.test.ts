import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/lib/memory-storage';
import {
  PENDING_PURCHASE_MAX_AGE_MS,
  peekPendingPurchase,
  savePendingPurchase,
  takePendingPurchase,
} from './pending-purchase';

describe('a purchase picked before signing in', () => {
  it('resumes once after sign-in', () => {
    const storage = new MemoryStorage();
    savePendingPurchase(storage, { tierId: 3, billing: 'subscription', savedAt: 5_000 });
    // Looking (while the address waits for confirmation) leaves it in place.
    expect(peekPendingPurchase(storage, 6_000)?.tierId).toBe(3);
    expect(takePendingPurchase(storage, 6_000)).toEqual({
      tierId: 3,
      billing: 'subscription',
      savedAt: 5_000,
    });
    expect(takePendingPurchase(storage, 6_000)).toBeNull();
  });

  it('is dropped when old or malformed, so nobody is sent to a checkout they did not just choose', () => {
    const storage = new MemoryStorage();
    savePendingPurchase(storage, { tierId: 3, billing: 'one_time', savedAt: 0 });
    expect(takePendingPurchase(storage, PENDING_PURCHASE_MAX_AGE_MS + 1)).toBeNull();
    storage.setItem(
      'orrery.pendingPurchase',
      JSON.stringify({ tierId: '3', billing: 'one_time', savedAt: 0 }),
    );
    expect(takePendingPurchase(storage, 1)).toBeNull();
    storage.setItem('orrery.pendingPurchase', JSON.stringify({ tierId: 3, billing: 'yearly', savedAt: 0 }));
    expect(takePendingPurchase(storage, 1)).toBeNull();
    storage.setItem('orrery.pendingPurchase', 'not json');
    expect(takePendingPurchase(storage, 1)).toBeNull();
  });
});
