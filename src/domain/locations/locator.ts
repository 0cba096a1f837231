import { distanceKm, type GeoPoint } from '@/domain/geo/distance';

/** The dealer locator's messages (J-22 proposal). */
export const LOCATOR_INVALID_POSTCODE = 'Please enter a 4-digit postcode.';
export const locatorUnknownPostcode = (postcode: string) =>
  `We couldn't find postcode ${postcode}. Please check it and try again.`;

export type Placed = { name: string; lat: number | null; long: number | null };

export type WithDistance<T> = T & { distanceKm: number | null };

/**
 * J-22 proposal: every location with its distance from the buyer's point, nearest first; locations without
 * coordinates follow, by name (they are still the site's locations, so they are listed, without a distance).
 */
export function locationsByDistance<T extends Placed>(
  origin: GeoPoint,
  locations: readonly T[],
): WithDistance<T>[] {
  const measured = locations.map((location) => ({
    ...location,
    distanceKm:
      location.lat === null || location.long === null
        ? null
        : distanceKm(origin, { lat: location.lat, lng: location.long }),
  }));
  return measured.sort(
    (a, b) =>
      (a.distanceKm ?? Number.POSITIVE_INFINITY) - (b.distanceKm ?? Number.POSITIVE_INFINITY) ||
      a.name.localeCompare(b.name),
  );
}

/** '4.2 km' under 10 km, else whole kilometres ('733 km'). */
export function formatDistance(km: number): string {
  return km < 10 ? `${km.toFixed(1)} km` : `${Math.round(km).toLocaleString('en-AU')} km`;
}

/** What the buyer typed: blank is no search yet; anything but 4 digits is answered with a message. */
export type LocatorQuery =
  { kind: 'none' } | { kind: 'invalid'; message: string } | { kind: 'postcode'; postcode: string };

export function parseLocatorPostcode(value: string | string[] | undefined): LocatorQuery {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  if (raw === '') return { kind: 'none' };
  return /^\d{4}$/.test(raw)
    ? { kind: 'postcode', postcode: raw }
    : { kind: 'invalid', message: LOCATOR_INVALID_POSTCODE };
}
