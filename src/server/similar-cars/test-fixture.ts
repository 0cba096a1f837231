import type { Database } from '@/server/db/client';
import { vehicleImages } from '@/server/db/schema';
import { addListings } from '@/server/price-comparison/test-fixture';

/**
 * Similar cars on the isolation sites. Site A's 'kia-subject' (Kia Sportage SUV, $30,000: band 20,000..40,000)
 * has, in expected order: Sportages sp-1 (31,000), sp-2 (28,500), sp-3 (35,000, make and model in lower case),
 * sp-edge (40,000, the band's edge); then SUVs suv-1 (30,200) and suv-2 (33,000); kia-cerato (29,000, same
 * make) would be seventh. Left out: out of band, sold, coming soon, reserved, and site B's cars.
 */
export async function seedSimilarCars(db: Database, siteA: number, siteB: number) {
  const suv = { make: 'Kia', model: 'Sportage', simpleBody: 'SUV', year: 2023, km: 12_000 };
  const rows = await addListings(db, siteA, [
    { slug: 'kia-subject', ...suv, price: 30_000 },
    { slug: 'sp-1', ...suv, price: 31_000, badge: 'GT-Line ' },
    { slug: 'sp-2', ...suv, price: 28_500 },
    { slug: 'sp-3', ...suv, make: 'kia', model: 'sportage', price: 35_000 },
    { slug: 'sp-edge', ...suv, price: 40_000 },
    { slug: 'sp-far', ...suv, price: 40_001 },
    { slug: 'sp-sold', ...suv, price: 30_000, status: 'sold', sold: true },
    { slug: 'sp-soon', ...suv, price: 30_000, status: 'coming_soon' },
    { slug: 'sp-reserved', ...suv, price: 30_000, reserved: true },
    { slug: 'suv-1', make: 'Mazda', model: 'CX-5', simpleBody: 'SUV', price: 30_200 },
    { slug: 'suv-2', make: 'Toyota', model: 'RAV4', simpleBody: 'suv', price: 33_000 },
    { slug: 'kia-cerato', make: 'Kia', model: 'Cerato', simpleBody: 'Hatch', price: 29_000 },
    {
      slug: 'caravan',
      make: 'Jayco',
      model: 'Journey',
      simpleBody: 'SUV',
      price: 30_100,
      itemType: 'caravan',
    },
    { slug: 'no-price', ...suv, price: 0 },
    { slug: 'no-price-2', ...suv, price: 0 },
  ]);
  const id = (slug: string) => rows.find((row) => row.slug === slug)!.id;
  await db.insert(vehicleImages).values([
    { siteId: siteA, vehicleId: id('sp-1'), position: 1, url: '/sp-1-b.jpg', thumbUrl: '/sp-1-b-t.jpg' },
    { siteId: siteA, vehicleId: id('sp-1'), position: 0, url: '/sp-1-a.jpg', thumbUrl: '/sp-1-a-t.jpg' },
  ]);
  await addListings(db, siteB, [
    { slug: 'kia-subject', make: 'Kia', model: 'Sportage', simpleBody: 'SUV', price: 50_000 },
    { slug: 'sp-b', make: 'Kia', model: 'Sportage', simpleBody: 'SUV', price: 30_000 },
    { slug: 'only-b', make: 'Kia', model: 'Sportage', simpleBody: 'SUV', price: 60_000 },
  ]);
  return { id };
}
