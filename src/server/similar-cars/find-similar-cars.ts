import 'server-only';
import { and, asc, between, eq, gte, ne, notInArray, or, isNull, sql, type SQL } from 'drizzle-orm';
import {
  SIMILAR_QUERY_LIMIT,
  mergeSimilarCars,
  similarPriceBandFor,
  similarQueries,
  type SimilarCarsSubject,
  type SimilarQuery,
} from '@/domain/similar-cars/rules';
import type { Database } from '@/server/db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { locations, vehicles } from '@/server/db/schema';
import { toVehicleCards, vehicleCardColumns } from '@/server/storefront/vehicle-cards';
import type { VehicleCardDto } from '@/domain/cards/types';
import { vehicleYardOn } from '@/server/db/vehicle-joins';

/** The site's stock exclusions (C-28, C-29, C-31): a car hidden from search is not offered as similar either. */
export type SimilarCarsOptions = {
  excludedItemTypes?: readonly string[];
  /** Location states ('QLD'), compared without case. */
  excludedStates?: readonly string[];
  hiddenStockNumbers?: readonly string[];
  hideZeroPriceVehicles?: boolean;
};

/** `lower(btrim(column)) = value`, value trimmed and lower-cased: 'kia ' matches 'Kia'. */
function sameText(column: AnyPgColumn, value: string): SQL {
  return sql`lower(btrim(${column})) = ${value.trim().toLowerCase()}`;
}

function matchOf(query: SimilarQuery): SQL {
  switch (query.kind) {
    case 'makeModel':
      return and(sameText(vehicles.make, query.make), sameText(vehicles.model, query.model))!;
    case 'body':
      return sameText(vehicles.simpleBody, query.simpleBody);
    case 'make':
      return sameText(vehicles.make, query.make);
  }
}

/** The filters every query shares: this site, in_stock only (D-99), not the car (D-101), the band (D-98). */
function sharedFilter(siteId: number, car: SimilarCarsSubject, options: SimilarCarsOptions): SQL {
  const band = similarPriceBandFor(car);
  const excludedStates = (options.excludedStates ?? []).map((state) => state.toLowerCase());
  return and(
    eq(vehicles.siteId, siteId),
    eq(vehicles.status, 'in_stock'),
    eq(vehicles.sold, false),
    eq(vehicles.reserved, false),
    ne(vehicles.id, car.id),
    band ? between(vehicles.price, band[0], band[1]) : undefined,
    options.hideZeroPriceVehicles ? gte(vehicles.price, 1) : undefined,
    options.excludedItemTypes?.length
      ? notInArray(vehicles.itemType, [...options.excludedItemTypes])
      : undefined,
    options.hiddenStockNumbers?.length
      ? notInArray(vehicles.stocknum, [...options.hiddenStockNumbers])
      : undefined,
    excludedStates.length
      ? or(isNull(locations.state), notInArray(sql`lower(${locations.state})`, excludedStates))
      : undefined,
  )!;
}

/** One similar-cars query (D-97): the shared filters plus its match, nearest price first, at most 10 rows. */
export function similarCarsQuery(
  db: Database,
  siteId: number,
  car: SimilarCarsSubject,
  query: SimilarQuery,
  options: SimilarCarsOptions = {},
) {
  return db
    .select(vehicleCardColumns)
    .from(vehicles)
    .innerJoin(locations, vehicleYardOn(siteId))
    .where(and(sharedFilter(siteId, car, options), matchOf(query)))
    .orderBy(sql`abs(${vehicles.price} - ${car.price})`, asc(vehicles.id))
    .limit(SIMILAR_QUERY_LIMIT);
}

/**
 * D-96..D-101 `findSimilarCars`: up to 6 in_stock cars of the same site in the car's price band, from up to
 * three queries of at most 10 cars each (same make and model, same body type, same make), nearest price
 * first, then by id; each car once and never the car itself. Cards carry the first image.
 */
export async function findSimilarCars(
  db: Database,
  siteId: number,
  car: SimilarCarsSubject,
  options: SimilarCarsOptions = {},
): Promise<VehicleCardDto[]> {
  const results = await Promise.all(
    similarQueries(car).map((query) => similarCarsQuery(db, siteId, car, query, options)),
  );
  const chosen = mergeSimilarCars(car.id, results);
  return toVehicleCards(db, siteId, chosen);
}
