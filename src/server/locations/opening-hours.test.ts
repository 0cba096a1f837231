import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '@/server/db/schema';
import { loadVehicleOpeningHours } from './opening-hours';
import { vehicleSitesForThisFile } from '@/server/vehicle-page/test-fixture';

const test = vehicleSitesForThisFile('oh');
let dealerA: number;
let dealerB: number;
let hiddenA: number;
const options = { forceFull: false, closedText: 'Closed' };

type Week = Record<number, [string, string] | null>;
const week = (hours: [string, string], saturday: [string, string] | null): Week => ({
  0: null,
  ...Object.fromEntries([1, 2, 3, 4, 5].map((day) => [day, hours])),
  6: saturday,
});

async function addHours(siteId: number, locationId: number, department: string, days: Week) {
  await test.db.insert(s.openingHours).values(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
      const hours = days[weekday] ?? null;
      return {
        siteId,
        locationId,
        department,
        weekday,
        status: hours ? 'Open' : 'Closed',
        open: hours?.[0] ?? null,
        close: hours?.[1] ?? null,
        formattedHours: null,
      };
    }),
  );
}

async function dealershipOf(siteId: number) {
  const [row] = await test.db.select().from(s.dealerships).where(eq(s.dealerships.siteId, siteId));
  return row!.id;
}

beforeAll(async () => {
  dealerA = await dealershipOf(test.a.siteId);
  dealerB = await dealershipOf(test.b.siteId);
  // Site A: sales at the main yard; the Ipswich yard is the service centre with service and parts.
  await addHours(test.a.siteId, test.a.yardIds.main, 'sales', week(['08:30', '17:30'], ['08:30', '16:00']));
  await test.db
    .update(s.locations)
    .set({ locationType: 'service' })
    .where(eq(s.locations.id, test.a.yardIds.annex));
  await addHours(test.a.siteId, test.a.yardIds.annex, 'service', week(['07:00', '17:30'], null));
  await addHours(test.a.siteId, test.a.yardIds.annex, 'parts', week(['08:00', '17:00'], ['08:00', '12:00']));
  // A hidden parts shop: its hours are not public.
  const [hidden] = await test.db
    .insert(s.locations)
    .values({
      siteId: test.a.siteId,
      dealershipId: dealerA,
      name: 'Hidden Parts',
      slug: 'oh-a-hidden',
      locationType: 'parts',
      isVisible: false,
    })
    .returning();
  hiddenA = hidden!.id;
  await addHours(test.a.siteId, hiddenA, 'parts', week(['06:00', '12:00'], null));
  // Site B: the same yard names, other hours, sales only.
  await addHours(test.b.siteId, test.b.yardIds.main, 'sales', week(['09:00', '18:00'], ['09:00', '17:00']));
});

/** A tab as the car's page shows it: its type and label, the location keeping it, and its three rows. */
const tab = (type: string, label: string, locationName: string, hours: [string, string, string]) => ({
  type,
  label,
  locationName,
  rows: [
    { days: 'Mon-Fri', hours: hours[0] },
    { days: 'Sat', hours: hours[1] },
    { days: 'Sun', hours: hours[2] },
  ],
});

/** The opening hours tabs of a car of `dealershipId` at `locationId`, as site `siteId` shows them. */
const tabsOf = (siteId: number, dealershipId: number, locationId: number, shown = options) =>
  loadVehicleOpeningHours(test.db, siteId, { dealershipId, locationId }, shown);

describe('loadVehicleOpeningHours (D-95, J-25)', () => {
  it("has one tab per type present in the car's dealership, each from the location that keeps it", async () => {
    const tabs = await tabsOf(test.a.siteId, dealerA, test.a.yardIds.main);
    expect(tabs).toEqual([
      tab('sales', 'Sales', 'Brisbane Yard', ['8:30am - 5:30pm', '8:30am - 4:00pm', 'Closed']),
      tab('service', 'Service', 'Ipswich Yard', ['7:00am - 5:30pm', 'Closed', 'Closed']),
      tab('parts', 'Parts', 'Ipswich Yard', ['8:00am - 5:00pm', '8:00am - 12:00pm', 'Closed']),
    ]);
  });

  it("shows a hidden location's hours only when it is the car's own yard", async () => {
    const tabs = await tabsOf(test.a.siteId, dealerA, hiddenA, {
      forceFull: false,
      closedText: 'By appointment only',
    });
    expect(tabs.find((shown) => shown.type === 'parts')).toEqual(
      tab('parts', 'Parts', 'Hidden Parts', [
        '6:00am - 12:00pm',
        'By appointment only',
        'By appointment only',
      ]),
    );
  });

  it("reads only its own site's hours (tenant isolation)", async () => {
    const tabs = await tabsOf(test.b.siteId, dealerB, test.b.yardIds.main);
    expect(tabs.map((tab) => [tab.type, tab.locationName, tab.rows[0]])).toEqual([
      ['sales', 'Brisbane Yard', { days: 'Mon-Fri', hours: '9:00am - 6:00pm' }],
    ]);
    // Site A's dealership asked for under site B's id yields nothing.
    expect(await tabsOf(test.b.siteId, dealerA, test.a.yardIds.main)).toEqual([]);
  });
});
