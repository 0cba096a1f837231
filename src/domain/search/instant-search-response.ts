import { formatPriceLabel, type PriceLabelConfig } from '@/domain/cards/price-label';
import { highlightTitle } from './highlight';
import { sortBodyFacets } from './instant-filter';
import type { InstantHitDto, InstantSearchResponse, InstantSearchResult } from './instant-search';
import { searchCardTitle } from './page/card';
import { EMPTY_SEARCH_STATE, type SearchState } from './state';
import { serializeSearchUrl, type SearchUrlContext } from './url';

export type InstantResponseOptions = {
  /** Sanitised (C-14). */
  query: string;
  cards: PriceLabelConfig;
  customBodyTypes: readonly string[] | null;
  urlContext: SearchUrlContext;
};

function toHitDto(hit: InstantSearchResult['hits'][number], options: InstantResponseOptions): InstantHitDto {
  const title = searchCardTitle(hit);
  return {
    id: hit.id,
    slug: hit.slug,
    href: `/cars/${encodeURIComponent(hit.slug)}`,
    title,
    titleParts: hit.titleParts ?? highlightTitle(title, options.query),
    priceText: formatPriceLabel(hit, options.cards).text,
    imageUrl: hit.imageUrl,
  };
}

/**
 * A provider's answer as the header box shows it: titles and price labels by the card rules, body shortcuts by
 * C-98 (each a search page URL keeping the query, so its count is what the page shows), and the search page
 * URL for the query.
 */
export function toInstantSearchResponse(
  result: InstantSearchResult,
  options: InstantResponseOptions,
): InstantSearchResponse {
  // The site's default sort, so the URLs stay canonical (no sortBy parameter).
  const sortBy = options.urlContext.sortKeys[0] ?? EMPTY_SEARCH_STATE.sortBy;
  const base: SearchState = { ...EMPTY_SEARCH_STATE, query: options.query, sortBy };
  const sorted = sortBodyFacets(result.bodies, options.customBodyTypes);
  return {
    query: options.query,
    hits: result.hits.map((hit) => toHitDto(hit, options)),
    bodies: sorted.map(({ value, count }) => ({
      value,
      count,
      href: serializeSearchUrl({ ...base, refinements: { body: [value] } }, options.urlContext),
    })),
    price: result.price,
    searchHref: serializeSearchUrl(base, options.urlContext),
  };
}
