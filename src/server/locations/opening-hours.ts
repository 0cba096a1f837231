import 'server-only';
import { openingHourColumns } from '@/server/locations/hours-columns';
import { and, asc, eq, or } from 'drizzle-orm';
import {
  locationTypeOf,
  openingHoursTabs,
  type DealerLocationHours,
  type OpeningHoursTab,
} from '@/domain/locations/opening-hours';
import type { Database } from '@/server/db/client';
import { locations, openingHours } from '@/server/db/schema';

/**
 * The weekly hours of one dealership's locations of this site, per department: its visible locations and the
 * car's own yard (which may be hidden). Rows of other sites are never read.
 */
export async function listDealershipHours(
  db: Database,
  siteId: number,
  place: { dealershipId: number; locationId: number },
): Promise<DealerLocationHours[]> {
  const rows = await db
    .select({
      id: locations.id,
      name: locations.name,
      locationType: locations.locationType,
      isPrimary: locations.isPrimary,
      ...openingHourColumns,
    })
    .from(locations)
    .innerJoin(openingHours, and(eq(openingHours.siteId, siteId), eq(openingHours.locationId, locations.id)))
    .where(
      and(
        eq(locations.siteId, siteId),
        eq(locations.dealershipId, place.dealershipId),
        or(eq(locations.isVisible, true), eq(locations.id, place.locationId)),
      ),
    )
    .orderBy(asc(locations.id), asc(openingHours.weekday));
  const byId = new Map<number, DealerLocationHours>();
  for (const { id, name, locationType, isPrimary, department, ...entry } of rows) {
    const location = byId.get(id) ?? { id, name, locationType, isPrimary, hours: {} };
    byId.set(id, location);
    (location.hours[locationTypeOf(department)] ??= []).push(entry);
  }
  return [...byId.values()];
}

/** D-95/J-25: the vehicle page's opening-hours tabs for the car's dealership and yard. */
export async function loadVehicleOpeningHours(
  db: Database,
  siteId: number,
  place: { dealershipId: number; locationId: number },
  options: { forceFull: boolean; closedText: string },
): Promise<OpeningHoursTab[]> {
  return openingHoursTabs(await listDealershipHours(db, siteId, place), place.locationId, options);
}
