const formats = new Map<string, Intl.NumberFormat>();

/**
 * A price in cents as the buyer pays it, "€34.99" (or "34,99 €" in `locale` de-DE): always two
 * decimals, the currency's sign.
 */
export function formatPrice(cents: number, currency: string, locale = 'en-IE'): string {
  const key = `${locale} ${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 });
    formats.set(key, format);
  }
  return format.format(cents / 100);
}
