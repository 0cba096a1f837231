import { and, eq } from 'drizzle-orm';
import { dealerships, locations } from './schema';

// Conditions on a site's locations, pinned to the site like vehicle-joins.ts: a location row can never pick up
// another tenant's dealership even if an id were wrong.

/** `innerJoin(dealerships, locationDealershipOn(siteId))`: the location's own dealership of this site. */
export function locationDealershipOn(siteId: number) {
  return and(eq(dealerships.siteId, siteId), eq(dealerships.id, locations.dealershipId));
}

/** The site's locations buyers see: a hidden location is listed nowhere on the storefront. */
export function isVisibleLocationOf(siteId: number) {
  return and(eq(locations.siteId, siteId), eq(locations.isVisible, true));
}
