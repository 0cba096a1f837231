import { beforeAll, describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '@/config';
import { brands, pages, reviews, sites } from '@/server/db/schema';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import { listTopReviews, reviewTotals } from '@/server/home/content-queries';
import { loadGroupHome, type GroupHomeSite } from './group-home';

/* Two group sites: A has the profile and why-buy pages, website tiles and reviews; B has one review and a tile. */
const NOW = new Date('2025-08-02T00:00:00+10:00');
const test = databaseForThisFile();
const site = { a: 0, b: 0 };

beforeAll(async () => {
  const { db } = test;
  const [a, b] = await db
    .insert(sites)
    .values([
      { slug: 'group-a', name: 'Alpha Group' },
      { slug: 'group-b', name: 'Bravo Group' },
    ])
    .returning({ id: sites.id });
  site.a = a!.id;
  site.b = b!.id;
  const page = (siteId: number, slug: string, body: string, isPublished = true) => ({
    siteId,
    slug,
    title: slug === 'about-us' ? 'About' : 'Why buy from Alpha',
    body,
    metaDescription: 'x',
    isPublished,
  });
  await db
    .insert(pages)
    .values([
      page(site.a, 'about-us', '## Who\n\nAlpha is a **Brisbane** group.\n\nMore.'),
      page(site.a, 'why-buy-from-us', '## Choice\n\nLots of it.'),
      page(site.b, 'why-buy-from-us', 'Draft', false),
    ]);
  await db.insert(brands).values([
    { siteId: site.a, title: 'Kia', name: 'Kia', slug: 'kia', url: 'https://kia.alpha.example', position: 1 },
    { siteId: site.a, title: 'Mazda', name: 'Mazda', slug: 'mazda', position: 0 },
    { siteId: site.a, grid: 'group', title: 'Used', name: 'Used', slug: 'used', url: '/search/used-cars' },
    { siteId: site.b, title: 'Ford', name: 'Ford', slug: 'ford', url: 'https://ford.bravo.example' },
  ]);
  const review = (siteId: number, customerName: string, rating: number, reviewDate: string) => ({
    siteId,
    customerName,
    text: `${customerName} says`,
    rating,
    reviewDate,
  });
  await db
    .insert(reviews)
    .values([
      review(site.a, 'Ann B.', 5, '2025-07-01'),
      review(site.a, 'Ben C.', 4, '2025-07-02'),
      review(site.a, 'Cat D.', 2, '2025-07-03'),
      review(site.a, 'Hidden H.', 5, '2025-07-04'),
      review(site.b, 'Bravo R.', 3, '2025-07-05'),
    ]);
});

function siteOf(id: number, overrides: Record<string, unknown>): GroupHomeSite {
  const config = resolveSiteConfig({ siteSlug: 't', groupSlug: null, layers: { site: overrides } });
  return { id, hasServiceLocations: true, config };
}

const GROUP = {
  siteType: 'group',
  group: {
    salesCounter: { enabled: true },
    warrantyByBrand: { used: { years: 3 }, Kia: { years: 7, unlimitedKm: true, roadsideYears: 5 } },
  },
};

describe('loadGroupHome (L-2..L-12, L-22)', () => {
  it("reads the group's numbers, counter, profile, why-buy page, warranty, website tiles and service link", async () => {
    const home = await loadGroupHome(test.db, siteOf(site.a, GROUP), NOW);
    expect(home).toEqual({
      stats: [
        { value: '50+', label: 'Locations' },
        { value: '40+', label: 'Brands' },
        { value: '30+', label: 'Years' },
      ],
      salesCounter: {
        value: 192,
        intervalSeconds: 450,
        timezone: 'Australia/Brisbane',
        refreshMs: 150000,
        countUpMs: 2000,
      },
      profile: 'Alpha is a Brisbane group.',
      whyBuy: { title: 'Why buy from Alpha', body: '## Choice\n\nLots of it.' },
      warranty: [
        { key: 'used', heading: 'Used cars', text: '3-year warranty as standard' },
        { key: 'Kia', heading: 'New Kia', text: '7-year unlimited km warranty with 5-year roadside assist' },
      ],
      dealershipTiles: [
        { id: expect.any(Number), title: 'Kia', href: 'https://kia.alpha.example', logoUrl: null },
        { id: expect.any(Number), title: 'Used', href: '/search/used-cars', logoUrl: null },
      ],
      bookServiceHref: '/service',
    });
  });

  it('is null on a site that is not a group, and has no counter when it is switched off', async () => {
    expect(await loadGroupHome(test.db, siteOf(site.a, {}), NOW)).toBeNull();
    const off = await loadGroupHome(test.db, siteOf(site.a, { siteType: 'group' }), NOW);
    expect(off?.salesCounter).toBeNull();
  });
});

describe('tenant isolation', () => {
  it("site B sees none of site A's pages, tiles or reviews", async () => {
    const home = await loadGroupHome(test.db, siteOf(site.b, GROUP), NOW);
    expect(home).toMatchObject({ profile: null, whyBuy: null });
    expect(home?.dealershipTiles.map((tile) => tile.title)).toEqual(['Ford']);
    expect(await reviewTotals(test.db, site.b)).toEqual({ count: 1, sum: 3 });
    expect(await listTopReviews(test.db, site.b, { minRating: 1, hiddenCustomerNames: [] })).toEqual([
      expect.objectContaining({ customerName: 'Bravo R.' }),
    ]);
  });

  it("site A's reviews: the aggregate counts all of them, the list only the visible ones", async () => {
    expect(await reviewTotals(test.db, site.a)).toEqual({ count: 4, sum: 16 });
    const shown = await listTopReviews(test.db, site.a, {
      minRating: 4,
      hiddenCustomerNames: ['hidden  h.'],
    });
    expect(shown.map((review) => review.customerName)).toEqual(['Ben C.', 'Ann B.']);
  });

  it('hides a name in the query whatever its case or spacing, so the limit counts shown reviews', async () => {
    const options = { minRating: 4, hiddenCustomerNames: ['hidden  h.'], limit: 2 };
    const shown = await listTopReviews(test.db, site.a, options);
    expect(shown.map((review) => review.customerName)).toEqual(['Ben C.', 'Ann B.']);
  });
});
