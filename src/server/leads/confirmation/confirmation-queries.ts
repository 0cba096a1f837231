import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { locations, vehicles } from '@/server/db/schema';
import { isVisibleLocationOf } from '@/server/db/location-joins';
import { findCoverPhoto } from '@/server/media/cover-photos';
import { titledCarColumns } from '@/server/stock/site-cars';

/** The lead's car as it is listed now, with its first photo; null once it has left the site's stock. */
export async function findConfirmationCar(db: Database, siteId: number, vehicleId: number) {
  const [car] = await db
    .select({
      ...titledCarColumns,
      price: vehicles.price,
      carType: vehicles.carType,
      body: vehicles.simpleBody,
      locationId: vehicles.locationId,
    })
    .from(vehicles)
    .where(and(eq(vehicles.siteId, siteId), eq(vehicles.id, vehicleId)));
  if (!car) return null;
  return { ...car, imageUrl: (await findCoverPhoto(db, siteId, vehicleId))?.url ?? null };
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
    .where(isVisibleLocationOf(siteId))
    .orderBy(desc(locations.isPrimary), asc(locations.id))
    .limit(1);
  return primary ?? null;
}
