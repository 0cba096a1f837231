/**
 * Prints (JSON) the demo cars the media browser tests use, found in the seed generator's own output:
 * generation is pure, and the e2e server seeds with the default seed and `now`, so the same call gives the
 * same slugs (a model year can differ only across a New Year's midnight). Run with tsx (JSON imports).
 */
import { generateDemoData } from '../src/server/db/seed/generate';

export type MediaTestCar = {
  slug: string;
  images: string[];
  thumbs: string[];
  videoUrl: string | null;
  inStock: boolean;
  reserved: boolean;
  frames: string[];
  interiorUrl: string | null;
  exteriorHotspots: { frame: number; title: string; description: string }[];
  interiorHotspots: { title: string; description: string }[];
};

function carsOf(siteSlug: string): MediaTestCar[] {
  const data = generateDemoData({ now: new Date(), sites: [siteSlug] });
  const cars: MediaTestCar[] = [];
  for (const stream of data.stock) {
    for (const batch of stream.batches()) {
      for (const vehicle of batch.vehicles) {
        const own = <T extends { vehicleId: number }>(rows: T[]) =>
          rows.filter((row) => row.vehicleId === vehicle.id);
        const images = own(batch.vehicleImages).sort((a, b) => a.position - b.position);
        const frames = own(batch.spinFrames).sort((a, b) => a.frameIndex - b.frameIndex);
        const hotspots = own(batch.spinHotspots);
        cars.push({
          slug: vehicle.slug,
          images: images.map((image) => image.url),
          thumbs: images.map((image) => image.thumbUrl),
          videoUrl: vehicle.videoUrl ?? null,
          inStock:
            ['in_stock', 'coming_soon'].includes(vehicle.status ?? 'in_stock') &&
            !vehicle.sold &&
            !vehicle.reserved,
          reserved: vehicle.reserved ?? false,
          frames: frames.map((frame) => frame.url),
          interiorUrl: vehicle.spinInteriorUrl ?? null,
          exteriorHotspots: hotspots
            .filter((spot) => spot.view === 'exterior')
            .map((spot) => ({ frame: spot.frameIndex!, title: spot.title, description: spot.description })),
          interiorHotspots: hotspots
            .filter((spot) => spot.view === 'interior')
            .map((spot) => ({ title: spot.title, description: spot.description })),
        });
      }
    }
  }
  return cars;
}

const sites = process.argv.slice(2);
process.stdout.write(JSON.stringify(Object.fromEntries(sites.map((site) => [site, carsOf(site)]))));
