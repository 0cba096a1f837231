import 'server-only';
import { openingHourColumns } from '@/server/locations/hours-columns';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { HolidayHoursEntry } from '@/domain/locations/holiday-hours';
import type { OpeningHoursEntry } from '@/domain/locations/opening-hours';
import type { Database } from '@/server/db/client';
import { isVisibleLocationOf, locationDealershipOn } from '@/server/db/location-joins';
import { dealerships, holidayHours, locations, openingHours } from '@/server/db/schema';

/** One visible location of a site, as the directory pages, the header and the locator list it. */
export type SiteLocationRow = {
  id: number;
  slug: string;
  name: string;
  locationType: string;
  isPrimary: boolean;
  /** Always true here (hidden locations are not read); the domain's location rules take it as input. */
  isVisible: boolean;
  dealershipName: string;
  dealershipSlug: string;
  manufacturers: string[];
  street: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
  phone: string | null;
  landlinePhone: string | null;
  placeUrl: string | null;
  lat: number | null;
  long: number | null;
  /** The card's picture (J-6): the thumbnail when there is one. */
  imageUrl: string | null;
  averageRating: number | null;
  reviewCount: number | null;
  dealerLicenceNumber: string | null;
  motorVehicleRepairer: string | null;
};

/** Every visible location of this site with its dealership, by dealership name, then location name. */
export async function listSiteLocations(db: Database, siteId: number): Promise<SiteLocationRow[]> {
  return db
    .select({
      id: locations.id,
      slug: locations.slug,
      name: locations.name,
      locationType: locations.locationType,
      isPrimary: locations.isPrimary,
      isVisible: locations.isVisible,
      dealershipName: dealerships.name,
      dealershipSlug: dealerships.slug,
      manufacturers: locations.manufacturers,
      street: locations.street,
      city: locations.city,
      state: locations.state,
      postcode: locations.postcode,
      phone: locations.phone,
      landlinePhone: locations.landlinePhone,
      placeUrl: locations.placeUrl,
      lat: locations.lat,
      long: locations.long,
      imageUrl: sql<string | null>`coalesce(${locations.imageThumbUrl}, ${locations.imageUrl})`,
      averageRating: locations.averageRating,
      reviewCount: locations.reviewCount,
      dealerLicenceNumber: locations.dealerLicenseNumber,
      motorVehicleRepairer: locations.motorVehicleRepairer,
    })
    .from(locations)
    .innerJoin(dealerships, locationDealershipOn(siteId))
    .where(isVisibleLocationOf(siteId))
    .orderBy(asc(dealerships.name), asc(locations.name), asc(locations.id));
}

/** One weekday's hours of every location of this site, per department (for 'today's hours'). */
export async function listWeekdayHours(
  db: Database,
  siteId: number,
  weekday: number,
): Promise<(OpeningHoursEntry & { locationId: number; department: string })[]> {
  return db
    .select({
      locationId: openingHours.locationId,
      ...openingHourColumns,
    })
    .from(openingHours)
    .where(and(eq(openingHours.siteId, siteId), eq(openingHours.weekday, weekday)));
}

/**
 * J-35: one location's holiday entries dated `fromDate` or later, with the location's name as the entry's
 * location_name (the rows hold its id). The domain rule filters again, so this is only the index's help.
 */
export async function listHolidayEntries(
  db: Database,
  siteId: number,
  location: { id: number; name: string },
  fromDate: string,
): Promise<HolidayHoursEntry[]> {
  const rows = await db
    .select({
      date: holidayHours.date,
      status: holidayHours.status,
      startHour: holidayHours.startHour,
      endHour: holidayHours.endHour,
      department: holidayHours.department,
      name: holidayHours.name,
    })
    .from(holidayHours)
    .where(
      and(
        eq(holidayHours.siteId, siteId),
        eq(holidayHours.locationId, location.id),
        gte(holidayHours.date, fromDate),
      ),
    )
    .orderBy(asc(holidayHours.date), asc(holidayHours.id));
  return rows.map((row) => ({ ...row, locationName: location.name }));
}
