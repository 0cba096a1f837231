import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '@/server/db/client';
import {
  brands,
  locations,
  manufacturers,
  models,
  offers,
  reviews,
  vehicleImages,
  vehicles,
} from '@/server/db/schema';
import { createTestDatabase } from '.';
import { insertSiteWithDealership } from './site-with-dealership';

/*
 * Two sites whose rows collide on purpose (same vehicle slug and stock number, same location slug), for the
 * home query tests: every query must return only the rows of the site it is asked about.
 */

export type TwoSiteFixture = { siteA: number; siteB: number; ids: Record<string, number> };

type VehicleSeed = Partial<typeof vehicles.$inferInsert> & { slug: string; createdAt: Date };

const seedSite = (db: Database, slug: string) =>
  insertSiteWithDealership(db, { slug, name: `${slug} Motors` });

async function addLocation(
  db: Database,
  siteId: number,
  dealershipId: number,
  values: Partial<typeof locations.$inferInsert> & { name: string; slug: string },
) {
  const [row] = await db
    .insert(locations)
    .values({ siteId, dealershipId, ...values })
    .returning({ id: locations.id });
  return row!.id;
}

async function addVehicle(
  db: Database,
  siteId: number,
  dealershipId: number,
  locationId: number,
  seed: VehicleSeed,
) {
  const [row] = await db
    .insert(vehicles)
    .values({
      siteId,
      dealershipId,
      locationId,
      stocknum: seed.slug,
      year: 2023,
      make: 'Kia',
      model: 'Sportage',
      carType: 'used',
      ...seed,
    })
    .returning({ id: vehicles.id });
  return row!.id;
}

