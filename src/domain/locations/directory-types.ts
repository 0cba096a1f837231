import type { CardRating } from '@/domain/locations/card-rating';

/**
 * What the location cards render (J-6): the directory pages (/dealerships, /dealer-locator, /contact) and the
 * home page's 'Our Locations' carousel. Types only, for components.
 */

export type DirectoryLocation = {
  id: number;
  slug: string;
  name: string;
  /** The location's page (or /contact on sites configured so, B-39). */
  href: string;
  /** 'Sales', 'Service' or 'Parts' (J-2). */
  typeLabel: string;
  address: string | null;
  phone: string | null;
  telHref: string | null;
  landline: string | null;
  landlineTelHref: string | null;
  /** The card's picture (J-6), shown when the location has one. */
  imageUrl: string | null;
  /** null: no reviews yet, so no stars. */
  rating: CardRating | null;
  /** 'DL: {n}' and 'MRB: {n}', each left out when empty or switched off (J-9). */
  licenceLines: string[];
  /** /contact-us/{slug}: the location's enquiry form, which the optional 'Email Us' modal opens (J-6). */
  enquiryHref: string;
  directionsHref: string | null;
  /** Today's hours of its own department in the site's time zone; null when it keeps no weekly hours. */
  todayHours: string | null;
  /** '6.5 km' from the buyer's postcode (the locator only). */
  distance: string | null;
};

export type DirectoryGroup = { slug: string; name: string; locations: DirectoryLocation[] };

export type LocatorView =
  | { kind: 'all'; locations: DirectoryLocation[] }
  | { kind: 'message'; postcode: string; message: string; locations: DirectoryLocation[] }
  | { kind: 'nearest'; postcode: string; place: string; locations: DirectoryLocation[] };
