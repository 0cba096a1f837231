import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './errors';
import { initialLeadValues } from './initial-values';
import { leadFormSteps } from './resolve-fields';
import { leadFormSchema, leadStepSchema } from './schema';
import { buildLeadSubmission } from './submission';
import { CONTACT, TEST_CAR, TWO_DEALERSHIPS, testRules } from './test-rules';
import type { LeadFormRules } from './rules';

const TODAY = '2026-03-02';
const rules = (changes: Partial<LeadFormRules> = {}) => testRules({ today: TODAY, ...changes });

/** A complete application as the browser posts it (money as typed digits, boxes as booleans). */
const APPLICATION = {
  vehicle_price_budget: '32990',
  car_type: 'used',
  deposit: '5,000',
  loan_term_months: '60',
  employment_status: 'Full-time',
  employer_name: 'Harbour Logistics',
  occupation: 'Warehouse supervisor',
  employment_years: '3',
  employment_months: '6',
  net_monthly_income: '$6,200',
  other_monthly_income: '',
  monthly_living_expenses: '1800',
  monthly_housing_cost: '2100',
  monthly_debt_repayments: '250',
  ...CONTACT,
  date_of_birth: '1990-07-15',
  residential_status: 'Renting',
  licence_type: 'Full',
  licence_number: '123 456 789',
  licence_state: 'NSW',
  opt_in: false,
  credit_consent: true,
};

function errors(input: unknown, changes: Partial<LeadFormRules> = {}) {
  const result = leadFormSchema('finance_application', rules(changes)).safeParse(input);
  return result.success ? [] : fieldErrorsOf(result.error);
}
const withValues = (changes: Record<string, unknown>) => errors({ ...APPLICATION, ...changes });

