import 'server-only';
import { isoDateInTimeZone } from '@/domain/format/date';
import { holidayHoursSections, type HolidayHoursSection } from '@/domain/locations/holiday-hours';
import { licenceLines } from '@/domain/locations/licence-lines';
import { locationMap, tiledMap } from '@/domain/locations/map';
import {
  LOCATION_TYPE_LABELS,
  locationTypeOf,
  openingHoursTabs,
  type OpeningHoursTab,
} from '@/domain/locations/opening-hours';
import { directionsHref } from '@/domain/navigation/links';
import { locationStockHref } from '@/domain/search/car-links';
import { resolveStockRules, stockRuleOptionsOf } from '@/domain/search/stock-rules';
import type { Database } from '@/server/db/client';
import { loadLeadForm } from '@/server/lead-forms/load-form';
import type { SiteContext } from '@/server/sites/site-context';
import { loadSearchUrlContext } from '@/server/stock/search/api/url-context';
import { listLatestStock } from '@/server/storefront/vehicle-cards';
import { listDealershipHours } from '@/server/locations/opening-hours';
import { listHolidayEntries } from './directory-queries';
import { findDealershipLocationSlug, findVisibleLocation } from './queries';
import type { LocationDetails, LocationPageView } from '@/domain/locations/location-page-view';

export type LocationPageOutcome =
  { kind: 'page'; view: LocationPageView } | { kind: 'redirect'; href: string } | { kind: 'not_found' };

/**
 * J-36..J-39: the location's upcoming holiday hours for each department its hours table shows (its own
 * type when it has no weekly hours); nothing on sites that switch holiday hours off.
 */
async function loadHolidayHours(
  db: Database,
  site: SiteContext,
  location: LocationDetails,
  tabs: readonly OpeningHoursTab[],
  now: Date,
): Promise<HolidayHoursSection[]> {
  if (!site.config.features.holidayHours) return [];
  const today = isoDateInTimeZone(now, site.config.timezone);
  const entries = await listHolidayEntries(db, site.id, location, today);
  const ownType = locationTypeOf(location.locationType);
  const departments = tabs.length > 0 ? tabs : [{ type: ownType, label: LOCATION_TYPE_LABELS[ownType] }];
  return holidayHoursSections(entries, location, departments, today);
}

/**
 * /locations/{slug} (J-11, J-19, B-39): a visible location of this site, or a redirect from its
 * dealership's slug; anything else (hidden, unknown, another site's) is not found.
 */
export async function loadLocationPage(
  db: Database,
  site: SiteContext,
  slug: string,
  now: Date,
): Promise<LocationPageOutcome> {
  const details = await findVisibleLocation(db, site.id, slug);
  if (!details) {
    const locationSlug = await findDealershipLocationSlug(db, site.id, slug);
    return locationSlug
      ? { kind: 'redirect', href: `/locations/${encodeURIComponent(locationSlug)}` }
      : { kind: 'not_found' };
  }
  const { config } = site;
  const place = { dealershipId: details.dealershipId, locationId: details.id };
  const own = (await listDealershipHours(db, site.id, place)).filter((entry) => entry.id === details.id);
  const options = { forceFull: config.locations.forceFullHours, closedText: config.locations.closedDayText };
  const rules = resolveStockRules(stockRuleOptionsOf(config), now, '');
  const ctx = await loadSearchUrlContext(db, site.id, config);
  const hours = openingHoursTabs(own, details.id, options);
  const { dealerLicenceNumber, motorVehicleRepairer, placeUrl, lat, long, ...location } = details;
  return {
    kind: 'page',
    view: {
      location,
      licenceLines: licenceLines({ dealerLicenceNumber, motorVehicleRepairer }, config.features),
      directionsHref: directionsHref({ placeUrl, lat, long, address: details.address }),
      hours,
      holidayHours: await loadHolidayHours(db, site, details, hours, now),
      map: locationMap({ lat, long, city: details.city, name: details.name }),
      tiledMap: tiledMap({ lat, long }, config.locations.map),
      cars: await listLatestStock(db, site.id, rules, { locationId: details.id }),
      stockHref: locationStockHref(details.name, ctx),
      form: (await loadLeadForm(db, site, { kind: 'enquiry', locationId: details.id }))?.setup ?? null,
      structuredData: {
        name: details.name,
        address: details.address,
        city: details.city,
        phone: details.phone,
        email: details.email,
        lat,
        long,
        averageRating: details.averageRating,
        reviewCount: details.reviewCount,
        hours: own[0]?.hours[locationTypeOf(details.locationType)] ?? [],
      },
    },
  };
}
