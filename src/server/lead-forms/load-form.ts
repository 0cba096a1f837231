import 'server-only';
import { MIN_DISPLAYED_PRICE } from '@/domain/format/money';
import type { SiteConfig } from '@/config';
import { isoDateInTimeZone } from '@/domain/format/date';
import type { LeadFormSetup } from '@/domain/lead-forms/setup';
import {
  initialLeadValues,
  leadFormFields,
  leadFormRules,
  type LeadCar,
  type LeadField,
  type LeadFormContext,
  type LeadFormInitialValues,
  type LeadFormKind,
  type LeadOffer,
} from '@/domain/leads';
import { orderLocations } from '@/domain/locations/order';
import { pagePath, PRIVACY_POLICY_SLUG } from '@/domain/pages/content-routes';
import { searchCardTitle } from '@/domain/search/page/card';
import type { Database } from '@/server/db/client';
import { hasPublishedPage } from '@/server/pages/queries';
import { isAutogaugeShownFor } from '@/server/price-comparison/autogauge';
import { loadCarConfig } from '@/server/sites/car-config';
import { loadSiteConfigSource, resolveForSite } from '@/server/sites/site-config-loader';
import {
  bySlug,
  isSalesLocation,
  locationFieldName,
  locationIdsByValue,
  testDriveLocationOptions,
} from './form-options';
import {
  findFormCar,
  findFormOffer,
  listDistributionTargets,
  listFormDealerships,
  listFormLocations,
  type FormCar,
  type FormLocation,
} from './queries';

export type LeadFormSite = { id: number; config: SiteConfig };

export type LeadFormInput = {
  kind: LeadFormKind;
  carId?: number | null;
  locationId?: number | null;
  /** The offer an enquiry is about (H-28). */
  offerId?: number | null;
  /** When the form is built (the site's date checks a finance applicant's age); now by default. */
  now?: Date;
};

/**
 * A form's browser setup, and the car and offer as the lead pipeline records them (never as the browser
 * describes them).
 */
export type LoadedLeadForm = {
  setup: LeadFormSetup;
  leadCar: LeadCar | null;
  leadOffer: LeadOffer | null;
  location: FormLocation | null;
};

/** The car's name as its search card shows it, so the modal names the car the buyer clicked. */
export const carTitle = (car: FormCar): string => searchCardTitle(car);

function toLeadCar(car: FormCar): LeadCar {
  const { id, stocknum, year, make, model, badge, carType, status, dealershipSlug } = car;
  return { id, stocknum, year, make, model, badge, carType, status, dealershipSlug };
}

/** The form's effective config: its car's (dealership layer, then the car's overlay) or its location's dealership's. */
async function formConfig(
  db: Database,
  site: LeadFormSite,
  car: FormCar | null,
  location: FormLocation | null,
): Promise<SiteConfig> {
  if (car) return loadCarConfig(db, site.id, car);
  if (!location) return site.config;
  const dealer = { slug: location.dealershipSlug, configOverrides: location.dealershipOverrides };
  return resolveForSite(await loadSiteConfigSource(db, site.id), dealer);
}

type Places = { car: FormCar | null; location: FormLocation | null; locations: FormLocation[] };

async function testDriveOptions(db: Database, siteId: number, { car, locations }: Places) {
  const targets = car ? await listDistributionTargets(db, siteId, car.locationId) : [];
  return testDriveLocationOptions(car, locations, targets);
}

/**
 * Where a service can be booked: the site's service locations; a site without separate ones services at its
 * other locations (B-18/B-19: 'Book a Service' links /service#service-booking there, which must
 * hold the form).
 */
function serviceLocationsOf(locations: FormLocation[]): FormLocation[] {
  const service = locations.filter((location) => location.locationType === 'service');
  return service.length > 0 ? service : locations;
}

