import type { FinanceLender } from '@/domain/finance/finance-summary';
import type { GeoPoint } from '@/domain/geo/distance';
import type { CarListing } from '@/domain/stock/car';
import type { RangeAttribute, StatsAttribute, ValueAttribute } from './attributes';

/**
 * Near-me search (decision 054, near.ts), as the URL asks for it. `origin` is never read from a URL: the
 * server places the postcode before the engine runs, and leaves it out when the postcode is not a place (the
 * search then ignores distance).
 */
export type NearSearch = { postcode: string; radiusKm: number | null; origin?: GeoPoint };

/** Where the near-me postcode was found ('Brisbane City QLD 4000'), or null when it was not. */
export type NearResult = { postcode: string; place: string | null; unavailable?: boolean };

/** Inclusive bounds; a missing side is open. */
export type NumericRange = { min?: number; max?: number };

/**
 * The search state (C-1): what the URL holds and what the engines answer. `refinements` holds the selected
 * values per value attribute (OR within an attribute, AND across attributes); `ranges` the numeric bounds.
 * An attribute with no selection is absent, never an empty list.
 */
export type SearchState = {
  query: string;
  /** 1-based. */
  page: number;
  /** A key of the site's `search.sortOptions` (e.g. 'relevance'). */
  sortBy: string;
  refinements: Partial<Record<ValueAttribute, string[]>>;
  ranges: Partial<Record<RangeAttribute, NumericRange>>;
  /** Near-me (decision 054): absent when no postcode is given. */
  near?: NearSearch;
};

export const SEARCH_PAGE_SIZE = 21;

export const EMPTY_SEARCH_STATE: SearchState = {
  query: '',
  page: 1,
  sortBy: 'relevance',
  refinements: {},
  ranges: {},
};

/** offset = (page − 1) × 21 (C-18). */
export function offsetForPage(page: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * SEARCH_PAGE_SIZE;
}

/** One card of a result page: exactly the fields a search card renders (C-51..C-62). */
export type SearchHit = CarListing & {
  body: string | null;
  transmission: string | null;
  fuel: string | null;
  weeklyPrice: number | null;
  /** The car's youX quote (O-10), when it has one: the card finance line's first choice (F-43). */
  youxWeeklyRepayment: number | null;
  youxComparisonRate: number | null;
  youxAdvertisedRate: number | null;
  /** The car's lender record for the site's finance provider (F-26), when it has one: the card finance line. */
  financeLender: FinanceLender | null;
  views: number;
  locationName: string;
  city: string | null;
  state: string | null;
  dealershipSlug: string;
  dealershipName: string;
  imageUrl: string | null;
  imageCount: number;
  createdAt: string;
  /** Km from the searched postcode to the car's yard (near-me searches only; null when the yard has no position). */
  distanceKm?: number | null;
};

export type FacetValue = { value: string; count: number };
export type RangeStats = { min: number; max: number } | null;

/** The engines' answer (S1 §7): one page of hits, the total, disjunctive facets, stats, pages and time. */
export type SearchResult = {
  hits: SearchHit[];
  count: number;
  facets: Partial<Record<ValueAttribute, FacetValue[]>>;
  stats: Record<StatsAttribute, RangeStats>;
  page: number;
  pages: number;
  ms: number;
  /** A near-me search's postcode and where it was placed (absent without a postcode). */
  near?: NearResult;
};

/** Both engines finish a result the same way: the requested page (at least 1), the page count, the time taken. */
export function finishSearchResult(
  parts: Pick<SearchResult, 'hits' | 'count' | 'facets' | 'stats' | 'near'>,
  state: SearchState,
  startedAt: number,
): SearchResult {
  return {
    ...parts,
    page: Math.max(1, Math.floor(state.page)),
    pages: Math.ceil(parts.count / SEARCH_PAGE_SIZE),
    ms: performance.now() - startedAt,
  };
}
