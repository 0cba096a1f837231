import { describe, expect, it } from 'vitest';
import { ourStockLinks, searchRouteLabel } from './search-routes';

describe('A-27 Our Stock dropdown', () => {
  it('labels the standard search routes', () => {
    expect(searchRouteLabel('new-cars')).toBe('New Cars');
    expect(searchRouteLabel('used-cars')).toBe('Used Cars');
    expect(searchRouteLabel('demo-cars')).toBe('Demo Cars');
    expect(searchRouteLabel('new-and-demo-cars')).toBe('New & Demo Cars');
    expect(searchRouteLabel('new-used-and-demo-cars')).toBe('All Stock');
  });

  it('title-cases other slugs (a make or a dealership)', () => {
    expect(searchRouteLabel('land-rover')).toBe('Land Rover');
  });

  it('has one entry per search category, in order, linking to /search/{slug}', () => {
    expect(ourStockLinks(['new-used-and-demo-cars', 'new-cars', 'used-cars'], ['demo-cars'])).toEqual([
      { label: 'All Stock', href: '/search/new-used-and-demo-cars' },
      { label: 'New Cars', href: '/search/new-cars' },
      { label: 'Used Cars', href: '/search/used-cars' },
    ]);
  });

  it('falls back to the enabled search routes when the site lists no categories', () => {
    expect(ourStockLinks([], ['demo-cars', 'new-and-demo-cars'])).toEqual([
      { label: 'Demo Cars', href: '/search/demo-cars' },
      { label: 'New & Demo Cars', href: '/search/new-and-demo-cars' },
    ]);
  });

  it('drops duplicates, blanks and stray slashes', () => {
    expect(ourStockLinks(['used-cars', '/used-cars/', ' '], [])).toEqual([
      { label: 'Used Cars', href: '/search/used-cars' },
    ]);
  });
});
