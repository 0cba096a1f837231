import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './errors';
import { leadFormSchema, leadStepSchema } from './schema';
import { CONTACT, TWO_DEALERSHIPS, testRules } from './test-rules';
import type { LeadFormKind } from './kinds';
import type { LeadFormRules } from './rules';

function errors(kind: LeadFormKind, input: unknown, rules: LeadFormRules = testRules()) {
  const result = leadFormSchema(kind, rules).safeParse(input);
  return result.success ? [] : fieldErrorsOf(result.error);
}
function parse(kind: LeadFormKind, input: unknown, rules: LeadFormRules = testRules()) {
  return leadFormSchema(kind, rules).parse(input);
}
const ENQUIRY = { ...CONTACT, category: 'General Enquiry', message: 'Is it available?' };

describe('leadFormSchema: the enquiry rules of S2 §5', () => {
  it('accepts a complete enquiry and returns normalised values', () => {
    expect(parse('enquiry', { ...ENQUIRY, Rego: ' abc 123 ', extra: 'dropped', altcha: 'x' })).toEqual({
      category: 'General Enquiry',
      message: 'Is it available?',
      Rego: 'ABC 123',
      name: 'Jo Citizen',
      email: 'Jo@example.com',
      phone: '+61412345678',
      opt_in: false,
      page_id: null,
      subcategory: null,
    });
  });

  it('requires the message unless the site turns the rule off (H-6)', () => {
    expect(errors('enquiry', { ...ENQUIRY, message: '   ' })).toEqual([
      { field: 'message', message: 'Message is required.' },
    ]);
    expect(errors('enquiry', { ...ENQUIRY, message: '' }, testRules({ messageRequired: false }))).toEqual([]);
  });

  it('requires the category (H-7) and refuses one not offered', () => {
    expect(errors('enquiry', { ...ENQUIRY, category: '' })).toEqual([
      { field: 'category', message: 'Category is required.' },
    ]);
    expect(errors('enquiry', { ...ENQUIRY, category: 'Careers Enquiry' })).toEqual([
      { field: 'category', message: 'Please choose one of the listed options for Category.' },
    ]);
  });

  it('requires the website location when the select is shown (H-8)', () => {
    const rules = testRules({
      showWebsiteLocationSelect: true,
      locationOptions: [{ value: 'north', label: 'North' }],
    });
    expect(errors('enquiry', ENQUIRY, rules)).toEqual([
      { field: 'location', message: 'Location is required.' },
    ]);
    expect(errors('enquiry', { ...ENQUIRY, location: 'south' }, rules)).toEqual([
      { field: 'location', message: 'Please choose one of the listed options for Location.' },
    ]);
    expect(parse('enquiry', { ...ENQUIRY, location: 'north' }, rules).location).toBe('north');
    expect(parse('enquiry', { ...ENQUIRY, location: 'south' })).not.toHaveProperty('location');
  });

  it('requires a preferred dealership with more than one dealership, unless removed (H-9)', () => {
    const two = testRules({ dealershipCount: 2, dealershipOptions: TWO_DEALERSHIPS });
    expect(errors('enquiry', ENQUIRY, two)).toEqual([
      { field: 'dealership_slug', message: 'Preferred Dealership is required.' },
    ]);
    expect(errors('enquiry', { ...ENQUIRY, dealership_slug: 'elsewhere' }, two)).toEqual([
      {
        field: 'dealership_slug',
        message: 'Please choose one of the listed options for Preferred Dealership.',
      },
    ]);
    expect(parse('enquiry', { ...ENQUIRY, dealership_slug: 'bay-auto' }, two).dealership_slug).toBe(
      'bay-auto',
    );
    expect(
      errors('enquiry', ENQUIRY, testRules({ dealershipCount: 2, dealershipFieldRemoved: true })),
    ).toEqual([]);
    expect(errors('enquiry', ENQUIRY, testRules({ dealershipCount: 1 }))).toEqual([]);
  });

  it('does not require opt_in, and reads a ticked box as posted by a form or by JSON (H-10)', () => {
    expect(parse('enquiry', ENQUIRY).opt_in).toBe(false);
    expect(parse('enquiry', { ...ENQUIRY, opt_in: 'on' }).opt_in).toBe(true);
    expect(parse('enquiry', { ...ENQUIRY, opt_in: true }).opt_in).toBe(true);
    expect(parse('enquiry', { ...ENQUIRY, opt_in: 'false' }).opt_in).toBe(false);
  });

  it("requires the terms where enabled, with the spec's text (H-11)", () => {
    const rules = testRules({ termsEnabled: true });
    expect(errors('enquiry', ENQUIRY, rules)).toEqual([
      { field: 'terms_conditions', message: '*You must agree to the terms of use before submitting.' },
    ]);
    expect(errors('test_drive', CONTACT, rules)).toEqual([
      { field: 'terms_conditions', message: '*You must agree to the terms of use before submitting.' },
    ]);
    expect(parse('enquiry', { ...ENQUIRY, terms_conditions: 'on' }, rules).terms_conditions).toBe(true);
    expect(parse('enquiry', ENQUIRY)).not.toHaveProperty('terms_conditions');
  });

  it('lists every missing field of an empty form, in form order', () => {
    expect(errors('enquiry', {})).toEqual([
      { field: 'category', message: 'Category is required.' },
      { field: 'message', message: 'Message is required.' },
      { field: 'name', message: 'Name is required.' },
      { field: 'email', message: 'Email is required.' },
      { field: 'phone', message: 'Phone is required.' },
    ]);
    expect(errors('enquiry', null)).toHaveLength(5);
    expect(errors('enquiry', 'name=Jo')).toHaveLength(5);
  });
});

