import { beforeAll, describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '@/config';
import type { Database } from '@/server/db/client';
import { brands, locations, manufacturers, models, offers, vehicles } from '@/server/db/schema';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import { canaryHiluxes } from '@/server/db/testing/fixture-car';
import { insertSiteWithDealership } from '@/server/db/testing/site-with-dealership';
import { loadBrandPage, type BrandPageSite } from './brand-page';
import { brandRedirectPath, loadBrandsPage } from './brands-page';
import { listBrandPageSlugs } from './queries';

/*
 * Two sites that both have a brand slugged 'toyota'. Site A sells Toyota (HiLux with a model page, Yaris
 * without) and Mazda, has a brand that skips its page and one that is not a make. Every row carries its
 * site's canary.
 */
const NOW = new Date('2025-05-10T02:00:00Z');
const DAY = 86_400_000;
const test = databaseForThisFile();
const make = { toyota: 0, mazda: 0 };
const site = { a: 0, b: 0 };

async function seedSite(db: Database, slug: string, canary: string) {
  const { siteId, dealershipId } = await insertSiteWithDealership(db, { slug, name: `${canary} Motors` });
  const yard = (name: string, values: Partial<typeof locations.$inferInsert>) =>
    db
      .insert(locations)
      .values({
        siteId,
        dealershipId: dealershipId,
        name,
        slug: name.toLowerCase().replace(/\W+/g, '-'),
        ...values,
      })
      .returning()
      .then(([location]) => location!.id);
  const toyotaYard = await yard(`${canary} Toyota`, {
    manufacturers: ['Toyota'],
    city: 'Ipswich',
    state: 'QLD',
  });
  await yard(`${canary} Mazda`, { manufacturers: ['Mazda'], state: 'QLD' });
  await yard(`${canary} Hidden Toyota`, { manufacturers: ['Toyota'], isVisible: false, state: 'QLD' });
  const car = canaryHiluxes(
    { siteId, dealershipId: dealershipId, locationId: toyotaYard },
    { slug, canary, now: NOW },
  );
  await db.insert(brands).values([
    {
      siteId,
      manufacturerId: make.toyota,
      title: 'Toyota',
      name: 'Toyota',
      slug: 'toyota',
      make: 'Toyota',
      description: `${canary} Toyota`,
    },
    { siteId, manufacturerId: make.mazda, title: 'Mazda', name: 'Mazda', slug: 'mazda', make: 'Mazda' },
  ]);
  return { siteId, car };
}

beforeAll(async () => {
  const db = test.db;
  const rows = await db
    .insert(manufacturers)
    .values([
      { name: 'Toyota', slug: 'toyota-bp' },
      { name: 'Mazda', slug: 'mazda-bp' },
    ])
    .returning({ id: manufacturers.id });
  [make.toyota, make.mazda] = rows.map((row) => row.id) as [number, number];
  const a = await seedSite(db, 'brand-a', 'CANARYA');
  const b = await seedSite(db, 'brand-b', 'CANARYB');
  await db
    .insert(models)
    .values({ siteId: a.siteId, manufacturerId: make.toyota, name: 'HiLux', slug: 'hilux' });
  await db.insert(brands).values([
    {
      siteId: a.siteId,
      grid: 'group',
      title: 'Used',
      name: 'Used',
      slug: 'used',
      skipBrandPage: true,
      url: '/search/used-cars',
    },
    {
      siteId: a.siteId,
      grid: 'group',
      title: 'Finance',
      name: 'Finance',
      slug: 'finance',
      url: 'https://finance.example',
    },
  ]);
  await db
    .insert(vehicles)
    .values([
      a.car(1),
      a.car(2),
      a.car(3),
      a.car(4, { model: 'Yaris' }),
      a.car(5, { stocknum: 'HIDDEN' }),
      a.car(6, { sold: true }),
      a.car(7, { make: 'Mazda', model: 'CX-5' }),
      b.car(1, { model: 'Prado' }),
    ]);
  const expiry = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString().slice(0, 10);
  await db.insert(offers).values([
    { siteId: a.siteId, name: 'CANARYA Toyota offer', manufacturerId: make.toyota, expiry: expiry(30) },
    { siteId: a.siteId, name: 'CANARYA ended Toyota offer', manufacturerId: make.toyota, expiry: expiry(-2) },
    { siteId: a.siteId, name: 'CANARYA Mazda offer', manufacturerId: make.mazda },
    { siteId: b.siteId, name: 'CANARYB Toyota offer', manufacturerId: make.toyota },
  ]);
  site.a = a.siteId;
  site.b = b.siteId;
});

function siteOf(id: number): BrandPageSite {
  const search = { stockFilter: { hiddenStockNumbers: ['HIDDEN'] } };
  const config = resolveSiteConfig({ siteSlug: 't', groupSlug: null, layers: { site: { search } } });
  return { id, manufacturer: null, config };
}

describe('loadBrandPage (L-10, B-28)', () => {
  it('shows the brand, its models in stock (model page, else stock search), offers and locations', async () => {
    const page = await loadBrandPage(test.db, siteOf(site.a), 'toyota', NOW);
    expect(page?.brand).toMatchObject({ title: 'Toyota', make: 'Toyota', canonicalPath: '/toyota/overview' });
    expect(page?.breadcrumbs.map((crumb) => crumb.href)).toEqual(['/', '/brands', null]);
    expect(page?.stock.count).toBe(4);
    expect(page?.stock.searchHref).toBe('/search/new-used-and-demo-cars/toyota');
    expect(page?.stock.models).toEqual([
      { name: 'HiLux', count: 3, href: '/models/hilux' },
      { name: 'Yaris', count: 1, href: '/search/new-used-and-demo-cars/toyota/yaris' },
    ]);
    expect(page?.offers.map((offer) => offer.name)).toEqual(['CANARYA Toyota offer']);
    expect(page?.locations.map((location) => [location.name, location.href, location.address])).toEqual([
      ['CANARYA Toyota', '/locations/canarya-toyota', 'Ipswich QLD'],
    ]);
  });

  it('a brand that is not a make has its page with no stock, offers or locations', async () => {
    const page = await loadBrandPage(test.db, siteOf(site.a), 'finance', NOW);
    expect(page?.brand.websiteUrl).toBe('https://finance.example');
    expect(page?.stock).toEqual({ count: 0, searchHref: null, models: [] });
    expect(page?.offers).toEqual([]);
    expect(page?.locations).toEqual([]);
  });

  it('is null for an unknown or malformed slug, and for a brand that skips its page (L-11)', async () => {
    for (const slug of ['nosuch', 'used', '', 'Toyota', '../toyota', 'x'.repeat(300)])
      expect(await loadBrandPage(test.db, siteOf(site.a), slug, NOW)).toBeNull();
  });
});

describe('/brands and /brands/{slug}', () => {
  it('lists every brand entry in its grid, skipped pages linking to their target', async () => {
    const grids = await loadBrandsPage(test.db, site.a);
    expect(grids?.map((grid) => [grid.title, grid.brands.map((brand) => brand.href)])).toEqual([
      ['Cars', ['/mazda/overview', '/toyota/overview']],
      ['Group Brands', ['/finance/overview', '/search/used-cars']],
    ]);
  });

  it('redirects a brand with a page to /{slug}/overview, and nothing else', async () => {
    expect(await brandRedirectPath(test.db, site.a, 'toyota')).toBe('/toyota/overview');
    expect(await brandRedirectPath(test.db, site.a, 'used')).toBeNull();
    expect(await brandRedirectPath(test.db, site.a, 'nosuch')).toBeNull();
  });

  it('lists the brand pages for the sitemap', async () => {
    expect(await listBrandPageSlugs(test.db, site.a)).toEqual(['finance', 'mazda', 'toyota']);
  });
});

describe('tenant isolation', () => {
  it("site A's brand on site B is a 404", async () => {
    expect(await loadBrandPage(test.db, siteOf(site.b), 'finance', NOW)).toBeNull();
    expect(await brandRedirectPath(test.db, site.b, 'finance')).toBeNull();
    expect(await listBrandPageSlugs(test.db, site.b)).toEqual(['mazda', 'toyota']);
  });

  it("the same slug on each site shows only that site's stock, offers and locations", async () => {
    const a = await loadBrandPage(test.db, siteOf(site.a), 'toyota', NOW);
    const b = await loadBrandPage(test.db, siteOf(site.b), 'toyota', NOW);
    expect(JSON.stringify(a)).not.toContain('CANARYB');
    expect(JSON.stringify(b)).not.toContain('CANARYA');
    expect(b?.stock.models).toEqual([
      { name: 'Prado', count: 1, href: '/search/new-used-and-demo-cars/toyota/prado' },
    ]);
    expect(b?.offers.map((offer) => offer.name)).toEqual(['CANARYB Toyota offer']);
    expect(
      (await loadBrandsPage(test.db, site.b))?.flatMap((grid) => grid.brands.map((brand) => brand.title)),
    ).toEqual(['Mazda', 'Toyota']);
  });
});
