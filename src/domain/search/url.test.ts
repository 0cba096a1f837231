import { describe, expect, it } from 'vitest';
import { FILTER_ATTRIBUTES } from './attributes';
import { EMPTY_SEARCH_STATE, type SearchState } from './state';
import { parseSearchUrl, searchUrlInputFromHref, serializeSearchUrl, type SearchUrlContext } from './url';
import { ALL_ROUTES, ctx } from './url-test-fixtures';

const state = (patch: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH_STATE, ...patch });

function parse(href: string, context: SearchUrlContext = ctx) {
  const input = searchUrlInputFromHref(href);
  if (!input) throw new Error(`not a search URL: ${href}`);
  return parseSearchUrl(input, context);
}

function parsedOk(href: string, context: SearchUrlContext = ctx) {
  const result = parse(href, context);
  if (result.kind !== 'ok') throw new Error(`${href}: ${JSON.stringify(result)}`);
  return result;
}

describe('C-3 serializeSearchUrl: car type, make, make:model and price in the path, the rest in the query', () => {
  it('writes the canonical form /search/{route}/{make}/{model}/price-{min}-{max}?…', () => {
    const s = state({
      query: 'sr5',
      page: 2,
      sortBy: 'price_asc',
      refinements: {
        car_type: ['used'],
        make: ['Toyota'],
        make_model: ['Toyota:HiLux'],
        colour: ['White', 'Silver'],
      },
      ranges: { price: { min: 10000, max: 30000 }, km: { max: 50000 } },
    });
    expect(serializeSearchUrl(s, ctx)).toBe(
      '/search/used-cars/toyota/hilux/price-10000-30000?query=sr5&colour=White&colour=Silver&km=%3A50000&sortBy=price_asc&page=2',
    );
  });

  it('uses the all-stock route when no car type is selected', () => {
    expect(serializeSearchUrl(EMPTY_SEARCH_STATE, ctx)).toBe('/search/new-used-and-demo-cars');
  });

  it('writes half-open price ranges with the open side empty', () => {
    expect(serializeSearchUrl(state({ ranges: { price: { min: 10000 } } }), ctx)).toBe(
      '/search/new-used-and-demo-cars/price-10000-',
    );
    expect(serializeSearchUrl(state({ ranges: { price: { max: 20000 } } }), ctx)).toBe(
      '/search/new-used-and-demo-cars/price--20000',
    );
  });

  it('keeps several makes, an unknown make or a model of another make in the query string', () => {
    const twoMakes = state({ refinements: { make: ['Toyota', 'Mazda'] } });
    expect(serializeSearchUrl(twoMakes, ctx)).toBe('/search/new-used-and-demo-cars?make=Toyota&make=Mazda');
    expect(serializeSearchUrl(state({ refinements: { make: ['Lotus'] } }), ctx)).toBe(
      '/search/new-used-and-demo-cars?make=Lotus',
    );
    const otherModel = state({ refinements: { make: ['Toyota'], make_model: ['Mazda:CX-5'] } });
    expect(serializeSearchUrl(otherModel, ctx)).toBe(
      '/search/new-used-and-demo-cars/toyota?make_model=Mazda%3ACX-5',
    );
  });

  it('repeats a parameter per value, so values with commas survive', () => {
    const s = state({ refinements: { price_range: ['$10,000 - $20,000', '$20,000 - $30,000'] } });
    const href = serializeSearchUrl(s, ctx);
    expect(href).toBe(
      '/search/new-used-and-demo-cars?price_range=%2410%2C000+-+%2420%2C000&price_range=%2420%2C000+-+%2430%2C000',
    );
    expect(parsedOk(href).state).toEqual(s);
  });

  it('matches car types as a set and writes them in route order', () => {
    const s = state({ refinements: { car_type: ['demo', 'new'] } });
    expect(serializeSearchUrl(s, ctx)).toBe('/search/new-and-demo-cars');
    expect(parsedOk('/search/new-and-demo-cars').state.refinements.car_type).toEqual(['new', 'demo']);
  });

  it('falls back to the all-stock route plus car_type when the matching route is disabled', () => {
    const noNewAndDemo = { ...ctx, enabledRoutes: ALL_ROUTES.filter((r) => r !== 'new-and-demo-cars') };
    const s = state({ refinements: { car_type: ['new', 'demo'] } });
    const href = serializeSearchUrl(s, noNewAndDemo);
    expect(href).toBe('/search/new-used-and-demo-cars?car_type=new&car_type=demo');
    expect(parsedOk(href, noNewAndDemo).state).toEqual(s);
  });

  it("falls back to the search path's route when the all-stock route is disabled; car_type then replaces it", () => {
    const usedOnly = { ...ctx, enabledRoutes: ['used-cars', 'demo-cars'], searchPath: '/search/used-cars' };
    const s = state({ refinements: { car_type: ['new'] } });
    expect(serializeSearchUrl(s, usedOnly)).toBe('/search/used-cars?car_type=new');
    expect(parsedOk('/search/used-cars?car_type=new', usedOnly).state).toEqual(s);
    // No car type cannot be expressed there: the site offers no all-stock search.
    expect(serializeSearchUrl(EMPTY_SEARCH_STATE, usedOnly)).toBe('/search/used-cars');
  });
});

