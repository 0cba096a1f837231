import 'server-only';
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { googleVehicleListingsCsv } from '@/domain/listing-feeds/google-vehicle-listings';
import { metaVehicleCatalogueXml } from '@/domain/listing-feeds/meta-vehicle-catalogue';
import type { FeedCar, FeedDealer } from '@/domain/listing-feeds/feed-car';
import type { Database } from '@/server/db/client';
import { sites } from '@/server/db/schema';
import { loadFeedCars } from './feed-cars';
import { isListingFeedToken } from './feed-token';

/** The files at `/feeds/{token}/…`: the platform, its format and the file's content type. */
export const LISTING_FEED_FILES = {
  'google-vehicle-listings.csv': { build: googleVehicleListingsCsv, contentType: 'text/csv; charset=utf-8' },
  'meta-vehicles.xml': { build: metaVehicleCatalogueXml, contentType: 'application/xml; charset=utf-8' },
} as const satisfies Record<
  string,
  { build: (cars: readonly FeedCar[], dealer: FeedDealer) => { body: string }; contentType: string }
>;
export type ListingFeedFile = keyof typeof LISTING_FEED_FILES;

const isFeedFile = (file: string): file is ListingFeedFile => Object.hasOwn(LISTING_FEED_FILES, file);

/**
 * Built files, keyed by site, stock version, origin and file: a stock change (every import, edit, hold) bumps the
 * version, so the next fetch builds the feed again; until then the platforms' hourly fetches cost nothing.
 */
const built = new LRUCache<string, { body: string; contentType: string }>({ max: 200 });

export type ListingFeedResponse = { status: 404 } | { status: 200; body: string; contentType: string };

/** A site's feed file for its token; anything else (another site's token, an unknown file) is a 404. */
export async function listingFeedResponse(
  db: Database,
  site: { id: number; name: string },
  origin: string,
  token: string,
  file: string,
): Promise<ListingFeedResponse> {
  if (!isFeedFile(file) || !(await isListingFeedToken(db, site.id, token))) return { status: 404 };
  const [row] = await db.select({ version: sites.stockVersion }).from(sites).where(eq(sites.id, site.id));
  const key = `${site.id}:${row?.version ?? 0}:${origin}:${file}`;
  const cached = built.get(key);
  if (cached) return { status: 200, ...cached };
  const { build, contentType } = LISTING_FEED_FILES[file];
  const cars = await loadFeedCars(db, site.id, origin);
  const answer = { body: build(cars, { name: site.name, country: 'AU' }).body, contentType };
  built.set(key, answer);
  return { status: 200, ...answer };
}
