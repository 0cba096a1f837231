import { describe, expect, it } from 'vitest';
import { ctx } from './url-test-fixtures';
import { modelStockHref, similarSearchHref, vehicleBreadcrumbs } from './car-links';

const corolla = { carType: 'used', make: 'Toyota', model: 'Corolla', body: 'Hatch' };
const options = { basePath: '/search', configuredModels: null } as const;
const title = '2021 Toyota Corolla Ascent Sport';

describe('B-50 vehicle breadcrumbs', () => {
  it('Home → car type → make → model → body type, all links, then the car', () => {
    expect(vehicleBreadcrumbs(corolla, title, ctx, options)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Used Cars', href: '/search/used-cars' },
      { label: 'Toyota', href: '/search/used-cars/toyota' },
      { label: 'Corolla', href: '/search/used-cars/toyota/corolla' },
      { label: 'Hatches', href: '/search/used-cars/toyota/corolla?body=Hatch' },
      { label: title, href: null },
    ]);
  });

  it('ends at the model for a car without a body type', () => {
    expect(vehicleBreadcrumbs({ ...corolla, body: null }, title, ctx, options).slice(-2)).toEqual([
      { label: 'Corolla', href: '/search/used-cars/toyota/corolla' },
      { label: title, href: null },
    ]);
  });

  it('uses /used-car paths on sites that say so (B-33)', () => {
    const crumbs = vehicleBreadcrumbs(corolla, title, ctx, { ...options, basePath: '/used-car' });
    expect(crumbs.map((crumb) => crumb.href)).toEqual([
      '/',
      '/used-car/used-cars',
      '/used-car/used-cars/toyota',
      '/used-car/used-cars/toyota/corolla',
      '/used-car/used-cars/toyota/corolla?body=Hatch',
      null,
    ]);
  });

  it('skips the model when the site does not list it (B-51)', () => {
    const crumbs = vehicleBreadcrumbs(corolla, title, ctx, { ...options, configuredModels: ['hilux'] });
    expect(crumbs).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Used Cars', href: '/search/used-cars' },
      { label: 'Toyota', href: '/search/used-cars/toyota' },
      { label: 'Hatches', href: '/search/used-cars/toyota?body=Hatch' },
      { label: title, href: null },
    ]);
  });
});

describe('D-51 similarSearchHref', () => {
  it("searches the car's make, model and body type", () => {
    expect(similarSearchHref(corolla, ctx)).toBe('/search/new-used-and-demo-cars/toyota/corolla?body=Hatch');
  });

  it('leaves the body out when the car has none', () => {
    expect(similarSearchHref({ ...corolla, body: null }, ctx)).toBe(
      '/search/new-used-and-demo-cars/toyota/corolla',
    );
  });
});

describe('issue 12 modelStockHref', () => {
  it("searches the site's stock of the make and model, every car type", () => {
    expect(modelStockHref('Toyota', 'Corolla', ctx)).toBe('/search/new-used-and-demo-cars/toyota/corolla');
  });
});