async function formContext(db: Database, site: LeadFormSite, kind: LeadFormKind, places: Places, now: Date) {
  const ordered = orderLocations(places.locations, site.config.locations.order);
  const context: LeadFormContext = {
    dealerships: await listFormDealerships(db, site.id),
    locations: ordered.map(bySlug),
    serviceLocations: serviceLocationsOf(ordered).map(bySlug),
    distributionLocations: kind === 'test_drive' ? await testDriveOptions(db, site.id, places) : [],
    // E-16: only an enquiry about a car says whether the car's gauge is shown.
    autogaugeEnabled:
      kind === 'enquiry' && places.car !== null && (await isAutogaugeShownFor(db, site.id, places.car.slug)),
    today: isoDateInTimeZone(now, site.config.timezone),
  };
  return context;
}

/** Where the lead belongs when no select chooses: the page's location, the car's yard, the only sales yard. */
function ownLocationId(kind: LeadFormKind, { car, location, locations }: Places): number | null {
  if (location) return location.id;
  if (car) return car.locationId;
  const sales = locations.filter(isSalesLocation);
  return kind === 'test_drive' && sales.length === 1 ? sales[0]!.id : null;
}

/** Preselects what the page already knows: its location (or the car's yard), and that dealership. */
function preselect(values: LeadFormInitialValues, fields: readonly LeadField[], places: Places) {
  const known = places.location ?? places.locations.find((entry) => entry.id === places.car?.locationId);
  if (!known) return values;
  const next = { ...values };
  const offers = (name: string, value: string) =>
    fields.some((field) => field.name === name && field.options?.some((option) => option.value === value));
  if (next.location === '' && offers('location', known.slug)) next.location = known.slug;
  if (next.dealership_slug === '' && offers('dealership_slug', known.dealershipSlug))
    next.dealership_slug = known.dealershipSlug;
  return next;
}

/** Decision 015: every form's collection notice links the site's privacy policy when it has one. */
async function privacyPolicyHref(db: Database, siteId: number): Promise<string | null> {
  const isPublished = await hasPublishedPage(db, siteId, PRIVACY_POLICY_SLUG);
  return isPublished ? pagePath(PRIVACY_POLICY_SLUG) : null;
}

/**
 * One lead form of one site, for a car or a location of that site or neither, and perhaps about an offer of
 * that site (H-2..H-11, H-28, H-31): the rules both the browser and POST /api/leads validate with, the
 * opening values and where the lead goes. Null when the car, location or offer is not this site's.
 */
export async function loadLeadForm(
  db: Database,
  site: LeadFormSite,
  input: LeadFormInput,
): Promise<LoadedLeadForm | null> {
  const { kind, carId = null, locationId = null, offerId = null, now = new Date() } = input;
  const car = carId === null ? null : await findFormCar(db, site.id, carId);
  const offer = offerId === null ? null : await findFormOffer(db, site.id, offerId);
  const locations = await listFormLocations(db, site.id);
  const location = locationId === null ? null : (locations.find((entry) => entry.id === locationId) ?? null);
  if ((carId !== null && !car) || (locationId !== null && !location) || (offerId !== null && !offer))
    return null;
  const places = { car, location, locations };
  const context = await formContext(db, site, kind, places, now);
  const rules = leadFormRules(await formConfig(db, site, car, location), context);
  const leadCar = car && toLeadCar(car);
  const fields = leadFormFields(kind, rules);
  const locationField = fields.find((field) => field.name === locationFieldName(kind));
  const setup: LeadFormSetup = {
    kind,
    siteId: site.id,
    rules,
    initialValues: preselect(initialLeadValues(kind, rules, leadCar, offer), fields, places),
    car: car && {
      id: car.id,
      title: carTitle(car),
      image: car.imageUrl ? { url: car.imageUrl, alt: carTitle(car) } : null,
      locationId: car.locationId,
      price: car.price > MIN_DISPLAYED_PRICE ? car.price : null,
    },
    offer: offer && { id: offer.id, title: offer.title },
    locationId: ownLocationId(kind, places),
    locationField: locationField
      ? { name: locationField.name, ids: locationIdsByValue(locationField.options ?? [], locations) }
      : null,
    privacyPolicyHref: await privacyPolicyHref(db, site.id),
    // The site's own layer, as POST /api/miscellaneous checks it (decision 048).
    valuationColumn: kind === 'trade_in' ? site.config.forms.valuationMiscellaneousColumn : null,
  };
  return { setup, leadCar, leadOffer: offer, location };
}
