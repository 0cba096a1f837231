import { offerHref, type OfferLinkInput } from '@/domain/navigation/links';

/** An offer page's path as requested: /offers/{id} or /offers/{manufacturerSlug}/{id} (K-11). */
export type OfferPath = { manufacturerSlug: string | null; id: number };

const ID = /^[1-9]\d{0,8}$/;

/** The id (and make segment) of an offer page's path segments, decoded; null when malformed. */
export function parseOfferPath(segments: readonly string[]): OfferPath | null {
  if (segments.length < 1 || segments.length > 2) return null;
  const id = segments[segments.length - 1]!;
  if (!ID.test(id)) return null;
  return { manufacturerSlug: segments.length === 2 ? segments[0]! : null, id: Number(id) };
}

/** K-10: an offer has ended once its expiry date (the site's calendar date, inclusive) has passed. */
export function hasOfferEnded(expiry: string | null, today: string): boolean {
  return expiry !== null && expiry < today;
}

export type OfferRoute = { kind: 'canonical' } | { kind: 'redirect'; href: string };

/**
 * K-11: an offer answers only at its own href; the other form (a wrong or missing make segment, or one the
 * site does not use) moves there permanently.
 */
export function offerRoute(
  requested: OfferPath,
  offer: OfferLinkInput,
  siteHasSingleManufacturer: boolean,
): OfferRoute {
  const href = offerHref(offer, siteHasSingleManufacturer);
  const requestedHref = requested.manufacturerSlug
    ? `/offers/${encodeURIComponent(requested.manufacturerSlug)}/${requested.id}`
    : `/offers/${requested.id}`;
  return requestedHref === href ? { kind: 'canonical' } : { kind: 'redirect', href };
}
