const formats = new Map<string, Intl.NumberFormat>();

/** A price in cents as the buyer pays it, e.g. "€34.99": always two decimals, the currency's sign. */
export function formatPrice(cents: number, currency: string): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-IE', { style: 'currency', currency, minimumFractionDigits: 2 });
    formats.set(currency, format);
  }
  return format.format(cents / 100);
}
