const wholeDollars = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const dollarsAndCents = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Australian dollars to the cent: 42.5 → '$42.50', 1234.5 → '$1,234.50'. */
export function formatMoneyCents(amount: number): string {
  const cents = Math.round(amount * 100);
  return dollarsAndCents.format(cents === 0 ? 0 : cents / 100);
}

/** Australian dollars, whole dollars, thousand separators: 30000 → '$30,000'. */
export function formatMoney(amount: number): string {
  // Rounding first keeps -0.4 from rendering as '-$0'.
  const rounded = Math.round(amount);
  return wholeDollars.format(rounded === 0 ? 0 : rounded);
}

/** Prices of 10 or less are placeholders, never real prices (S2 §4 price display): show the no-price text. */
export const MIN_DISPLAYED_PRICE = 10;

export function formatPriceOrText(price: number | null, noPriceText: string): string {
  return price !== null && price > MIN_DISPLAYED_PRICE ? formatMoney(price) : noPriceText;
}
