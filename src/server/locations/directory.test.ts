import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { locations } from '@/server/db/schema';
import { formSitesForThisFile } from '@/server/lead-forms/test-fixture';
import { getSiteChrome } from '@/server/site-chrome/site-chrome';
import { loadBrandDealerships, loadDealerLocator, loadDealerships, loadLocationCards } from './directory';

const test = formSitesForThisFile('directory');
/** Monday 15 June 2026, 12:00 in Brisbane. */
const NOW = new Date('2026-06-15T02:00:00Z');

beforeAll(async () => {
  const place = (id: number, values: Partial<typeof locations.$inferInsert>) =>
    test.db.update(locations).set(values).where(eq(locations.id, id));
  for (const site of [test.a, test.b]) {
    await place(site.locations.brisbane, {
      lat: -27.47,
      long: 153.03,
      phone: '(07) 3000 0001',
      city: 'Brisbane',
      landlinePhone: ' (07) 3000 0009 ',
      imageUrl: '/media/logo/Brisbane/111827.svg',
      imageThumbUrl: '/media/logo/Brisbane/111827.svg?w=400',
      averageRating: 4.66,
      reviewCount: 120,
      dealerLicenseNumber: 'D 12',
      motorVehicleRepairer: ' ',
    });
    await place(site.locations.service, { lat: -27.55, long: 153.05 });
    await place(site.locations.sydney, { lat: -33.87, long: 151.21, manufacturers: ['Mazda'] });
  }
  await place(test.b.locations.sydney, { manufacturers: ['Kia'] });
});

const idsOf = (list: readonly { id: number }[]) => list.map((location) => location.id);

describe('/dealerships', () => {
  it('groups every visible location by dealership, hidden ones left out', async () => {
    const groups = await loadDealerships(test.db, test.siteA, NOW);
    expect(groups.map((group) => [group.name, group.locations.map((l) => l.name)])).toEqual([
      ['North Motors', ['Brisbane Yard', 'Service Centre']],
      ['South Motors', ['Sydney Yard']],
    ]);
    expect(groups[0]!.locations[0]).toEqual({
      id: test.a.locations.brisbane,
      slug: 'brisbane',
      name: 'Brisbane Yard',
      href: '/locations/brisbane',
      typeLabel: 'Sales',
      address: 'Brisbane QLD',
      phone: '(07) 3000 0001',
      telHref: 'tel:0730000001',
      landline: '(07) 3000 0009',
      landlineTelHref: 'tel:0730000009',
      imageUrl: '/media/logo/Brisbane/111827.svg?w=400',
      rating: { average: 4.7, count: 120 },
      licenceLines: ['DL: D 12'],
      enquiryHref: '/contact-us/brisbane',
      directionsHref: 'https://www.google.com/maps/dir/?api=1&destination=-27.47,153.03',
      todayHours: '9:00am - 11:00am',
      distance: null,
    });
  });

  it('/dealerships/{make}: the locations selling the make; a make none sells is null (404)', async () => {
    const mazda = await loadBrandDealerships(test.db, test.siteA, 'mazda', NOW);
    expect(mazda?.makeName).toBe('Mazda');
    expect(mazda?.groups.flatMap((group) => idsOf(group.locations))).toEqual([test.a.locations.sydney]);
    expect(await loadBrandDealerships(test.db, test.siteA, 'toyota', NOW)).toBeNull();
  });

  it('tenant isolation: a site never lists another site’s locations or makes', async () => {
    const ofB = (await loadDealerships(test.db, test.siteB, NOW)).flatMap((group) => idsOf(group.locations));
    expect(ofB.sort()).toEqual(
      [test.b.locations.brisbane, test.b.locations.service, test.b.locations.sydney].sort(),
    );
    expect(await loadBrandDealerships(test.db, test.siteB, 'mazda', NOW)).toBeNull();
    expect(await loadBrandDealerships(test.db, test.siteA, 'kia', NOW)).toBeNull();
  });
});

