import type { StockRow } from './load-stock';

/** What a car is found by (issue 3): the same fields, in the same order, as `tokensSql`. */
export function textOf(row: StockRow): string {
  return [
    row.make,
    row.model,
    row.badge,
    row.series,
    row.body,
    row.colour,
    row.fuel,
    row.transmission,
    row.stocknum,
    row.vin,
    row.locationName,
  ]
    .filter((part) => part !== null)
    .join(' ');
}
