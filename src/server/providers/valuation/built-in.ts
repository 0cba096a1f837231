import 'server-only';
import { and, between, eq, gt, inArray, not, sql, type SQL } from 'drizzle-orm';
import { MIN_DISPLAYED_PRICE } from '@/domain/format/money';
import { IN_STOCK_STATUSES } from '@/domain/stock/availability';
import {
  computeMarketValuation,
  kmBand,
  yearWindow,
  type ComparableListing,
} from '@/domain/price-comparison/valuation';
import type { Database } from '@/server/db/client';
import { vehicles } from '@/server/db/schema';
import type { MarketValuationProvider } from './provider';

const normalised = (text: string) => text.trim().toLowerCase();

/** The car comparables are sought for: its make, model, year and km. */
export type ComparableQuery = { make: string; model: string; year: number; km: number };

/** A listing of one site, left out of its own comparables. */
export type ListingRef = { siteId: number; vehicleId: number };

/**
 * The advertised listings comparable to the subject on every site (decision 014): same make and model (case
 * and surrounding spaces ignored), year ±1, within the km band, a real price, in stock or coming soon and not
 * sold; the subject itself left out when it is a listing (a buyer's own car, valued for trade-in, is not);
 * only `carTypes` when given (a trade-in compares with used and demo cars, not new ones).
 * This is the one stock query without a site filter, on purpose: it reads only year, km and price (no id,
 * site, dealer or text), and only aggregates of them leave the provider.
 */
export async function loadComparableListings(
  db: Database,
  request: ComparableQuery,
  excluding: ListingRef | null,
  carTypes: readonly string[] | null = null,
): Promise<ComparableListing[]> {
  const [fromYear, toYear] = yearWindow(request.year);
  const [fromKm, toKm] = kmBand(request.km);
  const notTheSubject = excluding
    ? not(and(eq(vehicles.siteId, excluding.siteId), eq(vehicles.id, excluding.vehicleId))!)
    : undefined;
  return db
    .select({ year: vehicles.year, km: vehicles.km, price: vehicles.price })
    .from(vehicles)
    .where(
      and(
        ...listedModelConditions(request, carTypes),
        between(vehicles.year, fromYear, toYear),
        between(vehicles.km, fromKm, toKm),
        notTheSubject,
      ),
    );
}

/**
 * The same make and model advertised on any site (case and surrounding spaces ignored), as `listedConditions`.
 */
export function listedModelConditions(
  request: Pick<ComparableQuery, 'make' | 'model'>,
  carTypes: readonly string[] | null,
) {
  return listedConditions(
    carTypes,
    sql`lower(btrim(${vehicles.make})) = ${normalised(request.make)}`,
    sql`lower(btrim(${vehicles.model})) = ${normalised(request.model)}`,
  );
}

/**
 * Listings advertised on any site with a real price, in stock or coming soon and not sold, only `carTypes` when
 * given, and the `matching` conditions. No site filter, on purpose (aggregates only).
 */
export function listedConditions(carTypes: readonly string[] | null, ...matching: SQL[]) {
  return [
    ...matching,
    gt(vehicles.price, MIN_DISPLAYED_PRICE),
    inArray(vehicles.status, [...IN_STOCK_STATUSES]),
    eq(vehicles.sold, false),
    carTypes ? inArray(vehicles.carType, [...carTypes]) : undefined,
  ];
}

/** The built-in provider: comparables from our own stock, valued by the pure rules in domain/price-comparison. */
export function createBuiltInValuationProvider(db: Database): MarketValuationProvider {
  return {
    name: 'built-in',
    async valueVehicle(request) {
      return computeMarketValuation(request, await loadComparableListings(db, request, request));
    },
  };
}