describe('leadFormSchema: contact fields (H-13)', () => {
  it('checks Australian phone numbers and normalises them', () => {
    expect(errors('careers', { ...CONTACT, message: 'Hi', phone: '555 1234' })).toEqual([
      {
        field: 'phone',
        message: 'Please enter a valid Australian phone number, e.g. 0412 345 678 or 02 9876 5432.',
      },
    ]);
    expect(parse('careers', { ...CONTACT, message: 'Hi', phone: '(02) 9876 5432' }).phone).toBe(
      '+61298765432',
    );
    expect(parse('careers', { ...CONTACT, message: 'Hi', phone: '1300 123 456' }).phone).toBe('1300123456');
  });

  it('checks email addresses', () => {
    expect(errors('careers', { ...CONTACT, message: 'Hi', email: 'jo@example' })).toEqual([
      { field: 'email', message: 'Please enter a valid email address, e.g. name@example.com.' },
    ]);
  });

  it('enforces maximum lengths with a clear message', () => {
    expect(errors('careers', { ...CONTACT, message: 'Hi', name: 'x'.repeat(101) })).toEqual([
      { field: 'name', message: 'Name must be at most 100 characters.' },
    ]);
    expect(errors('careers', { ...CONTACT, message: 'y'.repeat(2001) })).toEqual([
      { field: 'message', message: 'Message must be at most 2000 characters.' },
    ]);
    expect(errors('careers', { ...CONTACT, message: 'y'.repeat(2000) })).toEqual([]);
  });

  it('drops control characters at the boundary: one-line fields lose line breaks, a message keeps \\n only', () => {
    const values = parse('enquiry', {
      ...ENQUIRY,
      name: 'Jo\r\nSubject: Paid in full\u001b[2J\u202eCitizen',
      message: 'Hi\r\nIs it\tfree?\u0007\u2066\nBye\u0085Jo',
    });
    expect(values.name).toBe('Jo Subject: Paid in full[2JCitizen');
    expect(values.message).toBe('Hi\nIs it free?\nBye\nJo');
  });

  it('sends a textarea the same whether posted by a form (CRLF) or JSON (LF)', () => {
    expect(parse('careers', { ...CONTACT, message: ' Line 1\r\nLine 2 ' }).message).toBe('Line 1\nLine 2');
  });
});

