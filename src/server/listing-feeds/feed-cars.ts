import 'server-only';
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { vehicleHref } from '@/domain/cards/action-links';
import type { FeedCar } from '@/domain/listing-feeds/feed-car';
import { IN_STOCK_STATUSES } from '@/domain/stock/availability';
import type { Database } from '@/server/db/client';
import { locations, vehicleImages, vehicles } from '@/server/db/schema';

/** Photos a feed gives a car: Meta takes up to 20, Google an image and ten more. */
const IMAGES_PER_CAR = 20;

/** An absolute address on the site for a path of ours ('/stock-photos/…'); an outside URL stays as it is. */
const absolute = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url);

/**
 * The cars a site's listing feeds advertise (decision 060): in stock, not sold or reserved, with a VIN and a
 * price (both platforms require them), each with its yard and its photos, oldest listing first.
 */
export async function loadFeedCars(db: Database, siteId: number, origin: string): Promise<FeedCar[]> {
  const rows = await db
    .select({
      id: vehicles.id,
      slug: vehicles.slug,
      stocknum: vehicles.stocknum,
      vin: vehicles.vin,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      badge: vehicles.badge,
      series: vehicles.series,
      price: vehicles.price,
      km: vehicles.km,
      carType: vehicles.carType,
      certified: vehicles.certified,
      colour: vehicles.colour,
      body: vehicles.simpleBody,
      transmission: vehicles.simpleTransmission,
      fuel: vehicles.simpleFuel,
      drive: vehicles.simpleDrive,
      itemType: vehicles.itemType,
      description: vehicles.dealercomments,
      yard: {
        code: locations.slug,
        name: locations.name,
        street: locations.street,
        city: locations.city,
        state: locations.state,
        postcode: locations.postcode,
        lat: locations.lat,
        long: locations.long,
      },
    })
    .from(vehicles)
    .innerJoin(locations, and(eq(locations.siteId, vehicles.siteId), eq(locations.id, vehicles.locationId)))
    .where(
      and(
        eq(vehicles.siteId, siteId),
        inArray(vehicles.status, [...IN_STOCK_STATUSES]),
        eq(vehicles.sold, false),
        eq(vehicles.reserved, false),
        isNotNull(vehicles.vin),
        gt(vehicles.price, 0),
      ),
    )
    .orderBy(asc(vehicles.createdAt), asc(vehicles.id));
  const images = await db
    .select({ vehicleId: vehicleImages.vehicleId, url: vehicleImages.url })
    .from(vehicleImages)
    .where(and(eq(vehicleImages.siteId, siteId), sql`${vehicleImages.position} < ${IMAGES_PER_CAR}`))
    .orderBy(asc(vehicleImages.vehicleId), asc(vehicleImages.position));
  const imagesOf = new Map<number, string[]>();
  for (const image of images) {
    const list = imagesOf.get(image.vehicleId) ?? [];
    list.push(absolute(origin, image.url));
    imagesOf.set(image.vehicleId, list);
  }
  return rows.map(({ id, slug, vin, ...car }) => ({
    ...car,
    vin: vin!,
    link: `${origin}${vehicleHref(slug)}`,
    images: imagesOf.get(id) ?? [],
  }));
}
