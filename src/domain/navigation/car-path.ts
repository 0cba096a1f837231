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
