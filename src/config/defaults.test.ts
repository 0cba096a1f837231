import { describe, expect, it } from 'vitest';
import { platformDefaults } from './defaults';
import { resolveSiteConfig } from './resolve';

// Each expectation is the Default column of shared/spec/config-options.md (or the checklist proposal it cites).
describe('platformDefaults: identity, integrations, features, chat (options 2–27)', () => {
  it('has the identity defaults', () => {
    expect(platformDefaults).toMatchObject({
      templateId: null,
      siteType: 'dealer',
      siteUrl: null,
      timezone: 'Australia/Brisbane',
      copy: {},
      navigation: null,
      plugins: [],
      fixedPhoneNumbers: {},
      brandOverrides: {},
      itemTypeOverrides: {},
    });
    expect(platformDefaults).not.toHaveProperty('siteSlug');
    expect(platformDefaults).not.toHaveProperty('groupId');
  });

  it('has a complete hex theme and no logo or font', () => {
    const { colors, logoUrl, fontFamily } = platformDefaults.theme;
    expect(Object.keys(colors).sort()).toEqual(
      [
        'accent',
        'accentForeground',
        'background',
        'footerBackground',
        'footerForeground',
        'foreground',
        'headerBackground',
        'headerForeground',
        'muted',
        'primary',
        'primaryForeground',
      ].sort(),
    );
    for (const colour of Object.values(colors)) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    expect({ logoUrl, fontFamily }).toEqual({ logoUrl: null, fontFamily: null });
  });

  it('turns integrations off and features on', () => {
    expect(platformDefaults.integrations).toEqual({
      autograb: false,
      redbook: false,
      autobot: false,
      geocoding: null,
    });
    expect(platformDefaults.features).toEqual({
      showContactButtons: true,
      showDealerLicence: true,
      showMotorVehicleRepairer: true,
      showMapSection: true,
      stickyHeader: true,
      favouritesStorage: true,
      reviews: true,
      holidayHours: true,
    });
    expect(platformDefaults.chat).toEqual({ integration: 'none', token: null, widgetButtonEnabled: false });
  });

  it('geocodes postcodes from the bundled data unless a site names a geocoding service (H-39)', () => {
    const resolve = (site: unknown) =>
      resolveSiteConfig({ siteSlug: 't', groupSlug: null, layers: { site } });
    expect(resolve({ integrations: { geocoding: { apiKey: 'k-1' } } }).integrations.geocoding).toEqual({
      endpoint: 'https://maps.googleapis.com/maps/api/geocode/json',
      apiKey: 'k-1',
      timeoutMs: 3000,
    });
    expect(() => resolve({ integrations: { geocoding: { endpoint: 'https://geo.example/json' } } })).toThrow(
      /apiKey/,
    );
  });
});

describe('platformDefaults: search (options 28–46)', () => {
  it('has the spec search defaults', () => {
    expect(platformDefaults.search).toEqual({
      path: '/search/new-used-and-demo-cars',
      sortOptions: [
        { key: 'relevance', label: 'Most Relevant', sort: 'custom_rank:desc' },
        { key: 'latest', label: 'Latest', sort: 'created_at:desc' },
        { key: 'price_desc', label: 'Highest Price', sort: 'price:desc' },
        { key: 'price_asc', label: 'Lowest Price', sort: 'price:asc' },
      ],
      filters: '',
      enabledRoutes: ['new-used-and-demo-cars', 'new-cars', 'used-cars', 'demo-cars', 'new-and-demo-cars'],
      instantSearch: null,
      customBodyTypes: null,
      cacheSize: 10,
      stockCountOverride: null,
      visibleMakesCount: 7,
      popularMakes: null,
      excludeZeroPriceOnPriceAsc: false,
      hideZeroPriceVehicles: false,
      stockFilter: { excludedItemTypes: [], excludedStates: [], hiddenStockNumbers: [] },
      seriesSortOrder: [],
      breadcrumbBasePath: '/search',
      configuredModels: null,
      imageQuality: 75,
      valueLabels: {},
      vehicleNounPlural: 'Cars',
      countNoun: { one: 'vehicle', other: 'vehicles' },
    });
  });

  it('labels the sort options as the spec names them', () => {
    expect(platformDefaults.search.sortOptions.map((option) => option.label)).toEqual([
      'Most Relevant',
      'Latest',
      'Highest Price',
      'Lowest Price',
    ]);
  });
});

describe('platformDefaults: cards and promo (options 47–64)', () => {
  it('has the card and tag defaults', () => {
    expect(platformDefaults.cards).toEqual({
      showViewCount: true,
      viewCountMinimum: 10,
      showFinanceLine: true,
      showElectricHybridTag: false,
      certifiedUsedBadge: { enabled: false, label: null, imageUrl: null },
      newTagText: 'New',
      newArrivalTagText: 'New Arrival',
      newTagWindowDays: 8,
      soldTagText: 'JUST SOLD',
      soldRetentionDays: 3,
      noPriceText: 'Enquire for price.',
      subscriptionsEnabled: false,
      hideSaveControlsWithoutPriceOrImages: false,
    });
  });

  it('has the promo defaults', () => {
    expect(platformDefaults.promo).toEqual({
      tradeInCardEnabled: false,
      cardPosition: { mode: 'everyN', n: 10 },
      stickyCtaCardPositions: [30],
      windows: [],
      popup: null,
      offersRefreshPath: '/special-offers',
    });
  });
});
