import { OPT_IN_LABEL, TERMS_LABEL } from './consent';
import type { LeadFieldDef } from './field-types';
import type { LeadFormKind } from './kinds';
import { EMAIL_MAX_LENGTH } from './email';
import { POSTCODE_MAX_LENGTH } from './postcode';

/** H-33: the photo request's hidden field and its value. */
export const REQUEST_PHOTOS_FIELD = 'Request Photos';
export const REQUEST_PHOTOS_TEXT = 'Please send photos for this car';
/** H-35 proposal: the quick trade-in's hidden field. */
export const QUICK_TRADE_IN_FORM_TYPE = 'quick-trade-in';
/** H-30: the test drive's date/time field, and the title of its booking step. */
export const TEST_DRIVE_DATE_LABEL = 'Test Drive Booking Date';
/** S2 §5: a checkbox whose name ends so is an additional service (H-16). */
export const CHECK_OPTION_SUFFIX = '(check_option)';

export const MESSAGE_MAX_LENGTH = 2000;
const NAME_MAX_LENGTH = 100;
const HIDDEN_MAX_LENGTH = 100;

type Step = { step: number };
const contact = ({ step }: Step, nameLabel = 'Name'): LeadFieldDef[] => [
  { name: 'name', label: nameLabel, type: 'text', required: 'always', maxLength: NAME_MAX_LENGTH, step },
  { name: 'email', label: 'Email', type: 'email', required: 'always', maxLength: EMAIL_MAX_LENGTH, step },
  { name: 'phone', label: 'Phone', type: 'tel', required: 'always', maxLength: 20, step, phoneKind: 'any' },
];
const message = ({ step }: Step, required: 'messageRule' | 'never'): LeadFieldDef => ({
  name: 'message',
  label: 'Message',
  type: 'textarea',
  required,
  maxLength: MESSAGE_MAX_LENGTH,
  step,
});
const select = (name: string, label: string, showWhen: LeadFieldDef['showWhen'], step = 0): LeadFieldDef => ({
  name,
  label,
  type: 'select',
  required: 'whenShown',
  maxLength: HIDDEN_MAX_LENGTH,
  step,
  showWhen,
});
const hidden = (name: string, fixedValue?: string, step = 0): LeadFieldDef => ({
  name,
  label: name,
  type: 'hidden',
  required: 'never',
  maxLength: fixedValue === undefined ? HIDDEN_MAX_LENGTH : null,
  step,
  ...(fixedValue === undefined ? {} : { fixedValue }),
});
const consent = ({ step }: Step, optIn = true): LeadFieldDef[] => [
  ...(optIn
    ? [
        {
          name: 'opt_in',
          label: OPT_IN_LABEL,
          type: 'checkbox',
          required: 'never',
          maxLength: null,
          step,
        } as const,
      ]
    : []),
  {
    name: 'terms_conditions',
    label: TERMS_LABEL,
    type: 'checkbox',
    required: 'whenShown',
    maxLength: null,
    step,
    showWhen: 'terms',
  },
];
const rego = (step = 0): LeadFieldDef => ({
  name: 'Rego',
  label: 'Rego',
  type: 'rego',
  required: 'never',
  maxLength: 10,
  step,
});

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
    {
      name: 'postcode',
      label: 'Postcode',
      type: 'postcode',
      required: 'always',
      maxLength: POSTCODE_MAX_LENGTH,
      step: 0,
    },
    {
      name: 'phone',
      label: 'Mobile',
      type: 'tel',
      required: 'always',
      maxLength: 20,
      step: 0,
      phoneKind: 'mobile',
    },
    {
      name: 'email',
      label: 'Email',
      type: 'email',
      required: 'always',
      maxLength: EMAIL_MAX_LENGTH,
      step: 0,
    },
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
};
