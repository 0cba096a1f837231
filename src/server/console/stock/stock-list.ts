import 'server-only';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { carTitle } from '@/domain/format/car-title';
import { containsPattern } from '@/domain/console/like-pattern';
import {
  STOCK_PAGE_SIZE,
  stockStateColumns,
  stockStateOf,
  type ConsoleCar,
  type StockChangeEntry,
  type StockQuery,
  type StockState,
} from '@/domain/console/stock-edit';
import type { Database } from '@/server/db/client';
import { openReservationOf } from '@/server/reserve/car-reservation';
import { staffMembers, stockChanges, vehicles } from '@/server/db/schema';
import { findCoverPhoto, findCoverPhotos } from '@/server/media/cover-photos';

const SEARCHED = sql`concat_ws(' ', ${vehicles.stocknum}, ${vehicles.year}, ${vehicles.make}, ${vehicles.model},
  ${vehicles.badge}, ${vehicles.vin}, ${vehicles.regplate})`;

/** The SQL test for one stock state (the columns stockStateOf reads, as stockStateColumns writes them). */
function stateFilter(state: StockState): SQL {
  const columns = stockStateColumns(state, null, new Date(0));
  if (state === 'sold') return sql`(${vehicles.sold} or ${vehicles.status} = 'sold')`;
  return and(
    eq(vehicles.status, columns.status),
    eq(vehicles.reserved, columns.reserved),
    eq(vehicles.sold, false),
  )!;
}

function stockFilters(siteId: number, query: StockQuery): SQL {
  const filters: SQL[] = [eq(vehicles.siteId, siteId)];
  if (query.text) filters.push(sql`${SEARCHED} ilike ${containsPattern(query.text)}`);
  if (query.state) filters.push(stateFilter(query.state));
  return and(...filters)!;
}

/** What the console shows of every car: who it is, its price and where it stands (stockStateOf's columns). */
const CAR_COLUMNS = {
  id: vehicles.id,
  slug: vehicles.slug,
  stocknum: vehicles.stocknum,
  year: vehicles.year,
  make: vehicles.make,
  model: vehicles.model,
  badge: vehicles.badge,
  price: vehicles.price,
  status: vehicles.status,
  reserved: vehicles.reserved,
  sold: vehicles.sold,
  tag: vehicles.tag,
};

/** One page of the site's cars for the console, most recently changed first, and how many match. */
export async function loadStockPage(db: Database, siteId: number, query: StockQuery) {
  const where = stockFilters(siteId, query);
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(where);
  const rows = await db
    .select({ ...CAR_COLUMNS, updatedAt: vehicles.updatedAt })
    .from(vehicles)
    .where(where)
    .orderBy(desc(vehicles.updatedAt), asc(vehicles.stocknum))
    .limit(STOCK_PAGE_SIZE)
    .offset((query.page - 1) * STOCK_PAGE_SIZE);
  const total = counted?.count ?? 0;
  const photos = await findCoverPhotos(
    db,
    siteId,
    rows.map((row) => row.id),
  );
  return {
    total,
    pageCount: Math.max(1, Math.ceil(total / STOCK_PAGE_SIZE)),
    cars: rows.map((row): ConsoleCar => ({
      id: row.id,
      slug: row.slug,
      stocknum: row.stocknum,
      title: carTitle(row),
      price: row.price,
      state: stockStateOf(row),
      tag: row.tag,
      thumbUrl: photos.get(row.id)?.thumbUrl ?? null,
      updatedAt: row.updatedAt,
    })),
  };
}

/**
 * One car of the site for its console page: what may be edited, and who changed what (newest edit first, an
 * edit's fields in the form's order).
 */
export async function loadConsoleCar(db: Database, siteId: number, vehicleId: number, now: Date) {
  const [car] = await db
    .select({
      ...CAR_COLUMNS,
      comments: vehicles.dealercomments,
    })
    .from(vehicles)
    .where(and(eq(vehicles.siteId, siteId), eq(vehicles.id, vehicleId)));
  if (!car) return null;
  const photo = await findCoverPhoto(db, siteId, vehicleId);
  const history = await db
    .select({
      id: stockChanges.id,
      field: stockChanges.field,
      oldValue: stockChanges.oldValue,
      newValue: stockChanges.newValue,
      by: sql<string>`coalesce(${staffMembers.name}, ${staffMembers.email})`,
      at: stockChanges.createdAt,
    })
    .from(stockChanges)
    .innerJoin(staffMembers, and(eq(staffMembers.siteId, siteId), eq(staffMembers.id, stockChanges.staffId)))
    .where(and(eq(stockChanges.siteId, siteId), eq(stockChanges.vehicleId, vehicleId)))
    .orderBy(desc(stockChanges.createdAt), asc(stockChanges.id))
    .limit(200);
  const { status, reserved, sold, ...rest } = car;
  return {
    car: {
      ...rest,
      thumbUrl: photo?.thumbUrl ?? null,
      title: carTitle(car),
      state: stockStateOf({ status, reserved, sold }),
    },
    history: history satisfies StockChangeEntry[],
    reservation: await openReservationOf(db, siteId, vehicleId, now),
  };
}
