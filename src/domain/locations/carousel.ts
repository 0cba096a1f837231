import { locationTypeOf, type LocationType } from './opening-hours';
import { orderLocations } from './order';

export type CarouselCandidate = { slug: string; name: string; isVisible: boolean; locationType: string };

/** J-16: a carousel shows every location, those of some types, or a list of slugs. */
export type CarouselFilter =
  | { kind: 'all' }
  | { kind: 'types'; types: readonly LocationType[] }
  | { kind: 'slugs'; slugs: readonly string[] };

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en-AU', { sensitivity: 'base' });

function passes(location: CarouselCandidate, filter: CarouselFilter): boolean {
  switch (filter.kind) {
    case 'all':
      return true;
    case 'types':
      return filter.types.includes(locationTypeOf(location.locationType));
    case 'slugs':
      return filter.slugs.includes(location.slug);
  }
}

/**
 * J-14..J-16 `carouselLocations`: the visible locations the filter keeps, by name, unless the site
 * configures an order (`locationsOrder`: those slugs first, in that order, the rest by name).
 */
export function carouselLocations<T extends CarouselCandidate>(
  locations: readonly T[],
  options: { order: readonly string[] | null; filter: CarouselFilter },
): T[] {
  const shown = locations.filter((location) => location.isVisible && passes(location, options.filter));
  return orderLocations([...shown].sort(byName), options.order);
}

/** J-13: the 'Swipe' hint shows with 3 or fewer locations (the spec's words, implemented as written). */
export const SWIPE_HINT_MAX_LOCATIONS = 3;

export function showsSwipeHint(count: number): boolean {
  return count <= SWIPE_HINT_MAX_LOCATIONS;
}
