import { describe, expect, it } from 'vitest';
import { buildSearchBreadcrumbs, searchPageTitle, withBasePath } from './breadcrumbs';
import { pluralBodyLabel } from '@/domain/stock/value-labels';
import { EMPTY_SEARCH_STATE, type SearchState } from './state';
import { ctx } from './url-test-fixtures';

const search = { basePath: '/search', configuredModels: null, dealershipSlug: null } as const;

function state(refinements: SearchState['refinements'], extra: Partial<SearchState> = {}): SearchState {
  return { ...EMPTY_SEARCH_STATE, ...extra, refinements };
}

// The colour is below the crumb levels, so every level links somewhere other than this page.
const whiteUsedToyotaCorollaSuv = state({
  car_type: ['used'],
  make: ['Toyota'],
  make_model: ['Toyota:Corolla'],
  body: ['SUV'],
  colour: ['White'],
});

describe('B-50 breadcrumbs: Home → car type plus category → make → model → body type → title', () => {
  it('names every level, each linking to the search up to it', () => {
    expect(buildSearchBreadcrumbs(whiteUsedToyotaCorollaSuv, ctx, search)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Used Cars', href: '/search/used-cars' },
      { label: 'Toyota', href: '/search/used-cars/toyota' },
      { label: 'Corolla', href: '/search/used-cars/toyota/corolla' },
      { label: 'SUVs', href: '/search/used-cars/toyota/corolla?body=SUV' },
      { label: 'Used Toyota Corolla SUVs for sale', href: null },
    ]);
  });

  it('adds a single category to the car type crumb', () => {
    const family = state({ car_type: ['new', 'demo'], categories: ['Family'], make: ['Mazda'] });
    expect(buildSearchBreadcrumbs(family, ctx, search)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'New & Demo Family Cars', href: '/search/new-and-demo-cars?categories=Family' },
      { label: 'New & Demo Family Mazda Cars for sale', href: null },
    ]);
  });

  it("says 'All Stock' when no car type is selected", () => {
    expect(buildSearchBreadcrumbs(state({ make: ['Land Rover'] }), ctx, search)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'All Stock', href: '/search/new-used-and-demo-cars' },
      { label: 'Land Rover Cars for sale', href: null },
    ]);
  });

  it('skips crumbs without a value, and those with several values', () => {
    const twoMakes = state({ car_type: ['used'], make: ['Toyota', 'Mazda'], body: ['Hatch'] });
    expect(buildSearchBreadcrumbs(twoMakes, ctx, search)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Used Cars', href: '/search/used-cars' },
      { label: 'Hatches', href: '/search/used-cars?body=Hatch' },
      { label: 'Used Hatches for sale', href: null },
    ]);
  });

  it('links crumbs to the first page with the default sort and no keywords', () => {
    const deep = state(
      { car_type: ['demo'], make: ['Mazda'], colour: ['Red'] },
      { query: 'turbo', page: 3, sortBy: 'price_asc' },
    );
    expect(buildSearchBreadcrumbs(deep, ctx, search)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Demo Cars', href: '/search/demo-cars' },
      { label: 'Mazda', href: '/search/demo-cars/mazda' },
      { label: 'Demo Mazda Cars for sale', href: null },
    ]);
  });
});

describe('B-52 the last crumb is the page title, not a link', () => {
  it('leaves out a crumb that would link to the page itself', () => {
    const { colour: _colour, ...hierarchyOnly } = whiteUsedToyotaCorollaSuv.refinements;
    expect(buildSearchBreadcrumbs(state(hierarchyOnly), ctx, search)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Used Cars', href: '/search/used-cars' },
      { label: 'Toyota', href: '/search/used-cars/toyota' },
      { label: 'Corolla', href: '/search/used-cars/toyota/corolla' },
      { label: 'Used Toyota Corolla SUVs for sale', href: null },
    ]);
    expect(buildSearchBreadcrumbs(state({ car_type: ['used'] }), ctx, search)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Used Cars for sale', href: null },
    ]);
    expect(buildSearchBreadcrumbs(EMPTY_SEARCH_STATE, ctx, search)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'All Stock for sale', href: null },
    ]);
  });

  it('keeps the crumb for the same selection on another page of results', () => {
    expect(buildSearchBreadcrumbs(state({ car_type: ['used'] }, { page: 2 }), ctx, search)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Used Cars', href: '/search/used-cars' },
      { label: 'Used Cars for sale', href: null },
    ]);
  });

  it('of two neighbours with the same label keeps the deeper one', () => {
    const sameName = { ...ctx, makes: [...ctx.makes, 'Mini'], models: [...ctx.models, 'Mini:Mini'] };
    const mini = state({ make: ['Mini'], make_model: ['Mini:Mini'], body: ['Hatch'], seats: ['4'] });
    expect(buildSearchBreadcrumbs(mini, sameName, search)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'All Stock', href: '/search/new-used-and-demo-cars' },
      { label: 'Mini', href: '/search/new-used-and-demo-cars/mini/mini' },
      { label: 'Hatches', href: '/search/new-used-and-demo-cars/mini/mini?body=Hatch' },
      { label: 'Mini Mini Hatches for sale', href: null },
    ]);
  });
});

