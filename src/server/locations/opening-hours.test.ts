import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@/server/db/schema';
import { createTestDatabase, type TestDatabase } from '@/server/db/testing';
import { loadVehicleOpeningHours } from './opening-hours';
import { insertVehicleFixture, type VehicleFixture } from '@/server/vehicle-page/test-fixture';

let test: TestDatabase;
let a: VehicleFixture;
let b: VehicleFixture;
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
  test = await createTestDatabase();
  a = await insertVehicleFixture(test.db, 'oh-a');
  b = await insertVehicleFixture(test.db, 'oh-b');
  dealerA = await dealershipOf(a.siteId);
  dealerB = await dealershipOf(b.siteId);
  // Site A: sales at the main yard; the Ipswich yard is the service centre with service and parts.
  await addHours(a.siteId, a.yardIds.main, 'sales', week(['08:30', '17:30'], ['08:30', '16:00']));
  await test.db
    .update(s.locations)
    .set({ locationType: 'service' })
    .where(eq(s.locations.id, a.yardIds.annex));
  await addHours(a.siteId, a.yardIds.annex, 'service', week(['07:00', '17:30'], null));
  await addHours(a.siteId, a.yardIds.annex, 'parts', week(['08:00', '17:00'], ['08:00', '12:00']));
  // A hidden parts shop: its hours are not public.
  const [hidden] = await test.db
    .insert(s.locations)
    .values({
      siteId: a.siteId,
      dealershipId: dealerA,
      name: 'Hidden Parts',
      slug: 'oh-a-hidden',
      locationType: 'parts',
      isVisible: false,
    })
    .returning();
  hiddenA = hidden!.id;
  await addHours(a.siteId, hiddenA, 'parts', week(['06:00', '12:00'], null));
  // Site B: the same yard names, other hours, sales only.
  await addHours(b.siteId, b.yardIds.main, 'sales', week(['09:00', '18:00'], ['09:00', '17:00']));
});
afterAll(async () => test.close());

describe('loadVehicleOpeningHours (D-95, J-25)', () => {
  it("has one tab per type present in the car's dealership, each from the location that keeps it", async () => {
    const tabs = await loadVehicleOpeningHours(
      test.db,
      a.siteId,
      { dealershipId: dealerA, locationId: a.yardIds.main },
      options,
    );
    expect(tabs).toEqual([
      {
        type: 'sales',
        label: 'Sales',
        locationName: 'Brisbane Yard',
        rows: [
          { days: 'Mon-Fri', hours: '8:30am - 5:30pm' },
          { days: 'Sat', hours: '8:30am - 4:00pm' },
          { days: 'Sun', hours: 'Closed' },
        ],
      },
      {
        type: 'service',
        label: 'Service',
        locationName: 'Ipswich Yard',
        rows: [
          { days: 'Mon-Fri', hours: '7:00am - 5:30pm' },
          { days: 'Sat', hours: 'Closed' },
          { days: 'Sun', hours: 'Closed' },
        ],
      },
      {
        type: 'parts',
        label: 'Parts',
        locationName: 'Ipswich Yard',
        rows: [
          { days: 'Mon-Fri', hours: '8:00am - 5:00pm' },
          { days: 'Sat', hours: '8:00am - 12:00pm' },
          { days: 'Sun', hours: 'Closed' },
        ],
      },
    ]);
  });

  it("shows a hidden location's hours only when it is the car's own yard", async () => {
    const tabs = await loadVehicleOpeningHours(
      test.db,
      a.siteId,
      { dealershipId: dealerA, locationId: hiddenA },
      { forceFull: false, closedText: 'By appointment only' },
    );
    expect(tabs.find((tab) => tab.type === 'parts')).toEqual({
      type: 'parts',
      label: 'Parts',
      locationName: 'Hidden Parts',
      rows: [
        { days: 'Mon-Fri', hours: '6:00am - 12:00pm' },
        { days: 'Sat', hours: 'By appointment only' },
        { days: 'Sun', hours: 'By appointment only' },
      ],
    });
  });

  it("reads only its own site's hours (tenant isolation)", async () => {
    const tabs = await loadVehicleOpeningHours(
      test.db,
      b.siteId,
      { dealershipId: dealerB, locationId: b.yardIds.main },
      options,
    );
    expect(tabs.map((tab) => [tab.type, tab.locationName, tab.rows[0]])).toEqual([
      ['sales', 'Brisbane Yard', { days: 'Mon-Fri', hours: '9:00am - 6:00pm' }],
    ]);
    // Site A's dealership asked for under site B's id yields nothing.
    expect(
      await loadVehicleOpeningHours(
        test.db,
        b.siteId,
        { dealershipId: dealerA, locationId: a.yardIds.main },
        options,
      ),
    ).toEqual([]);
  });
});
