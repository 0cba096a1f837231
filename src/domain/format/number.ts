const integer = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** Odometer in kilometres: 12345 → '12,345 km'. */
export function formatKm(km: number): string {
  return `${integer.format(Math.round(km))} km`;
}
