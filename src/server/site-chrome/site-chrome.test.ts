import { describe, expect, it } from 'vitest';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import { dealerships, locations, manufacturers, models, sites, vehicles } from '@/server/db/schema';
import { loadSiteContext } from '@/server/sites/site-context';
import { getSiteChrome } from './site-chrome';

const test = databaseForThisFile();
const now = new Date('2025-12-31T15:00:00Z'); // already 1 January 2026 in Brisbane

async function seedSite(values: Partial<typeof sites.$inferInsert> & { slug: string }) {
  const [site] = await test.db
    .insert(sites)
    .values({ name: 'Chrome Motors', ...values })
    .returning({ id: sites.id });
  return loadSiteContext(test.db, site!.id);
}

/** The site's one dealership and its yard, for its cars. */
async function seedYard(siteId: number) {
  const [dealership] = await test.db
    .insert(dealerships)
    .values({ siteId, slug: 'main', name: 'Main' })
    .returning();
  const [location] = await test.db
    .insert(locations)
    .values({ siteId, dealershipId: dealership!.id, name: 'Yard', slug: 'yard' })
    .returning();
  return { dealership: dealership!, location: location! };
}

describe('getSiteChrome', () => {
  it('builds the default header and footer from the site row and its stock', async () => {
    const site = await seedSite({
      slug: 'chrome',
      logoUrl: '/media/logo.svg',
      address: ' 1 Main St ',
      facebookUrl: 'https://facebook.com/chrome',
      instagramUrl: '',
      searchCategories: ['used-cars'],
    });
    const { dealership, location } = await seedYard(site.id);
    await test.db.insert(vehicles).values({
      siteId: site.id,
      dealershipId: dealership.id,
      locationId: location.id,
      slug: 'ute',
      stocknum: 'U1',
      year: 2022,
      make: 'Ford',
      model: 'Ranger',
      carType: 'used',
      simpleBody: 'Cab Chassis',
    });
    const chrome = await getSiteChrome(test.db, site, now);
    expect(chrome.header).toMatchObject({
      siteName: 'Chrome Motors',
      logoUrl: '/media/logo.svg',
      bookServiceHref: '/service#service-booking',
      isSticky: true,
      searchPath: '/search/new-used-and-demo-cars',
      favourites: {
        savedKey: `forecourt:${site.id}:saved-cars`,
        compareKey: `forecourt:${site.id}:compare-cars`,
        compareLimit: 3,
      },
    });
    expect(chrome.header.navigation[3]).toEqual({
      label: 'Our Stock',
      children: [{ label: 'Used Cars', href: '/search/used-cars' }],
    });
    expect(chrome.footer).toMatchObject({
      address: '1 Main St',
      facebookUrl: 'https://facebook.com/chrome',
      instagramUrl: null,
      year: '2026',
    });
    // A used-only site's model directory is not its stock (issue 12): the body links to its stock.
    expect(chrome.footer.groups[0]).toEqual({
      title: 'Vehicles',
      links: [{ label: 'Cab Chassis', href: '/search/new-used-and-demo-cars?body=Cab+Chassis' }],
    });
  });

  it('links a body type to the model directory only where it lists models of that body (B-5, issue 12)', async () => {
    const site = await seedSite({ slug: 'bodies', searchCategories: ['new-cars', 'used-cars'] });
    const { dealership, location } = await seedYard(site.id);
    const [make] = await test.db
      .insert(manufacturers)
      .values({ name: 'Kia', slug: 'kia-bodies' })
      .returning();
    await test.db.insert(models).values({
      siteId: site.id,
      manufacturerId: make!.id,
      name: 'Sportage',
      slug: 'sportage',
      manufacturerBody: 'SUV',
    });
    const car = {
      siteId: site.id,
      dealershipId: dealership.id,
      locationId: location.id,
      year: 2024,
      make: 'Kia',
    };
    await test.db.insert(vehicles).values([
      { ...car, slug: 'suv', stocknum: 'K1', model: 'Sportage', carType: 'new', simpleBody: 'SUV' },
      { ...car, slug: 'sedan', stocknum: 'K2', model: 'Cerato', carType: 'used', simpleBody: 'Sedan' },
    ]);
    const chrome = await getSiteChrome(test.db, site, now);
    expect(chrome.footer.groups[0]).toEqual({
      title: 'Vehicles',
      links: [
        { label: 'Sedan', href: '/search/new-used-and-demo-cars?body=Sedan' },
        { label: 'SUV', href: '/models?body=suv' },
      ],
    });
  });

  it('uses the configured logo, navigation and booking page over the defaults', async () => {
    const navigation = [{ label: 'Caravans', href: '/search/used-cars' }];
    const site = await seedSite({
      slug: 'configured',
      logoUrl: '/media/row-logo.svg',
      configOverrides: {
        theme: { logoUrl: '/media/theme-logo.svg' },
        navigation,
        links: { serviceBookingUrl: 'https://book.example.com/service' },
        features: { favouritesStorage: false },
      },
    });
    const chrome = await getSiteChrome(test.db, site, now);
    expect(chrome.header.logoUrl).toBe('/media/theme-logo.svg');
    // A site that keeps no favourites has no compare page to link (I-12).
    expect(chrome.header.favourites).toBeNull();
    expect(chrome.header.navigation).toEqual(navigation);
    expect(chrome.header.bookServiceHref).toBe('https://book.example.com/service');
    expect(chrome.footer.groups.map((group) => group.title)).toEqual([
      'Buyer Tools',
      'Servicing and Parts',
      'Dealership group',
    ]);
  });

  describe('the models menu (K-24)', () => {
    async function seedModels(siteId: number, makeSlug: string, names: string[]) {
      const [make] = await test.db
        .insert(manufacturers)
        .values({ name: 'Mazda', slug: makeSlug })
        .returning();
      await test.db.insert(models).values(
        names.map((name, index) => ({
          siteId,
          manufacturerId: make!.id,
          name,
          slug: name.toLowerCase(),
          imageUrl: `/static/models/${name.toLowerCase()}.svg`,
          status: index === names.length - 1 ? 'inactive' : 'active',
        })),
      );
    }

    it("lists the site's own active models, in directory order, and counts them", async () => {
      const alpha = await seedSite({ slug: 'menu-alpha' });
      const bravo = await seedSite({ slug: 'menu-bravo' });
      await seedModels(alpha.id, 'mazda-alpha', ['CX-5', 'BT-50', 'Retired']);
      await seedModels(bravo.id, 'mazda-bravo', ['MX-5', 'CX-3', 'CX-9', 'CX-30', 'Gone']);
      const chrome = await getSiteChrome(test.db, alpha, now);
      expect(chrome.header.navigation[1]).toEqual({ label: 'Models', href: '/models', menu: 'models' });
      expect(chrome.header.modelsMenu).toEqual({
        tiles: [
          { title: 'Mazda BT-50', href: '/models/bt-50', imageUrl: '/static/models/bt-50.svg' },
          { title: 'Mazda CX-5', href: '/models/cx-5', imageUrl: '/static/models/cx-5.svg' },
        ],
        allLabel: 'View all 2 models',
        allHref: '/models',
      });
      const onBravo = await getSiteChrome(test.db, bravo, now);
      expect(onBravo.header.modelsMenu?.tiles.map((tile) => tile.title)).toEqual([
        'Mazda CX-3',
        'Mazda CX-30',
        'Mazda CX-9',
        'Mazda MX-5',
      ]);
    });

    it('is null for a site without models, or whose navigation has no models menu', async () => {
      const bare = await seedSite({ slug: 'menu-none' });
      expect((await getSiteChrome(test.db, bare, now)).header.modelsMenu).toBeNull();
      const own = await seedSite({
        slug: 'menu-own-nav',
        configOverrides: { navigation: [{ label: 'Models', href: '/models' }] },
      });
      await seedModels(own.id, 'mazda-own', ['CX-5', 'Retired']);
      expect((await getSiteChrome(test.db, own, now)).header.modelsMenu).toBeNull();
    });
  });
});
