import { describe, expect, it } from 'vitest';
import { platformDefaults } from './defaults';
import { ANTI_SPAM_DEFAULTS } from './schema/anti-spam-test-fixture';
import { locationsSchema } from './schema/locations';

const action = (label: string | null = null) => ({ label, hidden: false });

describe('platformDefaults: vehicle page, share, map (options 22–23, 65–82)', () => {
  it('has the vehicle defaults', () => {
    expect(platformDefaults.vehicle).toEqual({
      actions: {
        call: action(),
        enquire: action(),
        finance: action('Get Finance'),
        tradeIn: action(),
        testDrive: action(),
        reserve: action(),
        requestPhotos: action(),
      },
      actionLabelsByItemType: { caravan: { testDrive: 'Book Inspection' } },
      spin: {
        defaultView: 'spin',
        autoplay: false,
        autoplayIntervalMs: 100,
        dragSensitivityPx: 20,
        interiorHosts: [],
      },
      phoneRevealedByDefault: false,
      contactPanel: { showDealershipName: false, showMoreFromDealer: false },
      commentsToggleStyle: 'showMore',
      checkoutRouteStyle: 'checkout',
      showReserveAmount: false,
      reserveAmount: 200,
      checkoutMinPrice: 200,
      financeApprovalText: 'Get Pre-Approved Now',
    });
    expect(platformDefaults.share).toEqual({ hideTwitter: false, twitterHashtags: [], twitterRelated: [] });
    expect(platformDefaults.map).toEqual({ zoom: 15, type: 'roadmap' });
  });
});

describe('platformDefaults: links, gating, forms (options 83–100)', () => {
  it('has the link and gating defaults', () => {
    expect(platformDefaults.links).toEqual({
      serviceBookingUrl: null,
      locationLinkStyle: 'locationSlug',
      headerLocationsMode: 'list',
      myGaragePath: '/my-garage',
      eofyPagePath: null,
      watchlistPath: '/my-garage/watchlist',
    });
    expect(platformDefaults.gating).toEqual({
      enabled: false,
      routes: ['checkout', 'tradeIn', 'finance', 'myGarage'],
      financeLinkWhen: 'financeSummaryVisible',
    });
  });

  it('has the form defaults, with the opt-in unticked (decision 1) and the offline captcha', () => {
    expect(platformDefaults.forms).toEqual({
      enquiryMessageRequired: true,
      showWebsiteLocationSelect: false,
      removePreferredDealershipField: false,
      termsCheckboxEnabled: false,
      termsText: null,
      defaultState: 'qld',
      defaultPostcode: null,
      optInDefault: false,
      captcha: {
        provider: 'altcha',
        siteKey: null,
        difficulty: { cost: 1_000, counterMin: 2_000, counterMax: 5_000 },
      },
      antiSpam: ANTI_SPAM_DEFAULTS,
      valuationMiscellaneousColumn: null,
      offerEnquireButtonText: 'Enquire Now',
    });
  });
});

describe('platformDefaults: locations, reviews, offers, group (options 101–111, 140–142)', () => {
  it('has the location, review and offer defaults', () => {
    expect(platformDefaults.locations).toEqual({
      showEmailModal: false,
      contactButtonText: 'Contact Us',
      order: null,
      closedDayText: 'Closed',
      forceFullHours: false,
      holidayHoursSeed: [],
      // No map provider: the bundled outline map, no outside request (J-11, decision 019).
      map: { tileUrl: null, attribution: '', zoom: 15 },
    });
    expect(platformDefaults.reviews).toEqual({
      minRating: 4,
      googleFullQuantity: 12,
      hiddenCustomerNames: [],
    });
    expect(platformDefaults.offers).toEqual({ expandFinanceDisclaimer: false, exclusionExceptions: [] });
  });

  it('takes a tile URL template with {z}, {x} and {y} for an interactive location map, and rejects others', () => {
    const withTiles = (tileUrl: string) =>
      locationsSchema.safeParse({ map: { tileUrl, attribution: '© Tiles' } });
    expect(withTiles('https://tiles.example/{z}/{x}/{y}.png').success).toBe(true);
    expect(withTiles('https://tiles.example/{z}/{x}.png').error?.issues[0]?.message).toBe(
      'must contain {z}, {x} and {y}',
    );
    expect(withTiles('javascript:alert(1)//{z}{x}{y}').error?.issues[0]?.message).toBe(
      'must be an http(s) URL',
    );
  });

  it('has the group-site defaults', () => {
    expect(platformDefaults.group).toEqual({
      stats: [
        { value: '50+', label: 'Locations' },
        { value: '40+', label: 'Brands' },
        { value: '30+', label: 'Years' },
      ],
      salesCounter: {
        enabled: false,
        perDay: 192,
        intervalSeconds: 450,
        refreshMs: 150000,
        countUpMs: 2000,
        timezone: 'Australia/Brisbane',
      },
      warrantyByBrand: { used: { years: 3, unlimitedKm: false, roadsideYears: null, text: null } },
    });
  });
});

describe('platformDefaults is shared safely', () => {
  it('is deeply frozen', () => {
    expect(Object.isFrozen(platformDefaults)).toBe(true);
    expect(Object.isFrozen(platformDefaults.search.sortOptions[0])).toBe(true);
    expect(() => {
      (platformDefaults.finance.interestRange as { min: number }).min = 1;
    }).toThrow(TypeError);
  });
});
