import 'server-only';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { locations, manufacturers, models, offers, vehicleImages, vehicles } from '@/server/db/schema';
import { IN_STOCK_STATUSES } from '@/domain/stock/availability';
import type { ImageDto, OfferCardDto, VehicleCardDto } from './types';
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
type VehicleCardRow = {
  id: number;
  slug: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  price: number;
  km: number;
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

export type LatestOffersOptions = {
  /** The site's calendar date, 'YYYY-MM-DD': offers expiring today are still shown. */
  today: string;
  /** Offer ids shown even though they exclude this site (K-12). */
  exclusionExceptions: readonly number[];
  /** C-94: only this dealership's offers (its id, resolved from the slug on the server). */
  dealershipId?: number;
  limit?: number;
  offset?: number;
};

/** K-10, K-12: the site's offers that have not expired and do not exclude it (bar the configured exceptions). */
function visibleOffers(siteId: number, options: LatestOffersOptions): SQL | undefined {
  const excludesSite = sql`${offers.excludedWebsiteIds} @> ${JSON.stringify([siteId])}::jsonb`;
  const exceptions = [...options.exclusionExceptions];
  const notExcluded =
    exceptions.length > 0 ? or(not(excludesSite), inArray(offers.id, exceptions)) : not(excludesSite);
  return and(
    eq(offers.siteId, siteId),
    or(isNull(offers.expiry), gte(offers.expiry, options.today)),
    notExcluded,
    options.dealershipId === undefined ? undefined : eq(offers.dealershipId, options.dealershipId),
  );
}

/** The newest visible offers of one site (K-13: newest first), optionally of one dealership. */
export async function listLatestOffers(
  db: Database,
  siteId: number,
  options: LatestOffersOptions,
): Promise<OfferCardDto[]> {
  return db
    .select({
      id: offers.id,
      name: offers.name,
      category: offers.category,
      imageUrl: sql<
        string | null
      >`coalesce(${offers.imageUrl}, ${models.cloudfrontNewImageUrl}, ${models.imageUrl})`,
      expiry: offers.expiry,
      manufacturerSlug: manufacturers.slug,
    })
    .from(offers)
    .leftJoin(models, and(eq(models.siteId, siteId), eq(models.id, offers.modelId)))
    .leftJoin(manufacturers, eq(manufacturers.id, offers.manufacturerId))
    .where(visibleOffers(siteId, options))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(options.limit ?? 3)
    .offset(options.offset ?? 0);
}

/** How many visible offers each dealership has; key null counts the site-wide offers (no dealership). */
export async function countVisibleOffersByDealership(
  db: Database,
  siteId: number,
  options: Pick<LatestOffersOptions, 'today' | 'exclusionExceptions'>,
): Promise<Map<number | null, number>> {
  const rows = await db
    .select({ dealershipId: offers.dealershipId, count: sql<number>`count(*)::int` })
    .from(offers)
    .where(visibleOffers(siteId, options))
    .groupBy(offers.dealershipId);
  return new Map(rows.map((row) => [row.dealershipId, row.count]));
}
