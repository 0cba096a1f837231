import type { Database } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { fixtureCar } from '@/server/db/testing/fixture-car';
import { databaseForThisFile, type FileDatabase } from '@/server/db/testing/database-for-this-file';
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

/** The site and its two dealerships: South shows its own terms box. */
async function insertSiteAndDealers(db: Database, slug: string) {
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
  return { siteId, dealerships: { north: north!.id, south: south!.id } };
}

/**
 * North's Brisbane yard, service centre and hidden yard and South's Sydney yard, whose cars can also be seen in
 * Brisbane; the two sales yards open on weekdays.
 */
async function insertLocations(db: Database, siteId: number, dealerships: FormFixture['dealerships']) {
  const { north, south } = dealerships;
  const [brisbane, sydney, service, hidden] = await db
    .insert(s.locations)
    .values([
      { siteId, dealershipId: north, name: 'Brisbane Yard', slug: 'brisbane', state: 'QLD' },
      { siteId, dealershipId: south, name: 'Sydney Yard', slug: 'sydney', state: 'NSW' },
      {
        siteId,
        dealershipId: north,
        name: 'Service Centre',
        slug: 'service-centre',
        locationType: 'service',
        state: 'QLD',
      },
      {
        siteId,
        dealershipId: north,
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
  return { brisbane: brisbane!.id, sydney: sydney!.id, service: service!.id, hidden: hidden!.id };
}

/** A car at each sales yard (the Brisbane one with a photo). */
async function insertCars(
  db: Database,
  siteId: number,
  dealerships: FormFixture['dealerships'],
  locations: FormFixture['locations'],
) {
  const car = (dealershipId: number, locationId: number, n: number) =>
    fixtureCar(n, { siteId, dealershipId, locationId });
  const [first, second] = await db
    .insert(s.vehicles)
    .values([
      car(dealerships.north, locations.brisbane, 1),
      { ...car(dealerships.south, locations.sydney, 2), series: 'KF' },
    ])
    .returning({ id: s.vehicles.id });
  await db.insert(s.vehicleImages).values({
    siteId,
    vehicleId: first!.id,
    position: 0,
    url: '/media/vehicle/suv/336699/side.svg',
    thumbUrl: '/media/vehicle/suv/336699/thumb.svg',
  });
  return { carId: first!.id, sydneyCarId: second!.id };
}

/**
 * A site for the lead forms: two dealerships (South with its own terms box), a Brisbane and a Sydney sales
 * yard (Sydney's cars can also be seen in Brisbane), a service centre, a hidden yard, a car at each
 * sales yard, and an offer of South's.
 */
export async function insertFormFixture(db: Database, slug: string): Promise<FormFixture> {
  const { siteId, dealerships } = await insertSiteAndDealers(db, slug);
  const locations = await insertLocations(db, siteId, dealerships);
  const { carId, sydneyCarId } = await insertCars(db, siteId, dealerships, locations);
  const [offer] = await db
    .insert(s.offers)
    .values({ siteId, dealershipId: dealerships.south, name: `${slug} Winter Sale` })
    .returning({ id: s.offers.id });
  return { siteId, dealerships, locations, carId, sydneyCarId, offerId: offer!.id };
}

export type FormSites = { a: FormFixture; b: FormFixture; siteA: SiteContext; siteB: SiteContext };

/**
 * For one test file: a database of its own holding two form fixture sites, `{prefix}-a` (`a`, context `siteA`)
 * and `{prefix}-b` (`b`, `siteB`), for tenant tests.
 */
export function formSitesForThisFile(prefix: string): FileDatabase<FormSites> {
  return databaseForThisFile(async (db) => {
    const a = await insertFormFixture(db, `${prefix}-a`);
    const b = await insertFormFixture(db, `${prefix}-b`);
    const [siteA, siteB] = [await loadSiteContext(db, a.siteId), await loadSiteContext(db, b.siteId)];
    return { a, b, siteA, siteB };
  });
}
