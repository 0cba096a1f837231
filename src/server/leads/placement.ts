import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { CarListing } from '@/domain/stock/car';
import type { Database } from '@/server/db/client';
import { dealerships, locations, sites, vehicles } from '@/server/db/schema';
import type { LeadRejection } from './types';

export type VehicleSnapshot = Pick<
  CarListing,
  'id' | 'stocknum' | 'slug' | 'year' | 'make' | 'model' | 'badge' | 'price' | 'carType'
>;

/** `state`: the yard's state, whose zone its test-drive times are on (decision 011). */
type LocationRow = {
  id: number;
  dealershipId: number;
  name: string;
  email: string | null;
  state?: string | null;
};

/**
 * Where a lead belongs on the server's side: the car and location the client named, both checked to be
 * this site's, and the dealership derived from them (never taken from the client).
 */
export type LeadPlacement = {
  site: { id: number; slug: string; name: string };
  vehicle: VehicleSnapshot | null;
  location: LocationRow | null;
  dealership: { id: number; slug: string; name: string; configOverrides: Record<string, unknown> } | null;
};

export type PlacementResult = { ok: true; placement: LeadPlacement } | { ok: false; reason: LeadRejection };

async function findVehicle(db: Database, siteId: number, vehicleId: number) {
  const [row] = await db
    .select({
      id: vehicles.id,
      stocknum: vehicles.stocknum,
      slug: vehicles.slug,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      badge: vehicles.badge,
      price: vehicles.price,
      carType: vehicles.carType,
      dealershipId: vehicles.dealershipId,
      locationId: vehicles.locationId,
    })
    .from(vehicles)
    .where(and(eq(vehicles.siteId, siteId), eq(vehicles.id, vehicleId)));
  return row ?? null;
}

async function findLocation(db: Database, siteId: number, locationId: number): Promise<LocationRow | null> {
  const [row] = await db
    .select({
      id: locations.id,
      dealershipId: locations.dealershipId,
      name: locations.name,
      email: locations.email,
      state: locations.state,
    })
    .from(locations)
    .where(and(eq(locations.siteId, siteId), eq(locations.id, locationId)));
  return row ?? null;
}

/** The car's dealership, else the location's, else the site's only dealership (a one-dealer site). */
async function findDealership(db: Database, siteId: number, dealershipId: number | null) {
  const columns = {
    id: dealerships.id,
    slug: dealerships.slug,
    name: dealerships.name,
    configOverrides: dealerships.configOverrides,
  };
  if (dealershipId !== null) {
    const [row] = await db
      .select(columns)
      .from(dealerships)
      .where(and(eq(dealerships.siteId, siteId), eq(dealerships.id, dealershipId)));
    return row ?? null;
  }
  const rows = await db.select(columns).from(dealerships).where(eq(dealerships.siteId, siteId)).limit(2);
  return rows.length === 1 ? rows[0]! : null;
}

/** Checks the client's car_id and location against the site; a foreign or unknown id rejects the lead. */
export async function placeLead(
  db: Database,
  siteId: number,
  ids: { vehicleId: number | null; locationId: number | null },
): Promise<PlacementResult> {
  const [site] = await db
    .select({ id: sites.id, slug: sites.slug, name: sites.name })
    .from(sites)
    .where(eq(sites.id, siteId));
  if (!site) throw new Error(`Site ${siteId} does not exist`);
  const car = ids.vehicleId === null ? null : await findVehicle(db, siteId, ids.vehicleId);
  if (ids.vehicleId !== null && car === null) return { ok: false, reason: 'unknown_vehicle' };
  const chosenLocation = ids.locationId ?? car?.locationId ?? null;
  const location = chosenLocation === null ? null : await findLocation(db, siteId, chosenLocation);
  if (ids.locationId !== null && location === null) return { ok: false, reason: 'unknown_location' };
  const dealership = await findDealership(db, siteId, car?.dealershipId ?? location?.dealershipId ?? null);
  const vehicle = car && {
    id: car.id,
    stocknum: car.stocknum,
    slug: car.slug,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    price: car.price,
    carType: car.carType,
  };
  return { ok: true, placement: { site, vehicle, location, dealership } };
}
