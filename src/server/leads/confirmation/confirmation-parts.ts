import 'server-only';
import type { SiteConfig } from '@/config';
import { vehicleHref } from '@/domain/cards/action-links';
import { formatMoney, MIN_DISPLAYED_PRICE } from '@/domain/format/money';
import { formatBookingTime } from '@/domain/lead-confirmation/booking-time';
import {
  buyerCategory,
  nextSteps,
  type AcceptedOffer,
  type ConfirmationCar,
  type LeadConfirmation,
} from '@/domain/lead-confirmation/confirmation';
import { leadReference } from '@/domain/lead-confirmation/reference';
import { timeZoneForState } from '@/domain/lead-forms/time-zone';
import { formatAddress } from '@/domain/locations/address';
import { similarSearchHref } from '@/domain/search/car-links';
import { searchCardTitle } from '@/domain/search/page/card';
import type { Database } from '@/server/db/client';
import { loadSearchUrlContext } from '@/server/stock/search/api/url-context';
import { loadVehicleOpeningHours } from '@/server/locations/opening-hours';
import type { VehicleSnapshot } from '../placement';
import { findConfirmationCar, findConfirmationPlace } from './confirmation-queries';

/** What a confirmation says that comes from the lead itself (the stored row, or the one being stored). */
export type ConfirmationFacts = {
  leadId: string;
  formType: string;
  category: string;
  buyerName: string | null;
  message: string | null;
  offerTitle: string | null;
  /** The lead's stored fields' accepted trade-in offer (`acceptedOfferOf`). */
  acceptedOffer: AcceptedOffer | null;
  vehicleId: number | null;
  /** The car as it was when the lead was sent: its name when it has left the stock since. */
  snapshot: VehicleSnapshot | null;
  locationId: number | null;
  /** The requested test-drive time; `confirmed` false when it was not held (decision 032). */
  booking: { startsAt: Date; locationId: number | null; confirmed: boolean } | null;
  /** A reserve lead: whether it opened its reservation; null for any other lead. */
  hasReservation: boolean | null;
};

export type ConfirmationPlace = {
  name: string;
  address: string | null;
  phone: string | null;
  /** The yard's zone (from its state), else the site's. */
  timeZone: string;
  hours: { days: string; hours: string }[];
};

/** What the database and config add: the car as listed now, the yard, its hours, the links of this site. */
export type ConfirmationParts = {
  car: ConfirmationCar | null;
  similarHref: string | null;
  place: ConfirmationPlace | null;
  siteName: string;
  siteTimeZone: string;
};

const snapshotTitle = (car: VehicleSnapshot) =>
  searchCardTitle({ year: car.year, make: car.make, model: car.model, badge: car.badge, series: null });

async function loadPlace(
  db: Database,
  site: { id: number; config: SiteConfig },
  locationId: number | null,
): Promise<ConfirmationPlace | null> {
  const place = await findConfirmationPlace(db, site.id, locationId);
  if (!place) return null;
  const { locations } = site.config;
  const tabs = await loadVehicleOpeningHours(
    db,
    site.id,
    { dealershipId: place.dealershipId, locationId: place.id },
    { forceFull: locations.forceFullHours, closedText: locations.closedDayText },
  );
  const sales = tabs.find((tab) => tab.type === 'sales') ?? tabs[0];
  return {
    name: place.name,
    address: formatAddress(place),
    phone: place.phone?.trim() || null,
    timeZone: timeZoneForState(place.state, site.config.timezone),
    hours: sales?.rows ?? [],
  };
}

/** Reads, before any transaction, what a confirmation needs beyond the lead. */
export async function loadConfirmationParts(
  db: Database,
  site: { id: number; name: string; config: SiteConfig },
  facts: Pick<ConfirmationFacts, 'vehicleId' | 'snapshot' | 'locationId' | 'booking'>,
): Promise<ConfirmationParts> {
  const listed = facts.vehicleId === null ? null : await findConfirmationCar(db, site.id, facts.vehicleId);
  const title = listed ? searchCardTitle(listed) : facts.snapshot ? snapshotTitle(facts.snapshot) : null;
  const price = listed?.price ?? facts.snapshot?.price ?? null;
  const car: ConfirmationCar | null = title
    ? {
        title,
        priceText: price !== null && price > MIN_DISPLAYED_PRICE ? formatMoney(price) : null,
        image: listed?.imageUrl ? { url: listed.imageUrl, alt: title } : null,
        href: listed ? vehicleHref(listed.slug) : null,
      }
    : null;
  const similarHref = listed
    ? similarSearchHref(listed, await loadSearchUrlContext(db, site.id, site.config))
    : null;
  const locationId = facts.booking?.locationId ?? facts.locationId ?? listed?.locationId ?? null;
  return {
    car,
    similarHref,
    place: await loadPlace(db, site, locationId),
    siteName: site.name,
    siteTimeZone: site.config.timezone,
  };
}

/** Finance and trade-in are pages every site has (the default navigation links them); similar cars need a car. */
const FINANCE_HREF = '/finance';
const TRADE_IN_HREF = '/trade-in';

export function assembleConfirmation(facts: ConfirmationFacts, parts: ConfirmationParts): LeadConfirmation {
  const { place, booking } = { place: parts.place, booking: facts.booking };
  return {
    reference: leadReference(facts.leadId),
    formType: facts.formType,
    category: buyerCategory(facts.formType, facts.category),
    buyerName: facts.buyerName,
    car: parts.car,
    offerTitle: facts.offerTitle,
    acceptedOffer: facts.acceptedOffer,
    message: facts.message,
    booking: booking && {
      when: formatBookingTime(booking.startsAt, place?.timeZone ?? parts.siteTimeZone),
      locationName: place?.name ?? null,
      address: place?.address ?? null,
      confirmed: booking.confirmed,
    },
    hasReservation: facts.hasReservation,
    contact: { name: place?.name ?? parts.siteName, phone: place?.phone ?? null, hours: place?.hours ?? [] },
    nextSteps: nextSteps({
      formType: facts.formType,
      financeHref: FINANCE_HREF,
      tradeInHref: TRADE_IN_HREF,
      similarHref: parts.similarHref,
    }),
  };
}
