import { beforeAll, describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '@/config';
import { dealerships, locations, manufacturers, sites, vehicles } from '@/server/db/schema';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import { loadStockPickers } from './stock-pickers';

/* Site A stocks Toyota utes and an MG SUV (and has a sold Kia); site B stocks only a Mazda sedan. */
const test = databaseForThisFile();
const site = { a: 0, b: 0 };
const config = resolveSiteConfig({ siteSlug: 't', groupSlug: null, layers: {} });

async function seedSite(slug: string, cars: Partial<typeof vehicles.$inferInsert>[]) {
  const { db } = test;
  const [row] = await db.insert(sites).values({ slug, name: slug }).returning();
  const siteId = row!.id;
  const [dealer] = await db.insert(dealerships).values({ siteId, slug: 'main', name: 'Main' }).returning();
  const [yard] = await db
    .insert(locations)
    .values({ siteId, dealershipId: dealer!.id, name: 'Yard', slug: 'yard' })
    .returning();
  await db.insert(vehicles).values(
    cars.map((values, n) => ({
      siteId,
      dealershipId: dealer!.id,
      locationId: yard!.id,
      slug: `${slug}-${n}`,
      stocknum: `S${n}`,
      year: 2024,
      make: 'Toyota',
      model: 'HiLux',
      carType: 'used',
      price: 30_000,
      ...values,
    })),
  );
  return siteId;
}

beforeAll(async () => {
  await test.db.insert(manufacturers).values([
    { name: 'Toyota', slug: 'toyota-sp', logoUrl: '/media/logo/Toyota/eb0a1e.svg' },
    { name: 'MG', slug: 'mg-sp' },
    { name: 'Kia', slug: 'kia-sp' },
    { name: 'Mazda', slug: 'mazda-sp' },
  ]);
  site.a = await seedSite('pickers-a', [
    { simpleBody: 'Ute' },
    { simpleBody: 'Ute' },
    { make: 'Mg', model: 'ZS', simpleBody: 'suv' },
    { make: 'Kia', model: 'Rio', simpleBody: 'Hatch', sold: true },
  ]);
  site.b = await seedSite('pickers-b', [{ make: 'Mazda', model: 'Mazda3', simpleBody: 'Sedan' }]);
});

describe('loadStockPickers (L-13, L-14)', () => {
  it('picks the makes and bodies in stock, each to its stock search, and the manufacturers stocked', async () => {
    const pickers = await loadStockPickers(test.db, { id: site.a, config });
    expect(pickers.makes).toEqual([
      { label: 'Mg', href: '/search/new-used-and-demo-cars/mg' },
      { label: 'Toyota', href: '/search/new-used-and-demo-cars/toyota' },
    ]);
    expect(pickers.bodies.map((option) => option.label)).toEqual(['SUV', 'Ute']);
    for (const option of pickers.bodies) expect(option.href).toMatch(/^\/search\/new-used-and-demo-cars/);
    expect(pickers.manufacturers).toEqual([
      {
        id: expect.any(Number),
        name: 'MG',
        slug: 'mg-sp',
        logoUrl: null,
        href: '/search/new-used-and-demo-cars/mg',
      },
      {
        id: expect.any(Number),
        name: 'Toyota',
        slug: 'toyota-sp',
        logoUrl: '/media/logo/Toyota/eb0a1e.svg',
        href: '/search/new-used-and-demo-cars/toyota',
      },
    ]);
  });

  it('tenant isolation: a site never picks another site’s makes, bodies or manufacturers', async () => {
    const pickers = await loadStockPickers(test.db, { id: site.b, config });
    expect(pickers.makes.map((option) => option.label)).toEqual(['Mazda']);
    expect(pickers.bodies.map((option) => option.label)).toEqual(['Sedan']);
    expect(pickers.manufacturers.map((manufacturer) => manufacturer.name)).toEqual(['Mazda']);
  });
});
