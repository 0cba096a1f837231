import { VALUE_ATTRIBUTES, RANGE_ATTRIBUTES } from './attributes';
import type { SearchState } from './state';
import { formatRangeParam, hasBound } from './url-range';

/**
 * The query string of GET /api/search for a state: every refinement in query form (the API takes the page
 * URL's parameters, and accepts in the query string what the page puts in its path). Used by API clients:
 * the search page's client-side updates and the HTTP benchmark.
 */
export function searchApiQuery(state: SearchState): string {
  const pairs: [string, string][] = [];
  if (state.query !== '') pairs.push(['query', state.query]);
  for (const attribute of VALUE_ATTRIBUTES) {
    for (const value of state.refinements[attribute] ?? []) pairs.push([attribute, value]);
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = state.ranges[attribute];
    if (hasBound(range)) pairs.push([attribute, formatRangeParam(range)]);
  }
  if (state.near) {
    pairs.push(['postcode', state.near.postcode]);
    if (state.near.radiusKm !== null) pairs.push(['radius', String(state.near.radiusKm)]);
  }
  pairs.push(['sortBy', state.sortBy]);
  if (state.page !== 1) pairs.push(['page', String(state.page)]);
  return new URLSearchParams(pairs).toString();
}
