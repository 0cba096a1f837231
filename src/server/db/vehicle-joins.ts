import { and, eq } from 'drizzle-orm';
import { dealerships, locations, vehicles } from './schema';

// Join conditions from a car to its yard and its dealership. Both sides are pinned to the same site, so a
// car row can never pick up another tenant's location or dealership even if an id were wrong.

/** `innerJoin(locations, vehicleYardOn(siteId))`: the car's own yard of this site. */
export function vehicleYardOn(siteId: number) {
  return and(eq(locations.siteId, siteId), eq(locations.id, vehicles.locationId));
}

/** `innerJoin(dealerships, vehicleDealershipOn(siteId))`: the car's own dealership of this site. */
export function vehicleDealershipOn(siteId: number) {
  return and(eq(dealerships.siteId, siteId), eq(dealerships.id, vehicles.dealershipId));
}
