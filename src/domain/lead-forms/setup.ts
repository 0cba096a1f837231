import type { LeadFormInitialValues, LeadFormKind, LeadFormRules } from '@/domain/leads';

/** The car a form is about, as the form shows it (H-29: name and image). */
export type LeadFormCarDto = {
  id: number;
  title: string;
  image: { url: string; alt: string } | null;
  locationId: number;
  /** The advertised price; null when it shows none (a placeholder of $10 or less). The trade-in's H-40. */
  price: number | null;
};

/** The offer a form is about, as the form names it (H-28). */
export type LeadFormOfferDto = { id: number; title: string };

/** What a modal's form is about: a search card's car, or an offer card's offer (H-28). */
export type LeadFormSubject = { car: number } | { offer: number } | { location: number };

/** The query of GET /api/lead-forms/{kind} for a subject: 'car=12', 'offer=7' or 'location=3'. */
export function formSetupQuery(subject: LeadFormSubject): string {
  if ('car' in subject) return `car=${subject.car}`;
  return 'offer' in subject ? `offer=${subject.offer}` : `location=${subject.location}`;
}

/**
 * Everything one form needs in the browser, built on the server from the site's data: the site's rules
 * (the same the server validates with), the values it opens with, and where the lead belongs.
 */
export type LeadFormSetup = {
  kind: LeadFormKind;
  siteId: number;
  rules: LeadFormRules;
  initialValues: LeadFormInitialValues;
  car: LeadFormCarDto | null;
  /** The offer the enquiry is about; its id goes back as offer_id and the server checks it is this site's. */
  offer: LeadFormOfferDto | null;
  /** The location the lead is for when no field chooses one (a location's contact page, the car's yard). */
  locationId: number | null;
  /**
   * The select that chooses the lead's location, and the location id behind each of its option values;
   * null when no field does.
   */
  locationField: { name: string; ids: Record<string, number> } | null;
  /** The site's privacy policy, which the form's collection notice links; null when the site has none. */
  privacyPolicyHref: string | null;
  /** H-41: a trade-in valuation's column at the dealer, where the browser posts the valuation once shown. */
  valuationColumn: string | null;
};

/** location_id of the request: the chosen option's location, else the form's own. */
export function leadLocationId(
  setup: LeadFormSetup,
  values: Readonly<Record<string, unknown>>,
): number | null {
  const field = setup.locationField;
  const chosen = field ? values[field.name] : undefined;
  if (field && typeof chosen === 'string' && chosen !== '') return field.ids[chosen] ?? setup.locationId;
  return setup.locationId;
}
