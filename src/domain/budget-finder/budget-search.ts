import type { RangeStats, SearchState } from '@/domain/search/state';
import { serializeSearchUrl } from '@/domain/search/url';
import type { SearchUrlContext } from '@/domain/search/url-types';

/** F-59: the budget finder's results pool is the stock priced above $1,000 (prices are whole dollars). */
export const BUDGET_POOL_MIN_PRICE = 1001;

/** F-53 proposal: the button's search starts at $1,000 and ends at the budget. */
export const BUDGET_SEARCH_MIN_PRICE = 1000;

/** F-59/X-20: the pool's highest price when the price stats are missing. */
export const BUDGET_FALLBACK_MAX_PRICE = 100_000;

/**
 * What the budget finder needs to write search URLs: the site's routes and sort keys (the first is the default,
 * left out of canonical URLs), and which keys sort by price. The finder's URLs name no make, model or
 * dealership, so the codec's lists of those are not needed.
 */
export type BudgetLinkContext = Pick<SearchUrlContext, 'enabledRoutes' | 'searchPath' | 'sortKeys'> & {
  /** The site's 'price:desc' sort key (F-53); null when the site offers none. */
  priceDescKey: string | null;
  /** The site's 'price:asc' sort key: the pool's first hit is then its cheapest car; null when none. */
  priceAscKey: string | null;
};

/** The key of the sort option that orders by `sort` ('price:desc'), or null. */
export function sortKeyFor(options: readonly { key: string; sort: string }[], sort: string): string | null {
  return options.find((option) => option.sort === sort)?.key ?? null;
}

function stateFor(
  context: BudgetLinkContext,
  bodies: readonly string[],
  sortKey: string | null,
  price: SearchState['ranges']['price'],
): SearchState {
  return {
    query: '',
    page: 1,
    sortBy: sortKey ?? context.sortKeys[0] ?? 'relevance',
    refinements: bodies.length > 0 ? { body: [...bodies] } : {},
    ranges: { price },
  };
}

/** F-59: the pool for a body selection, cheapest first, as `searchStock` and GET /api/search take it. */
export function budgetPoolState(context: BudgetLinkContext, bodies: readonly string[]): SearchState {
  return stateFor(context, bodies, context.priceAscKey, { min: BUDGET_POOL_MIN_PRICE });
}

/**
 * F-53 `budgetSearchHref`: the canonical search URL, priced $1,000 to the budget (never below $1,000, so the
 * range stays valid), highest price first, with the selected body types (F-60).
 */
export function budgetSearchHref(
  budget: number,
  bodies: readonly string[],
  context: BudgetLinkContext,
): string {
  const max = Math.max(BUDGET_SEARCH_MIN_PRICE, Math.round(budget));
  const state = stateFor(context, bodies, context.priceDescKey, { min: BUDGET_SEARCH_MIN_PRICE, max });
  return serializeSearchUrl(state, { ...context, dealershipSlugs: [], makes: [], models: [] });
}

/** F-57/F-59: how many cars the pool holds and their lowest and highest prices. */
export type BudgetPool = { count: number; minPrice: number | null; maxPrice: number };

/** The parts of a search answer the pool reads. */
export type BudgetPoolResult = {
  count: number;
  hits: readonly { price: number }[];
  stats: { price: RangeStats };
};

/**
 * F-59 the pool from a search answer for `budgetPoolState`. The price stats ignore the price filter (disjunctive
 * faceting), so their minimum may be a car of $1,000 or less: the cheapest pool car is the first hit when the
 * answer is sorted by price ascending, or the stats minimum when that is already inside the pool. Their maximum
 * is the pool's whenever the pool has cars; 100,000 when the stats are missing.
 */
export function budgetPoolFromResult(result: BudgetPoolResult, isSortedByPriceAsc: boolean): BudgetPool {
  const stats = result.stats.price;
  const maxPrice = stats?.max ?? BUDGET_FALLBACK_MAX_PRICE;
  if (result.count === 0) return { count: 0, minPrice: null, maxPrice };
  const first = result.hits[0]?.price;
  if (isSortedByPriceAsc && first !== undefined) return { count: result.count, minPrice: first, maxPrice };
  const minPrice = stats !== null && stats.min >= BUDGET_POOL_MIN_PRICE ? stats.min : null;
  return { count: result.count, minPrice, maxPrice };
}

/**
 * F-57: the button is disabled when the pool is known and the budget buys nothing in it: no cars at all, or a
 * budget below the cheapest. An unknown pool (loading, or the request failed) never blocks the button.
 */
export function isBudgetOutOfPool(budget: number, pool: BudgetPool | null): boolean {
  if (pool === null) return false;
  if (pool.count === 0) return true;
  return pool.minPrice !== null && budget < pool.minPrice;
}
