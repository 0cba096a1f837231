import type { SearchHit, SearchResult } from '@/domain/search/state';

/**
 * Hit fields the search page's build never reads: the browser is not sent them with the page (decision 041).
 * The build's signatures take `SearchPageHit`, so the compiler refuses a rule that starts reading one of these
 * until it is taken off this list.
 */
export const FIELDS_NOT_ON_SEARCH_PAGE = [
  'stocknum',
  'colour',
  'city',
  'state',
  'dealershipName',
  'dealershipSlug',
  'weeklyPrice',
  'body',
] as const satisfies readonly (keyof SearchHit)[];

export type SearchPageHit = Omit<SearchHit, (typeof FIELDS_NOT_ON_SEARCH_PAGE)[number]>;

/** An engine result as the search page's build reads it. */
export type SearchPageResult = Omit<SearchResult, 'hits'> & { hits: SearchPageHit[] };

/** A hit without the fields the page never reads. */
export function toSearchPageHit(hit: SearchHit): SearchPageHit {
  const pageHit: Partial<SearchHit> = { ...hit };
  for (const field of FIELDS_NOT_ON_SEARCH_PAGE) delete pageHit[field];
  return pageHit as SearchPageHit;
}
