import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { dealerships, locations, vehicles } from '@/server/db/schema';
import type { DeliveryOrigin } from '@/server/providers/delivery';
import { vehicleYardOn, vehicleDealershipOn } from '@/server/db/vehicle-joins';

/** What a delivery price needs about one car: its yard, and the keys of its effective config. */
export type DeliveryCar = {
  id: number;
  make: string;
  itemType: string;
  origin: DeliveryOrigin;
  dealershipSlug: string;
  dealershipOverrides: Record<string, unknown>;
};

/** One car of this site with its location's point and postcode; null for an unknown id or another site's car. */
export async function findDeliveryCar(
  db: Database,
  siteId: number,
  carId: number,
): Promise<DeliveryCar | null> {
  const [row] = await db
    .select({
      id: vehicles.id,
      make: vehicles.make,
      itemType: vehicles.itemType,
      postcode: locations.postcode,
      lat: locations.lat,
      lng: locations.long,
      dealershipSlug: dealerships.slug,
      dealershipOverrides: dealerships.configOverrides,
    })
    .from(vehicles)
    .innerJoin(locations, vehicleYardOn(siteId))
    .innerJoin(dealerships, vehicleDealershipOn(siteId))
    .where(and(eq(vehicles.siteId, siteId), eq(vehicles.id, carId)));
  if (!row) return null;
  const { postcode, lat, lng, ...car } = row;
  return { ...car, origin: { postcode: postcode?.trim() || null, lat, lng } };
}
