import { describe, expect, it } from 'vitest';
import { ctx } from '@/domain/search/url-test-fixtures';
import { pathEntries, searchLandingPaths, vehicleEntries } from './sitemap-entries';

describe('searchLandingPaths', () => {
  const input = { searchCategories: [], searchPath: '/search/new-used-and-demo-cars', ctx };

  it("lists the 'Our Stock' routes, then the home's search path, each once", () => {
    expect(
      searchLandingPaths({ ...input, searchCategories: ['new-cars', 'used-cars', 'new-used-and-demo-cars'] }),
    ).toEqual(['/search/new-cars', '/search/used-cars', '/search/new-used-and-demo-cars']);
  });

  it('falls back to the enabled routes when the site lists no categories, as the header does', () => {
    expect(
      searchLandingPaths({ ...input, ctx: { ...ctx, enabledRoutes: ['used-cars', 'demo-cars'] } }),
    ).toEqual([
      '/search/used-cars',
      '/search/demo-cars',
      // search.path names a disabled route: its page is a 404, so it is not listed.
    ]);
  });

  it('keeps a dealership route, lists a make as its canonical URL and drops slugs that name nothing', () => {
    expect(
      searchLandingPaths({
        ...input,
        searchCategories: ['city-motors', 'toyota', 'no-such-thing', 'demo-cars'],
      }),
    ).toEqual([
      '/search/city-motors',
      '/search/new-used-and-demo-cars/toyota',
      '/search/demo-cars',
      '/search/new-used-and-demo-cars',
    ]);
  });
});

describe('sitemap entries', () => {
  it('are paths without a date, and car pages with their last change', () => {
    const updatedAt = new Date('2026-06-01T10:00:00Z');
    expect(pathEntries(['/', '/models'])).toEqual([
      { path: '/', lastModified: null },
      { path: '/models', lastModified: null },
    ]);
    expect(vehicleEntries([{ slug: 'kia sportage/1', updatedAt }])).toEqual([
      { path: '/cars/kia%20sportage%2F1', lastModified: updatedAt },
    ]);
  });
});
