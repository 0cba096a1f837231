import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '@/config';
import { initialLeadValues } from './initial-values';
import { leadFormRules } from './rules';
import { TEST_CAR, TEST_OFFER, TWO_DEALERSHIPS, testRules } from './test-rules';

const config = (site: unknown = {}) =>
  resolveSiteConfig({ siteSlug: 't', groupSlug: null, layers: { site } });

describe('leadFormRules', () => {
  it('reads the platform defaults (options 92–97, decision 1)', () => {
    // testRules holds every platform default (for one dealership).
    expect(leadFormRules(config(), { dealerships: TWO_DEALERSHIPS })).toEqual(
      testRules({ dealershipCount: 2, dealershipOptions: TWO_DEALERSHIPS }),
    );
  });

  it("follows a site's non-default form options and the page's data", () => {
    const site = {
      forms: {
        enquiryMessageRequired: false,
        showWebsiteLocationSelect: true,
        removePreferredDealershipField: true,
        termsCheckboxEnabled: true,
        termsText: 'Test drives need a full licence.',
        optInDefault: true,
        defaultState: 'wa',
        defaultPostcode: '6000',
      },
      tradeIn: { towedCaravans: true },
    };
    const locations = [{ value: 'north', label: 'North' }];
    expect(
      leadFormRules(config(site), {
        dealerships: TWO_DEALERSHIPS,
        locations,
        serviceLocations: locations,
        distributionLocations: locations,
        checkOptions: ['Tint (check_option)'],
        appointmentSlots: ['2025-10-06T09:00:00+11:00'],
        autogaugeEnabled: true,
        today: '2025-10-05',
      }),
    ).toEqual({
      messageRequired: false,
      showWebsiteLocationSelect: true,
      locationOptions: locations,
      dealershipCount: 2,
      dealershipFieldRemoved: true,
      dealershipOptions: TWO_DEALERSHIPS,
      termsEnabled: true,
      termsText: 'Test drives need a full licence.',
      optInDefault: true,
      distributionLocationOptions: locations,
      serviceLocationOptions: locations,
      checkOptions: ['Tint (check_option)'],
      appointmentSlots: ['2025-10-06T09:00:00+11:00'],
      autogaugeEnabled: true,
      towedCaravans: true,
      today: '2025-10-05',
      defaultState: 'wa',
      defaultPostcode: '6000',
    });
  });
});

describe('initialLeadValues', () => {
  it('opens the Enquire Now form on a car with its defaults and the opt-in unticked (H-2, H-14)', () => {
    expect(initialLeadValues('enquiry', testRules(), TEST_CAR)).toEqual({
      category: 'Vehicle Enquiry',
      message:
        "I'm interested in the 2021 Land Rover Defender 110 D250 SE (stock number U1234). Please contact me.",
      Rego: '',
      name: '',
      email: '',
      phone: '',
      opt_in: false,
      page_id: '',
      subcategory: 'Used Vehicle',
    });
  });

  it('opens other forms with fixed hidden values, single options and the site opt-in default', () => {
    const rules = testRules({
      optInDefault: true,
      termsEnabled: true,
      dealershipCount: 2,
      dealershipOptions: TWO_DEALERSHIPS,
    });
    expect(initialLeadValues('request_photos', rules, TEST_CAR)).toEqual({
      'Request Photos': 'Please send photos for this car',
      name: '',
      email: '',
      phone: '',
      message: '',
      opt_in: true,
      terms_conditions: false,
    });
    expect(initialLeadValues('finance', rules)).toMatchObject({ dealership_slug: '' });
    expect(initialLeadValues('finance', rules, TEST_CAR)).toMatchObject({ dealership_slug: 'bay-auto' });
    const service = testRules({ serviceLocationOptions: [{ value: 'svc', label: 'Service Centre' }] });
    expect(initialLeadValues('service', service)).toMatchObject({
      location: 'svc',
      'Tyres (check_option)': false,
    });
    expect(initialLeadValues('enquiry', testRules())).toMatchObject({
      category: 'General Enquiry',
      message: '',
    });
  });

  it('opens the Enquire Now form about an offer with its message and dealership (H-28)', () => {
    const rules = testRules({ dealershipCount: 2, dealershipOptions: TWO_DEALERSHIPS });
    expect(initialLeadValues('enquiry', rules, null, TEST_OFFER)).toMatchObject({
      category: 'Special Offer Enquiry',
      message: 'I\'m interested in the offer "Drive-away Deal on Hilux". Please contact me.',
      dealership_slug: 'bay-auto',
    });
    const unlisted = { ...TEST_OFFER, dealershipSlug: 'closed-motors' };
    expect(initialLeadValues('enquiry', rules, null, unlisted)).toMatchObject({ dealership_slug: '' });
    expect(initialLeadValues('enquiry', rules, TEST_CAR, TEST_OFFER)).toMatchObject({
      category: 'Vehicle Enquiry',
      message:
        "I'm interested in the 2021 Land Rover Defender 110 D250 SE (stock number U1234). Please contact me.",
    });
    expect(initialLeadValues('finance', rules, null, TEST_OFFER)).toMatchObject({ dealership_slug: '' });
  });
});