describe('leadFormSchema: the other forms', () => {
  it('forces the hidden photo-request text (H-33)', () => {
    expect(parse('request_photos', CONTACT)).toMatchObject({
      'Request Photos': 'Please send photos for this car',
      message: null,
    });
    expect(
      parse('request_photos', { ...CONTACT, 'Request Photos': 'something else' })['Request Photos'],
    ).toBe('Please send photos for this car');
  });

  it("checks the quick trade-in's postcode and mobile (H-35, H-36)", () => {
    const tradeIn = { name: 'Jo', postcode: '4000', phone: '0412345678', email: 'jo@example.com' };
    expect(parse('quick_trade_in', tradeIn)).toEqual({
      form_type: 'quick-trade-in',
      name: 'Jo',
      last_name: null,
      postcode: '4000',
      phone: '+61412345678',
      email: 'jo@example.com',
      opt_in: false,
    });
    for (const postcode of ['', '400', '40000', 'abcd']) {
      expect(errors('quick_trade_in', { ...tradeIn, postcode })).toEqual([
        { field: 'postcode', message: 'Invalid postcode. Please enter a 4-digit number.' },
      ]);
    }
    expect(errors('quick_trade_in', { ...tradeIn, phone: '07 3123 4567' })).toEqual([
      { field: 'phone', message: 'Please enter a valid Australian mobile number, e.g. 0412 345 678.' },
    ]);
    expect(errors('quick_trade_in', { ...tradeIn, phone: '' })).toEqual([
      { field: 'phone', message: 'Mobile is required.' },
    ]);
    expect(errors('quick_trade_in', { ...tradeIn, name: '' })).toEqual([
      { field: 'name', message: 'First Name is required.' },
    ]);
  });

  it('checks the test-drive time and the distribution location (H-30, H-31)', () => {
    const slots = ['2025-10-06T09:00:00+11:00', '2025-10-06T09:30:00+11:00'];
    const rules = testRules({
      appointmentSlots: slots,
      distributionLocationOptions: [{ value: '7', label: 'Airport' }],
    });
    const drive = { ...CONTACT, distribution_location: '7' };
    expect(parse('test_drive', drive, rules).dateTime).toBeNull();
    expect(parse('test_drive', { ...drive, dateTime: '2025-10-05T22:30:00Z' }, rules).dateTime).toBe(
      slots[1],
    );
    expect(errors('test_drive', { ...drive, dateTime: '2025-10-06T10:00:00+11:00' }, rules)).toEqual([
      { field: 'dateTime', message: 'Sorry, that time is no longer available. Please choose another time.' },
    ]);
    expect(errors('test_drive', { ...drive, dateTime: 'tomorrow 9am' }, rules)).toEqual([
      { field: 'dateTime', message: 'Please choose a valid date and time.' },
    ]);
    expect(errors('test_drive', CONTACT, rules)).toEqual([
      { field: 'distribution_location', message: 'Test Drive Location is required.' },
    ]);
    expect(parse('test_drive', { ...CONTACT, dateTime: '2031-01-01T08:00:00+10:00' }).dateTime).toBe(
      '2031-01-01T08:00:00+10:00',
    );
  });

  it("checks book a service's location, date, rego and services", () => {
    const rules = testRules({ serviceLocationOptions: [{ value: 'svc', label: 'Service Centre' }] });
    const booking = {
      ...CONTACT,
      location: 'svc',
      preferred_date: '2025-11-03',
      'Tyres (check_option)': 'on',
    };
    expect(parse('service', booking, rules)).toMatchObject({
      location: 'svc',
      preferred_date: '2025-11-03',
      'Tyres (check_option)': true,
      'Brakes (check_option)': false,
    });
    expect(errors('service', { ...booking, preferred_date: '2025-02-30' }, rules)).toEqual([
      { field: 'preferred_date', message: 'Please choose a valid date.' },
    ]);
    // A month 13 once threw inside the check (a 500 instead of a field error).
    expect(errors('service', { ...booking, preferred_date: '2025-13-01' }, rules)).toEqual([
      { field: 'preferred_date', message: 'Please choose a valid date.' },
    ]);
    expect(errors('service', { ...booking, Rego: 'ABC*12' }, rules)).toEqual([
      { field: 'Rego', message: 'Rego may contain only letters, numbers, spaces and hyphens.' },
    ]);
    expect(errors('service', { ...booking, location: '' }, rules)).toEqual([
      { field: 'location', message: 'Service Location is required.' },
    ]);
  });
});

describe('leadStepSchema (H-4 proposal)', () => {
  it('checks only the fields of its step', () => {
    const first = leadStepSchema('enquiry', testRules(), 0).safeParse({
      category: 'General Enquiry',
      message: '',
    });
    expect(first.success ? [] : fieldErrorsOf(first.error)).toEqual([
      { field: 'message', message: 'Message is required.' },
    ]);
    const second = leadStepSchema('enquiry', testRules(), 1).safeParse(CONTACT);
    expect(second.success).toBe(true);
  });
});
