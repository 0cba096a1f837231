import { directionsHref } from '@/domain/navigation/links';

/** D-67: how many leading characters of the dealer's number show before it is revealed. */
export const PHONE_MASK_VISIBLE = 5;

/** D-67: the number masked after its first 5 characters: each later digit becomes 'X', spaces and signs stay. */
export function maskPhone(phone: string): string {
  const visible = phone.slice(0, PHONE_MASK_VISIBLE);
  return visible + phone.slice(PHONE_MASK_VISIBLE).replace(/\d/g, 'X');
}

/** D-70 (one rule for every phone link). */
export { telHref } from '@/domain/format/phone';

const normalCity = (city: string | null | undefined) => city?.trim().toLowerCase() ?? '';

/**
 * D-79: the 'Located at {city}' bar shows when the car's yard is in another city than the primary location
 * (compared trimmed and case-insensitively); never without both cities.
 */
export function showLocatedAt(
  car: { city: string | null },
  primaryLocation: { city: string | null } | null,
): boolean {
  const carCity = normalCity(car.city);
  const primaryCity = normalCity(primaryLocation?.city);
  return carCity !== '' && primaryCity !== '' && carCity !== primaryCity;
}

/** D-93: the single-location section shows unless the car has distribution yards or the site turns it off. */
export function showVehicleMap(distributionLocationCount: number, showMapSection: boolean): boolean {
  return showMapSection && distributionLocationCount === 0;
}

export type YardAddress = {
  street: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
};

/** One line: '{street}, {city} {state} {postcode}', skipping the parts a yard lacks; null without any. */
export function yardAddressLine({ street, city, state, postcode }: YardAddress): string | null {
  const place = [city, state, postcode]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  const line = [street?.trim() ?? '', place].filter(Boolean).join(', ');
  return line === '' ? null : line;
}

/**
 * D-79/D-93: Google Maps directions to the car's yard: to its coordinates when known, else to its address.
 * Always a directions link (the yard's place page is not one); null when the yard has neither.
 */
export function yardDirectionsHref(
  yard: YardAddress & { name: string; lat: number | null; long: number | null },
): string | null {
  const line = yardAddressLine(yard);
  return directionsHref({
    placeUrl: null,
    lat: yard.lat,
    long: yard.long,
    address: line ? `${yard.name}, ${line}` : null,
  });
}
