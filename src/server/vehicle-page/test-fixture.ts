import type { Database } from '@/server/db/client';
import * as s from '@/server/db/schema';

export const NOW = new Date('2026-06-15T02:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

export type VehicleFixture = { siteId: number; carId: number; yardIds: { main: number; annex: number } };

/**
 * A site for the vehicle page: one dealership (its layer renames finance and sets a fixed phone) with a primary
 * yard in Brisbane and a second yard in Ipswich where Brisbane's cars can also be seen; 'car-1' with photos,
 * spin frames and hotspots, variant specs and views; sold cars inside and outside the 3-day retention; a hidden
 * stock number; a caravan. Slugs repeat across fixture sites on purpose (tenant tests).
 */
export async function insertVehicleFixture(db: Database, slug: string): Promise<VehicleFixture> {
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
  const [main, annex] = await db
    .insert(s.locations)
    .values([
      {
        siteId,
        dealershipId: dealer!.id,
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
        dealershipId: dealer!.id,
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
  const car = (n: number, extra: Partial<typeof s.vehicles.$inferInsert> = {}) => ({
    siteId,
    dealershipId: dealer!.id,
    locationId: main!.id,
    slug: `car-${n}`,
    stocknum: `S${n}`,
    year: 2021,
    make: 'Mazda',
    model: 'CX-5',
    badge: 'Touring',
    carType: 'used',
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
      car(5, { locationId: annex!.id, itemType: 'caravan', make: 'Jayco', model: 'Journey' }),
    ])
    .returning({ id: s.vehicles.id });
  const vehicleId = first!.id;
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
  return { siteId, carId: vehicleId, yardIds: { main: main!.id, annex: annex!.id } };
}