describe('the finance application form (issue 13)', () => {
  it('has four steps, the consents on the last', () => {
    const steps = leadFormSteps(
      'finance_application',
      rules({ dealershipCount: 2, dealershipOptions: TWO_DEALERSHIPS }),
    );
    expect(steps.map((step) => [step.title, step.fields.map((field) => field.name)])).toEqual([
      ['Your Loan', ['dealership_slug', 'vehicle_price_budget', 'car_type', 'deposit', 'loan_term_months']],
      [
        'Employment',
        ['employment_status', 'employer_name', 'occupation', 'employment_years', 'employment_months'],
      ],
      [
        'Income and Expenses',
        [
          'net_monthly_income',
          'other_monthly_income',
          'monthly_living_expenses',
          'monthly_housing_cost',
          'monthly_debt_repayments',
        ],
      ],
      [
        'Your Details',
        [
          'name',
          'email',
          'phone',
          'date_of_birth',
          'residential_status',
          'licence_type',
          'licence_number',
          'licence_state',
          'opt_in',
          'credit_consent',
        ],
      ],
    ]);
  });

  it('offers its own choices', () => {
    const [loan, employment, , details] = leadFormSteps('finance_application', rules());
    const options = (step: typeof loan, name: string) =>
      step!.fields.find((field) => field.name === name)?.options?.map((option) => option.label);
    expect(options(loan, 'car_type')).toEqual(['New', 'Used', 'Demo']);
    expect(options(loan, 'loan_term_months')).toEqual([
      '1 year (12 months)',
      '2 years (24 months)',
      '3 years (36 months)',
      '4 years (48 months)',
      '5 years (60 months)',
      '6 years (72 months)',
      '7 years (84 months)',
    ]);
    expect(options(employment, 'employment_status')).toEqual([
      'Full-time',
      'Part-time',
      'Casual',
      'Self-employed',
      'Contract',
      'Retired',
      'Other',
    ]);
    expect(options(employment, 'employment_years')).toEqual([
      ...['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
      '10 or more',
    ]);
    expect(options(details, 'licence_state')).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
    expect(options(details, 'licence_type')).toEqual(['Full', 'Provisional', 'Learner', 'None']);
    expect(options(details, 'residential_status')).toEqual([
      'Renting',
      'Own home with mortgage',
      'Own home outright',
      'Boarding',
      'Living with parents',
      'Other',
    ]);
  });

  it('accepts a complete application: money as whole dollars, licence normalised', () => {
    expect(leadFormSchema('finance_application', rules()).parse(APPLICATION)).toEqual({
      vehicle_price_budget: 32990,
      car_type: 'used',
      deposit: 5000,
      loan_term_months: '60',
      employment_status: 'Full-time',
      employer_name: 'Harbour Logistics',
      occupation: 'Warehouse supervisor',
      employment_years: '3',
      employment_months: '6',
      net_monthly_income: 6200,
      other_monthly_income: null,
      monthly_living_expenses: 1800,
      monthly_housing_cost: 2100,
      monthly_debt_repayments: 250,
      name: 'Jo Citizen',
      email: 'Jo@example.com',
      phone: '+61412345678',
      date_of_birth: '1990-07-15',
      residential_status: 'Renting',
      licence_type: 'Full',
      licence_number: '123456789',
      licence_state: 'NSW',
      opt_in: false,
      credit_consent: true,
    });
  });

  it('names every required answer left empty, in form order', () => {
    expect(errors({})).toEqual([
      { field: 'vehicle_price_budget', message: 'Vehicle Price or Budget is required.' },
      { field: 'loan_term_months', message: 'Loan Term is required.' },
      { field: 'employment_status', message: 'Employment Status is required.' },
      { field: 'net_monthly_income', message: 'Net Monthly Income (after tax) is required.' },
      { field: 'monthly_living_expenses', message: 'Monthly Living Expenses is required.' },
      { field: 'monthly_housing_cost', message: 'Monthly Rent or Mortgage is required.' },
      { field: 'name', message: 'Name is required.' },
      { field: 'email', message: 'Email is required.' },
      { field: 'phone', message: 'Phone is required.' },
      { field: 'date_of_birth', message: 'Date of Birth is required.' },
      { field: 'residential_status', message: 'Residential Status is required.' },
      { field: 'licence_type', message: 'Licence Type is required.' },
      {
        field: 'credit_consent',
        message: 'You must agree to the use of your details to assess your application before submitting.',
      },
    ]);
  });

  it('refuses amounts that are not whole dollars or above $10,000,000', () => {
    expect(withValues({ deposit: '5000.50', net_monthly_income: 'lots' })).toEqual([
      { field: 'deposit', message: 'Deposit must be a whole dollar amount, e.g. 25,000.' },
      {
        field: 'net_monthly_income',
        message: 'Net Monthly Income (after tax) must be a whole dollar amount, e.g. 25,000.',
      },
    ]);
    expect(withValues({ vehicle_price_budget: '10,000,001' })).toEqual([
      { field: 'vehicle_price_budget', message: 'Vehicle Price or Budget must be at most $10,000,000.' },
    ]);
    expect(withValues({ monthly_debt_repayments: '-250' })).toEqual([
      {
        field: 'monthly_debt_repayments',
        message: 'Monthly Loan and Credit Card Repayments must be a whole dollar amount, e.g. 25,000.',
      },
    ]);
    // A JSON client may send numbers; they are checked the same way.
    expect(withValues({ vehicle_price_budget: 45000, deposit: 0 })).toEqual([]);
  });

  it('refuses a choice it does not offer', () => {
    expect(withValues({ loan_term_months: '120', licence_state: 'XX', car_type: 'vintage' })).toEqual([
      { field: 'car_type', message: 'Please choose one of the listed options for Car Type.' },
      { field: 'loan_term_months', message: 'Please choose one of the listed options for Loan Term.' },
      { field: 'licence_state', message: 'Please choose one of the listed options for Licence State.' },
    ]);
  });

  it('asks for the employer unless the applicant is retired or answers Other', () => {
    const noEmployer = { employer_name: '', occupation: ' ', employment_years: '', employment_months: '' };
    expect(withValues(noEmployer)).toEqual([
      { field: 'employer_name', message: 'Employer or Business Name is required.' },
      { field: 'occupation', message: 'Occupation is required.' },
      { field: 'employment_years', message: 'Years with Employer is required.' },
    ]);
    expect(withValues({ ...noEmployer, employment_status: 'Retired' })).toEqual([]);
    expect(withValues({ ...noEmployer, employment_status: 'Other' })).toEqual([]);
  });

  it('asks for the licence number and state unless there is no licence', () => {
    const noLicence = { licence_number: '', licence_state: '' };
    expect(withValues({ ...noLicence, licence_type: 'Learner' })).toEqual([
      { field: 'licence_number', message: 'Driver Licence Number is required.' },
      { field: 'licence_state', message: 'Licence State is required.' },
    ]);
    expect(withValues({ ...noLicence, licence_type: 'None' })).toEqual([]);
    expect(withValues({ licence_number: '12/34' })).toEqual([
      {
        field: 'licence_number',
        message:
          'Please enter your driver licence number as shown on your licence: 4 to 10 letters and numbers.',
      },
    ]);
  });

  it('refuses an applicant under 18 and a date of birth that cannot be right', () => {
    expect(withValues({ date_of_birth: '2008-03-03' })).toEqual([
      { field: 'date_of_birth', message: 'You must be 18 or older to apply for finance.' },
    ]);
    expect(withValues({ date_of_birth: '2008-03-02' })).toEqual([]);
    for (const date_of_birth of ['1990-02-30', '2030-01-01', '1890-01-01', '15/07/1990']) {
      expect(withValues({ date_of_birth })).toEqual([
        { field: 'date_of_birth', message: 'Please enter a valid date of birth.' },
      ]);
    }
  });

  it('requires the terms box where the site shows it, besides the credit consent', () => {
    expect(errors({ ...APPLICATION, credit_consent: 'on' }, { termsEnabled: true })).toEqual([
      { field: 'terms_conditions', message: '*You must agree to the terms of use before submitting.' },
    ]);
  });

  it('checks one step at a time, with the step’s own answers deciding what it requires', () => {
    const employment = leadStepSchema('finance_application', rules(), 1);
    expect(fieldErrorsOf(employment.safeParse({ employment_status: 'Casual' }).error!)).toEqual([
      { field: 'employer_name', message: 'Employer or Business Name is required.' },
      { field: 'occupation', message: 'Occupation is required.' },
      { field: 'employment_years', message: 'Years with Employer is required.' },
    ]);
    expect(employment.safeParse({ employment_status: 'Retired' }).success).toBe(true);
  });

  it('opens on a car with its dealership and type; everything else empty, boxes unticked', () => {
    const twoDealers = rules({ dealershipCount: 2, dealershipOptions: TWO_DEALERSHIPS });
    expect(initialLeadValues('finance_application', twoDealers, TEST_CAR)).toMatchObject({
      dealership_slug: 'bay-auto',
      vehicle_price_budget: '',
      employment_status: '',
      opt_in: false,
      credit_consent: false,
    });
  });

  it('is stored as a Finance Application with its answers among the fields', () => {
    const values = leadFormSchema('finance_application', rules()).parse(APPLICATION);
    const submission = buildLeadSubmission('finance_application', values, TEST_CAR);
    expect(submission).toMatchObject({
      form_type: 'finance_application',
      category: 'Finance Application',
      subcategory: 'Used Vehicle',
      dealership_slug: 'bay-auto',
      opt_in: false,
    });
    expect(submission.fields).toMatchObject({ net_monthly_income: 6200, credit_consent: true });
  });
});
