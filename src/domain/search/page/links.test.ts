import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_STATE, type SearchState } from '@/domain/search/state';
import { ctx } from '@/domain/search/url-test-fixtures';
import { searchCardTitle } from './card';
import { facetLinks, getForm, paginationLinks, toggleValue, type LinkContext } from './links';

const state = (patch: Partial<SearchState> = {}): SearchState => ({ ...EMPTY_SEARCH_STATE, ...patch });
const link = (s: SearchState, dealershipSlug: string | null = null): LinkContext => ({
  state: s,
  ctx,
  dealershipSlug,
});

describe('facetLinks', () => {
  it('links each value to the canonical URL with it toggled and the page reset', () => {
    const links = facetLinks('make', [{ value: 'Mazda', count: 3 }], link(state({ page: 4 })));
    expect(links).toEqual([
      { label: 'Mazda', count: 3, href: '/search/new-used-and-demo-cars/mazda', isSelected: false },
    ]);
  });

  it('removes a selected make and its models', () => {
    const selected = state({ refinements: { make: ['Mazda'], make_model: ['Mazda:CX-5'] } });
    expect(toggleValue(selected, 'make', 'Mazda').refinements).toEqual({});
    const [mazda] = facetLinks('make', [{ value: 'Mazda', count: 3 }], link(selected));
    expect(mazda).toMatchObject({ isSelected: true, href: '/search/new-used-and-demo-cars' });
  });

  it('stays on the dealership route', () => {
    const [mazda] = facetLinks('make', [{ value: 'Mazda', count: 1 }], link(state(), 'city-motors'));
    expect(mazda?.href).toBe('/search/city-motors/mazda');
  });
});

describe('getForm', () => {
  it('submits to the path and keeps the other parameters, without the one the form sets', () => {
    const s = state({ query: 'red', refinements: { fuel: ['Diesel'] }, sortBy: 'latest' });
    expect(getForm(s, link(s), ['sortBy'])).toEqual({
      action: '/search/new-used-and-demo-cars',
      hidden: [
        ['query', 'red'],
        ['fuel', 'Diesel'],
      ],
    });
  });
});

describe('paginationLinks', () => {
  it('leaves page 1 out of the URL and marks the current page', () => {
    const pagination = paginationLinks(3, link(state({ page: 2 })));
    expect(pagination.previousHref).toBe('/search/new-used-and-demo-cars');
    expect(pagination.nextHref).toBe('/search/new-used-and-demo-cars?page=3');
    expect(pagination.pages.map((item) => (item === 'gap' ? item : [item.page, item.isCurrent]))).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
  });

  it('shows the first, last and nearby pages with gaps between', () => {
    const pages = paginationLinks(20, link(state({ page: 10 }))).pages;
    expect(pages.map((item) => (item === 'gap' ? item : item.page))).toEqual([
      1,
      'gap',
      8,
      9,
      10,
      11,
      12,
      'gap',
      20,
    ]);
  });
});

describe('searchCardTitle', () => {
  it("reads '{year} {make} {model} {badge} {series}' and skips missing parts", () => {
    expect(searchCardTitle({ year: 2022, make: 'Mazda', model: 'CX-5', badge: 'Maxx', series: null })).toBe(
      '2022 Mazda CX-5 Maxx',
    );
  });
});
