import { carTitle } from '@/domain/format/car-title';
import { toSlug } from '@/domain/format/slug';
import type { LeadFieldValue, LeadFormValues } from './field-values';
import { CHECK_OPTION_SUFFIX } from './fields';
import {
  CAREERS_ENQUIRY,
  CAREER_SUBCATEGORY,
  GENERAL_ENQUIRY,
  eventCategory,
  type LeadFormKind,
} from './kinds';

/** The car a form is about, as the server loads it by car_id (never as the browser describes it). */
export type LeadCar = {
  id: number;
  stocknum: string;
  year: number | null;
  make: string;
  model: string;
  badge: string | null;
  carType: string;
  status: string;
  dealershipSlug: string;
};

/** The offer an enquiry is about (H-28), as the server loads it by offer_id (never as the browser describes it). */
export type LeadOffer = {
  id: number;
  title: string;
  /** The dealership running the offer; null for a site-wide offer. */
  dealershipSlug: string | null;
};

/** The offer in the stored lead's fields, so the dealer's email and webhook say which offer it was about. */
export type LeadOfferFields = { offer_id: number; offer_title: string };

/** H-2's car fields, under the spec's names. */
export type LeadVehicleFields = {
  manufacturer_slug: string;
  stock_number: string;
  'Vehicle Make': string;
  'Vehicle Model': string;
  car_type: string;
  car_id: number;
  vehicle_status: string;
};

/** What the pipeline stores and delivers (H-18): category, the form fields, additional_services, dealership. */
export type LeadSubmission = {
  form_type: LeadFormKind;
  category: string;
  subcategory: string | null;
  dealership_slug: string | null;
  additional_services: string[];
  opt_in: boolean;
  fields: Record<string, LeadFieldValue>;
  vehicle: LeadVehicleFields | null;
  offer: LeadOfferFields | null;
};

const SUBCATEGORY_BY_CAR_TYPE: Readonly<Record<string, string>> = {
  new: 'New Vehicle',
  used: 'Used Vehicle',
  demo: 'Demo Vehicle',
};

export function vehicleFields(car: LeadCar): LeadVehicleFields {
  return {
    manufacturer_slug: toSlug(car.make),
    stock_number: car.stocknum,
    'Vehicle Make': car.make,
    'Vehicle Model': car.model,
    car_type: car.carType,
    car_id: car.id,
    vehicle_status: car.status,
  };
}

/** The Enquire Now message prefilled for a car, so a buyer can send it as is (H-2 `message`). */
export function enquiryDefaultMessage(car: LeadCar): string {
  return `I'm interested in the ${carTitle(car)} (stock number ${car.stocknum}). Please contact me.`;
}

export function offerFields(offer: LeadOffer): LeadOfferFields {
  return { offer_id: offer.id, offer_title: offer.title };
}

/** The Enquire Now message prefilled for an offer (H-28), worded like the car's. */
export function offerEnquiryDefaultMessage(offer: Pick<LeadOffer, 'title'>): string {
  return `I'm interested in the offer "${offer.title}". Please contact me.`;
}

/** H-2 `enquiryDefaults`: the values an enquiry about a car starts with. opt_in follows decision 1. */
export function enquiryDefaults(car: LeadCar, site: { optInDefault: boolean; autogaugeEnabled?: boolean }) {
  return {
    dealership_slug: car.dealershipSlug,
    ...vehicleFields(car),
    opt_in: site.optInDefault,
    message: enquiryDefaultMessage(car),
    subcategory: SUBCATEGORY_BY_CAR_TYPE[car.carType] ?? null,
    ...(site.autogaugeEnabled ? { autogauge_enabled: true } : {}),
  };
}

/** H-16: ticked boxes named '… (check_option)', without the suffix, in form order. */
export function gatherAdditionalServices(values: LeadFormValues): string[] {
  return Object.entries(values)
    .filter(([name, value]) => name.endsWith(CHECK_OPTION_SUFFIX) && value === true)
    .map(([name]) => name.slice(0, -CHECK_OPTION_SUFFIX.length).trim());
}

const text = (value: LeadFieldValue | undefined): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** Keys the submission carries at its top level rather than among `fields`. */
const TOP_LEVEL_KEYS = new Set(['category', 'subcategory', 'dealership_slug', 'opt_in']);

/**
 * H-14..H-16, H-2, H-28: the lead to store from validated values. The category defaults to the form's event
 * category; 'Careers Enquiry' becomes General Enquiry / Career Enquiry. With a car, its dealership wins over
 * anything posted. The server passes the car and the offer it loaded itself.
 */
export function buildLeadSubmission(
  kind: LeadFormKind,
  values: LeadFormValues,
  car?: LeadCar | null,
  offer?: LeadOffer | null,
): LeadSubmission {
  const chosen = kind === 'enquiry' ? text(values.category) : null;
  const category = chosen ?? eventCategory(kind, Boolean(car), Boolean(offer));
  const defaultSubcategory = car ? (SUBCATEGORY_BY_CAR_TYPE[car.carType] ?? null) : null;
  const isCareers = category === CAREERS_ENQUIRY;
  const fields = Object.fromEntries(
    Object.entries(values).filter(
      ([name]) => !TOP_LEVEL_KEYS.has(name) && !name.endsWith(CHECK_OPTION_SUFFIX),
    ),
  );
  return {
    form_type: kind,
    category: isCareers ? GENERAL_ENQUIRY : category,
    subcategory: isCareers ? CAREER_SUBCATEGORY : (text(values.subcategory) ?? defaultSubcategory),
    dealership_slug: car ? car.dealershipSlug : text(values.dealership_slug),
    additional_services: gatherAdditionalServices(values),
    opt_in: values.opt_in === true,
    fields,
    vehicle: car ? vehicleFields(car) : null,
    offer: offer ? offerFields(offer) : null,
  };
}
