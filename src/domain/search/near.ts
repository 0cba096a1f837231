import { formatDistance, LOCATOR_INVALID_POSTCODE, locatorUnknownPostcode } from '@/domain/locations/locator';
import type { NearResult, SearchState } from './state';

/**
 * Near-me search (decision 054): a postcode and an optional radius in the URL (`postcode`, `radius`), and the
 * 'Nearest first' sort. Distances are from the postcode's point to each car's yard.
 */

/** The radius choices the search page offers, in km; none chosen = any distance. */
export const RADIUS_OPTIONS_KM = [25, 50, 100, 250, 500] as const;
/** The API takes any whole number of km up to this (the width of Australia and then some). */
export const MAX_RADIUS_KM = 5_000;
/** What a postcode box can hold: longer values are refused (the API's 400), not searched. */
export const MAX_POSTCODE_LENGTH = 40;

export const DISTANCE_SORT = { key: 'distance', label: 'Nearest first' } as const;

/** '18 km away', '4.2 km away'. */
export function distanceAwayText(km: number): string {
  return `${formatDistance(km)} away`;
}

/** Distances carried on hits: one decimal, as the card shows under 10 km. */
export function roundDistanceKm(km: number): number {
  return Math.round(km * 10) / 10;
}

export function radiusLabel(radiusKm: number | null): string {
  return radiusKm === null ? 'Any distance' : `Within ${radiusKm.toLocaleString('en-AU')} km`;
}

const UNAVAILABLE = 'Distances cannot be worked out right now, so cars at every distance are shown.';

/** What the page says about the postcode: where it is, or why distance is ignored. */
export function nearMessage(near: NearResult): { kind: 'place' | 'problem'; text: string } {
  if (near.place !== null) return { kind: 'place', text: near.place };
  if (near.unavailable) return { kind: 'problem', text: UNAVAILABLE };
  return {
    kind: 'problem',
    text: /^\d{4}$/.test(near.postcode) ? locatorUnknownPostcode(near.postcode) : LOCATOR_INVALID_POSTCODE,
  };
}

/**
 * The state after the near-me form: a postcode (trimmed) with its radius, or none, from page 1. Clearing
 * the postcode also leaves 'Nearest first', which means nothing without one.
 */
export function applyNearInput(
  state: SearchState,
  input: { postcode: string; radiusKm: number | null },
  defaultSortBy: string,
): SearchState {
  const postcode = input.postcode.trim().slice(0, MAX_POSTCODE_LENGTH);
  const { near: _previous, ...rest } = state;
  if (postcode === '') {
    const sortBy = state.sortBy === DISTANCE_SORT.key ? defaultSortBy : state.sortBy;
    return { ...rest, sortBy, page: 1 };
  }
  return { ...rest, near: { postcode, radiusKm: input.radiusKm }, page: 1 };
}
