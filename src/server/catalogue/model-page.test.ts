import { beforeAll, describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '@/config';
import { locations, manufacturers, models, offers, vehicles } from '@/server/db/schema';
import type { Database } from '@/server/db/client';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import { canaryHiluxes } from '@/server/db/testing/fixture-car';
import { insertSiteWithDealership } from '@/server/db/testing/site-with-dealership';
import { loadModelPage, type ModelPageSite } from './model-page';

/*
 * Two sites that both have a model slugged 'hilux' (A: Toyota HiLux, B: Toyota HiLux too, with its own cars
 * and offer); A also has an inactive model, and B a model A does not have. Each site's cars carry its canary.
 */
const NOW = new Date('2025-05-10T02:00:00Z');
const DAY = 86_400_000;
const test = databaseForThisFile();
let toyota: number;
const site = { a: { id: 0 }, b: { id: 0 } };

async function seedSite(db: Database, slug: string, canary: string, extraModel: string) {
  const { siteId, dealershipId } = await insertSiteWithDealership(db, { slug, name: `${canary} Motors` });
  const [yard] = await db
    .insert(locations)
    .values({ siteId, dealershipId: dealershipId, name: `${canary} Yard`, slug: 'yard', state: 'QLD' })
    .returning();
  const [hilux, other] = await db
    .insert(models)
    .values([
      { siteId, manufacturerId: toyota, name: 'HiLux', slug: 'hilux', manufacturerBody: 'Ute' },
      { siteId, manufacturerId: toyota, name: extraModel, slug: extraModel.toLowerCase() },
      { siteId, manufacturerId: toyota, name: 'Echo', slug: 'echo', status: 'inactive' },
    ])
    .returning();
  const car = canaryHiluxes(
    { siteId, dealershipId: dealershipId, locationId: yard!.id },
    { slug, canary, now: NOW },
  );
  return { siteId, hilux: hilux!.id, other: other!.id, car };
}

beforeAll(async () => {
  const db = test.db;
  [{ id: toyota }] = (await db
    .insert(manufacturers)
    .values({ name: 'Toyota', slug: 'toyota-mp' })
    .returning({ id: manufacturers.id })) as [{ id: number }];
  const a = await seedSite(db, 'model-a', 'CANARYA', 'Yaris');
  const b = await seedSite(db, 'model-b', 'CANARYB', 'Prado');
  await db.insert(vehicles).values([
    // Site A: 10 listed HiLuxes (one without a real price), one of each that search does not list, a Yaris.
    ...Array.from({ length: 9 }, (_, i) => a.car(i + 1)),
    a.car(10, { price: 0 }),
    a.car(11, { sold: true }),
    a.car(12, { reserved: true }),
    a.car(13, { status: 'sold' }),
    a.car(14, { stocknum: 'HIDDEN' }),
    a.car(15, { model: 'Yaris', price: 20_000 }),
    // Site B: one HiLux of its own.
    b.car(1, { price: 99_000 }),
  ]);
  const expiry = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString().slice(0, 10);
  await db.insert(offers).values([
    { siteId: a.siteId, name: 'CANARYA HiLux offer', modelId: a.hilux, expiry: expiry(30) },
    { siteId: a.siteId, name: 'CANARYA ended HiLux offer', modelId: a.hilux, expiry: expiry(-2) },
    { siteId: a.siteId, name: 'CANARYA Yaris offer', modelId: a.other },
    { siteId: b.siteId, name: 'CANARYB HiLux offer', modelId: b.hilux },
  ]);
  site.a.id = a.siteId;
  site.b.id = b.siteId;
});

function siteOf(id: number, search: Record<string, unknown> = {}): ModelPageSite {
  const config = resolveSiteConfig({ siteSlug: 't', groupSlug: null, layers: { site: { search } } });
  return { id, manufacturer: null, config };
}

const siteA = () => siteOf(site.a.id, { stockFilter: { hiddenStockNumbers: ['HIDDEN'] } });

describe('loadModelPage (B-41, issue 12)', () => {
  it('shows the model with its listed cars: count, price range, the newest 8 and the search link', async () => {
    const page = await loadModelPage(test.db, siteA(), 'hilux', NOW);
    expect(page?.model).toMatchObject({
      title: 'Toyota HiLux',
      make: 'Toyota',
      name: 'HiLux',
      bodyText: 'Ute',
      canonicalPath: '/models/hilux',
    });
    expect(page?.stock.count).toBe(10);
    expect(page?.stock.priceRangeText).toBe('From $41,000 to $49,000');
    expect(page?.stock.searchHref).toBe('/search/new-used-and-demo-cars/toyota/hilux');
    expect(page?.stock.vehicles.map((car) => car.slug)).toEqual(
      Array.from({ length: 8 }, (_, i) => `model-a-car-${i + 1}`),
    );
  });

  it('counts only the cars search lists: sold, reserved, hidden stock numbers and hidden zero prices go', async () => {
    const page = await loadModelPage(
      test.db,
      siteOf(site.a.id, { stockFilter: { hiddenStockNumbers: ['HIDDEN'] }, hideZeroPriceVehicles: true }),
      'hilux',
      NOW,
    );
    expect(page?.stock.count).toBe(9);
    const everyCar = await loadModelPage(test.db, siteOf(site.a.id), 'hilux', NOW);
    expect(everyCar?.stock.count).toBe(11);
  });

  it("lists the model's current offers only: not expired ones, not another model's", async () => {
    const page = await loadModelPage(test.db, siteA(), 'hilux', NOW);
    expect(page?.offers.map((offer) => offer.name)).toEqual(['CANARYA HiLux offer']);
    expect(page?.offers[0]?.href).toMatch(/^\/offers\//);
  });

  it('a model with nothing in stock has a page with no search link and no price', async () => {
    const page = await loadModelPage(test.db, siteOf(site.b.id), 'prado', NOW);
    expect(page?.stock).toEqual({ count: 0, priceRangeText: null, searchHref: null, vehicles: [] });
  });

  it('is null for an unknown, inactive or malformed slug', async () => {
    for (const slug of ['nosuch', 'echo', '', '../hilux', 'hi\u0000lux', 'x'.repeat(300)])
      expect(await loadModelPage(test.db, siteA(), slug, NOW)).toBeNull();
  });
});

describe('tenant isolation', () => {
  it("site A's model slug on site B is null", async () => {
    expect(await loadModelPage(test.db, siteOf(site.b.id), 'yaris', NOW)).toBeNull();
    expect(await loadModelPage(test.db, siteA(), 'prado', NOW)).toBeNull();
  });

  it('the same slug on each site shows only that site’s cars and offers', async () => {
    const a = JSON.stringify(await loadModelPage(test.db, siteA(), 'hilux', NOW));
    const b = await loadModelPage(test.db, siteOf(site.b.id), 'hilux', NOW);
    expect(a).not.toContain('CANARYB');
    expect(JSON.stringify(b)).not.toContain('CANARYA');
    expect(b?.stock).toMatchObject({ count: 1, priceRangeText: 'From $99,000' });
    expect(b?.offers.map((offer) => offer.name)).toEqual(['CANARYB HiLux offer']);
  });
});
