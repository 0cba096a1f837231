import { describe, expect, it } from 'vitest';
import { buildMultiSearchBody, instantSearchParamsSchema } from './instant-search';
import { toInstantSearchResponse } from './instant-search-response';
import { expectedInstantSearchQuery } from './instant-search-test-fixture';
import { ctx } from './url-test-fixtures';

describe('C-95/C-99 buildMultiSearchBody', () => {
  it('sends one query with the index, facets, highlight tags, limit 10 and the site filter', () => {
    expect(
      buildMultiSearchBody({
        index: 'cars_live',
        query: 'hilux',
        siteFilters: 'make:Toyota AND car_type:used',
      }),
    ).toEqual({
      queries: [expectedInstantSearchQuery('cars_live', 'hilux', 'make=Toyota AND car_type=used')],
    });
  });

  it('leaves the filter out when the site has none', () => {
    const [query] = buildMultiSearchBody({ index: 'cars', query: '', siteFilters: ' ' }).queries;
    expect('filter' in query).toBe(false);
  });
});

describe('instantSearchParamsSchema', () => {
  it('accepts up to 100 characters and names the field otherwise', () => {
    expect(instantSearchParamsSchema.safeParse({ q: 'x'.repeat(100) }).success).toBe(true);
    const long = instantSearchParamsSchema.safeParse({ q: 'x'.repeat(101) });
    expect(long.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['q', 'Search text must be at most 100 characters'],
    ]);
    const missing = instantSearchParamsSchema.safeParse({});
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual(['Enter the text to search for']);
  });
});

const car = {
  id: 7,
  slug: 'toyota-hilux-7',
  year: 2021,
  make: 'Toyota',
  model: 'HiLux',
  badge: 'SR5',
  series: null,
  price: 45_990,
  beforePrice: null,
  subscriptionPrice: null,
  preorder: false,
  priceType: null,
  imageUrl: '/media/hilux.svg',
  titleParts: null,
};

describe('toInstantSearchResponse', () => {
  const options = {
    query: 'toyota',
    cards: { subscriptionsEnabled: false, noPriceText: 'Enquire for price.' },
    customBodyTypes: null,
    urlContext: ctx,
  };

  it('builds titles, local highlights, price labels, body shortcuts and the search URL', () => {
    const response = toInstantSearchResponse(
      {
        hits: [car, { ...car, id: 8, slug: 'x/8', price: 0, badge: null, imageUrl: null }],
        bodies: [
          { value: 'Ute', count: 2 },
          { value: 'SUV', count: 3 },
          { value: 'Sedan', count: 2 },
          { value: 'Hatch', count: 1 },
          { value: 'Van', count: 1 },
        ],
        price: { min: 0, max: 45_990 },
      },
      options,
    );
    expect(response).toEqual({
      query: 'toyota',
      hits: [
        {
          id: 7,
          slug: 'toyota-hilux-7',
          href: '/cars/toyota-hilux-7',
          title: '2021 Toyota HiLux SR5',
          titleParts: [
            { text: '2021 ', highlighted: false },
            { text: 'Toyota', highlighted: true },
            { text: ' HiLux SR5', highlighted: false },
          ],
          priceText: '$45,990',
          imageUrl: '/media/hilux.svg',
        },
        {
          id: 8,
          slug: 'x/8',
          href: '/cars/x%2F8',
          title: '2021 Toyota HiLux',
          titleParts: [
            { text: '2021 ', highlighted: false },
            { text: 'Toyota', highlighted: true },
            { text: ' HiLux', highlighted: false },
          ],
          priceText: 'Enquire for price.',
          imageUrl: null,
        },
      ],
      bodies: [
        { value: 'SUV', count: 3, href: '/search/new-used-and-demo-cars?query=toyota&body=SUV' },
        { value: 'Ute', count: 2, href: '/search/new-used-and-demo-cars?query=toyota&body=Ute' },
        { value: 'Sedan', count: 2, href: '/search/new-used-and-demo-cars?query=toyota&body=Sedan' },
        { value: 'Van', count: 1, href: '/search/new-used-and-demo-cars?query=toyota&body=Van' },
      ],
      price: { min: 0, max: 45_990 },
      searchHref: '/search/new-used-and-demo-cars?query=toyota',
    });
  });

  it("keeps a provider's own highlight and 20 bodies when the site has custom body types", () => {
    const marked = [{ text: '2021 Toyota HiLux SR5', highlighted: true }];
    const bodies = Array.from({ length: 22 }, (_, i) => ({ value: `Body ${i}`, count: i }));
    const response = toInstantSearchResponse(
      { hits: [{ ...car, titleParts: marked }], bodies, price: null },
      { ...options, customBodyTypes: ['Off-roader'] },
    );
    expect(response.hits[0]?.titleParts).toEqual(marked);
    expect(response.bodies.map((body) => body.count)).toEqual(Array.from({ length: 20 }, (_, i) => 21 - i));
    expect(response.price).toBeNull();
  });
});
