import type { Database } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { createTestDatabase, type TestDatabase } from '@/server/db/testing';
import { loadSiteContext, type SiteContext } from '@/server/sites/site-context';

export type FormFixture = {
  siteId: number;
  dealerships: { north: number; south: number };
  locations: { brisbane: number; sydney: number; service: number; hidden: number };
  carId: number;
  sydneyCarId: number;
  /** South Motors' offer, named '{slug} Winter Sale'. */
  offerId: number;
};

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

/** Sales hours on weekdays only, `open`–`close`; closed at weekends. */
function salesHours(siteId: number, locationId: number, open: string, close: string) {
  return WEEKDAYS.map((weekday) => {
    const isOpen = weekday >= 1 && weekday <= 5;
    return {
      siteId,
      locationId,
      weekday,
      department: 'sales',
      status: isOpen ? 'Open' : 'Closed',
      open: isOpen ? open : null,
      close: isOpen ? close : null,
    };
  });
}

/**
 * A site for the lead forms: two dealerships (South with its own terms box), a Brisbane and a Sydney sales
 * yard (Sydney's cars can also be seen in Brisbane), a service centre, a hidden yard, a car at each
 * sales yard, and an offer of South's.
 */
export async function insertFormFixture(db: Database, slug: string): Promise<FormFixture> {
  const [site] = await db
    .insert(s.sites)
    .values({ slug, name: `${slug} Motors` })
    .returning();
  const siteId = site!.id;
  const [north, south] = await db
    .insert(s.dealerships)
    .values([
      { siteId, slug: 'north', name: 'North Motors' },
      {
        siteId,
        slug: 'south',
        name: 'South Motors',
        configOverrides: { forms: { termsCheckboxEnabled: true } },
      },
    ])
    .returning();
  const [brisbane, sydney, service, hidden] = await db
    .insert(s.locations)
    .values([
      { siteId, dealershipId: north!.id, name: 'Brisbane Yard', slug: 'brisbane', state: 'QLD' },
      { siteId, dealershipId: south!.id, name: 'Sydney Yard', slug: 'sydney', state: 'NSW' },
      {
        siteId,
        dealershipId: north!.id,
        name: 'Service Centre',
        slug: 'service-centre',
        locationType: 'service',
        state: 'QLD',
      },
      {
        siteId,
        dealershipId: north!.id,
        name: 'Hidden Yard',
        slug: 'hidden',
        state: 'QLD',
        isVisible: false,
      },
    ])
    .returning();
  await db
    .insert(s.locationDistribution)
    .values({ siteId, locationId: sydney!.id, distributionLocationId: brisbane!.id });
  await db
    .insert(s.openingHours)
    .values([
      ...salesHours(siteId, brisbane!.id, '09:00', '11:00'),
      ...salesHours(siteId, sydney!.id, '09:00', '10:00'),
    ]);
  const car = (dealershipId: number, locationId: number, n: number) => ({
    siteId,
    dealershipId,
    locationId,
    slug: `car-${n}`,
    stocknum: `S${n}`,
    year: 2021,
    make: 'Mazda',
    model: 'CX-5',
    badge: 'Touring',
    carType: 'used',
  });
  const [first, second] = await db
    .insert(s.vehicles)
    .values([car(north!.id, brisbane!.id, 1), { ...car(south!.id, sydney!.id, 2), series: 'KF' }])
    .returning({ id: s.vehicles.id });
  await db.insert(s.vehicleImages).values({
    siteId,
    vehicleId: first!.id,
    position: 0,
    url: '/media/vehicle/suv/336699/side.svg',
    thumbUrl: '/media/vehicle/suv/336699/thumb.svg',
  });
  const [offer] = await db
    .insert(s.offers)
    .values({ siteId, dealershipId: south!.id, name: `${slug} Winter Sale` })
    .returning({ id: s.offers.id });
  return {
    siteId,
    dealerships: { north: north!.id, south: south!.id },
    locations: { brisbane: brisbane!.id, sydney: sydney!.id, service: service!.id, hidden: hidden!.id },
    carId: first!.id,
    sydneyCarId: second!.id,
    offerId: offer!.id,
  };
}

export type FormSites = {
  test: TestDatabase;
  a: FormFixture;
  b: FormFixture;
  siteA: SiteContext;
  siteB: SiteContext;
};

/** A fresh database holding two form fixture sites, `{prefix}-a` and `{prefix}-b`, for tenant tests. */
export async function createFormSites(prefix: string): Promise<FormSites> {
  const test = await createTestDatabase();
  const a = await insertFormFixture(test.db, `${prefix}-a`);
  const b = await insertFormFixture(test.db, `${prefix}-b`);
  const [siteA, siteB] = [await loadSiteContext(test.db, a.siteId), await loadSiteContext(test.db, b.siteId)];
  return { test, a, b, siteA, siteB };
}