describe('/dealer-locator (J-22)', () => {
  it('lists every location nearest first from the typed postcode, with its distance', async () => {
    const view = await loadDealerLocator(test.db, test.siteA, '4000', NOW);
    expect(view).toMatchObject({ kind: 'nearest', postcode: '4000', place: 'Brisbane QLD 4000' });
    expect(view.locations.map((l) => [l.name, l.distance])).toEqual([
      ['Brisbane Yard', '0.7 km'],
      ['Service Centre', '9.7 km'],
      ['Sydney Yard', '733 km'],
    ]);
  });

  it('from Sydney (2000) the order turns round', async () => {
    const view = await loadDealerLocator(test.db, test.siteA, ['2000'], NOW);
    expect(view.locations.map((l) => l.name)).toEqual(['Sydney Yard', 'Service Centre', 'Brisbane Yard']);
  });

  it('tenant isolation: site A’s locator never lists site B’s locations', async () => {
    const [ofA, ofB] = await Promise.all([
      loadDealerLocator(test.db, test.siteA, '4000', NOW),
      loadDealerLocator(test.db, test.siteB, '4000', NOW),
    ]);
    expect(idsOf(ofA.locations).sort()).toEqual(
      [test.a.locations.brisbane, test.a.locations.service, test.a.locations.sydney].sort(),
    );
    expect(idsOf(ofB.locations)).not.toContain(test.a.locations.brisbane);
  });

  it('blank lists them all by name; a malformed or unknown postcode says so, with the list', async () => {
    const all = await loadDealerLocator(test.db, test.siteA, undefined, NOW);
    expect(all.kind).toBe('all');
    expect(all.locations.map((l) => [l.name, l.distance])).toEqual([
      ['Brisbane Yard', null],
      ['Service Centre', null],
      ['Sydney Yard', null],
    ]);
    expect(await loadDealerLocator(test.db, test.siteA, '40a0', NOW)).toMatchObject({
      kind: 'message',
      postcode: '40a0',
      message: 'Please enter a 4-digit postcode.',
    });
    expect(await loadDealerLocator(test.db, test.siteA, '0000', NOW)).toMatchObject({
      kind: 'message',
      message: "We couldn't find postcode 0000. Please check it and try again.",
    });
  });
});

describe('/contact locations and the header (J-21, J-23)', () => {
  it("lists each location with today's hours in the site's time zone (none kept: null)", async () => {
    const list = await loadLocationCards(test.db, test.siteA, NOW);
    expect(list.map((l) => [l.name, l.todayHours])).toEqual([
      ['Brisbane Yard', '9:00am - 11:00am'],
      ['Service Centre', null],
      ['Sydney Yard', '9:00am - 10:00am'],
    ]);
    // 14:30 UTC on Saturday 13 June is Sunday in Brisbane: closed.
    const sunday = await loadLocationCards(test.db, test.siteA, new Date('2026-06-13T14:30:00Z'));
    expect(sunday[0]!.todayHours).toBe('Closed');
  });

  it('tenant isolation: the location cards (contact page and home carousel) are only the site’s own', async () => {
    const cardsOfB = await loadLocationCards(test.db, test.siteB, NOW);
    expect(cardsOfB.length).toBeGreaterThan(0);
    const idsOfA = new Set(Object.values(test.a.locations));
    expect(cardsOfB.filter((card) => idsOfA.has(card.id))).toEqual([]);
  });

  it('the header lists only this site’s locations and the first sales location’s phone', async () => {
    const { header } = await getSiteChrome(test.db, test.siteA, NOW);
    expect(header.locations).toMatchObject({
      mode: 'list',
      items: [{ name: 'Brisbane Yard' }, { name: 'Service Centre' }, { name: 'Sydney Yard' }],
    });
    expect(header.phone).toEqual({
      number: '(07) 3000 0001',
      telHref: 'tel:0730000001',
      locationName: 'Brisbane Yard',
    });
  });
});
