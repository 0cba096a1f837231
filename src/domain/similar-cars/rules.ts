import { MIN_DISPLAYED_PRICE } from '@/domain/format/money';

/** D-96: the section shows at most 6 cars. */
export const SIMILAR_CARS_SHOWN = 6;
/** D-97: each query asks for at most 10 cars. */
export const SIMILAR_QUERY_LIMIT = 10;
/** D-98: ±10,000 under 50,000, else ±25,000. */
export const WIDE_BAND_FROM = 50_000;
export const NARROW_BAND = 10_000;
export const WIDE_BAND = 25_000;

/** D-98 `similarPriceBand`: (49999) → [39999, 59999]; (50000) → [25000, 75000]. */
export function similarPriceBand(price: number): [number, number] {
  const half = price < WIDE_BAND_FROM ? NARROW_BAND : WIDE_BAND;
  return [price - half, price + half];
}

/** The car the section is about. */
export type SimilarCarsSubject = {
  id: number;
  make: string;
  model: string;
  price: number;
  simpleBody: string | null;
};

/** One query's match on top of the shared filters (same site, in_stock, price band, not the car itself). */
export type SimilarQuery =
  | { kind: 'makeModel'; make: string; model: string }
  | { kind: 'body'; simpleBody: string }
  | { kind: 'make'; make: string };

/**
 * The queries in order of likeness (the spec names none; D-97 says 'per query'): the same make and model, then
 * the same body type, then the same make. Each runs with SIMILAR_QUERY_LIMIT; the results fill the section in
 * this order.
 */
export function similarQueries(car: SimilarCarsSubject): SimilarQuery[] {
  const queries: SimilarQuery[] = [{ kind: 'makeModel', make: car.make, model: car.model }];
  const body = car.simpleBody?.trim();
  if (body) queries.push({ kind: 'body', simpleBody: body });
  queries.push({ kind: 'make', make: car.make });
  return queries;
}

/**
 * The band the queries use, or null (no price filter) when the car has no real price: a band around a
 * placeholder price of $0 would offer the cheapest cars as "similar".
 */
export function similarPriceBandFor(car: Pick<SimilarCarsSubject, 'price'>): [number, number] | null {
  return car.price > MIN_DISPLAYED_PRICE ? similarPriceBand(car.price) : null;
}

/**
 * D-96, D-101: the queries' results in order, each car once, never the current car, at most 6.
 */
export function mergeSimilarCars<T extends { id: number }>(
  currentId: number,
  results: readonly (readonly T[])[],
  limit: number = SIMILAR_CARS_SHOWN,
): T[] {
  const seen = new Set<number>([currentId]);
  const merged: T[] = [];
  for (const list of results) {
    for (const car of list) {
      if (merged.length >= limit) return merged;
      if (seen.has(car.id)) continue;
      seen.add(car.id);
      merged.push(car);
    }
  }
  return merged;
}
