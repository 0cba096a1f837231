/** How a field is entered; the UI picks the input, the schema picks the check. */
export type LeadFieldType =
  | 'text'
  | 'email'
  | 'tel'
  | 'textarea'
  | 'select'
  | 'checkbox'
  | 'hidden'
  | 'postcode'
  | 'rego'
  | 'dateTime'
  | 'date'
  /** Whole Australian dollars (a finance application's amounts); the value is a number. */
  | 'money'
  /** A date of birth: a real date, the applicant 18 or older on the form's day. */
  | 'birthDate'
  /** An Australian driver licence number: 4 to 10 letters and digits. */
  | 'licence'
  /** A car's model year, 1950 to next year; the value is a number. */
  | 'modelYear'
  /** An odometer reading in whole km (separators allowed), up to 2,000,000; the value is a number. */
  | 'odometer'
  /** Ids of photos uploaded beforehand (the trade-in's, decision 047); the value is comma-separated ids. */
  | 'photoIds';

/**
 * When a field is required: always, never, per the site's message rule (H-6), or whenever it is shown
 * (the selects of H-8, H-9, H-31 and the terms box of H-11).
 */
export type RequiredRule = 'always' | 'never' | 'messageRule' | 'whenShown';

/** Fields that exist only under a site or car condition; every other field is always shown. */
export type ShowRule =
  | 'websiteLocationSelect'
  | 'dealershipSelect'
  | 'distributionLocations'
  | 'serviceLocations'
  | 'terms'
  | 'autogauge'
  | 'motorVehicle'
  | 'towedCaravan';

export type SelectOption = { value: string; label: string };

/**
 * A field that is required once another field of the same step is answered with anything but one of
 * `values` (employer details unless retired, licence details unless there is no licence).
 */
export type RequiredUnless = { field: string; values: readonly string[] };

export type LeadFieldDef = {
  name: string;
  label: string;
  type: LeadFieldType;
  required: RequiredRule;
  /** Characters; null for checkboxes and fixed values. */
  maxLength: number | null;
  /** 0-based step of the multi-step form (H-4); single-step forms use 0 only. */
  step: number;
  showWhen?: ShowRule;
  /** Hidden fields whose value the form fixes (H-33, H-35); anything else sent for them is refused. */
  fixedValue?: string | boolean;
  /** 'mobile' for the quick trade-in's 'Mobile' (H-35); other phone fields take any AU number. */
  phoneKind?: 'any' | 'mobile';
  autoComplete?: string;
  /** A select's own fixed options (the application's employment status, loan term…). */
  options?: readonly SelectOption[];
  requiredUnless?: RequiredUnless;
};

/** A field as one site shows it: the required rule and options resolved. */
export type LeadField = {
  name: string;
  label: string;
  type: LeadFieldType;
  required: boolean;
  maxLength: number | null;
  step: number;
  options: SelectOption[] | null;
  fixedValue: string | boolean | null;
  phoneKind: 'any' | 'mobile';
  autoComplete: string | null;
  requiredUnless: RequiredUnless | null;
};

export type LeadFormStep = { title: string; fields: LeadField[] };
