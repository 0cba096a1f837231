import 'server-only';
import { distanceKm, type GeoPoint } from '@/domain/geo/distance';
import { setBit, type Bitmap } from './bitmap';
import type { StockRow } from '../load-stock';

/**
 * The yards cars stand at, for near-me searches (decision 054). A search measures each yard once (a few dozen
 * haversines), never each car: a car's distance is its yard's. Each yard's documents are kept in document
 * (= id) order, so a radius is a union of short lists and 'Nearest first' walks yards nearest first.
 */
export type PlaceColumns = {
  /** Per document, its yard's code. */
  placeOf: Uint16Array;
  /** Per yard code, its position; NaN when the location has none (it is never within a radius). */
  lat: Float64Array;
  lng: Float64Array;
  /** CSR: yard p holds docs[starts[p]] … docs[starts[p + 1] − 1], ascending. */
  starts: Uint32Array;
  docs: Uint32Array;
};

export function buildPlaceColumns(rows: readonly StockRow[]): PlaceColumns {
  const codeOf = new Map<number, number>();
  const positions: { lat: number; lng: number }[] = [];
  const placeOf = new Uint16Array(rows.length);
  rows.forEach((row, doc) => {
    let code = codeOf.get(row.locationId);
    if (code === undefined) {
      codeOf.set(row.locationId, (code = positions.length));
      positions.push({ lat: row.locationLat ?? NaN, lng: row.locationLng ?? NaN });
    }
    placeOf[doc] = code;
  });
  if (positions.length > 0xffff) throw new Error('Too many locations for a Uint16 column');
  const starts = new Uint32Array(positions.length + 1);
  for (const code of placeOf) starts[code + 1]!++;
  for (let p = 0; p < positions.length; p++) starts[p + 1]! += starts[p]!;
  const fill = starts.slice(0, positions.length);
  const docs = new Uint32Array(rows.length);
  placeOf.forEach((code, doc) => (docs[fill[code]!++] = doc));
  return {
    placeOf,
    lat: Float64Array.from(positions, (p) => p.lat),
    lng: Float64Array.from(positions, (p) => p.lng),
    starts,
    docs,
  };
}

/** Km from `origin` to each yard (NaN for a yard without a position). */
export function placeDistances(places: PlaceColumns, origin: GeoPoint): Float64Array {
  return Float64Array.from(places.lat, (lat, p) =>
    Number.isNaN(lat) ? NaN : distanceKm(origin, { lat, lng: places.lng[p]! }),
  );
}

/** The documents at yards within `radiusKm` (inclusive), into a cleared bitmap. */
export function fillWithinRadius(
  places: PlaceColumns,
  distances: Float64Array,
  radiusKm: number,
  bits: Bitmap,
): void {
  const { starts, docs } = places;
  distances.forEach((km, p) => {
    if (!(km <= radiusKm)) return;
    for (let i = starts[p]!; i < starts[p + 1]!; i++) setBit(bits, docs[i]!);
  });
}

/**
 * One page of 'Nearest first': yards by distance (those without a position last, ties by yard code), and
 * within a yard the newest listing first (highest id). Walks only as far as the page needs.
 */
export function nearestPageDocs(
  places: PlaceColumns,
  distances: Float64Array,
  matches: Bitmap,
  offset: number,
  pageSize: number,
): number[] {
  // A yard without a position sorts last (NaN would not compare); a yard at 0 km is a real distance.
  const key = (p: number) => (Number.isNaN(distances[p]!) ? Infinity : distances[p]!);
  const order = Array.from(distances.keys()).sort((a, b) => key(a) - key(b) || a - b);
  const { starts, docs } = places;
  const wanted = offset + pageSize;
  const page: number[] = [];
  let seen = 0;
  for (const p of order) {
    for (let i = starts[p + 1]! - 1; i >= starts[p]! && seen < wanted; i--) {
      const doc = docs[i]!;
      if ((matches[doc >>> 5]! & (1 << (doc & 31))) === 0) continue;
      if (seen++ >= offset) page.push(doc);
    }
    if (seen >= wanted) break;
  }
  return page;
}
