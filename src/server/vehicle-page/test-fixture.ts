import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { databaseForThisFile, type FileDatabase } from '@/server/db/testing/database-for-this-file';
import { fixtureCar } from '@/server/db/testing/fixture-car';
import { loadSiteContext, type SiteContext } from '@/server/sites/site-context';

export const NOW = new Date('2026-06-15T02:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

export type VehicleFixture = { siteId: number; carId: number; yardIds: { main: number; annex: number } };

/** The site (its search hides stock number HIDDEN1) and its one dealership, which renames finance. */
async function insertSiteAndDealer(db: Database, slug: string) {
  const [site] = await db
    .insert(s.sites)
    .values({
      slug,
      name: `${slug} Motors`,
      configOverrides: {
        siteUrl: `https://${slug}.test`,
        search: { stockFilter: { hiddenStockNumbers: ['HIDDEN1'] } },
      },
    })
    .returning();
  const siteId = site!.id;
  const [dealer] = await db
    .insert(s.dealerships)
    .values({
      siteId,
      slug: `${slug}-dealer`,
      name: `${slug} Dealer`,
      configOverrides: { vehicle: { actions: { finance: { label: 'Finance Enquiry' } } } },
    })
    .returning();
  return { siteId, dealerId: dealer!.id };
}

/** The primary yard in Brisbane, with a fixed phone, and the Ipswich yard where its cars can also be seen. */
async function insertYards(db: Database, slug: string, siteId: number, dealershipId: number) {
  const [main, annex] = await db
    .insert(s.locations)
    .values([
      {
        siteId,
        dealershipId,
        name: 'Brisbane Yard',
        slug: `${slug}-brisbane`,
        city: 'Brisbane',
        state: 'QLD',
        postcode: '4000',
        phone: '07 3000 0001',
        isPrimary: true,
      },
      {
        siteId,
        dealershipId,
        name: 'Ipswich Yard',
        slug: `${slug}-ipswich`,
        city: 'Ipswich',
        state: 'QLD',
      },
    ])
    .returning();
  await db
    .insert(s.locationDistribution)
    .values({ siteId, locationId: main!.id, distributionLocationId: annex!.id });
  return { main: main!.id, annex: annex!.id };
}

/** 'car-1' to 'car-5': sold inside and outside the retention, a hidden stock number, a caravan. Returns car-1's id. */
async function insertCars(
  db: Database,
  siteId: number,
  dealershipId: number,
  yardIds: VehicleFixture['yardIds'],
) {
  const car = (n: number, extra: Partial<typeof s.vehicles.$inferInsert> = {}) => ({
    ...fixtureCar(n, { siteId, dealershipId, locationId: yardIds.main }),
    price: 30000,
    simpleBody: 'SUV',
    ...extra,
  });
  const [first] = await db
    .insert(s.vehicles)
    .values([
      car(1, { dealercomments: 'One owner.', features: ['Sunroof'], videoUrl: 'https://youtu.be/abc' }),
      car(2, { status: 'sold', sold: true, soldAt: new Date(NOW.getTime() - DAY_MS) }),
      car(3, { status: 'sold', sold: true, soldAt: new Date(NOW.getTime() - 4 * DAY_MS) }),
      car(4, { stocknum: 'HIDDEN1' }),
      car(5, { locationId: yardIds.annex, itemType: 'caravan', make: 'Jayco', model: 'Journey' }),
    ])
    .returning({ id: s.vehicles.id });
  return first!.id;
}

/** Photos and spin frames (inserted out of order), a hotspot, variant specs and a view count for one car. */
async function insertCarDetails(db: Database, siteId: number, vehicleId: number) {
  await db.insert(s.vehicleImages).values(
    [1, 0].map((position) => ({
      siteId,
      vehicleId,
      position,
      url: `/media/car/${position}.jpg`,
      thumbUrl: `/media/car/${position}-thumb.jpg`,
    })),
  );
  await db
    .insert(s.spinFrames)
    .values(
      [1, 0].map((frameIndex) => ({ siteId, vehicleId, frameIndex, url: `/media/spin/${frameIndex}.jpg` })),
    );
  await db.insert(s.spinHotspots).values({
    siteId,
    vehicleId,
    view: 'exterior',
    frameIndex: 0,
    x: 40,
    y: 50,
    title: 'Wheels',
    description: '19-inch alloys',
  });
  await db.insert(s.vehicleVariantSpecs).values({ siteId, vehicleId, cylinders: 4, torque: 252 });
  await db.insert(s.vehicleViewCounts).values({ siteId, vehicleId, views: 17 });
}

/**
 * A site for the vehicle page: one dealership (its layer renames finance and sets a fixed phone) with a primary
 * yard in Brisbane and a second yard in Ipswich where Brisbane's cars can also be seen; 'car-1' with photos,
 * spin frames and hotspots, variant specs and views; sold cars inside and outside the 3-day retention; a hidden
 * stock number; a caravan. Slugs repeat across fixture sites on purpose (tenant tests).
 */
export async function insertVehicleFixture(db: Database, slug: string): Promise<VehicleFixture> {
  const { siteId, dealerId } = await insertSiteAndDealer(db, slug);
  const yardIds = await insertYards(db, slug, siteId, dealerId);
  const carId = await insertCars(db, siteId, dealerId, yardIds);
  await insertCarDetails(db, siteId, carId);
  return { siteId, carId, yardIds };
}

export type VehicleSites = { a: VehicleFixture; b: VehicleFixture; siteA: SiteContext; siteB: SiteContext };

/**
 * For one test file: a database of its own holding two vehicle fixture sites, `{prefix}-a` (`a`, context
 * `siteA`) and `{prefix}-b` (`b`, `siteB`), whose slugs repeat on purpose (tenant tests).
 */
export function vehicleSitesForThisFile(prefix: string): FileDatabase<VehicleSites> {
  return databaseForThisFile(async (db) => {
    const a = await insertVehicleFixture(db, `${prefix}-a`);
    const b = await insertVehicleFixture(db, `${prefix}-b`);
    return { a, b, siteA: await loadSiteContext(db, a.siteId), siteB: await loadSiteContext(db, b.siteId) };
  });
}

/** A car only fixture site `b` has: 'only-on-b' (stock B1), a used 2020 Kia Sportage at its main yard. */
export async function insertCarOnlyOnB(db: Database, b: VehicleFixture): Promise<void> {
  const [dealer] = await db.select().from(s.dealerships).where(eq(s.dealerships.siteId, b.siteId));
  await db.insert(s.vehicles).values({
    siteId: b.siteId,
    dealershipId: dealer!.id,
    locationId: b.yardIds.main,
    slug: 'only-on-b',
    stocknum: 'B1',
    year: 2020,
    make: 'Kia',
    model: 'Sportage',
    carType: 'used',
  });
}
