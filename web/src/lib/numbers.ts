import { intlLocale } from '@/i18n/i18n';

/**
 * "2.5" in English, "2,5" in German: a figure with a fixed number of decimals in the reader's
 * chosen language (an orb, a transit's weight). `locale` is for tests.
 */
export function formatDecimal(value: number, digits: number, locale?: string): string {
  return new Intl.NumberFormat(locale ?? intlLocale(), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** "12,345" in English, "12.345" in German: a count in the reader's chosen language. */
export function formatCount(value: number, locale?: string): string {
  return new Intl.NumberFormat(locale ?? intlLocale()).format(value);
}
