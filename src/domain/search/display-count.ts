import type { SearchResult, SearchState } from './state';

/** C-27: more than 1999 hits is a large count. */
export const LARGE_COUNT_THRESHOLD = 1999;

export function isLargeCount(count: number): boolean {
  return count > LARGE_COUNT_THRESHOLD;
}

/**
 * C-27 `displayCount`: a large count shows the site's configured stock count when set, else the car_type facet
 * total, else the engine's count. Facets are disjunctive (a facet ignores its own filter), so only the selected
 * car types are summed; otherwise /search/used-cars would show new and demo cars in its total.
 */
export function displayCount(
  count: number,
  facets: SearchResult['facets'],
  config: { stockCountOverride: number | null },
  refinements: SearchState['refinements'] = {},
): number {
  if (!isLargeCount(count)) return count;
  if (config.stockCountOverride !== null) return config.stockCountOverride;
  const carTypes = facets.car_type ?? [];
  const selected = refinements.car_type;
  const counted = selected ? carTypes.filter((facet) => selected.includes(facet.value)) : carTypes;
  return counted.length > 0 ? counted.reduce((sum, facet) => sum + facet.count, 0) : count;
}
