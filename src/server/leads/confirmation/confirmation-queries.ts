import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { locations, vehicleImages, vehicles } from '@/server/db/schema';

/** The lead's car as it is listed now, with its first photo; null once it has left the site's stock. */
export async function findConfirmationCar(db: Database, siteId: number, vehicleId: number) {
  const [car] = await db
    .select({
      id: vehicles.id,
      slug: vehicles.slug,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      badge: vehicles.badge,
      series: vehicles.series,
      price: vehicles.price,
      carType: vehicles.carType,
      body: vehicles.simpleBody,
      locationId: vehicles.locationId,
    })
    .from(vehicles)
    .where(and(eq(vehicles.siteId, siteId), eq(vehicles.id, vehicleId)));
  if (!car) return null;
  const [image] = await db
    .select({ url: vehicleImages.url })
    .from(vehicleImages)
    .where(and(eq(vehicleImages.siteId, siteId), eq(vehicleImages.vehicleId, vehicleId)))
    .orderBy(asc(vehicleImages.position))
    .limit(1);
  return { ...car, imageUrl: image?.url ?? null };
}

const placeColumns = {
  id: locations.id,
  dealershipId: locations.dealershipId,
  name: locations.name,
  street: locations.street,
  city: locations.city,
  state: locations.state,
  postcode: locations.postcode,
  phone: locations.phone,
};

/** The yard the buyer deals with: the given location of this site, else the site's primary location. */
export async function findConfirmationPlace(db: Database, siteId: number, locationId: number | null) {
  if (locationId !== null) {
    const [row] = await db
      .select(placeColumns)
      .from(locations)
      .where(and(eq(locations.siteId, siteId), eq(locations.id, locationId)));
    if (row) return row;
  }
  const [primary] = await db
    .select(placeColumns)
    .from(locations)
    .where(and(eq(locations.siteId, siteId), eq(locations.isVisible, true)))
    .orderBy(desc(locations.isPrimary), asc(locations.id))
    .limit(1);
  return primary ?? null;
}
