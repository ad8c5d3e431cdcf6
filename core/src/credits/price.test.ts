import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

describe('prices on the pricing cards and receipts', () => {
  it('show the euro sign and two decimals', () => {
    expect(formatPrice(3499, 'EUR')).toBe('€34.99');
    expect(formatPrice(1000, 'EUR')).toBe('€10.00');
    expect(formatPrice(999, 'GBP')).toBe('£9.99');
  });
});