export async function seedTwoSites(db: Database): Promise<TwoSiteFixture> {
  const a = await seedSite(db, 'alpha');
  const b = await seedSite(db, 'bravo');
  const siteA = a.siteId;
  const siteB = b.siteId;
  const ids: Record<string, number> = {};

  const zeta = await addLocation(db, siteA, a.dealershipId, {
    name: 'Zeta Yard',
    slug: 'zeta',
    street: '1 Main St',
    city: 'Brisbane',
    state: 'QLD',
    postcode: '4000',
    dealerLicenseNumber: '3100123',
    motorVehicleRepairer: ' ',
    lat: -27.47,
    long: 153.02,
  });
  await addLocation(db, siteA, a.dealershipId, {
    name: 'Alpha North',
    slug: 'north',
    phone: '07 3000 0000',
    motorVehicleRepairer: 'MRB99',
    city: 'Chermside',
  });
  await addLocation(db, siteA, a.dealershipId, { name: 'Hidden Annex', slug: 'hidden', isVisible: false });
  const bravoYard = await addLocation(db, siteB, b.dealershipId, { name: 'Bravo Yard', slug: 'zeta' });
  ids.zeta = zeta;

  // Site B holds a car with the same slug and stock number as site A's, and newer than all of them.
  await addVehicle(db, siteB, b.dealershipId, bravoYard, {
    slug: 'kia-sportage-1',
    stocknum: 'S1',
    make: 'Mazda',
    model: 'CX-5',
    simpleBody: 'Convertible',
    createdAt: new Date('2025-06-01'),
  });
  ids.carA1 = await addVehicle(db, siteA, a.dealershipId, zeta, {
    slug: 'kia-sportage-1',
    stocknum: 'S1',
    badge: 'GT-Line',
    price: 45990,
    km: 12345,
    simpleBody: 'SUV',
    createdAt: new Date('2025-03-01'),
  });
  ids.carA2 = await addVehicle(db, siteA, a.dealershipId, zeta, {
    slug: 'carnival',
    status: 'coming_soon',
    model: 'Carnival',
    badge: ' ',
    price: 10,
    simpleBody: 'People Mover',
    createdAt: new Date('2025-03-02'),
  });
  await addVehicle(db, siteA, a.dealershipId, zeta, {
    slug: 'sold',
    sold: true,
    simpleBody: 'Ute',
    createdAt: new Date('2025-04-01'),
  });
  await addVehicle(db, siteA, a.dealershipId, zeta, {
    slug: 'reserved',
    reserved: true,
    simpleBody: 'Ute',
    createdAt: new Date('2025-04-02'),
  });
  await addVehicle(db, siteA, a.dealershipId, zeta, {
    slug: 'status-sold',
    status: 'sold',
    simpleBody: 'Ute',
    createdAt: new Date('2025-04-03'),
  });
  for (let i = 1; i <= 8; i += 1) {
    await addVehicle(db, siteA, a.dealershipId, zeta, {
      slug: `older-${i}`,
      simpleBody: 'Sedan',
      createdAt: new Date(`2024-01-0${i}`),
    });
  }
  await db.insert(vehicleImages).values([
    {
      siteId: siteA,
      vehicleId: ids.carA1,
      position: 2,
      url: '/media/a-2.svg',
      thumbUrl: '/media/a-2-thumb.svg',
    },
    {
      siteId: siteA,
      vehicleId: ids.carA1,
      position: 1,
      url: '/media/a-1.svg',
      thumbUrl: '/media/a-1-thumb.svg',
      width: 800,
      height: 600,
    },
  ]);

  const [kia] = await db.insert(manufacturers).values({ name: 'Kia', slug: 'kia' }).returning();
  const [model] = await db
    .insert(models)
    .values({
      siteId: siteA,
      manufacturerId: kia!.id,
      name: 'Sportage',
      slug: 'sportage',
      imageUrl: '/media/model.svg',
    })
    .returning();
  const offer = (name: string, day: number, values: Partial<typeof offers.$inferInsert> = {}) =>
    ({
      siteId: siteA,
      name,
      createdAt: new Date(`2025-05-0${day}`),
      ...values,
    }) as typeof offers.$inferInsert;
  const inserted = await db
    .insert(offers)
    .values([
      offer('No expiry', 1, {
        imageUrl: '/media/offer.svg',
        category: 'Finance offer',
        manufacturerId: kia!.id,
      }),
      offer('Expired yesterday', 2, { expiry: '2025-05-09' }),
      offer('Expires today', 3, { expiry: '2025-05-10', modelId: model!.id }),
      offer('Excludes this site', 4, { excludedWebsiteIds: [siteA] }),
      offer('Excluded but excepted', 5, { excludedWebsiteIds: [siteB, siteA] }),
      offer('Excludes another site', 6, { excludedWebsiteIds: [siteB] }),
      { siteId: siteB, name: 'Bravo offer', createdAt: new Date('2025-05-09') },
    ])
    .returning({ id: offers.id, name: offers.name });
  for (const row of inserted) ids[row.name] = row.id;

  await db.insert(reviews).values([
    { siteId: siteA, customerName: 'Ann', text: 'Great', rating: 5, reviewDate: '2025-01-01' },
    { siteId: siteA, customerName: 'Ben', text: 'Good', rating: 4, reviewDate: '2025-02-01' },
    { siteId: siteA, customerName: 'Cat', text: 'Meh', rating: 3.9, reviewDate: '2025-03-01' },
    { siteId: siteA, customerName: 'Hidden Person', text: 'Hidden', rating: 5, reviewDate: '2025-04-01' },
    { siteId: siteB, customerName: 'Bravo fan', text: 'Other site', rating: 5, reviewDate: '2025-05-01' },
  ]);
  await db.insert(brands).values([
    { siteId: siteA, grid: 'trucks', title: 'Isuzu', name: 'Isuzu', slug: 'isuzu', position: 0 },
    {
      siteId: siteA,
      grid: 'cars',
      title: 'Kia',
      name: 'Kia',
      slug: 'kia',
      position: 2,
      url: 'https://kia.example',
      skipBrandPage: true,
    },
    { siteId: siteA, grid: 'cars', title: 'Mazda', name: 'Mazda', slug: 'mazda', position: 1 },
    { siteId: siteB, grid: 'cars', title: 'Bravo brand', name: 'Bravo', slug: 'bravo', position: 0 },
  ]);
  return { siteA, siteB, ids };
}

export type TwoSiteDatabase = TwoSiteFixture & { db: Database; close: () => Promise<void> };

/**
 * For one test file: a migrated database seeded with the two sites before its tests, closed after them. The
 * returned object is filled in by the time the tests run.
 */
export function twoSitesForThisFile(): TwoSiteDatabase {
  const state = {} as TwoSiteDatabase;
  beforeAll(async () => {
    const test = await createTestDatabase();
    Object.assign(state, { db: test.db, close: () => test.close() }, await seedTwoSites(test.db));
  });
  afterAll(async () => state.close());
  return state;
}

/** The id of a fixture car by its site and slug (tests only). */
export async function vehicleIdBySlug(db: Database, siteId: number, slug: string): Promise<number> {
  const [car] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.siteId, siteId), eq(vehicles.slug, slug)));
  if (!car) throw new Error(`no car ${slug} on site ${siteId}`);
  return car.id;
}

/** Some car of a site, for tests that need another site's car id. */
export async function anyVehicleId(db: Database, siteId: number): Promise<number> {
  const [car] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(eq(vehicles.siteId, siteId))
    .limit(1);
  if (!car) throw new Error(`site ${siteId} has no car`);
  return car.id;
}
