import 'server-only';
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { ImageDto, VehicleCardDto } from '@/domain/cards/types';
import { IN_STOCK_STATUSES } from '@/domain/stock/availability';
import type { CarListing } from '@/domain/stock/car';
import type { Database } from '@/server/db/client';
import { locations, vehicleImages, vehicles } from '@/server/db/schema';
import { vehicleYardOn } from '@/server/db/vehicle-joins';

/** Image size used when the image row has none (generated demo media is 4:3). */
const DEFAULT_IMAGE = { width: 640, height: 480 } as const;

function isInStock(siteId: number): SQL | undefined {
  return and(
    eq(vehicles.siteId, siteId),
    inArray(vehicles.status, [...IN_STOCK_STATUSES]),
    eq(vehicles.sold, false),
    eq(vehicles.reserved, false),
  );
}

/** What a vehicle card shows of a car (its first image comes from `findFirstImages`); join `locations`. */
export const vehicleCardColumns = {
  id: vehicles.id,
  slug: vehicles.slug,
  year: vehicles.year,
  make: vehicles.make,
  model: vehicles.model,
  badge: vehicles.badge,
  price: vehicles.price,
  km: vehicles.km,
  locationName: locations.name,
};

/** The newest in-stock cars of one site, each with its first image. */
export async function listLatestStock(db: Database, siteId: number, limit = 8): Promise<VehicleCardDto[]> {
  const rows = await db
    .select(vehicleCardColumns)
    .from(vehicles)
    .innerJoin(locations, vehicleYardOn(siteId))
    .where(isInStock(siteId))
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id))
    .limit(limit);
  return toVehicleCards(db, siteId, rows);
}

/** A row selected with `vehicleCardColumns`. */
type VehicleCardRow = Pick<
  CarListing,
  'id' | 'slug' | 'year' | 'make' | 'model' | 'badge' | 'price' | 'km'
> & {
  locationName: string;
};

/** Rows of `vehicleCardColumns` as vehicle cards, each with its first image. */
export async function toVehicleCards(
  db: Database,
  siteId: number,
  rows: readonly VehicleCardRow[],
): Promise<VehicleCardDto[]> {
  const images = await findFirstImages(
    db,
    siteId,
    rows.map((row) => row.id),
  );
  return rows.map(({ year, make, model, badge, ...row }) => ({
    id: row.id,
    slug: row.slug,
    title: [String(year), make, model, badge?.trim()].filter(Boolean).join(' '),
    price: row.price,
    km: row.km,
    locationName: row.locationName,
    image: images.get(row.id) ?? null,
  }));
}

export async function findFirstImages(
  db: Database,
  siteId: number,
  vehicleIds: number[],
): Promise<Map<number, ImageDto>> {
  if (vehicleIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([vehicleImages.vehicleId], {
      vehicleId: vehicleImages.vehicleId,
      url: vehicleImages.thumbUrl,
      width: vehicleImages.width,
      height: vehicleImages.height,
    })
    .from(vehicleImages)
    .where(and(eq(vehicleImages.siteId, siteId), inArray(vehicleImages.vehicleId, vehicleIds)))
    .orderBy(vehicleImages.vehicleId, asc(vehicleImages.position));
  return new Map(
    rows.map((row) => [
      row.vehicleId,
      { url: row.url, width: row.width ?? DEFAULT_IMAGE.width, height: row.height ?? DEFAULT_IMAGE.height },
    ]),
  );
}

/** Body types present in one site's in-stock cars, alphabetical: the footer's 'Vehicles' group (B-5). */
export async function listStockBodyTypes(db: Database, siteId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ body: vehicles.simpleBody })
    .from(vehicles)
    .where(and(isInStock(siteId), isNotNull(vehicles.simpleBody), sql`trim(${vehicles.simpleBody}) <> ''`));
  // Sorted here, not in SQL: PGlite and PostgreSQL collate upper case differently.
  return rows.flatMap((row) => (row.body ? [row.body] : [])).sort((a, b) => a.localeCompare(b, 'en-AU'));
}
