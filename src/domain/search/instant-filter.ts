import type { FacetValue } from './state';

/** C-96 `toInstantFilter`: the site's search filters with every ':' replaced by '=' (values included). */
export function toInstantFilter(filters: string): string {
  return filters.replaceAll(':', '=');
}

/** C-98: simple_body shows 4 values, or 20 when the site configures its own body types. */
export const BODY_FACET_LIMIT = 4;
export const CUSTOM_BODY_FACET_LIMIT = 20;

/**
 * C-98 `sortBodyFacets`: count descending, then name descending (as the spec says, not ascending), then cut to
 * the limit. Names compare by code unit so the order is the same in every runtime locale.
 */
export function sortBodyFacets(
  values: readonly FacetValue[],
  customBodyTypes: readonly string[] | null,
): FacetValue[] {
  const limit = customBodyTypes && customBodyTypes.length > 0 ? CUSTOM_BODY_FACET_LIMIT : BODY_FACET_LIMIT;
  return [...values]
    .sort((a, b) => b.count - a.count || (a.value < b.value ? 1 : a.value > b.value ? -1 : 0))
    .slice(0, limit);
}
