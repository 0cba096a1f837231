import { shownKm } from '@/domain/stock/vehicle-kind';
import 'server-only';
import { and, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { ImageDto, VehicleCardDto } from '@/domain/cards/types';
import { isStockListed, type StockRules } from '@/domain/search/stock-rules';
import { IN_STOCK_STATUSES } from '@/domain/stock/availability';
import type { CarListing } from '@/domain/stock/car';
import type { Database } from '@/server/db/client';
import { locations, vehicles } from '@/server/db/schema';
import { vehicleYardOn } from '@/server/db/vehicle-joins';
import { findCoverPhotos } from '@/server/media/cover-photos';

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
  itemType: vehicles.itemType,
  simpleBody: vehicles.simpleBody,
  locationName: locations.name,
};

const LATEST_BATCH = 32;

/** The card's columns and the fields the stock rules read. */
const listingColumns = {
  ...vehicleCardColumns,
  state: locations.state,
  stocknum: vehicles.stocknum,
  sold: vehicles.sold,
  status: vehicles.status,
  soldAt: vehicles.soldAt,
  dealershipId: vehicles.dealershipId,
};

/** One batch of the site's newest in-stock cars (those `filter` keeps), with the fields the stock rules read. */
async function newestInStock(db: Database, siteId: number, offset: number, filter?: SQL) {
  const rows = await db
    .select(listingColumns)
    .from(vehicles)
    .innerJoin(locations, vehicleYardOn(siteId))
    .where(and(isInStock(siteId), filter))
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id))
    .limit(LATEST_BATCH)
    .offset(offset);
  return rows;
}

/**
 * The newest in-stock cars of one site that its search lists (A-16, C-29: the stock filter and hidden stock
 * numbers, the same rule as search and the vehicle page), each with its first image; optionally of one yard.
 */
export async function listLatestStock(
  db: Database,
  siteId: number,
  rules: StockRules,
  { limit = 8, locationId = null }: { limit?: number; locationId?: number | null } = {},
): Promise<VehicleCardDto[]> {
  const atYard = locationId === null ? undefined : eq(vehicles.locationId, locationId);
  return toVehicleCards(db, siteId, await newestListed(db, siteId, rules, limit, atYard));
}

async function newestListed(db: Database, siteId: number, rules: StockRules, limit: number, filter?: SQL) {
  const listed: VehicleCardRow[] = [];
  for (let offset = 0; listed.length < limit; offset += LATEST_BATCH) {
    const batch = await newestInStock(db, siteId, offset, filter);
    listed.push(...batch.filter((car) => isStockListed(car, rules)).slice(0, limit - listed.length));
    if (batch.length < LATEST_BATCH) break;
  }
  return listed;
}

/** A make, and perhaps a model of it, as cars spell them (compared without case). */
export type StockMatch = { make: string; model: string | null };

/** The newest cars of one make (and model) that the site's search lists, like `listLatestStock`. */
export async function listMatchingStock(
  db: Database,
  siteId: number,
  rules: StockRules,
  match: StockMatch,
  limit = 8,
): Promise<VehicleCardDto[]> {
  const filter = and(
    sql`lower(${vehicles.make}) = ${match.make.toLowerCase()}`,
    match.model === null ? undefined : sql`lower(${vehicles.model}) = ${match.model.toLowerCase()}`,
  );
  return toVehicleCards(db, siteId, await newestListed(db, siteId, rules, limit, filter));
}

/**
 * Every in-stock car of one make and model that the site's search lists (the same rule as listLatestStock),
 * newest first: a model page's count, price range and cards.
 */
export async function listListedModelStock(
  db: Database,
  siteId: number,
  rules: StockRules,
  { make, model }: { make: string; model: string },
): Promise<VehicleCardRow[]> {
  const rows = await db
    .select(listingColumns)
    .from(vehicles)
    .innerJoin(locations, vehicleYardOn(siteId))
    .where(and(isInStock(siteId), eq(vehicles.make, make), eq(vehicles.model, model)))
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id));
  return rows.filter((car) => isStockListed(car, rules));
}

/** Every in-stock car of one make that the site's search lists (the same rule), newest first: a brand page. */
export async function listListedMakeStock(
  db: Database,
  siteId: number,
  rules: StockRules,
  make: string,
): Promise<VehicleCardRow[]> {
  const rows = await db
    .select(listingColumns)
    .from(vehicles)
    .innerJoin(locations, vehicleYardOn(siteId))
    .where(and(isInStock(siteId), eq(vehicles.make, make)))
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id));
  return rows.filter((car) => isStockListed(car, rules));
}

/**
 * These cars of the site, in the order asked, as vehicle cards: those in stock that its search lists (the same
 * rule as listLatestStock); another site's id, a sold car or a hidden one is left out. The recently viewed list.
 */
export async function listStockCardsByIds(
  db: Database,
  siteId: number,
  rules: StockRules,
  ids: readonly number[],
): Promise<VehicleCardDto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(listingColumns)
    .from(vehicles)
    .innerJoin(locations, vehicleYardOn(siteId))
    .where(and(isInStock(siteId), inArray(vehicles.id, [...ids])));
  const listed = rows.filter((car) => isStockListed(car, rules));
  const ordered = ids.flatMap((id) => listed.filter((car) => car.id === id));
  return toVehicleCards(db, siteId, ordered);
}

/** A row selected with `vehicleCardColumns`. */
export type VehicleCardRow = Pick<
  CarListing,
  'id' | 'slug' | 'year' | 'make' | 'model' | 'badge' | 'price' | 'km' | 'itemType'
> & {
  simpleBody: string | null;
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
    km: shownKm({ itemType: row.itemType, body: row.simpleBody, km: row.km }),
    locationName: row.locationName,
    image: images.get(row.id) ?? null,
  }));
}

/** The cover photo's thumbnail of each of these cars, with its size (the demo's 4:3 size when none is stored). */
export async function findFirstImages(
  db: Database,
  siteId: number,
  vehicleIds: number[],
): Promise<Map<number, ImageDto>> {
  const photos = await findCoverPhotos(db, siteId, vehicleIds);
  return new Map(
    [...photos].map(([vehicleId, photo]) => [
      vehicleId,
      {
        url: photo.thumbUrl,
        width: photo.width ?? DEFAULT_IMAGE.width,
        height: photo.height ?? DEFAULT_IMAGE.height,
      },
    ]),
  );
}

/** The makes of this site's cars in stock (the brand picker, L-13, and the manufacturers list, L-14). */
export async function listStockMakes(db: Database, siteId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ make: vehicles.make })
    .from(vehicles)
    .where(and(isInStock(siteId), sql`trim(${vehicles.make}) <> ''`));
  // Sorted here, not in SQL: PGlite and PostgreSQL collate upper case differently.
  return rows.map((row) => row.make).sort((a, b) => a.localeCompare(b, 'en-AU'));
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
