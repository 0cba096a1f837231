import type { LeadField, LeadFieldDef, LeadFormStep, SelectOption, ShowRule } from './field-types';
import { CHECK_OPTION_SUFFIX, LEAD_FORM_FIELDS, LEAD_FORM_STEP_TITLES } from './fields';
import { ENQUIRY_CATEGORY_OPTIONS, type LeadFormKind } from './kinds';
import type { LeadFormRules } from './rules';

/** Book a Service's extras when a site lists none of its own (the spec names no services). */
export const SERVICE_CHECK_OPTIONS: readonly string[] = [
  'Logbook Service (check_option)',
  'Tyres (check_option)',
  'Brakes (check_option)',
  'Wheel Alignment (check_option)',
  'Air Conditioning (check_option)',
  'Battery (check_option)',
];

/** The forms with additional-services checkboxes (H-16); they sit just before the message. */
const CHECK_OPTION_DEFAULTS: Partial<Record<LeadFormKind, readonly string[]>> = {
  enquiry: [],
  service: SERVICE_CHECK_OPTIONS,
};

function isShown(rule: ShowRule | undefined, rules: LeadFormRules): boolean {
  switch (rule) {
    case undefined:
      return true;
    case 'websiteLocationSelect':
      return rules.showWebsiteLocationSelect;
    case 'dealershipSelect':
      return rules.dealershipCount > 1 && !rules.dealershipFieldRemoved;
    case 'distributionLocations':
      return rules.distributionLocationOptions.length > 0;
    case 'serviceLocations':
      return rules.serviceLocationOptions.length > 0;
    case 'terms':
      return rules.termsEnabled;
    case 'autogauge':
      return rules.autogaugeEnabled;
    case 'motorVehicle':
      return !rules.towedCaravans;
    case 'towedCaravan':
      return rules.towedCaravans;
  }
}

function optionsFor(def: LeadFieldDef, rules: LeadFormRules): SelectOption[] | null {
  if (def.type !== 'select') return null;
  if (def.options) return [...def.options];
  if (def.name === 'category') return ENQUIRY_CATEGORY_OPTIONS.map((value) => ({ value, label: value }));
  const byRule: Record<ShowRule, readonly SelectOption[]> = {
    websiteLocationSelect: rules.locationOptions,
    dealershipSelect: rules.dealershipOptions,
    distributionLocations: rules.distributionLocationOptions,
    serviceLocations: rules.serviceLocationOptions,
    terms: [],
    autogauge: [],
    motorVehicle: [],
    towedCaravan: [],
  };
  return def.showWhen ? [...byRule[def.showWhen]] : [];
}

function resolve(def: LeadFieldDef, rules: LeadFormRules): LeadField {
  const required =
    def.required === 'always' ||
    def.required === 'whenShown' ||
    (def.required === 'messageRule' && rules.messageRequired);
  return {
    name: def.name,
    label: def.label,
    type: def.type,
    required,
    maxLength: def.maxLength,
    step: def.step,
    options: optionsFor(def, rules),
    fixedValue: def.fixedValue ?? null,
    phoneKind: def.phoneKind ?? 'any',
    autoComplete: def.autoComplete ?? null,
    requiredUnless: def.requiredUnless ?? null,
  };
}

/** 'Tyres' and 'Tyres (check_option)' both become the field 'Tyres (check_option)' labelled 'Tyres'. */
function checkOptionField(option: string, step: number): LeadField {
  const label = option.endsWith(CHECK_OPTION_SUFFIX)
    ? option.slice(0, -CHECK_OPTION_SUFFIX.length).trim()
    : option.trim();
  return {
    name: `${label} ${CHECK_OPTION_SUFFIX}`,
    label,
    type: 'checkbox',
    required: false,
    maxLength: null,
    step,
    options: null,
    fixedValue: null,
    phoneKind: 'any',
    autoComplete: null,
    requiredUnless: null,
  };
}

/** The fields one site shows on one form, in display order, with required rules and options resolved. */
export function leadFormFields(kind: LeadFormKind, rules: LeadFormRules): LeadField[] {
  const fields: LeadField[] = [];
  const checkOptions = CHECK_OPTION_DEFAULTS[kind] && (rules.checkOptions ?? CHECK_OPTION_DEFAULTS[kind]);
  for (const def of LEAD_FORM_FIELDS[kind]) {
    if (!isShown(def.showWhen, rules)) continue;
    if (def.name === 'message' && checkOptions) {
      fields.push(...checkOptions.map((option) => checkOptionField(option, def.step)));
    }
    fields.push(resolve(def, rules));
  }
  return fields;
}

/** H-4: the steps of the form, each with its fields; the last step submits. */
export function leadFormSteps(kind: LeadFormKind, rules: LeadFormRules): LeadFormStep[] {
  const fields = leadFormFields(kind, rules);
  return LEAD_FORM_STEP_TITLES[kind].map((title, step) => ({
    title,
    fields: fields.filter((field) => field.step === step),
  }));
}
