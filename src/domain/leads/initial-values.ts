import type { LeadField } from './field-types';
import { eventCategory, type LeadFormKind } from './kinds';
import { leadFormFields } from './resolve-fields';
import type { LeadFormRules } from './rules';
import { enquiryDefaults, offerEnquiryDefaultMessage, type LeadCar, type LeadOffer } from './submission';

export type LeadFormInitialValues = Record<string, string | boolean>;

/** A select with a single option has nothing to choose: it starts on that option. */
function soleOption(field: LeadField): string {
  return field.options?.length === 1 ? field.options[0]!.value : '';
}

function carDefaults(kind: LeadFormKind, rules: LeadFormRules, car: LeadCar | null): Record<string, string> {
  if (!car) return {};
  const defaults = enquiryDefaults(car, {
    optInDefault: rules.optInDefault,
    autogaugeEnabled: rules.autogaugeEnabled,
  });
  const shared = { dealership_slug: defaults.dealership_slug };
  if (kind !== 'enquiry') return shared;
  return { ...shared, message: defaults.message, subcategory: defaults.subcategory ?? '' };
}

/** An enquiry about an offer (H-28) opens with a message naming it, and the offer's dealership chosen. */
function offerDefaults(
  kind: LeadFormKind,
  rules: LeadFormRules,
  offer: LeadOffer | null,
): Record<string, string> {
  if (!offer || kind !== 'enquiry') return {};
  const defaults: Record<string, string> = { message: offerEnquiryDefaultMessage(offer) };
  const slug = offer.dealershipSlug;
  if (slug !== null && rules.dealershipOptions.some((option) => option.value === slug))
    defaults.dealership_slug = slug;
  return defaults;
}

/**
 * H-27 and decision 053: a state select starts on the site's default state (whatever case its options use), a
 * postcode field on the site's default postcode; null for any other field.
 */
function siteDefault(field: LeadField, rules: LeadFormRules): string | null {
  if (field.type === 'postcode') return rules.defaultPostcode;
  if (field.type !== 'select' || !field.name.endsWith('_state')) return null;
  const wanted = rules.defaultState.toLowerCase();
  return field.options?.find((option) => option.value.toLowerCase() === wanted)?.value ?? null;
}

/**
 * What a form shows when it opens: the event category (H-14), the car's enquiry defaults (H-2) or the
 * offer's (H-28; the car's win when there are both), the opt-in box per decision 1, fixed hidden values,
 * the site's state and postcode (H-27), and empty text elsewhere.
 */
export function initialLeadValues(
  kind: LeadFormKind,
  rules: LeadFormRules,
  car: LeadCar | null = null,
  offer: LeadOffer | null = null,
): LeadFormInitialValues {
  const known = { ...offerDefaults(kind, rules, offer), ...carDefaults(kind, rules, car) };
  const values: LeadFormInitialValues = {};
  for (const field of leadFormFields(kind, rules)) {
    if (field.type === 'checkbox') values[field.name] = field.name === 'opt_in' ? rules.optInDefault : false;
    else if (field.fixedValue !== null) values[field.name] = field.fixedValue;
    else if (field.name === 'category')
      values[field.name] = eventCategory(kind, car !== null, offer !== null);
    else values[field.name] = known[field.name] ?? siteDefault(field, rules) ?? soleOption(field);
  }
  return values;
}
