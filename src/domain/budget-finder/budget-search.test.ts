import { describe, expect, it } from 'vitest';
import { parseSearchUrl, searchUrlInputFromHref } from '@/domain/search/url';
import { ctx } from '@/domain/search/url-test-fixtures';
import {
  BUDGET_FALLBACK_MAX_PRICE,
  budgetPoolFromResult,
  budgetPoolState,
  budgetSearchHref,
  isBudgetOutOfPool,
  sortKeyFor,
  type BudgetLinkContext,
} from './budget-search';

const link: BudgetLinkContext = {
  enabledRoutes: ctx.enabledRoutes,
  searchPath: ctx.searchPath,
  sortKeys: ctx.sortKeys,
  priceDescKey: 'price_desc',
  priceAscKey: 'price_asc',
};

describe('sortKeyFor', () => {
  const options = [
    { key: 'relevance', sort: 'custom_rank:desc' },
    { key: 'dearest', sort: 'price:desc' },
  ];
  it("finds the site's key for a sort, or null", () => {
    expect(sortKeyFor(options, 'price:desc')).toBe('dearest');
    expect(sortKeyFor(options, 'price:asc')).toBeNull();
  });
});

describe('F-53 budgetSearchHref', () => {
  it('search sorted by price descending, priced 1000 to the budget', () => {
    expect(budgetSearchHref(38000, [], link)).toBe(
      '/search/new-used-and-demo-cars/price-1000-38000?sortBy=price_desc',
    );
  });

  it('F-60 with the selected body types', () => {
    expect(budgetSearchHref(54000, ['SUV', 'Ute'], link)).toBe(
      '/search/new-used-and-demo-cars/price-1000-54000?body=SUV&body=Ute&sortBy=price_desc',
    );
  });

  it('is the canonical form the search page reads back', () => {
    const href = budgetSearchHref(38000, ['Hatch'], link);
    const parsed = parseSearchUrl(searchUrlInputFromHref(href)!, ctx);
    expect(parsed).toMatchObject({
      kind: 'ok',
      canonical: true,
      state: {
        sortBy: 'price_desc',
        refinements: { body: ['Hatch'] },
        ranges: { price: { min: 1000, max: 38000 } },
      },
    });
  });

  it('a budget under $1,000 still gives a valid range; a fractional budget is rounded', () => {
    expect(budgetSearchHref(0, [], link)).toBe(
      '/search/new-used-and-demo-cars/price-1000-1000?sortBy=price_desc',
    );
    expect(budgetSearchHref(38000.4, [], link)).toContain('/price-1000-38000?');
  });

  it("without a price-descending sort the site's default sort stays (no sortBy)", () => {
    expect(budgetSearchHref(38000, [], { ...link, priceDescKey: null })).toBe(
      '/search/new-used-and-demo-cars/price-1000-38000',
    );
  });

  it("on a site without the all-stock route, the search path's route", () => {
    const usedOnly = { ...link, enabledRoutes: ['used-cars'], searchPath: '/search/used-cars' };
    expect(budgetSearchHref(38000, [], usedOnly)).toBe(
      '/search/used-cars/price-1000-38000?sortBy=price_desc',
    );
  });
});

describe('F-59 budgetPoolState', () => {
  it('price > 1000, cheapest first, with the bodies', () => {
    expect(budgetPoolState(link, ['SUV'])).toEqual({
      query: '',
      page: 1,
      sortBy: 'price_asc',
      refinements: { body: ['SUV'] },
      ranges: { price: { min: 1001 } },
    });
    expect(budgetPoolState({ ...link, priceAscKey: null }, []).sortBy).toBe('relevance');
    expect(budgetPoolState(link, []).refinements).toEqual({});
  });
});

describe('F-59 budgetPoolFromResult', () => {
  const result = (count: number, prices: number[], stats: { min: number; max: number } | null) => ({
    count,
    hits: prices.map((price) => ({ price })),
    stats: { price: stats },
  });

  it('the cheapest pool car is the first hit when sorted by price ascending', () => {
    expect(budgetPoolFromResult(result(3, [12500, 20000], { min: 0, max: 85000 }), true)).toEqual({
      count: 3,
      minPrice: 12500,
      maxPrice: 85000,
    });
  });

  it('unsorted: the stats minimum only when it is inside the pool', () => {
    expect(budgetPoolFromResult(result(3, [20000], { min: 12500, max: 85000 }), false).minPrice).toBe(12500);
    expect(budgetPoolFromResult(result(3, [20000], { min: 1000, max: 85000 }), false).minPrice).toBeNull();
  });

  it('missing price stats: the fallback max is 100,000 (X-20)', () => {
    expect(BUDGET_FALLBACK_MAX_PRICE).toBe(100000);
    expect(budgetPoolFromResult(result(0, [], null), true)).toEqual({
      count: 0,
      minPrice: null,
      maxPrice: 100000,
    });
  });
});

describe('F-57 isBudgetOutOfPool', () => {
  const pool = { count: 4, minPrice: 12500, maxPrice: 85000 };
  it('below the cheapest car: out', () => {
    expect(isBudgetOutOfPool(12499, pool)).toBe(true);
    expect(isBudgetOutOfPool(12500, pool)).toBe(false);
  });

  it('an empty pool buys nothing; an unknown pool never blocks', () => {
    expect(isBudgetOutOfPool(1_000_000, { count: 0, minPrice: null, maxPrice: 100000 })).toBe(true);
    expect(isBudgetOutOfPool(0, null)).toBe(false);
    expect(isBudgetOutOfPool(0, { count: 2, minPrice: null, maxPrice: 100000 })).toBe(false);
  });
});
