import {
  NAME_MAX_LENGTH,
  consent,
  contact,
  email,
  hidden,
  message,
  mobile,
  postcode,
  rego,
  select,
} from './field-builders';
import type { LeadFieldDef } from './field-types';
import { FINANCE_APPLICATION_FIELDS, FINANCE_APPLICATION_STEP_TITLES } from './finance-application';
import type { LeadFormKind } from './kinds';
import { RESERVE_FIELDS, RESERVE_STEP_TITLES } from './reserve';
import { TRADE_IN_VALUATION_FIELDS, TRADE_IN_VALUATION_STEP_TITLES } from './trade-in-valuation';

/** H-33: the photo request's hidden field and its value. */
export const REQUEST_PHOTOS_FIELD = 'Request Photos';
export const REQUEST_PHOTOS_TEXT = 'Please send photos for this car';
/** E-16: the enquiry's hidden flag, sent (true) when the car's price gauge is shown. */
export const AUTOGAUGE_ENABLED_FIELD = 'autogauge_enabled';
/** H-35 proposal: the quick trade-in's hidden field. */
export const QUICK_TRADE_IN_FORM_TYPE = 'quick-trade-in';
/** H-30: the test drive's date/time field, and the title of its booking step. */
export const TEST_DRIVE_DATE_LABEL = 'Test Drive Booking Date';
/** S2 §5: a checkbox whose name ends so is an additional service (H-16). */
export const CHECK_OPTION_SUFFIX = '(check_option)';

export { MESSAGE_MAX_LENGTH } from './field-builders';

/**
 * Each form's fields in display order (H-3, H-29..H-35). The Enquire Now form has two steps (H-4): what the
 * enquiry is about, then who is asking; the test drive ends with its booking step (H-29).
 */
export const LEAD_FORM_FIELDS: Readonly<Record<LeadFormKind, readonly LeadFieldDef[]>> = {
  enquiry: [
    { name: 'category', label: 'Category', type: 'select', required: 'always', maxLength: 100, step: 0 },
    select('location', 'Location', 'websiteLocationSelect'),
    select('dealership_slug', 'Preferred Dealership', 'dealershipSelect'),
    message({ step: 0 }, 'messageRule'),
    rego(),
    ...contact({ step: 1 }),
    ...consent({ step: 1 }),
    hidden('page_id', undefined, 1),
    hidden('subcategory', undefined, 1),
    { ...hidden(AUTOGAUGE_ENABLED_FIELD, true, 1), showWhen: 'autogauge' },
  ],
  test_drive: [
    ...contact({ step: 0 }),
    message({ step: 0 }, 'never'),
    select('distribution_location', 'Test Drive Location', 'distributionLocations'),
    {
      name: 'dateTime',
      label: TEST_DRIVE_DATE_LABEL,
      type: 'dateTime',
      required: 'never',
      maxLength: 40,
      step: 1,
    },
    ...consent({ step: 1 }),
  ],
  request_photos: [
    hidden(REQUEST_PHOTOS_FIELD, REQUEST_PHOTOS_TEXT),
    ...contact({ step: 0 }),
    message({ step: 0 }, 'never'),
    ...consent({ step: 0 }),
  ],
  quick_trade_in: [
    hidden('form_type', QUICK_TRADE_IN_FORM_TYPE),
    {
      name: 'name',
      label: 'First Name',
      type: 'text',
      required: 'always',
      maxLength: NAME_MAX_LENGTH,
      step: 0,
    },
    {
      name: 'last_name',
      label: 'Last Name',
      type: 'text',
      required: 'never',
      maxLength: NAME_MAX_LENGTH,
      step: 0,
    },
    postcode({ step: 0 }),
    mobile({ step: 0 }),
    email({ step: 0 }),
    ...consent({ step: 0 }),
  ],
  finance: [
    ...contact({ step: 0 }),
    select('dealership_slug', 'Preferred Dealership', 'dealershipSelect'),
    select('location', 'Location', 'websiteLocationSelect'),
    message({ step: 0 }, 'never'),
    ...consent({ step: 0 }),
  ],
  careers: [...contact({ step: 0 }), message({ step: 0 }, 'messageRule'), ...consent({ step: 0 }, false)],
  service: [
    ...contact({ step: 0 }),
    select('location', 'Service Location', 'serviceLocations'),
    rego(),
    {
      name: 'preferred_date',
      label: 'Preferred Service Date',
      type: 'date',
      required: 'never',
      maxLength: 10,
      step: 0,
    },
    message({ step: 0 }, 'never'),
    ...consent({ step: 0 }),
  ],
  finance_application: FINANCE_APPLICATION_FIELDS,
  trade_in: TRADE_IN_VALUATION_FIELDS,
  reserve: RESERVE_FIELDS,
};

/** H-4 / H-29: the step titles; one-step forms have one. */
export const LEAD_FORM_STEP_TITLES: Readonly<Record<LeadFormKind, readonly string[]>> = {
  enquiry: ['Your Enquiry', 'Your Details'],
  test_drive: ['Your Details', TEST_DRIVE_DATE_LABEL],
  request_photos: ['Request Photos'],
  quick_trade_in: ['Your Details'],
  finance: ['Your Details'],
  careers: ['Your Details'],
  service: ['Book a Service'],
  finance_application: FINANCE_APPLICATION_STEP_TITLES,
  trade_in: TRADE_IN_VALUATION_STEP_TITLES,
  reserve: RESERVE_STEP_TITLES,
};
