import { describe, expect, it } from 'vitest';
import { leadFormFields, leadFormSteps } from './resolve-fields';
import { TWO_DEALERSHIPS, testRules } from './test-rules';
import type { LeadFormKind } from './kinds';
import type { LeadFormRules } from './rules';

const names = (kind: LeadFormKind, rules: LeadFormRules = testRules()) =>
  leadFormFields(kind, rules).map((field) => field.name);
const field = (kind: LeadFormKind, name: string, rules: LeadFormRules = testRules()) =>
  leadFormFields(kind, rules).find((candidate) => candidate.name === name);

describe('leadFormFields: which fields each form shows', () => {
  it('gives the enquiry form the H-3 fields on a default site', () => {
    expect(names('enquiry')).toEqual([
      'category',
      'message',
      'Rego',
      'name',
      'email',
      'phone',
      'opt_in',
      'page_id',
      'subcategory',
    ]);
  });

  it('adds the location, dealership and terms fields when the site shows them (H-8, H-9, H-11)', () => {
    const rules = testRules({
      showWebsiteLocationSelect: true,
      locationOptions: [{ value: 'north', label: 'North' }],
      dealershipCount: 2,
      dealershipOptions: TWO_DEALERSHIPS,
      termsEnabled: true,
      checkOptions: ['Extended Warranty (check_option)'],
    });
    expect(names('enquiry', rules)).toEqual([
      'category',
      'location',
      'dealership_slug',
      'Extended Warranty (check_option)',
      'message',
      'Rego',
      'name',
      'email',
      'phone',
      'opt_in',
      'terms_conditions',
      'page_id',
      'subcategory',
    ]);
    expect(field('enquiry', 'dealership_slug', rules)).toMatchObject({
      label: 'Preferred Dealership',
      type: 'select',
      required: true,
      options: TWO_DEALERSHIPS,
    });
    expect(field('enquiry', 'location', rules)).toMatchObject({
      required: true,
      options: [{ value: 'north', label: 'North' }],
    });
  });

  it('shows the dealership select only with more than one dealership and the field kept (H-9)', () => {
    expect(names('enquiry', testRules({ dealershipCount: 1 }))).not.toContain('dealership_slug');
    expect(names('enquiry', testRules({ dealershipCount: 2, dealershipFieldRemoved: true }))).not.toContain(
      'dealership_slug',
    );
    expect(names('finance', testRules({ dealershipCount: 3 }))).toContain('dealership_slug');
  });

  it('makes the message required per the site rule (H-6)', () => {
    expect(field('enquiry', 'message')).toMatchObject({ type: 'textarea', required: true, maxLength: 2000 });
    expect(field('enquiry', 'message', testRules({ messageRequired: false }))?.required).toBe(false);
    expect(field('careers', 'message', testRules({ messageRequired: false }))?.required).toBe(false);
    expect(field('test_drive', 'message')?.required).toBe(false);
    expect(field('request_photos', 'message')?.required).toBe(false);
  });

  it('gives the test drive its contact fields, optional message and booking date (H-30, H-31)', () => {
    expect(names('test_drive')).toEqual(['name', 'email', 'phone', 'message', 'dateTime', 'opt_in']);
    expect(field('test_drive', 'dateTime')).toMatchObject({
      label: 'Test Drive Booking Date',
      type: 'dateTime',
      required: false,
    });
    const withDistribution = testRules({ distributionLocationOptions: [{ value: '7', label: 'Airport' }] });
    expect(field('test_drive', 'distribution_location', withDistribution)).toMatchObject({
      type: 'select',
      required: true,
      options: [{ value: '7', label: 'Airport' }],
    });
  });

  it('gives the photo request its hidden field (H-33)', () => {
    expect(names('request_photos')).toEqual([
      'Request Photos',
      'name',
      'email',
      'phone',
      'message',
      'opt_in',
    ]);
    expect(field('request_photos', 'Request Photos')).toMatchObject({
      type: 'hidden',
      fixedValue: 'Please send photos for this car',
    });
  });

  it('gives the quick trade-in First Name, last_name, postcode, Mobile and email (H-35)', () => {
    const fields = leadFormFields('quick_trade_in', testRules());
    expect(
      fields.map(({ name, label, type, required, maxLength }) => ({
        name,
        label,
        type,
        required,
        maxLength,
      })),
    ).toEqual([
      { name: 'form_type', label: 'form_type', type: 'hidden', required: false, maxLength: null },
      { name: 'name', label: 'First Name', type: 'text', required: true, maxLength: 100 },
      { name: 'last_name', label: 'Last Name', type: 'text', required: false, maxLength: 100 },
      { name: 'postcode', label: 'Postcode', type: 'postcode', required: true, maxLength: 4 },
      { name: 'phone', label: 'Mobile', type: 'tel', required: true, maxLength: 20 },
      { name: 'email', label: 'Email', type: 'email', required: true, maxLength: 254 },
      { name: 'opt_in', label: expect.any(String), type: 'checkbox', required: false, maxLength: null },
    ]);
    expect(fields[0]?.fixedValue).toBe('quick-trade-in');
    expect(fields[4]?.phoneKind).toBe('mobile');
  });

  it('gives careers no marketing opt-in and book a service its location and services', () => {
    expect(names('careers')).toEqual(['name', 'email', 'phone', 'message']);
    const rules = testRules({ serviceLocationOptions: [{ value: 'svc', label: 'Service Centre' }] });
    expect(names('service', rules)).toEqual([
      'name',
      'email',
      'phone',
      'location',
      'Rego',
      'preferred_date',
      'Logbook Service (check_option)',
      'Tyres (check_option)',
      'Brakes (check_option)',
      'Wheel Alignment (check_option)',
      'Air Conditioning (check_option)',
      'Battery (check_option)',
      'message',
      'opt_in',
    ]);
    expect(field('service', 'location', rules)).toMatchObject({ label: 'Service Location', required: true });
    expect(field('service', 'Tyres (check_option)', rules)).toMatchObject({
      label: 'Tyres',
      type: 'checkbox',
    });
  });

  it("adds the suffix to a site's service names that lack it, and a site list replaces the default", () => {
    expect(names('service', testRules({ checkOptions: ['Detailing', 'Tint (check_option)'] }))).toEqual([
      'name',
      'email',
      'phone',
      'Rego',
      'preferred_date',
      'Detailing (check_option)',
      'Tint (check_option)',
      'message',
      'opt_in',
    ]);
    expect(names('finance', testRules({ checkOptions: ['Insurance'] }))).not.toContain(
      'Insurance (check_option)',
    );
  });
});

describe('leadFormSteps (H-4)', () => {
  it('splits the Enquire Now form into the enquiry and the contact step', () => {
    const steps = leadFormSteps('enquiry', testRules());
    expect(steps.map((step) => [step.title, step.fields.map((f) => f.name)])).toEqual([
      ['Your Enquiry', ['category', 'message', 'Rego']],
      ['Your Details', ['name', 'email', 'phone', 'opt_in', 'page_id', 'subcategory']],
    ]);
  });

  it("ends the test drive with the 'Test Drive Booking Date' step (H-29)", () => {
    const steps = leadFormSteps('test_drive', testRules({ termsEnabled: true }));
    expect(steps.map((step) => [step.title, step.fields.map((f) => f.name)])).toEqual([
      ['Your Details', ['name', 'email', 'phone', 'message']],
      ['Test Drive Booking Date', ['dateTime', 'opt_in', 'terms_conditions']],
    ]);
  });

  it('keeps the other forms on one step', () => {
    for (const kind of ['request_photos', 'quick_trade_in', 'finance', 'careers', 'service'] as const) {
      expect(leadFormSteps(kind, testRules())).toHaveLength(1);
    }
  });
});
