import { decodeSegment } from './decode-segment';

/** Paths under /cars/ that are routes of their own, not a car's page. */
const CAR_SUBROUTES = new Set(['trade-in']);

/**
 * The slug of a car's page path (`/cars/{slug}`, trailing slash allowed), decoded; null for any other path.
 * The 404 page uses it to offer cars like one that has been sold or removed.
 */
export function carSlugOfPath(path: string): string | null {
  const match = /^\/cars\/([^/]+)\/?$/.exec(path);
  if (!match) return null;
  const slug = decodeSegment(match[1]!);
  return CAR_SUBROUTES.has(slug) ? null : slug;
}

/**
 * The decoded segments after /offers/ of an offer page's path (`/offers/{id}`, `/offers/{make}/{id}`), for
 * the 404 page to say an offer has ended; null for any other path.
 */
export function offerSegmentsOfPath(path: string): string[] | null {
  const match = /^\/offers\/([^/]+(?:\/[^/]+)?)\/?$/.exec(path);
  return match ? match[1]!.split('/').map(decodeSegment) : null;
}
