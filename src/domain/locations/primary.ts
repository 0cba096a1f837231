import { locationTypeOf } from './opening-hours';

export type PrimaryCandidate = { isPrimary: boolean; isVisible: boolean; locationType: string };

/**
 * J-23 `primaryLocation`: the visible location with primary = true; without one, the first visible sales
 * location ('' is sales, J-2) in the order given (callers pass them by name); null when there is neither.
 * A hidden location is never the primary: the header would show a number the site does not list.
 */
export function primaryLocation<T extends PrimaryCandidate>(locations: readonly T[]): T | null {
  const visible = locations.filter((location) => location.isVisible);
  return (
    visible.find((location) => location.isPrimary) ??
    visible.find((location) => locationTypeOf(location.locationType) === 'sales') ??
    null
  );
}
