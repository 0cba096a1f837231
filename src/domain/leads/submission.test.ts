import { describe, expect, it } from 'vitest';
import { leadFormSchema } from './schema';
import {
  buildLeadSubmission,
  enquiryDefaults,
  gatherAdditionalServices,
  offerEnquiryDefaultMessage,
} from './submission';
import { CONTACT, TEST_CAR, TEST_OFFER, testRules } from './test-rules';

describe('enquiryDefaults (H-2, decision 1)', () => {
  it("fills the spec's defaults from the car, with the opt-in unticked by default", () => {
    expect(enquiryDefaults(TEST_CAR, { optInDefault: false })).toEqual({
      dealership_slug: 'bay-auto',
      manufacturer_slug: 'land-rover',
      stock_number: 'U1234',
      'Vehicle Make': 'Land Rover',
      'Vehicle Model': 'Defender',
      car_type: 'used',
      car_id: 4711,
      vehicle_status: 'in_stock',
      opt_in: false,
      message:
        "I'm interested in the 2021 Land Rover Defender 110 D250 SE (stock number U1234). Please contact me.",
      subcategory: 'Used Vehicle',
    });
  });

  it('follows the site opt-in default and adds autogauge_enabled only when on', () => {
    const defaults = enquiryDefaults(
      { ...TEST_CAR, badge: null, year: null, carType: 'caravan' },
      { optInDefault: true, autogaugeEnabled: true },
    );
    expect(defaults).toMatchObject({
      opt_in: true,
      autogauge_enabled: true,
      subcategory: null,
      message: "I'm interested in the Land Rover Defender (stock number U1234). Please contact me.",
    });
    expect(enquiryDefaults(TEST_CAR, { optInDefault: false, autogaugeEnabled: false })).not.toHaveProperty(
      'autogauge_enabled',
    );
  });
});

