import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import { brands, dealerships, locations, offers, reviews, sites } from '@/server/db/schema';
import { loadSiteContext } from '@/server/sites/site-context';
import { insertFixtureSite } from '@/server/stock/search/test-fixture';
import { groupBrandTiles } from '@/domain/home/brand-grids';
import { getHomePageData } from './home-page';

const test = databaseForThisFile();

async function seedSite(slug: string, configOverrides: Record<string, unknown>) {
  const { db } = test;
  const [site] = await db
    .insert(sites)
    .values({ slug, name: `${slug} Cars`, configOverrides })
    .returning({ id: sites.id });
  const siteId = site!.id;
  const [dealership] = await db
    .insert(dealerships)
    .values({ siteId, slug: 'main', name: 'Main' })
    .returning();
  await db.insert(locations).values({
    siteId,
    dealershipId: dealership!.id,
    name: 'Yard',
    slug: 'yard',
    dealerLicenseNumber: 'D1',
    motorVehicleRepairer: 'M1',
    placeUrl: 'https://maps.example/yard',
  });
  await db.insert(offers).values([
    { siteId, name: 'Kept', createdAt: new Date('2025-05-01') },
    { siteId, name: 'Excepted', excludedWebsiteIds: [siteId], createdAt: new Date('2025-05-02') },
  ]);
  await db
    .insert(reviews)
    .values({ siteId, customerName: 'Ann', text: 'Great', rating: 5, reviewDate: '2025-01-01' });
  await db.insert(brands).values({ siteId, grid: 'cars', title: 'Kia', name: 'Kia', slug: 'kia' });
  return siteId;
}

describe('getHomePageData', () => {
  it('has no location contact buttons on a site that hides contact buttons (A-4)', async () => {
    const siteId = await seedSite('no-contact', { features: { showContactButtons: false } });
    const data = await getHomePageData(
      test.db,
      await loadSiteContext(test.db, siteId),
      new Date('2025-05-10T00:00:00Z'),
    );
    expect(data.contactButtonText).toBeNull();
  });

  it('reads a dealer site with the platform defaults', async () => {
    const siteId = await seedSite('plain', {});
    const data = await getHomePageData(
      test.db,
      await loadSiteContext(test.db, siteId),
      new Date('2025-05-10T00:00:00Z'),
    );
    expect(data).toMatchObject({
      siteName: 'plain Cars',
      searchPath: '/search/new-used-and-demo-cars',
      noPriceText: 'Enquire for price.',
      contactButtonText: 'Contact Us',
      offerEnquireButtonText: 'Enquire Now',
      vehicles: [],
      brandGrids: null,
      stockPickers: null,
    });
    expect(data.offers.map((offer) => [offer.name, offer.href])).toEqual([
      ['Kept', expect.stringMatching(/^\/offers\/\d+$/)],
    ]);
    expect(data.showEmailModal).toBe(false);
    expect(data.locations).toEqual([
      {
        id: expect.any(Number),
        slug: 'yard',
        name: 'Yard',
        typeLabel: 'Sales',
        address: null,
        phone: null,
        telHref: null,
        landline: null,
        landlineTelHref: null,
        imageUrl: null,
        rating: null,
        licenceLines: ['DL: D1', 'MRB: M1'],
        enquiryHref: '/contact-us/yard',
        href: '/locations/yard',
        directionsHref: 'https://maps.example/yard',
        todayHours: null,
        distance: null,
      },
    ]);
    expect(data.reviews).toMatchObject({ count: 1, averageRating: '5.0', initiallyShown: 6 });
    expect(data.reviews?.reviews.map((review) => [review.customerName, review.timeAgo])).toEqual([
      ['Ann', 'about 4 months ago'],
    ]);
    expect(data.group).toBeNull();
    expect(data.budgetFinder).toBeNull();
  });

  it('shows the budget finder when the site has stock above $1,000 (F-59)', async () => {
    const { siteId } = await insertFixtureSite(test.db, {
      slug: 'with-stock',
      now: new Date('2025-05-10T00:00:00Z'),
      cars: [
        { make: 'Kia', model: 'Rio', price: 900, simpleBody: 'Hatch' },
        { make: 'Kia', model: 'Seltos', price: 27990, simpleBody: 'SUV' },
      ],
    });
    const data = await getHomePageData(
      test.db,
      await loadSiteContext(test.db, siteId),
      new Date('2025-05-10T00:00:00Z'),
    );
    expect(data.budgetFinder).toMatchObject({
      vehicleNoun: 'Car',
      bodies: ['SUV'],
      pool: { count: 1, minPrice: 27990, maxPrice: 27990 },
    });
  });

  it('applies the site config: group brands, hidden licence lines, contact links, exceptions, reviews off', async () => {
    const siteId = await seedSite('configured', {});
    const [excepted] = await test.db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.siteId, siteId), eq(offers.name, 'Excepted')));
    await test.db
      .update(sites)
      .set({
        configOverrides: {
          siteType: 'group',
          features: { showDealerLicence: false, reviews: false },
          links: { locationLinkStyle: 'contact' },
          offers: { exclusionExceptions: [excepted!.id] },
          cards: { noPriceText: 'Call us' },
        },
      })
      .where(eq(sites.id, siteId));
    const data = await getHomePageData(
      test.db,
      await loadSiteContext(test.db, siteId),
      new Date('2025-05-10T00:00:00Z'),
    );
    expect(data.noPriceText).toBe('Call us');
    expect(data.offers.map((offer) => offer.name)).toEqual(['Excepted', 'Kept']);
    expect(data.locations[0]).toMatchObject({ licenceLines: ['MRB: M1'], href: '/contact' });
    expect(data.reviews).toBeNull();
    expect(data.stockPickers).toEqual({ makes: [], bodies: [], manufacturers: [] });
    expect(data.brandGrids).toEqual([
      {
        grid: 'cars',
        title: 'Cars',
        brands: [{ id: expect.any(Number), title: 'Kia', logoUrl: null, href: '/kia/overview' }],
      },
    ]);
  });
});

describe('groupBrandTiles (L-1)', () => {
  it('orders grids cars, motorcycles, trucks, group, then others', () => {
    const tile = (id: number, grid: string) => ({
      id,
      grid,
      title: `T${id}`,
      slug: `t${id}`,
      logoUrl: null,
      url: null,
      skipBrandPage: false,
    });
    const grids = groupBrandTiles([
      tile(1, 'vans'),
      tile(2, 'group'),
      tile(3, 'trucks'),
      tile(4, 'cars'),
      tile(5, 'motorcycles'),
    ]);
    expect(grids.map((grid) => grid.title)).toEqual([
      'Cars',
      'Motorcycles',
      'Trucks',
      'Group Brands',
      'Vans',
    ]);
  });
});
