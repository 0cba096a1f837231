import { CREDIT_CONSENT_LABEL } from './consent';
import { NAME_MAX_LENGTH, consent, contact, select } from './field-builders';
import type { LeadFieldDef, RequiredUnless, SelectOption } from './field-types';

/**
 * The finance application (decision 028, B-22..B-24): the loan, employment, income and expenses, and the
 * applicant with their licence, then the consents. The spec names the route and its query, not the
 * questions; these are the ones Australian car lenders ask for a quote.
 */
export const FINANCE_APPLICATION_STEP_TITLES = [
  'Your Loan',
  'Employment',
  'Income and Expenses',
  'Your Details',
] as const;

const same = (values: readonly string[]): SelectOption[] => values.map((value) => ({ value, label: value }));

export const CAR_TYPE_OPTIONS: readonly SelectOption[] = [
  { value: 'new', label: 'New' },
  { value: 'used', label: 'Used' },
  { value: 'demo', label: 'Demo' },
];

/** Loan terms in months, one to seven years. */
export const LOAN_TERM_OPTIONS: readonly SelectOption[] = [12, 24, 36, 48, 60, 72, 84].map((months) => ({
  value: String(months),
  label: `${months / 12} ${months === 12 ? 'year' : 'years'} (${months} months)`,
}));

export const EMPLOYMENT_STATUS_OPTIONS = same([
  'Full-time',
  'Part-time',
  'Casual',
  'Self-employed',
  'Contract',
  'Retired',
  'Other',
]);
/** Answers after which there is no employer to ask about. */
const WITHOUT_EMPLOYER = ['Retired', 'Other'];

const YEARS_OPTIONS: readonly SelectOption[] = [
  ...Array.from({ length: 10 }, (_, years) => ({ value: String(years), label: String(years) })),
  { value: '10+', label: '10 or more' },
];
const MONTHS_OPTIONS = same(Array.from({ length: 12 }, (_, months) => String(months)));

export const RESIDENTIAL_STATUS_OPTIONS = same([
  'Renting',
  'Own home with mortgage',
  'Own home outright',
  'Boarding',
  'Living with parents',
  'Other',
]);
export const LICENCE_TYPE_OPTIONS = same(['Full', 'Provisional', 'Learner', 'None']);
export const LICENCE_STATE_OPTIONS = same(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
const WITHOUT_LICENCE = ['None'];

/** The applicant's consent to the credit assessment, stored (with its wording) beside the marketing one. */
export const CREDIT_CONSENT_FIELD = 'credit_consent';

type Choice = { name: string; label: string; options: readonly SelectOption[]; step: number };

const choice = ({ name, label, options, step }: Choice, required: 'always' | 'never' = 'always') =>
  ({ name, label, type: 'select', required, maxLength: 40, step, options }) satisfies LeadFieldDef;

const money = (name: string, label: string, required: boolean, step: number): LeadFieldDef => ({
  name,
  label,
  type: 'money',
  required: required ? 'always' : 'never',
  maxLength: null,
  step,
});

const unless = (def: LeadFieldDef, requiredUnless: RequiredUnless): LeadFieldDef => ({
  ...def,
  required: 'never',
  requiredUnless,
});

const employed = { field: 'employment_status', values: WITHOUT_EMPLOYER };
const licensed = { field: 'licence_type', values: WITHOUT_LICENCE };

const text = (name: string, label: string, step: number, autoComplete?: string): LeadFieldDef => ({
  name,
  label,
  type: 'text',
  required: 'always',
  maxLength: NAME_MAX_LENGTH,
  step,
  ...(autoComplete ? { autoComplete } : {}),
});

export const FINANCE_APPLICATION_FIELDS: readonly LeadFieldDef[] = [
  select('dealership_slug', 'Preferred Dealership', 'dealershipSelect'),
  money('vehicle_price_budget', 'Vehicle Price or Budget', true, 0),
  choice({ name: 'car_type', label: 'Car Type', options: CAR_TYPE_OPTIONS, step: 0 }, 'never'),
  money('deposit', 'Deposit', false, 0),
  choice({ name: 'loan_term_months', label: 'Loan Term', options: LOAN_TERM_OPTIONS, step: 0 }),
  choice({
    name: 'employment_status',
    label: 'Employment Status',
    options: EMPLOYMENT_STATUS_OPTIONS,
    step: 1,
  }),
  unless(text('employer_name', 'Employer or Business Name', 1, 'organization'), employed),
  unless(text('occupation', 'Occupation', 1, 'organization-title'), employed),
  unless(
    choice({ name: 'employment_years', label: 'Years with Employer', options: YEARS_OPTIONS, step: 1 }),
    employed,
  ),
  choice(
    { name: 'employment_months', label: 'Months with Employer', options: MONTHS_OPTIONS, step: 1 },
    'never',
  ),
  money('net_monthly_income', 'Net Monthly Income (after tax)', true, 2),
  money('other_monthly_income', 'Other Monthly Income', false, 2),
  money('monthly_living_expenses', 'Monthly Living Expenses', true, 2),
  money('monthly_housing_cost', 'Monthly Rent or Mortgage', true, 2),
  money('monthly_debt_repayments', 'Monthly Loan and Credit Card Repayments', false, 2),
  ...contact({ step: 3 }),
  {
    name: 'date_of_birth',
    label: 'Date of Birth',
    type: 'birthDate',
    required: 'always',
    maxLength: 10,
    step: 3,
  },
  choice({
    name: 'residential_status',
    label: 'Residential Status',
    options: RESIDENTIAL_STATUS_OPTIONS,
    step: 3,
  }),
  choice({ name: 'licence_type', label: 'Licence Type', options: LICENCE_TYPE_OPTIONS, step: 3 }),
  unless(
    {
      name: 'licence_number',
      label: 'Driver Licence Number',
      type: 'licence',
      required: 'always',
      maxLength: 20,
      step: 3,
    },
    licensed,
  ),
  unless(
    choice({ name: 'licence_state', label: 'Licence State', options: LICENCE_STATE_OPTIONS, step: 3 }),
    licensed,
  ),
  ...consent({ step: 3 }),
  {
    name: CREDIT_CONSENT_FIELD,
    label: CREDIT_CONSENT_LABEL,
    type: 'checkbox',
    required: 'always',
    maxLength: null,
    step: 3,
  },
];
