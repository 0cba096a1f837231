/**
 * Great-circle distances (J-22). Shared by the delivery calculator (G-8) and the dealer locator, so it lives
 * in neither.
 */

/** The mean Earth radius the spec names (J-22). */
export const EARTH_RADIUS_KM = 6371;

export type GeoPoint = { lat: number; lng: number };

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** J-22 `distanceKm`: the haversine great-circle distance in km with R = 6371 km. */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
