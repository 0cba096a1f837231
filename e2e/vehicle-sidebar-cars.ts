/**
 * Prints (JSON) the demo cars' market data (autograb_data, O-11) for the sidebar's browser tests, from the seed
 * generator's own output: generation is pure and the e2e server seeds with the default seed, so the same call
 * gives the same cars (see vehicle-media-cars.ts). Run with tsx.
 */
import { generateDemoData } from '../src/server/db/seed/generate';

export type SidebarTestCar = {
  slug: string;
  stocknum: string;
  price: number;
  inStock: boolean;
  averageMarketPrice: number | null;
  stateAverageMarketPrice: number | null;
};

function carsOf(siteSlug: string): SidebarTestCar[] {
  const data = generateDemoData({ now: new Date(), sites: [siteSlug] });
  const cars: SidebarTestCar[] = [];
  for (const stream of data.stock) {
    for (const batch of stream.batches()) {
      for (const vehicle of batch.vehicles) {
        cars.push({
          slug: vehicle.slug,
          stocknum: vehicle.stocknum,
          price: vehicle.price ?? 0,
          inStock:
            ['in_stock', 'coming_soon'].includes(vehicle.status ?? 'in_stock') &&
            !vehicle.sold &&
            !vehicle.reserved,
          averageMarketPrice: vehicle.autograbAverageMarketPrice ?? null,
          stateAverageMarketPrice: vehicle.autograbStateAverageMarketPrice ?? null,
        });
      }
    }
  }
  return cars;
}

const sites = process.argv.slice(2);
process.stdout.write(JSON.stringify(Object.fromEntries(sites.map((site) => [site, carsOf(site)]))));