describe('C-4 the page parameter appears only when it is not 1', () => {
  it('omits page 1 and writes page 3', () => {
    expect(serializeSearchUrl(state({ page: 1 }), ctx)).not.toContain('page');
    expect(serializeSearchUrl(state({ page: 3 }), ctx)).toBe('/search/new-used-and-demo-cars?page=3');
  });

  it('treats ?page=1 as non-canonical', () => {
    const result = parsedOk('/search/used-cars?page=1');
    expect(result.state.page).toBe(1);
    expect(result.canonical).toBe(false);
    expect(result.href).toBe('/search/used-cars');
  });

  it('omits the default sort and writes any other', () => {
    expect(serializeSearchUrl(state({ sortBy: 'relevance' }), ctx)).toBe('/search/new-used-and-demo-cars');
    const custom = { ...ctx, sortKeys: ['latest', 'relevance'] };
    expect(serializeSearchUrl(state({ sortBy: 'relevance' }), custom)).toBe(
      '/search/new-used-and-demo-cars?sortBy=relevance',
    );
    expect(parsedOk('/search/new-used-and-demo-cars', custom).state.sortBy).toBe('latest');
  });
});

describe('C-5 only enabled search routes are search pages', () => {
  it('gives not_found for a disabled route', () => {
    const noDemo = { ...ctx, enabledRoutes: ALL_ROUTES.filter((r) => r !== 'demo-cars') };
    expect(parse('/search/demo-cars', noDemo).kind).toBe('not_found');
    expect(parse('/search/used-cars', noDemo).kind).toBe('ok');
  });
});

describe('C-6 refinementsFromPath: route → car_type', () => {
  it.each([
    ['new-cars', ['new']],
    ['used-cars', ['used']],
    ['demo-cars', ['demo']],
    ['new-and-demo-cars', ['new', 'demo']],
  ])('/search/%s sets car_type %j', (route, carTypes) => {
    const result = parsedOk(`/search/${route}`);
    expect(result.state.refinements).toEqual({ car_type: carTypes });
    expect(result.canonical).toBe(true);
  });

  it('/search/new-used-and-demo-cars sets no car_type refinement', () => {
    expect(parsedOk('/search/new-used-and-demo-cars').state.refinements).toEqual({});
  });
});

