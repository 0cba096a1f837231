import {
  FACET_VALUE_LIMIT,
  FACET_VALUE_LIMITS,
  priceRangeLabel,
  type RangeAttribute,
  type ValueAttribute,
} from '@/domain/search/attributes';
import type { FacetValue } from '@/domain/search/state';
import type { StockRow } from './load-stock';

/** Code-point order: the same in every engine (database collations differ between PGlite and PostgreSQL). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export type SingleValueAttribute = Exclude<ValueAttribute, 'categories' | 'filtered_features'>;

/** A car's values of one filter attribute (several for the list attributes, none when empty). */
export function rowFacetValues(row: StockRow, attribute: ValueAttribute): string[] {
  if (attribute === 'categories') return [...new Set(row.categories)];
  if (attribute === 'filtered_features') return [...new Set(row.features)];
  const value = rowFacetValue(row, attribute);
  return value === null ? [] : [value];
}

/** A car's value of a single-valued filter attribute, null when empty. */
export function rowFacetValue(row: StockRow, attribute: SingleValueAttribute): string | null {
  switch (attribute) {
    case 'car_type':
      return row.carType;
    case 'item_type':
      return row.itemType;
    case 'dealership_name':
      return row.dealershipName;
    case 'location_name':
      return row.locationName;
    case 'make_model':
      return `${row.make}:${row.model}`;
    case 'price_range':
      return priceRangeLabel(row.price);
    case 'seats':
      return row.seats === null ? null : String(row.seats);
    case 'certified':
      return String(row.certified);
    default:
      return row[attribute];
  }
}

/** A car's value of a numeric range attribute; null never matches a range and never counts in stats. */
export function rowRangeValue(row: StockRow, attribute: RangeAttribute): number | null {
  switch (attribute) {
    case 'weekly_price_range':
      return row.weeklyPrice;
    case 'subscription_price':
      return row.subscriptionPrice;
    default:
      return row[attribute];
  }
}

/** C-22/C-41: non-zero counts, most frequent first, ties by value, at most the attribute's limit. */
export function rankFacetValues(attribute: ValueAttribute, counts: Iterable<FacetValue>): FacetValue[] {
  const limit = FACET_VALUE_LIMITS[attribute] ?? FACET_VALUE_LIMIT;
  return [...counts]
    .filter((facet) => facet.count > 0)
    .map(({ value, count }) => ({ value, count }))
    .sort((a, b) => b.count - a.count || compareText(a.value, b.value))
    .slice(0, limit);
}
