/**
 * The 27 search filter attributes of S1 §3 (C-10). Most are value lists (a car matches when its value is one
 * of the selected values); price, km, year, weekly price and subscription price are numeric ranges.
 */
export const VALUE_ATTRIBUTES = [
  'badge',
  'status',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_name',
  'filtered_features',
  'item_type',
  'location_name',
  'make',
  'make_model',
  'model',
  'price_range',
  'seats',
  'body',
  'drive',
  'fuel',
  'transmission',
  'state',
  'tag',
  'certified',
] as const;

export const RANGE_ATTRIBUTES = ['price', 'km', 'year', 'weekly_price_range', 'subscription_price'] as const;

export type ValueAttribute = (typeof VALUE_ATTRIBUTES)[number];
export type RangeAttribute = (typeof RANGE_ATTRIBUTES)[number];
export type FilterAttribute = ValueAttribute | RangeAttribute;

export const FILTER_ATTRIBUTES: readonly FilterAttribute[] = [...VALUE_ATTRIBUTES, ...RANGE_ATTRIBUTES];

/** Attributes whose car value is a list (a car matches when any of its values is selected). */
export const MULTI_VALUE_ATTRIBUTES: readonly ValueAttribute[] = ['categories', 'filtered_features'];

/** Ranges that carry min/max stats in every response (price, km, year, weekly price). */
export const STATS_ATTRIBUTES = [
  'price',
  'km',
  'year',
  'weekly_price_range',
] as const satisfies readonly RangeAttribute[];
export type StatsAttribute = (typeof STATS_ATTRIBUTES)[number];

/** At most this many values per facet (C-22), fewer for the location facets (C-41). */
export const FACET_VALUE_LIMIT = 21;
export const FACET_VALUE_LIMITS: Partial<Record<ValueAttribute, number>> = {
  city: 20,
  dealership_name: 40,
  // C-37: a selected make's model list shows up to 30 models.
  make_model: 30,
};

/**
 * price_range buckets: a car's bucket is the last one whose `min` is ≤ its price. Zero-price cars have none.
 * Labels are what the facet shows and what the URL carries.
 */
export const PRICE_RANGE_BUCKETS = [
  { min: 1, label: 'Under $10,000' },
  { min: 10_000, label: '$10,000 - $20,000' },
  { min: 20_000, label: '$20,000 - $30,000' },
  { min: 30_000, label: '$30,000 - $40,000' },
  { min: 40_000, label: '$40,000 - $50,000' },
  { min: 50_000, label: '$50,000 - $75,000' },
  { min: 75_000, label: '$75,000 - $100,000' },
  { min: 100_000, label: '$100,000 and over' },
] as const;

export function priceRangeLabel(price: number): string | null {
  let label: string | null = null;
  for (const bucket of PRICE_RANGE_BUCKETS) if (price >= bucket.min) label = bucket.label;
  return label;
}

export function isValueAttribute(name: string): name is ValueAttribute {
  return (VALUE_ATTRIBUTES as readonly string[]).includes(name);
}

export function isRangeAttribute(name: string): name is RangeAttribute {
  return (RANGE_ATTRIBUTES as readonly string[]).includes(name);
}