describe('C-7 /search/{make} and /search/{make}/{model}', () => {
  it('sets the make refinement and redirects to the canonical route form', () => {
    const result = parsedOk('/search/toyota');
    expect(result.state.refinements).toEqual({ make: ['Toyota'] });
    expect(result.canonical).toBe(false);
    expect(result.href).toBe('/search/new-used-and-demo-cars/toyota');
  });

  it("sets make_model to '{Make}:{Model}' (and the make)", () => {
    const result = parsedOk('/search/toyota/hilux');
    expect(result.state.refinements).toEqual({ make: ['Toyota'], make_model: ['Toyota:HiLux'] });
    expect(result.href).toBe('/search/new-used-and-demo-cars/toyota/hilux');
  });

  it('matches slugs case-insensitively against the facet values', () => {
    const result = parsedOk('/search/used-cars/LAND-ROVER/Range-Rover-Sport');
    expect(result.state.refinements).toEqual({
      car_type: ['used'],
      make: ['Land Rover'],
      make_model: ['Land Rover:Range Rover Sport'],
    });
    expect(result.canonical).toBe(false);
    expect(result.href).toBe('/search/used-cars/land-rover/range-rover-sport');
  });

  it('gives not_found for a make or model the site does not have', () => {
    expect(parse('/search/lotus').kind).toBe('not_found');
    expect(parse('/search/used-cars/toyota/cx-5').kind).toBe('not_found');
    expect(parse('/search/used-cars/toyota/hilux/extra').kind).toBe('not_found');
  });
});

describe('C-8 /search/{dealership_slug}: routes first, then dealerships, then makes', () => {
  it('restricts to the dealership and keeps it in the path', () => {
    const result = parsedOk('/search/city-motors?car_type=used');
    expect(result.dealershipSlug).toBe('city-motors');
    expect(result.state.refinements).toEqual({ car_type: ['used'] });
    expect(result.canonical).toBe(true);
    const s = state({ refinements: { car_type: ['used'], make: ['Mazda'] } });
    expect(serializeSearchUrl(s, ctx, { dealershipSlug: 'city-motors' })).toBe(
      '/search/city-motors/mazda?car_type=used',
    );
  });

  it('prefers a route over a dealership of the same slug, and a dealership over a make', () => {
    const colliding = { ...ctx, dealershipSlugs: ['used-cars', 'mazda'] };
    expect(parsedOk('/search/used-cars', colliding).dealershipSlug).toBeNull();
    const mazda = parsedOk('/search/mazda', colliding);
    expect(mazda.dealershipSlug).toBe('mazda');
    expect(mazda.state.refinements).toEqual({});
  });

  it("does not know another site's dealership", () => {
    expect(parse('/search/other-site-motors').kind).toBe('not_found');
  });
});

describe('C-9 trailing slashes', () => {
  it('reads /search/used-cars/ like /search/used-cars and asks for the redirect', () => {
    const result = parsedOk('/search/used-cars/');
    expect(result.state).toEqual(parsedOk('/search/used-cars').state);
    expect(result.canonical).toBe(false);
    expect(result.href).toBe('/search/used-cars');
  });
});

describe('C-10 the 27 filter attributes', () => {
  it('accepts a parameter for each attribute', () => {
    const values: Record<string, string> = { make_model: 'Toyota:HiLux', seats: '5', car_type: 'used' };
    for (const attribute of FILTER_ATTRIBUTES) {
      const isRange = ['price', 'km', 'year', 'weekly_price_range', 'subscription_price'].includes(attribute);
      const raw = isRange ? '2000:2020' : (values[attribute] ?? 'X');
      const result = parsedOk(`/search/new-used-and-demo-cars?${attribute}=${encodeURIComponent(raw)}`);
      const parsed = isRange ? result.state.ranges : result.state.refinements;
      expect(parsed, attribute).toHaveProperty(attribute);
    }
  });

  it('ignores unknown keys, which do not make the URL non-canonical', () => {
    const result = parsedOk('/search/used-cars?utm_source=mail&gclid=1');
    expect(result.state).toEqual(parsedOk('/search/used-cars').state);
    expect(result.canonical).toBe(true);
    expect(result.ignored.map((i) => i.reason)).toEqual(['unknown_param', 'unknown_param']);
  });

  it('accepts Next.js searchParams records as well as URLSearchParams', () => {
    const result = parseSearchUrl(
      { pathSegments: ['used-cars'], searchParams: { colour: ['White', 'Red'], page: '2', x: undefined } },
      ctx,
    );
    expect(result).toMatchObject({ kind: 'ok', canonical: true, state: { page: 2 } });
  });
});
