import 'server-only';
import { formatAddress } from '@/domain/locations/address';
import type { LeadFormSetup } from '@/domain/lead-forms/setup';
import type { LeadFormKind } from '@/domain/leads';
import { kmQuickPickText, type TradeInCarEntry } from '@/domain/trade-in/car-entry';
import type { Database } from '@/server/db/client';
import { loadSearchUrlContext } from '@/server/stock/search/api/url-context';
import { loadLeadForm, type LeadFormSite } from './load-form';
import { listFormLocations } from './queries';

type SearchParams = Record<string, string | string[] | undefined>;

export type LeadFormPage = { setup: LeadFormSetup };
export type LocationContactPage = LeadFormPage & {
  location: { name: string; address: string | null; phone: string | null };
};

/** A single positive id from a query parameter, or null (absent, repeated, malformed). */
export function queryId(params: SearchParams, name: string): number | null {
  const raw = params[name];
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

type PageSubject = { carId?: number | null; offerId?: number | null };

async function pageForm(db: Database, site: LeadFormSite, kind: LeadFormKind, subject: PageSubject = {}) {
  const { carId = null, offerId = null } = subject;
  // A car or offer of another site (or none by that id) is ignored: the page shows the form without it.
  const loaded =
    ((carId !== null || offerId !== null) && (await loadLeadForm(db, site, { kind, carId, offerId }))) ||
    (await loadLeadForm(db, site, { kind }));
  if (!loaded) throw new Error(`The ${kind} form of site ${site.id} did not load`);
  return loaded.setup;
}

/** /contact[?offer={id}]: the general enquiry (H-1), about an offer of this site when the link names one (H-28). */
export async function loadContactPage(
  db: Database,
  site: LeadFormSite,
  params: SearchParams = {},
): Promise<LeadFormPage> {
  return { setup: await pageForm(db, site, 'enquiry', { offerId: queryId(params, 'offer') }) };
}

/** /book-test-drive[?car={id}]: the test drive, for a car of this site when the link names one. */
export async function loadTestDrivePage(db: Database, site: LeadFormSite, params: SearchParams) {
  return { setup: await pageForm(db, site, 'test_drive', { carId: queryId(params, 'car') }) };
}

/** /finance-enquiry[?car_id={id}&preferredDealership={slug}] (S2 §2 finance routes). */
export async function loadFinanceEnquiryPage(db: Database, site: LeadFormSite, params: SearchParams) {
  const setup = await pageForm(db, site, 'finance', { carId: queryId(params, 'car_id') });
  const preferred = params.preferredDealership;
  const offered = setup.rules.dealershipOptions.some((option) => option.value === preferred);
  if (typeof preferred === 'string' && offered && setup.initialValues.dealership_slug === '') {
    return { setup: { ...setup, initialValues: { ...setup.initialValues, dealership_slug: preferred } } };
  }
  return { setup };
}

/** /careers: the careers form, sent as a General Enquiry / Career Enquiry (H-15, H-44). */
export async function loadCareersPage(db: Database, site: LeadFormSite): Promise<LeadFormPage> {
  return { setup: await pageForm(db, site, 'careers') };
}

export type TradeInPageData = {
  valuation: LeadFormSetup;
  /** The valuation's help with the buyer's car: the rego lookup button, make and model suggestions. */
  carEntry: TradeInCarEntry;
  quickForm: LeadFormSetup;
};

/**
 * Decision 044: the rego lookup where the site (its own config, as GET /api/trade-in/rego reads it) has a
 * service, the make and make:model lists its search reads, from its index rather than a query per page,
 * and the site's odometer quick picks (F-65).
 */
async function tradeInCarEntry(db: Database, site: LeadFormSite): Promise<TradeInCarEntry> {
  const { makes, models } = await loadSearchUrlContext(db, site.id, site.config);
  return {
    hasRegoLookup: site.config.tradeIn.regoLookupService !== null,
    makes: [...makes],
    models: [...models],
    kmQuickPicks: site.config.finance.kmQuickPicks.map(kmQuickPickText),
  };
}

/**
 * /trade-in, /sell-my-car and /sell-your-car (B-15, B-16), and /cars/trade-in?car_id={id} about a car of this
 * site (B-14; another site's car or a malformed id is ignored): the valuation (decision 044) with its help in
 * describing the buyer's car, and the quick trade-in contact form (H-35).
 */
export async function loadTradeInPage(
  db: Database,
  site: LeadFormSite,
  params: SearchParams = {},
): Promise<TradeInPageData> {
  const carId = queryId(params, 'car_id');
  return {
    valuation: await pageForm(db, site, 'trade_in', { carId }),
    carEntry: await tradeInCarEntry(db, site),
    quickForm: await pageForm(db, site, 'quick_trade_in', { carId }),
  };
}

/** /service#service-booking: Book a Service, at the site's service locations, else at its others; null without any. */
export async function loadServiceBooking(db: Database, site: LeadFormSite): Promise<LeadFormPage | null> {
  const setup = await pageForm(db, site, 'service');
  return setup.rules.serviceLocationOptions.length > 0 ? { setup } : null;
}

/** /contact-us/{locationSlug}: an enquiry for one visible location of this site; null (404) otherwise. */
export async function loadLocationContactPage(
  db: Database,
  site: LeadFormSite,
  slug: string,
): Promise<LocationContactPage | null> {
  const location = (await listFormLocations(db, site.id)).find((entry) => entry.slug === slug);
  if (!location) return null;
  const loaded = await loadLeadForm(db, site, { kind: 'enquiry', locationId: location.id });
  if (!loaded) return null;
  return {
    setup: loaded.setup,
    location: {
      name: location.name,
      address: formatAddress(location),
      phone: location.phone?.trim() || null,
    },
  };
}

/** The name of a visible location of this site by slug, for the page title; null when there is none. */
export async function locationNameBySlug(db: Database, siteId: number, slug: string): Promise<string | null> {
  return (await listFormLocations(db, siteId)).find((entry) => entry.slug === slug)?.name ?? null;
}
