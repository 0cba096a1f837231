import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_STATE, type SearchState } from '../state';
import { ctx } from '../url-test-fixtures';
import { filterChips, rangeChipLabel } from './chips';

const link = (state: Partial<SearchState>, dealershipSlug: string | null = null) => ({
  state: { ...EMPTY_SEARCH_STATE, ...state },
  ctx,
  dealershipSlug,
});

describe('applied-filter chips (issue 17)', () => {
  it('one chip per filter, worded, each linking to the search without it from page 1', () => {
    const chips = filterChips(
      link({
        query: 'sr5',
        page: 3,
        sortBy: 'price_asc',
        near: { postcode: '4000', radiusKm: 50 },
        refinements: { car_type: ['used'], make: ['Toyota'], make_model: ['Toyota:HiLux'], body: ['suv'] },
        ranges: { price: { min: 10_000, max: 30_000 }, km: { max: 50_000 } },
      }),
      {},
    );
    expect(chips.map((chip) => [chip.label, chip.removeHref])).toEqual([
      [
        '“sr5”',
        '/search/used-cars/toyota/hilux/price-10000-30000?body=suv&km=%3A50000&postcode=4000&radius=50&sortBy=price_asc',
      ],
      [
        'Within 50 km of 4000',
        '/search/used-cars/toyota/hilux/price-10000-30000?query=sr5&body=suv&km=%3A50000&sortBy=price_asc',
      ],
      [
        'Used',
        '/search/new-used-and-demo-cars/toyota/hilux/price-10000-30000?query=sr5&body=suv&km=%3A50000&postcode=4000&radius=50&sortBy=price_asc',
      ],
      [
        'Toyota',
        '/search/used-cars/price-10000-30000?query=sr5&body=suv&km=%3A50000&postcode=4000&radius=50&sortBy=price_asc',
      ],
      [
        'Toyota HiLux',
        '/search/used-cars/toyota/price-10000-30000?query=sr5&body=suv&km=%3A50000&postcode=4000&radius=50&sortBy=price_asc',
      ],
      [
        'SUV',
        '/search/used-cars/toyota/hilux/price-10000-30000?query=sr5&km=%3A50000&postcode=4000&radius=50&sortBy=price_asc',
      ],
      [
        'Price: $10,000 – $30,000',
        '/search/used-cars/toyota/hilux?query=sr5&body=suv&km=%3A50000&postcode=4000&radius=50&sortBy=price_asc',
      ],
      [
        'Kms: up to 50,000 km',
        '/search/used-cars/toyota/hilux/price-10000-30000?query=sr5&body=suv&postcode=4000&radius=50&sortBy=price_asc',
      ],
    ]);
  });

  it('removing the postcode also leaves Nearest first; a postcode without a radius reads Near', () => {
    const [chip] = filterChips(link({ sortBy: 'distance', near: { postcode: '4000', radiusKm: null } }), {});
    expect(chip).toEqual({ key: 'near', label: 'Near 4000', removeHref: '/search/new-used-and-demo-cars' });
  });

  it('none without filters, and the dealership of a dealership page is the page, not a chip', () => {
    expect(filterChips(link({}), {})).toEqual([]);
    expect(filterChips(link({ sortBy: 'latest', page: 2 }, 'city-motors'), {})).toEqual([]);
  });

  it('words ranges by their ends', () => {
    expect(rangeChipLabel('year', { min: 2018 })).toBe('Year: from 2018');
    expect(rangeChipLabel('weekly_price_range', { max: 300 })).toBe('Weekly: up to $300/wk');
    expect(rangeChipLabel('km', { min: 1000, max: 20_000 })).toBe('Kms: 1,000 km – 20,000 km');
  });
});
