import { describe, expect, it } from 'vitest';
import { searchApiQuery } from './api-query';
import { EMPTY_SEARCH_STATE, type SearchState } from './state';
import { parseSearchUrl } from './url';
import { ctx } from './url-test-fixtures';

const state = (partial: Partial<SearchState>): SearchState => ({
  ...EMPTY_SEARCH_STATE,
  sortBy: ctx.sortKeys[0]!,
  ...partial,
});

describe('searchApiQuery', () => {
  it('puts every refinement, range, sort and page in the query string', () => {
    const query = searchApiQuery(
      state({
        query: 'hilux sr5',
        page: 3,
        refinements: { car_type: ['used'], make: ['Toyota', 'Mazda'] },
        ranges: { price: { min: 10_000, max: 30_000 }, km: { max: 50_000 } },
      }),
    );
    expect(query).toBe(
      `query=hilux+sr5&car_type=used&make=Toyota&make=Mazda&price=10000%3A30000&km=%3A50000&sortBy=${ctx.sortKeys[0]}&page=3`,
    );
  });

  it('reads back to the same state through the API parser', () => {
    const original = state({
      query: 'ranger',
      page: 2,
      refinements: { car_type: ['new', 'demo'], body: ['ute'], price_range: ['$10,000 - $20,000'] },
      ranges: { year: { min: 2018 }, weekly_price_range: { max: 300 } },
    });
    const parsed = parseSearchUrl(
      { pathSegments: [], searchParams: new URLSearchParams(searchApiQuery(original)) },
      ctx,
    );
    expect(parsed.kind === 'ok' && parsed.state).toEqual(original);
  });
});