describe('B-51 the model crumb only for configured models', () => {
  it('names a model whose slug is configured, by its own slug or with its make', () => {
    const labels = (configuredModels: string[] | null) =>
      buildSearchBreadcrumbs(whiteUsedToyotaCorollaSuv, ctx, { ...search, configuredModels }).map(
        (c) => c.label,
      );
    const full = ['Home', 'Used Cars', 'Toyota', 'Corolla', 'SUVs', 'Used Toyota Corolla SUVs for sale'];
    expect(labels(null)).toEqual(full);
    expect(labels(['corolla', 'hilux'])).toEqual(full);
    expect(labels(['toyota-corolla'])).toEqual(full);
    expect(labels(['hilux'])).toEqual([
      'Home',
      'Used Cars',
      'Toyota',
      'SUVs',
      'Used Toyota Corolla SUVs for sale',
    ]);
    expect(labels([])).toEqual(['Home', 'Used Cars', 'Toyota', 'SUVs', 'Used Toyota Corolla SUVs for sale']);
  });

  it('without the model crumb, the body crumb links to the make with that body', () => {
    const crumbs = buildSearchBreadcrumbs(whiteUsedToyotaCorollaSuv, ctx, {
      ...search,
      configuredModels: [],
    });
    expect(crumbs[3]).toEqual({ label: 'SUVs', href: '/search/used-cars/toyota?body=SUV' });
  });

  it('has no model crumb for a model of another make', () => {
    const mismatch = state({ make: ['Mazda'], make_model: ['Toyota:Corolla'] });
    expect(buildSearchBreadcrumbs(mismatch, ctx, search)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'All Stock', href: '/search/new-used-and-demo-cars' },
      { label: 'Mazda', href: '/search/new-used-and-demo-cars/mazda' },
      { label: 'Mazda Cars for sale', href: null },
    ]);
  });
});

describe('B-33 breadcrumb links use /search or /used-car', () => {
  it('swaps the prefix of every search link', () => {
    expect(
      buildSearchBreadcrumbs(whiteUsedToyotaCorollaSuv, ctx, { ...search, basePath: '/used-car' }),
    ).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Used Cars', href: '/used-car/used-cars' },
      { label: 'Toyota', href: '/used-car/used-cars/toyota' },
      { label: 'Corolla', href: '/used-car/used-cars/toyota/corolla' },
      { label: 'SUVs', href: '/used-car/used-cars/toyota/corolla?body=SUV' },
      { label: 'Used Toyota Corolla SUVs for sale', href: null },
    ]);
    expect(withBasePath('/search/demo-cars?body=Ute', '/used-car')).toBe('/used-car/demo-cars?body=Ute');
    expect(withBasePath('/search/demo-cars', '/search')).toBe('/search/demo-cars');
  });

  it('stays on a dealership page', () => {
    const dealership = { ...search, dealershipSlug: 'city-motors' };
    expect(buildSearchBreadcrumbs(state({ car_type: ['used'], make: ['Toyota'] }), ctx, dealership)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Used Cars', href: '/search/city-motors?car_type=used' },
      { label: 'Used Toyota Cars for sale', href: null },
    ]);
  });
});

describe('searchPageTitle', () => {
  it('reads car type, category, make, model and body', () => {
    expect(searchPageTitle(whiteUsedToyotaCorollaSuv)).toBe('Used Toyota Corolla SUVs for sale');
    expect(searchPageTitle(state({ car_type: ['new'] }))).toBe('New Cars for sale');
    expect(searchPageTitle(state({ car_type: ['demo', 'new'] }))).toBe('New & Demo Cars for sale');
    expect(searchPageTitle(state({ car_type: ['used', 'new'] }))).toBe('New & Used Cars for sale');
    expect(searchPageTitle(state({ make: ['Mazda'], make_model: ['Mazda:CX-5'] }))).toBe(
      'Mazda CX-5 for sale',
    );
    expect(searchPageTitle(state({ categories: ['Off Road'], body: ['Ute'] }))).toBe(
      'Off Road Utes for sale',
    );
  });

  it("is 'All Stock for sale' with nothing selected or every car type", () => {
    expect(searchPageTitle(EMPTY_SEARCH_STATE)).toBe('All Stock for sale');
    expect(searchPageTitle(state({ car_type: ['used', 'demo', 'new'] }))).toBe('All Stock for sale');
    expect(searchPageTitle(state({ colour: ['Red'], make: ['Toyota', 'Mazda'] }))).toBe('All Stock for sale');
  });

  it('reads stored codes as words, in the site’s own words and noun where it has them (issue 17)', () => {
    expect(searchPageTitle(state({ car_type: ['used'], body: ['suv'] }))).toBe('Used SUVs for sale');
    expect(searchPageTitle(state({ body: ['peopleMover'] }))).toBe('People Movers for sale');
    const wording = {
      nounPlural: 'Caravans',
      valueLabels: { body: { popTop: 'Pop Top' }, car_type: { new: 'Brand New' } },
      countNoun: { one: 'caravan', other: 'caravans' },
    };
    expect(searchPageTitle(state({ car_type: ['new'] }), wording)).toBe('Brand New Caravans for sale');
    expect(searchPageTitle(state({ body: ['popTop'] }), wording)).toBe('Pop Tops for sale');
    expect(searchPageTitle(EMPTY_SEARCH_STATE, wording)).toBe('All Stock for sale');
    const crumbs = buildSearchBreadcrumbs(state({ car_type: ['used'] }), ctx, {
      basePath: '/search',
      configuredModels: null,
      dealershipSlug: null,
      wording,
    });
    expect(crumbs.map((crumb) => crumb.label)).toEqual(['Home', 'Used Caravans for sale']);
  });
});

describe('pluralBodyLabel', () => {
  it('words and pluralises the body types of the stock, stored as codes or as words', () => {
    const bodies = ['suv', 'sedan', 'hatch', 'bus', '4x4', 'cabChassis', 'People Mover', 'ute'];
    expect(bodies.map((body) => pluralBodyLabel(body))).toEqual([
      'SUVs',
      'Sedans',
      'Hatches',
      'Buses',
      '4x4s',
      'Cab Chassis',
      'People Movers',
      'Utes',
    ]);
  });
});
