import 'server-only';
import { isoDateInTimeZone } from '@/domain/format/date';
import { telHref } from '@/domain/format/phone';
import { formatAddress } from '@/domain/locations/address';
import { cardRating } from '@/domain/locations/card-rating';
import { licenceLines } from '@/domain/locations/licence-lines';
import { carouselLocations } from '@/domain/locations/carousel';
import { groupByDealership, locationsSellingMake, weekdayOfIsoDate } from '@/domain/locations/directory';
import {
  formatDistance,
  locationsByDistance,
  locatorUnknownPostcode,
  parseLocatorPostcode,
} from '@/domain/locations/locator';
import { LOCATION_TYPE_LABELS, formatHours, locationTypeOf } from '@/domain/locations/opening-hours';
import { directionsHref, locationHref } from '@/domain/navigation/links';
import type { Database } from '@/server/db/client';
import {
  PostcodeGeocoderUnavailableError,
  postcodePlaceName,
  postcodeGeocoderFor,
  type PostcodeLocation,
} from '@/server/providers/postcodes';
import type { SiteContext } from '@/server/sites/site-context';
import { listSiteLocations, listWeekdayHours, type SiteLocationRow } from './directory-queries';
import type { DirectoryGroup, DirectoryLocation, LocatorView } from '@/domain/locations/directory-types';
import { log } from '@/server/logging';

type ToDirectoryLocation = (row: SiteLocationRow, distanceKm?: number | null) => DirectoryLocation;

/** The mapper from rows to what the pages show, with today's hours read once for the whole site. */
async function directoryMapper(db: Database, site: SiteContext, now: Date): Promise<ToDirectoryLocation> {
  const { config } = site;
  const weekday = weekdayOfIsoDate(isoDateInTimeZone(now, config.timezone));
  const hours = await listWeekdayHours(db, site.id, weekday);
  const key = (locationId: number, department: string) => `${locationId}:${locationTypeOf(department)}`;
  const byKey = new Map(hours.map((entry) => [key(entry.locationId, entry.department), entry]));
  const keepsHours = new Set(hours.map((entry) => entry.locationId));
  return (row, distanceKm = null) => {
    const type = locationTypeOf(row.locationType);
    const address = formatAddress(row);
    const phone = row.phone?.trim() || null;
    const landline = row.landlinePhone?.trim() || null;
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      href: locationHref(row, config.links.locationLinkStyle),
      typeLabel: LOCATION_TYPE_LABELS[type],
      address,
      phone,
      telHref: phone ? telHref(phone) : null,
      landline,
      landlineTelHref: landline ? telHref(landline) : null,
      imageUrl: row.imageUrl?.trim() || null,
      rating: cardRating(row.averageRating, row.reviewCount),
      licenceLines: licenceLines(row, config.features),
      enquiryHref: `/contact-us/${encodeURIComponent(row.slug)}`,
      directionsHref: directionsHref({ placeUrl: row.placeUrl, lat: row.lat, long: row.long, address }),
      todayHours: keepsHours.has(row.id)
        ? formatHours(byKey.get(key(row.id, type)), config.locations.closedDayText)
        : null,
      distance: distanceKm === null ? null : formatDistance(distanceKm),
    };
  };
}

/** The site's visible locations in its display order (by name, or `locationsOrder`, J-15). */
async function siteLocations(db: Database, site: SiteContext): Promise<SiteLocationRow[]> {
  const rows = await listSiteLocations(db, site.id);
  return carouselLocations(rows, { order: site.config.locations.order, filter: { kind: 'all' } });
}

/** /dealerships: every visible location of the site, grouped by dealership (dealerships by name). */
export async function loadDealerships(db: Database, site: SiteContext, now: Date): Promise<DirectoryGroup[]> {
  const toLocation = await directoryMapper(db, site, now);
  const rows = await listSiteLocations(db, site.id);
  return groupByDealership(rows).map((group) => ({
    slug: group.slug,
    name: group.name,
    locations: group.locations.map((row) => toLocation(row)),
  }));
}

/** /dealerships/{make}?filter=brand: the locations selling the make, grouped; null (404) when none does. */
export async function loadBrandDealerships(
  db: Database,
  site: SiteContext,
  makeSlug: string,
  now: Date,
): Promise<{ makeName: string; groups: DirectoryGroup[] } | null> {
  const selling = locationsSellingMake(await listSiteLocations(db, site.id), makeSlug);
  if (!selling) return null;
  const toLocation = await directoryMapper(db, site, now);
  const groups = groupByDealership(selling.locations).map((group) => ({
    slug: group.slug,
    name: group.name,
    locations: group.locations.map((row) => toLocation(row)),
  }));
  return { makeName: selling.makeName, groups };
}

/** The postcode's point; 'unavailable' (logged) when the postcode data cannot be read, so the page still shows. */
async function placePostcode(
  site: SiteContext,
  postcode: string,
): Promise<PostcodeLocation | null | 'unavailable'> {
  try {
    return await postcodeGeocoderFor(site.config).geocodePostcode(postcode);
  } catch (error) {
    if (!(error instanceof PostcodeGeocoderUnavailableError)) throw error;
    log.error({ siteId: site.id, postcode, err: error }, 'dealer locator: postcode could not be placed');
    return 'unavailable';
  }
}

/**
 * /dealer-locator?postcode=4000 (J-22): every location with its distance from the postcode (the site's
 * geocoder: the bundled AU postcode data unless the site configures a service), nearest first. Blank lists
 * them all by name; a malformed or unknown postcode says so above that list.
 */
export async function loadDealerLocator(
  db: Database,
  site: SiteContext,
  postcodeParam: string | string[] | undefined,
  now: Date,
): Promise<LocatorView> {
  const [rows, toLocation] = await Promise.all([siteLocations(db, site), directoryMapper(db, site, now)]);
  const all = rows.map((row) => toLocation(row));
  const query = parseLocatorPostcode(postcodeParam);
  if (query.kind === 'none') return { kind: 'all', locations: all };
  // Only echoed back into the search box; a long paste is cut short.
  const raw = ((Array.isArray(postcodeParam) ? postcodeParam[0] : postcodeParam)?.trim() ?? '').slice(0, 12);
  if (query.kind === 'invalid')
    return { kind: 'message', postcode: raw, message: query.message, locations: all };
  const place = await placePostcode(site, query.postcode);
  if (place === 'unavailable') {
    const message = 'Distances cannot be worked out right now. Here are all our locations.';
    return { kind: 'message', postcode: query.postcode, message, locations: all };
  }
  if (!place) {
    const message = locatorUnknownPostcode(query.postcode);
    return { kind: 'message', postcode: query.postcode, message, locations: all };
  }
  const nearest = locationsByDistance(place, rows).map((row) => toLocation(row, row.distanceKm));
  return { kind: 'nearest', postcode: query.postcode, place: postcodePlaceName(place), locations: nearest };
}

/**
 * /contact and the home page's 'Our Locations' carousel: every visible location in the site's display order
 * (J-14, J-15), as location cards with today's hours (J-6).
 */
export async function loadLocationCards(
  db: Database,
  site: SiteContext,
  now: Date,
): Promise<DirectoryLocation[]> {
  const [rows, toLocation] = await Promise.all([siteLocations(db, site), directoryMapper(db, site, now)]);
  return rows.map((row) => toLocation(row));
}
