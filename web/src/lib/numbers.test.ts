import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { formatCount, formatDecimal } from './numbers';

describe('numbers in the reader’s language', () => {
  it('writes decimals and thousands as each language does', () => {
    expect(formatDecimal(2.46, 1, 'en-GB')).toBe('2.5');
    expect(formatDecimal(2.46, 1, 'de-DE')).toBe('2,5');
    expect(formatDecimal(3, 1, 'de-DE')).toBe('3,0');
    expect(formatCount(12345, 'en-GB')).toBe('12,345');
    expect(formatCount(12345, 'de-DE')).toBe('12.345');
  });

  it('follows the language the reader chose when no locale is given', async () => {
    await activateLanguage('de');
    expect(formatDecimal(0.25, 2)).toBe('0,25');
    await activateLanguage('en');
    expect(formatDecimal(0.25, 2)).toBe('0.25');
  });
});
