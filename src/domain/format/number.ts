const integer = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** A whole number with thousand separators: 12345.6 → '12,346'. */
export function formatWholeNumber(value: number): string {
  return integer.format(Math.round(value));
}

/** Odometer in kilometres: 12345 → '12,345 km'. */
export function formatKm(km: number): string {
  return `${formatWholeNumber(km)} km`;
}
