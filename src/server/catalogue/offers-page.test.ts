import { beforeAll, describe, expect, it } from 'vitest';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import { countVisibleOffersByDealership } from '@/server/storefront/offer-cards';
import { loadSiteContext, type SiteContext } from '@/server/sites/site-context';
import { loadOffersPage, readOffersPage } from './offers-page';
import { FIXTURE_TODAY, seedCatalogue, type CatalogueFixture } from './test-fixture';

const test = databaseForThisFile();
let fixture: CatalogueFixture;
let siteA: SiteContext;
let siteB: SiteContext;

beforeAll(async () => {
  fixture = await seedCatalogue(test.db);
  siteA = await loadSiteContext(test.db, fixture.siteA);
  siteB = await loadSiteContext(test.db, fixture.siteB);
});

const params = (page = 1, dealership?: string) => ({ page, filters: dealership ? { dealership } : {} });
async function okData(site: SiteContext, request = params()) {
  const outcome = await readOffersPage(test.db, site, request, FIXTURE_TODAY);
  if (outcome.kind !== 'ok') throw new Error(`expected a page, got ${outcome.kind}`);
  return outcome.data;
}

describe('readOffersPage (C-94, K-13)', () => {
  it('lists 21 visible offers newest first, leaving expired and excluded ones out', async () => {
    const data = await okData(siteA);
    expect(data.heading).toBe('Special Offers');
    expect(data.summary).toBe('Showing 1–21 of 23 offers');
    const names = data.offers.map((offer) => offer.name);
    expect(names).toHaveLength(21);
    expect(names.slice(0, 4)).toEqual(['Site-wide offer', 'North offer', 'City offer', 'Bulk offer 01']);
    expect(names).not.toContain('Expired offer');
    expect(names).not.toContain('Excluded offer');
    expect(data.pagination.nextHref).toBe('/special-offers?page=2');
    const second = await okData(siteA, params(2));
    expect(second.offers.map((offer) => offer.name)).toEqual(['Bulk offer 19', 'Bulk offer 20']);
  });

  it('returns exact offer cards with K-11 links (manufacturer segment on a multi-brand site)', async () => {
    const [siteWide, north, city] = (await okData(siteA)).offers;
    expect(siteWide).toEqual({
      id: fixture.ids.siteWide,
      name: 'Site-wide offer',
      category: null,
      imageUrl: '/media/offer.svg',
      expiry: null,
      manufacturerSlug: null,
      href: `/offers/${fixture.ids.siteWide}`,
    });
    expect(north).toMatchObject({ category: 'Finance offer', expiry: FIXTURE_TODAY });
    expect(city).toEqual({
      id: fixture.ids.cityOffer,
      name: 'City offer',
      category: null,
      imageUrl: '/media/sportage-spin.svg',
      expiry: null,
      manufacturerSlug: 'kia',
      href: `/offers/kia/${fixture.ids.cityOffer}`,
    });
  });

  it('scopes the list to the dealership’s id when ?dealership= names one of the site’s dealerships', async () => {
    const data = await okData(siteA, params(1, 'north'));
    expect(data.heading).toBe('Special Offers from North Motors');
    expect(data.offers.map((offer) => offer.name)).toEqual(['North offer']);
    expect(data.filterGroups).toEqual([
      {
        key: 'dealership',
        title: 'Dealership',
        links: [
          { label: 'City Motors', count: 1, href: '/special-offers?dealership=city', isSelected: false },
          { label: 'North Motors', count: 1, href: '/special-offers', isSelected: true },
        ],
      },
    ]);
  });

  it('counts visible offers per dealership, null for site-wide ones', async () => {
    const counts = await countVisibleOffersByDealership(test.db, fixture.siteA, {
      today: FIXTURE_TODAY,
      exclusionExceptions: [],
    });
    expect(counts).toEqual(
      new Map([
        [null, 21],
        [fixture.ids.north, 1],
        [fixture.ids.city, 1],
      ]),
    );
  });

  it('shows the empty state, with Clear Filters back to /special-offers, for a dealership without offers', async () => {
    // North's only offer expires today, so the next day the scoped list is empty.
    const tomorrow = await readOffersPage(test.db, siteA, params(1, 'north'), '2025-05-11');
    expect(tomorrow).toMatchObject({
      kind: 'ok',
      data: { summary: null, offers: [], clearFiltersHref: '/special-offers' },
    });
  });

  it('is not found for an unknown dealership or a page past the last', async () => {
    expect(await readOffersPage(test.db, siteA, params(1, 'nowhere'), FIXTURE_TODAY)).toEqual({
      kind: 'not_found',
    });
    expect(await readOffersPage(test.db, siteA, params(3), FIXTURE_TODAY)).toEqual({ kind: 'not_found' });
  });
});

describe('loadOffersPage', () => {
  const now = new Date('2025-05-10T02:00:00Z');

  it('is not found for a malformed page and caches a repeated request per site', async () => {
    expect(await loadOffersPage(test.db, siteA, { page: '0' }, now)).toEqual({ kind: 'not_found' });
    const first = await loadOffersPage(test.db, siteA, { dealership: 'city' }, now);
    expect(await loadOffersPage(test.db, siteA, { dealership: 'city' }, now)).toBe(first);
  });
});

describe('tenant isolation', () => {
  it('never lists another site’s offers; a single-manufacturer site links /offers/{id}', async () => {
    const data = await okData(siteB);
    expect(data.offers.map((offer) => [offer.name, offer.href])).toEqual([
      ['Bravo offer', `/offers/${fixture.ids.bravoOffer}`],
      ['Only B offer', expect.stringMatching(/^\/offers\/\d+$/)],
    ]);
    const alpha = await okData(siteA, params(2));
    expect(alpha.offers.map((offer) => offer.id)).not.toContain(fixture.ids.bravoOffer);
  });

  it('resolves ?dealership= within the site: another site’s dealership slug is not found', async () => {
    expect(await readOffersPage(test.db, siteA, params(1, 'only-b'), FIXTURE_TODAY)).toEqual({
      kind: 'not_found',
    });
    const shared = await okData(siteB, params(1, 'north'));
    expect(shared.offers.map((offer) => offer.name)).toEqual(['Bravo offer']);
  });
});
