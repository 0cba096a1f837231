/** Link rules for the site chrome and home page (B-19, B-39, J-10, L-11). Pure: callers pass the values they hold. */

export type BookServiceInput = { serviceBookingUrl: string | null; hasServiceLocations: boolean };

/** B-19: an external booking page when configured; /service on sites with service locations; else the anchor. */
export function bookServiceHref({ serviceBookingUrl, hasServiceLocations }: BookServiceInput): string {
  if (serviceBookingUrl) return serviceBookingUrl;
  return hasServiceLocations ? '/service' : '/service#service-booking';
}

export type LocationLinkStyle = 'locationSlug' | 'contact';

/** B-39: /locations/{slug}, or /contact on sites configured so. */
export function locationHref(location: { slug: string }, style: LocationLinkStyle): string {
  return style === 'contact' ? '/contact' : `/locations/${encodeURIComponent(location.slug)}`;
}

export type DirectionsInput = {
  placeUrl: string | null;
  lat: number | null;
  long: number | null;
  address: string | null;
};

const GOOGLE_DIRECTIONS = 'https://www.google.com/maps/dir/?api=1&destination=';

/** J-10: the place url, else directions to the coordinates, else to the address; null when nothing is known. */
export function directionsHref({ placeUrl, lat, long, address }: DirectionsInput): string | null {
  if (placeUrl) return placeUrl;
  if (lat !== null && long !== null) return `${GOOGLE_DIRECTIONS}${lat},${long}`;
  if (address && address.trim()) return `${GOOGLE_DIRECTIONS}${encodeURIComponent(address.trim())}`;
  return null;
}

export type BrandTileInput = { slug: string; url: string | null; skipBrandPage: boolean };

/** L-11: /{brand}/overview; a brand that skips its page goes to its tile url, else its stock search. */
export function brandTileHref({ slug, url, skipBrandPage }: BrandTileInput): string {
  if (!skipBrandPage) return `/${encodeURIComponent(slug)}/overview`;
  return url ?? `/search/${encodeURIComponent(slug)}`;
}

/** Links leaving the site open as plain external links (no client routing). */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

export type OfferLinkInput = { id: number; manufacturerSlug: string | null };

/** K-11: /offers/{id}; /offers/{manufacturerSlug}/{id} only on sites without a single manufacturer. */
export function offerHref(
  { id, manufacturerSlug }: OfferLinkInput,
  siteHasSingleManufacturer: boolean,
): string {
  if (!siteHasSingleManufacturer && manufacturerSlug)
    return `/offers/${encodeURIComponent(manufacturerSlug)}/${id}`;
  return `/offers/${id}`;
}

/** H-28 without script: the contact page's enquiry about the offer (the server checks the offer is this site's). */
export function offerEnquiryHref(offerId: number): string {
  return `/contact?offer=${offerId}`;
}

export type ModelLinkInput = { slug: string; overrideUrl: string | null };

/** B-41, K-25: a model's page is /models/{slug}, unless the model carries an override url. */
export function modelHref({ slug, overrideUrl }: ModelLinkInput): string {
  return overrideUrl?.trim() || `/models/${encodeURIComponent(slug)}`;
}
