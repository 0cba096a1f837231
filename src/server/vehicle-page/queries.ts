import 'server-only';
import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import {
  dealerships,
  locationDistribution,
  locations,
  spinFrames,
  spinHotspots,
  vehicleImages,
  vehicles,
  vehicleVariantSpecs,
  vehicleViewCounts,
} from '@/server/db/schema';
import { vehicleYardOn, vehicleDealershipOn } from '@/server/db/vehicle-joins';

const locationColumns = {
  id: locations.id,
  name: locations.name,
  slug: locations.slug,
  street: locations.street,
  city: locations.city,
  state: locations.state,
  postcode: locations.postcode,
  lat: locations.lat,
  long: locations.long,
  phone: locations.phone,
  placeUrl: locations.placeUrl,
  isVisible: locations.isVisible,
};

const { siteId: _siteId, vehicleId: _vehicleId, ...variantColumns } = getTableColumns(vehicleVariantSpecs);

/** One car of this site by slug, with its yard and dealership (both of the same site); null otherwise. */
export async function findVehicleBySlug(db: Database, siteId: number, slug: string) {
  const [row] = await db
    .select({
      vehicle: vehicles,
      location: locationColumns,
      dealership: {
        id: dealerships.id,
        slug: dealerships.slug,
        name: dealerships.name,
        configOverrides: dealerships.configOverrides,
      },
      views: vehicleViewCounts.views,
    })
    .from(vehicles)
    .innerJoin(locations, vehicleYardOn(siteId))
    .innerJoin(dealerships, vehicleDealershipOn(siteId))
    .leftJoin(
      vehicleViewCounts,
      and(eq(vehicleViewCounts.siteId, siteId), eq(vehicleViewCounts.vehicleId, vehicles.id)),
    )
    .where(and(eq(vehicles.siteId, siteId), eq(vehicles.slug, slug)));
  return row ?? null;
}

export type FoundVehicle = NonNullable<Awaited<ReturnType<typeof findVehicleBySlug>>>;

/** Photos, spin frames and hotspots, variant specs and distribution yards of one car of this site. */
export async function loadVehicleChildren(
  db: Database,
  siteId: number,
  vehicleId: number,
  locationId: number,
) {
  const [images, frames, hotspots, variants, distribution] = await Promise.all([
    db
      .select({
        url: vehicleImages.url,
        thumbUrl: vehicleImages.thumbUrl,
        width: vehicleImages.width,
        height: vehicleImages.height,
      })
      .from(vehicleImages)
      .where(and(eq(vehicleImages.siteId, siteId), eq(vehicleImages.vehicleId, vehicleId)))
      .orderBy(asc(vehicleImages.position)),
    db
      .select({ url: spinFrames.url })
      .from(spinFrames)
      .where(and(eq(spinFrames.siteId, siteId), eq(spinFrames.vehicleId, vehicleId)))
      .orderBy(asc(spinFrames.frameIndex)),
    db
      .select({
        id: spinHotspots.id,
        view: spinHotspots.view,
        frameIndex: spinHotspots.frameIndex,
        x: spinHotspots.x,
        y: spinHotspots.y,
        title: spinHotspots.title,
        description: spinHotspots.description,
      })
      .from(spinHotspots)
      .where(and(eq(spinHotspots.siteId, siteId), eq(spinHotspots.vehicleId, vehicleId)))
      .orderBy(asc(spinHotspots.id)),
    db
      .select(variantColumns)
      .from(vehicleVariantSpecs)
      .where(and(eq(vehicleVariantSpecs.siteId, siteId), eq(vehicleVariantSpecs.vehicleId, vehicleId))),
    db
      .select({ id: locations.id, name: locations.name, slug: locations.slug, city: locations.city })
      .from(locationDistribution)
      .innerJoin(
        locations,
        and(eq(locations.siteId, siteId), eq(locations.id, locationDistribution.distributionLocationId)),
      )
      .where(
        and(
          eq(locationDistribution.siteId, siteId),
          eq(locationDistribution.locationId, locationId),
          eq(locations.isVisible, true),
        ),
      )
      .orderBy(asc(locations.name)),
  ]);
  return {
    images,
    frames: frames.map((frame) => frame.url),
    hotspots,
    variant: variants[0] ?? null,
    distribution,
  };
}

/** The primary yard of the car's dealership, else the site's first primary yard; null without one. */
export async function findPrimaryLocation(db: Database, siteId: number, dealershipId: number) {
  const [row] = await db
    .select({ id: locations.id, name: locations.name, city: locations.city })
    .from(locations)
    .where(and(eq(locations.siteId, siteId), eq(locations.isPrimary, true)))
    .orderBy(desc(sql`${locations.dealershipId} = ${dealershipId}`), asc(locations.id))
    .limit(1);
  return row ?? null;
}
