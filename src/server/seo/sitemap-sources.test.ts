import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '@/server/db/schema';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import { loadSiteContext } from '@/server/sites/site-context';
import { insertFixtureSite } from '@/server/stock/search/test-fixture';
import { handleSitemapApi } from './sitemap-api';
import { loadSitemapEntries, type SitemapSite } from './sitemap-sources';

const NOW = new Date('2026-06-15T02:00:00Z');
const DAY = 86_400_000;
const EDITED = new Date('2026-06-01T09:30:00Z');
const test = databaseForThisFile();
let alpha: SitemapSite;
let bravo: SitemapSite;

const FIXED = [
  '/',
  '/models',
  '/special-offers',
  '/contact',
  '/careers',
  '/finance',
  '/finance-enquiry',
  '/apply-for-finance',
  '/service',
  '/book-test-drive',
  '/dealerships',
  '/dealer-locator',
];

beforeAll(async () => {
  // Both sites hold a car slugged 'shared': each sitemap lists its own, and nothing only the other has.
  const a = await insertFixtureSite(test.db, {
    slug: 'sitemap-alpha',
    now: NOW,
    overrides: {
      siteUrl: 'https://www.alpha-motors.test',
      search: {
        enabledRoutes: ['new-used-and-demo-cars', 'used-cars'],
        stockFilter: { hiddenStockNumbers: ['HIDDEN'] },
      },
    },
    cars: [
      { make: 'Toyota', model: 'Corolla', slug: 'alpha-corolla', updatedAt: EDITED },
      { make: 'Kia', model: 'Sportage', slug: 'shared', updatedAt: EDITED },
      { make: 'Kia', model: 'Rio', slug: 'alpha-hidden', stocknum: 'HIDDEN' },
      {
        make: 'Kia',
        model: 'Cerato',
        slug: 'alpha-sold-long-ago',
        sold: true,
        soldAt: new Date(NOW.getTime() - 30 * DAY),
      },
      {
        make: 'Kia',
        model: 'Stinger',
        slug: 'alpha-sold-yesterday',
        sold: true,
        soldAt: new Date(NOW.getTime() - DAY),
        updatedAt: EDITED,
      },
    ],
  });
  await test.db
    .update(s.sites)
    .set({ searchCategories: ['used-cars', 'new-cars', 'north'] })
    .where(eq(s.sites.id, a.siteId));
  const b = await insertFixtureSite(test.db, {
    slug: 'sitemap-bravo',
    now: NOW,
    cars: [
      { make: 'Mazda', model: 'CX-5', slug: 'bravo-only', updatedAt: EDITED },
      { make: 'Mazda', model: 'CX-9', slug: 'shared', updatedAt: EDITED },
    ],
  });
  await test.db.insert(s.pages).values([
    { siteId: a.siteId, slug: 'privacy-policy', title: 'Privacy', body: 'APPs.', updatedAt: EDITED },
    { siteId: a.siteId, slug: 'warranty', title: 'Warranty', body: 'ACL.', updatedAt: EDITED },
    { siteId: a.siteId, slug: 'fleet', title: 'Draft', body: 'Soon.', isPublished: false },
    { siteId: b.siteId, slug: 'about-us', title: 'About Bravo', body: 'Bravo.' },
  ]);
  alpha = await loadSiteContext(test.db, a.siteId);
  bravo = await loadSiteContext(test.db, b.siteId);
});

describe('loadSitemapEntries', () => {
  it('lists the fixed pages, the header search routes that answer 200, then every listed car with its lastmod', async () => {
    const entries = await loadSitemapEntries(test.db, alpha, NOW);
    expect(entries.map((entry) => entry.path)).toEqual([
      ...FIXED,
      // Published content pages at their canonical paths (issue 12); the draft is left out.
      '/privacy-policy',
      '/pages/warranty',
      // Every visible location's page (J); the fixture's sites have no models.
      '/locations/bne',
      '/locations/per',
      // 'new-cars' is a category but a disabled route (a 404); search.path comes after the header's routes.
      '/search/used-cars',
      '/search/north',
      '/search/new-used-and-demo-cars',
      '/cars/alpha-corolla',
      '/cars/shared',
      '/cars/alpha-sold-yesterday',
    ]);
    expect(entries.filter((entry) => entry.lastModified !== null)).toEqual([
      { path: '/privacy-policy', lastModified: EDITED },
      { path: '/pages/warranty', lastModified: EDITED },
      { path: '/cars/alpha-corolla', lastModified: EDITED },
      { path: '/cars/shared', lastModified: EDITED },
      { path: '/cars/alpha-sold-yesterday', lastModified: EDITED },
    ]);
  });

  it("never lists another site's cars (tenant isolation)", async () => {
    const alphaPaths = (await loadSitemapEntries(test.db, alpha, NOW)).map((entry) => entry.path);
    const bravoPaths = (await loadSitemapEntries(test.db, bravo, NOW)).map((entry) => entry.path);
    expect(alphaPaths).not.toContain('/cars/bravo-only');
    expect(bravoPaths.filter((path) => path.startsWith('/cars/'))).toEqual([
      '/cars/bravo-only',
      '/cars/shared',
    ]);
    expect(bravoPaths.filter((path) => path.startsWith('/search/'))).toEqual([
      '/search/new-used-and-demo-cars',
      '/search/new-cars',
      '/search/used-cars',
      '/search/demo-cars',
      '/search/new-and-demo-cars',
    ]);
  });
});

describe('handleSitemapApi', () => {
  it("answers absolute URLs on the site's siteUrl, else on the request's host", async () => {
    const withSiteUrl = await handleSitemapApi(test.db, alpha, 'alpha.localhost', null, NOW);
    expect(withSiteUrl.status).toBe(200);
    const xml = withSiteUrl.status === 200 ? withSiteUrl.xml : '';
    expect(xml).toContain('<url><loc>https://www.alpha-motors.test/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://www.alpha-motors.test/cars/shared</loc><lastmod>2026-06-01T09:30:00Z</lastmod></url>',
    );
    const onHost = await handleSitemapApi(test.db, bravo, 'bravo.localhost', null, NOW);
    expect(onHost.status === 200 && onHost.xml).toContain(
      '<loc>https://bravo.localhost/cars/bravo-only</loc>',
    );
  });

  it('has no parts while one file holds every URL, and 404s a malformed part', async () => {
    for (const part of ['1.xml', '0.xml', '01.xml', 'x.xml', '1'])
      expect(await handleSitemapApi(test.db, alpha, 'alpha.localhost', part, NOW)).toEqual({ status: 404 });
  });
});