describe('buildLeadSubmission (H-14..H-16, H-33, H-35)', () => {
  it('sends an enquiry about a car with its vehicle fields and dealership', () => {
    const values = leadFormSchema('enquiry', testRules()).parse({
      ...CONTACT,
      category: 'Vehicle Enquiry',
      message: 'Still available?',
      opt_in: 'on',
      dealership_slug: 'city-motors',
    });
    expect(buildLeadSubmission('enquiry', values, TEST_CAR)).toEqual({
      form_type: 'enquiry',
      category: 'Vehicle Enquiry',
      subcategory: 'Used Vehicle',
      dealership_slug: 'bay-auto',
      additional_services: [],
      opt_in: true,
      fields: {
        message: 'Still available?',
        Rego: null,
        name: 'Jo Citizen',
        email: 'Jo@example.com',
        phone: '+61412345678',
        page_id: null,
      },
      vehicle: {
        manufacturer_slug: 'land-rover',
        stock_number: 'U1234',
        'Vehicle Make': 'Land Rover',
        'Vehicle Model': 'Defender',
        car_type: 'used',
        car_id: 4711,
        vehicle_status: 'in_stock',
      },
      offer: null,
    });
  });

  it("defaults the category to the form's event category (H-14)", () => {
    expect(buildLeadSubmission('enquiry', { category: null }).category).toBe('General Enquiry');
    expect(buildLeadSubmission('enquiry', { category: null }, TEST_CAR).category).toBe('Vehicle Enquiry');
    expect(buildLeadSubmission('test_drive', { category: 'Parts Enquiry' }, TEST_CAR).category).toBe(
      'Test Drive',
    );
    expect(buildLeadSubmission('finance', {}).category).toBe('Finance Enquiry');
    expect(buildLeadSubmission('quick_trade_in', {}).category).toBe('Trade-In Enquiry');
    expect(buildLeadSubmission('request_photos', {}, TEST_CAR).category).toBe('Photo Request');
    expect(buildLeadSubmission('service', {}).category).toBe('Service Booking');
  });

  it('sends careers as General Enquiry with subcategory Career Enquiry (H-15, H-44)', () => {
    const values = leadFormSchema('careers', testRules()).parse({
      ...CONTACT,
      message: 'My CV is attached.',
    });
    expect(buildLeadSubmission('careers', values)).toMatchObject({
      form_type: 'careers',
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      dealership_slug: null,
      vehicle: null,
      opt_in: false,
    });
  });

  it("gathers '(check_option)' boxes into additional_services without the suffix (H-16)", () => {
    const rules = testRules({ serviceLocationOptions: [{ value: 'svc', label: 'Service Centre' }] });
    const values = leadFormSchema('service', rules).parse({
      ...CONTACT,
      location: 'svc',
      'Tyres (check_option)': 'on',
      'Battery (check_option)': true,
      'Brakes (check_option)': 'false',
    });
    const submission = buildLeadSubmission('service', values);
    expect(submission.additional_services).toEqual(['Tyres', 'Battery']);
    expect(Object.keys(submission.fields).some((key) => key.endsWith('(check_option)'))).toBe(false);
    expect(gatherAdditionalServices({ 'Wheel Alignment (check_option)': true, other: true })).toEqual([
      'Wheel Alignment',
    ]);
  });

  it('keeps the hidden photo-request and trade-in fields among the fields (H-33, H-35)', () => {
    const photos = leadFormSchema('request_photos', testRules()).parse(CONTACT);
    expect(buildLeadSubmission('request_photos', photos, TEST_CAR).fields['Request Photos']).toBe(
      'Please send photos for this car',
    );
    const tradeIn = leadFormSchema('quick_trade_in', testRules()).parse({
      name: 'Jo',
      last_name: 'Citizen',
      postcode: '4000',
      phone: '0412 345 678',
      email: 'jo@example.com',
    });
    expect(buildLeadSubmission('quick_trade_in', tradeIn).fields).toEqual({
      form_type: 'quick-trade-in',
      name: 'Jo',
      last_name: 'Citizen',
      postcode: '4000',
      phone: '+61412345678',
      email: 'jo@example.com',
    });
  });

  it('takes the chosen dealership only when no car decides it', () => {
    expect(buildLeadSubmission('finance', { dealership_slug: 'city-motors' }).dealership_slug).toBe(
      'city-motors',
    );
    expect(buildLeadSubmission('finance', { dealership_slug: 'city-motors' }, TEST_CAR).dealership_slug).toBe(
      'bay-auto',
    );
  });

  it('keeps a posted subcategory on an enquiry', () => {
    expect(buildLeadSubmission('enquiry', { subcategory: 'Offer 12' }, TEST_CAR).subcategory).toBe(
      'Offer 12',
    );
  });

  it('records the offer an enquiry is about by id and title, and defaults to Special Offer Enquiry (H-28)', () => {
    const values = leadFormSchema('enquiry', testRules()).parse({
      ...CONTACT,
      category: 'Special Offer Enquiry',
      message: 'Is this still on?',
    });
    expect(buildLeadSubmission('enquiry', values, null, TEST_OFFER)).toMatchObject({
      category: 'Special Offer Enquiry',
      subcategory: null,
      dealership_slug: null,
      vehicle: null,
      offer: { offer_id: 12, offer_title: 'Drive-away Deal on Hilux' },
    });
    expect(buildLeadSubmission('enquiry', { category: null }, null, TEST_OFFER).category).toBe(
      'Special Offer Enquiry',
    );
    expect(buildLeadSubmission('enquiry', { category: 'Finance Enquiry' }, null, TEST_OFFER).category).toBe(
      'Finance Enquiry',
    );
    expect(buildLeadSubmission('enquiry', { category: null }, TEST_CAR, TEST_OFFER)).toMatchObject({
      category: 'Vehicle Enquiry',
      offer: { offer_id: 12, offer_title: 'Drive-away Deal on Hilux' },
    });
  });
});

describe('offerEnquiryDefaultMessage (H-28)', () => {
  it('names the offer, worded like the car enquiry', () => {
    expect(offerEnquiryDefaultMessage(TEST_OFFER)).toBe(
      'I\'m interested in the offer "Drive-away Deal on Hilux". Please contact me.',
    );
  });
});
