import { describe, expect, it } from 'vitest';
import { normalisedAddress, welcomeAddressHash } from './welcome-grants';

describe('the address a welcome grant is kept under', () => {
  it('is the same for spellings that reach one inbox', () => {
    expect(normalisedAddress(' Ada.Lovelace@Gmail.com ')).toBe('adalovelace@gmail.com');
    expect(normalisedAddress('ada.love.lace+orrery@googlemail.com')).toBe('adalovelace@gmail.com');
    expect(normalisedAddress('Ada+second@Example.com')).toBe('ada@example.com');
    expect(welcomeAddressHash('A.DA@gmail.com')).toBe(welcomeAddressHash('ada+x@googlemail.com'));
  });

  it('keeps dots that matter outside Gmail, and other mailboxes apart', () => {
    expect(normalisedAddress('ada.lovelace@example.com')).toBe('ada.lovelace@example.com');
    expect(welcomeAddressHash('ada.lovelace@example.com')).not.toBe(
      welcomeAddressHash('adalovelace@example.com'),
    );
    expect(welcomeAddressHash('ada@example.com')).not.toBe(welcomeAddressHash('ada@example.org'));
  });

  it('keeps nothing readable of the address', () => {
    expect(welcomeAddressHash('ada@example.com')).toMatch(/^[0-9a-f]{64}$/);
  });
});
