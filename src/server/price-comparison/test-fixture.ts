import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { dealerships, locations, vehicles } from '@/server/db/schema';

export type Listing = Partial<typeof vehicles.$inferInsert> & { slug: string };

/** Inserts cars on a site's first dealership and location (a used 2022 Mazda CX-5 with 40,000 km unless set). */
export async function addListings(db: Database, siteId: number, listings: Listing[]) {
  const [dealership] = await db.select().from(dealerships).where(eq(dealerships.siteId, siteId));
  const [location] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.siteId, siteId), eq(locations.dealershipId, dealership!.id)));
  return db
    .insert(vehicles)
    .values(
      listings.map((listing) => ({
        siteId,
        dealershipId: dealership!.id,
        locationId: location!.id,
        stocknum: listing.slug.toUpperCase(),
        year: 2022,
        km: 40_000,
        make: 'Mazda',
        model: 'CX-5',
        carType: 'used',
        status: 'in_stock',
        ...listing,
      })),
    )
    .returning({ id: vehicles.id, slug: vehicles.slug });
}

/**
 * Mazda CX-5 listings on both isolation sites. The subject 'cx5-subject' (site A: 2022, 40,000 km, $30,000)
 * has eight comparables across the two sites; adjusted to its year and km they are 27,500, 28,000, 30,000,
 * 31,000, 32,000, 33,660, 34,000 and 36,000: P25 29,500, P75 33,745 (→ 33,700), median 31,500.
 * 'cx5-shared' exists on both sites with different prices; 'cx5-only-b' only on site B.
 */
export async function seedValuationListings(db: Database, siteA: number, siteB: number): Promise<void> {
  await addListings(db, siteA, [
    { slug: 'cx5-subject', price: 30_000 },
    { slug: 'cx5-a1', price: 28_000 },
    { slug: 'cx5-a2', price: 32_000, reserved: true },
    { slug: 'cx5-a3', price: 33_000, km: 50_000 },
    // Same make and model written differently: still comparable.
    { slug: 'cx5-a4', price: 31_000, make: ' mazda', model: 'cx-5 ', status: 'coming_soon' },
    // Not comparable: too old, too many km, no price, sold, withdrawn, another model.
    { slug: 'cx5-old', price: 20_000, year: 2020 },
    { slug: 'cx5-far', price: 20_000, km: 70_000 },
    { slug: 'cx5-zero', price: 0 },
    { slug: 'cx5-sold', price: 10_000, status: 'sold', sold: true },
    { slug: 'cx5-withdrawn', price: 10_000, status: 'withdrawn' },
    { slug: 'cx3-a', price: 10_000, model: 'CX-3' },
  ]);
  await addListings(db, siteB, [
    { slug: 'cx5-b1', price: 34_000 },
    { slug: 'cx5-b2', price: 36_000 },
    { slug: 'cx5-b4', price: 30_000 },
    { slug: 'cx5-b3', price: 25_000, year: 2021 },
    { slug: 'cx5-shared', price: 35_000, year: 2020, km: 90_000 },
    { slug: 'cx5-only-b', price: 12_000, year: 2015, km: 150_000 },
  ]);
  await addListings(db, siteA, [
    { slug: 'cx5-shared', price: 30_000, year: 2019, km: 250_000 },
    { slug: 'cx5-no-price', price: 0, year: 2023 },
  ]);
}
