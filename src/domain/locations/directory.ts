import { toSlug } from '@/domain/format/slug';

/** /dealerships groups the site's locations by dealership, in the order given (dealership, then location name). */
export function groupByDealership<T extends { dealershipSlug: string; dealershipName: string }>(
  locations: readonly T[],
): { slug: string; name: string; locations: T[] }[] {
  const groups = new Map<string, { slug: string; name: string; locations: T[] }>();
  for (const location of locations) {
    const group = groups.get(location.dealershipSlug) ?? {
      slug: location.dealershipSlug,
      name: location.dealershipName,
      locations: [],
    };
    group.locations.push(location);
    groups.set(location.dealershipSlug, group);
  }
  return [...groups.values()];
}

/**
 * /dealerships/{make}?filter=brand: the locations whose manufacturers include the make (matched by slug,
 * 'land-rover' = 'Land Rover'), with the make's name as the locations spell it; null when none sells it.
 */
export function locationsSellingMake<T extends { manufacturers: readonly string[] }>(
  locations: readonly T[],
  makeSlug: string,
): { makeName: string; locations: T[] } | null {
  const wanted = toSlug(makeSlug);
  if (wanted === '') return null;
  const makeOf = (location: T) => location.manufacturers.find((make) => toSlug(make) === wanted);
  const selling = locations.filter((location) => makeOf(location) !== undefined);
  const first = selling[0];
  return first ? { makeName: makeOf(first)!, locations: selling } : null;
}

/** The weekday (0 = Sunday … 6 = Saturday, J-26) of a calendar date 'YYYY-MM-DD'. */
export function weekdayOfIsoDate(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay();
}
