import 'server-only';
import type { Branding } from '@/domain/console/settings/branding';
import type { Contact } from '@/domain/console/settings/contact';
import type { LocationSettings } from '@/domain/console/settings/location';
import type { FramePreview, LocationPreview } from '@/domain/console/settings/preview-views';
import { isoDateInTimeZone } from '@/domain/format/date';
import { formatAddress } from '@/domain/locations/address';
import { holidayHoursSections } from '@/domain/locations/holiday-hours';
import { licenceLines } from '@/domain/locations/licence-lines';
import { LOCATION_TYPE_LABELS, openingHoursTabs } from '@/domain/locations/opening-hours';
import type { Database } from '@/server/db/client';
import type { SiteLocationRow } from '@/server/locations/directory-queries';
import { getSiteChrome } from '@/server/site-chrome/site-chrome';
import type { SiteContext } from '@/server/sites/site-context';
import { BRANDING_SETTINGS } from './branding-settings';
import { CONTACT_SETTINGS } from './contact-settings';
import { holidayColumns, weekColumns } from './location-settings';

/**
 * The site's header and footer as they would be with this branding and contact (either one the draft, the
 * other what is published): drawn by the site's own components in the console's preview.
 */
export async function framePreview(
  db: Database,
  site: SiteContext,
  now: Date,
  draft: { branding?: Branding; contact?: Contact },
): Promise<FramePreview> {
  const chrome = await getSiteChrome(db, site, now);
  const branding = draft.branding ?? (await BRANDING_SETTINGS.loadLive(db, site.id))!;
  const contact = draft.contact ?? (await CONTACT_SETTINGS.loadLive(db, site.id))!;
  return {
    colors: branding.colors,
    chrome: {
      // Not sticky inside the console: it would cover the form while the page scrolls.
      header: { ...chrome.header, siteName: branding.name, logoUrl: branding.logoUrl, isSticky: false },
      footer: { ...chrome.footer, siteName: branding.name, ...contact },
    },
  };
}

/**
 * A location's page details and hours as they would be with these settings, drawn from the same rules as its
 * public page (the hours grouped, holiday hours from today on in the site's time zone).
 */
export function locationPreview(
  site: SiteContext,
  location: SiteLocationRow,
  value: LocationSettings,
  now: Date,
): LocationPreview {
  const { config } = site;
  const hours = Object.fromEntries(
    value.hours.map(({ department, days }) => [
      department,
      days.map((day) => ({
        weekday: day.weekday,
        ...weekColumns(day),
        formattedHours: null,
      })),
    ]),
  );
  const own = {
    id: location.id,
    name: value.name,
    locationType: location.locationType,
    isPrimary: true,
    hours,
  };
  const tabs = openingHoursTabs([own], location.id, {
    forceFull: config.locations.forceFullHours,
    closedText: config.locations.closedDayText,
  });
  const today = isoDateInTimeZone(now, config.timezone);
  const entries = value.holidays.map((holiday) => ({
    date: holiday.date,
    ...holidayColumns(holiday),
    department: holiday.department,
    locationName: value.name,
    name: holiday.name,
  }));
  const departments =
    tabs.length > 0 ? tabs : [{ type: 'sales' as const, label: LOCATION_TYPE_LABELS.sales }];
  return {
    isVisible: value.isVisible,
    location: {
      name: value.name,
      dealershipName: location.dealershipName,
      address: formatAddress(value),
      phone: value.phone,
      email: value.email,
      averageRating: location.averageRating,
      reviewCount: location.reviewCount,
    },
    licenceLines: licenceLines(
      { dealerLicenceNumber: value.dealerLicenseNumber, motorVehicleRepairer: location.motorVehicleRepairer },
      config.features,
    ),
    hours: tabs,
    holidayHours: config.features.holidayHours
      ? holidayHoursSections(entries, { name: value.name }, departments, today)
      : [],
  };
}
