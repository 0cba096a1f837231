import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { LeadOffer, SelectOption } from '@/domain/leads';
import type { CarIdentity } from '@/domain/stock/car';
import type { Database } from '@/server/db/client';
import { dealerships, locationDistribution, locations, offers, vehicles } from '@/server/db/schema';
import { isVisibleLocationOf, locationDealershipOn } from '@/server/db/location-joins';
import { vehicleDealershipOn } from '@/server/db/vehicle-joins';
import { findCoverPhoto } from '@/server/media/cover-photos';
import { titledCarColumns } from '@/server/stock/site-cars';

export type FormLocation = {
  id: number;
  slug: string;
  name: string;
  locationType: string;
  state: string | null;
  dealershipId: number;
  dealershipSlug: string;
  dealershipOverrides: Record<string, unknown>;
  street: string | null;
  city: string | null;
  postcode: string | null;
  phone: string | null;
};

export type FormCar = CarIdentity & {
  price: number;
  carType: string;
  status: string;
  itemType: string;
  locationId: number;
  dealershipSlug: string;
  dealershipOverrides: Record<string, unknown>;
  imageUrl: string | null;
};

/** The site's dealerships as the 'Preferred Dealership' options (H-9), by name. */
export async function listFormDealerships(db: Database, siteId: number): Promise<SelectOption[]> {
  const rows = await db
    .select({ slug: dealerships.slug, name: dealerships.name })
    .from(dealerships)
    .where(eq(dealerships.siteId, siteId))
    .orderBy(asc(dealerships.name), asc(dealerships.id));
  return rows.map((row) => ({ value: row.slug, label: row.name }));
}

/** The site's visible locations with their dealership, by name (J-15). */
export async function listFormLocations(db: Database, siteId: number): Promise<FormLocation[]> {
  return db
    .select({
      id: locations.id,
      slug: locations.slug,
      name: locations.name,
      locationType: locations.locationType,
      state: locations.state,
      dealershipId: locations.dealershipId,
      dealershipSlug: dealerships.slug,
      dealershipOverrides: dealerships.configOverrides,
      street: locations.street,
      city: locations.city,
      postcode: locations.postcode,
      phone: locations.phone,
    })
    .from(locations)
    .innerJoin(dealerships, locationDealershipOn(siteId))
    .where(isVisibleLocationOf(siteId))
    .orderBy(asc(locations.name), asc(locations.id));
}

/** One car of this site with its dealership's config layer and first image; null for another site's id. */
export async function findFormCar(db: Database, siteId: number, carId: number): Promise<FormCar | null> {
  const [row] = await db
    .select({
      ...titledCarColumns,
      stocknum: vehicles.stocknum,
      price: vehicles.price,
      carType: vehicles.carType,
      status: vehicles.status,
      itemType: vehicles.itemType,
      locationId: vehicles.locationId,
      dealershipSlug: dealerships.slug,
      dealershipOverrides: dealerships.configOverrides,
    })
    .from(vehicles)
    .innerJoin(dealerships, vehicleDealershipOn(siteId))
    .where(and(eq(vehicles.siteId, siteId), eq(vehicles.id, carId)));
  if (!row) return null;
  return { ...row, imageUrl: (await findCoverPhoto(db, siteId, carId))?.url ?? null };
}

/**
 * One offer of this site, as an enquiry about it records it (H-28); null for another site's id. Any offer of
 * the site will do: a buyer may send the form a moment after the offer expired.
 */
export async function findFormOffer(
  db: Database,
  siteId: number,
  offerId: number,
): Promise<LeadOffer | null> {
  const [row] = await db
    .select({ id: offers.id, title: offers.name, dealershipSlug: dealerships.slug })
    .from(offers)
    .leftJoin(dealerships, and(eq(dealerships.siteId, siteId), eq(dealerships.id, offers.dealershipId)))
    .where(and(eq(offers.siteId, siteId), eq(offers.id, offerId)));
  return row ?? null;
}

/** The visible locations a car at `locationId` can also be seen at (S1 §3 distribution_locations). */
export async function listDistributionTargets(
  db: Database,
  siteId: number,
  locationId: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: locationDistribution.distributionLocationId })
    .from(locationDistribution)
    .where(and(eq(locationDistribution.siteId, siteId), eq(locationDistribution.locationId, locationId)));
  return rows.map((row) => row.id);
}
