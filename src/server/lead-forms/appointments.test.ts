import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '@/server/db/schema';
import type { SiteContext } from '@/server/sites/site-context';
import { loadAppointmentSlots } from './appointments';
import { handleAppointmentsApi } from './appointments-api';
import { formSitesForThisFile } from './test-fixture';

// Monday 2 March 2026, 06:00 in Brisbane (UTC+10) and 07:00 in Sydney (UTC+11, daylight saving).
const NOW = new Date('2026-03-01T20:00:00Z');
const test = formSitesForThisFile('slots');

/** A test-drive lead holding the slot that starts at `startsAt`. */
async function book(siteId: number, locationId: number, startsAt: string) {
  const [lead] = await test.db
    .insert(s.leads)
    .values({ siteId, locationId, formType: 'test_drive', category: 'Test Drive', payload: {} })
    .returning({ id: s.leads.id });
  await test.db
    .insert(s.testDriveBookings)
    .values({ siteId, locationId, startsAt: new Date(startsAt), leadId: lead!.id });
}

beforeAll(async () => {
  // Tuesday is a holiday in Brisbane; 9:00 and 9:30 on Monday are booked.
  await test.db.insert(s.holidayHours).values({
    siteId: test.a.siteId,
    locationId: test.a.locations.brisbane,
    date: '2026-03-03',
    status: 'Closed',
  });
  await book(test.a.siteId, test.a.locations.brisbane, '2026-03-02T09:30:00+10:00');
  await book(test.a.siteId, test.a.locations.brisbane, '2026-03-01T23:00:00Z');
  // A row of site B naming site A's location id must not take site A's slot (tenant filter).
  await book(test.b.siteId, test.a.locations.brisbane, '2026-03-02T10:30:00+10:00');
});

describe('loadAppointmentSlots (H-32)', () => {
  it('is the sales hours minus the holiday and booked slots, in the yard’s own zone', async () => {
    const result = await loadAppointmentSlots(test.db, test.siteA, {
      locationId: test.a.locations.brisbane,
      days: 2,
      now: NOW,
    });
    expect(result).toEqual({
      locationId: test.a.locations.brisbane,
      timeZone: 'Australia/Brisbane',
      slots: ['2026-03-02T10:00:00+10:00', '2026-03-02T10:30:00+10:00'],
    });
  });

  it('reads a Sydney yard in Sydney time, daylight saving included', async () => {
    const result = await loadAppointmentSlots(test.db, test.siteA, {
      locationId: test.a.locations.sydney,
      days: 2,
      now: NOW,
    });
    expect(result?.timeZone).toBe('Australia/Sydney');
    expect(result?.slots).toEqual([
      '2026-03-02T09:00:00+11:00',
      '2026-03-02T09:30:00+11:00',
      '2026-03-03T09:00:00+11:00',
      '2026-03-03T09:30:00+11:00',
    ]);
  });

  it("does not serve another site's location", async () => {
    expect(
      await loadAppointmentSlots(test.db, test.siteB, {
        locationId: test.a.locations.brisbane,
        days: 2,
        now: NOW,
      }),
    ).toBeNull();
  });
});

describe('handleAppointmentsApi', () => {
  const get = (site: SiteContext, query: string) =>
    handleAppointmentsApi(test.db, site, new URLSearchParams(query), NOW);

  it("answers ?car= with the car's own yard", async () => {
    const response = await get(test.siteA, `car=${test.a.sydneyCarId}&days=1`);
    expect(response).toEqual({
      status: 200,
      body: {
        locationId: test.a.locations.sydney,
        timeZone: 'Australia/Sydney',
        slots: ['2026-03-02T09:00:00+11:00', '2026-03-02T09:30:00+11:00'],
      },
    });
  });

  it('refuses a malformed request with the field at fault', async () => {
    expect(await get(test.siteA, 'days=3')).toEqual({
      status: 400,
      body: {
        error: 'Invalid appointments request',
        fieldErrors: { location: 'location or car is required' },
      },
    });
  });

  it("is 404 for another site's car or location", async () => {
    expect(await get(test.siteB, `car=${test.a.carId}`)).toEqual({
      status: 404,
      body: { error: 'Unknown car' },
    });
    expect(await get(test.siteB, `location=${test.a.locations.sydney}`)).toEqual({
      status: 404,
      body: { error: 'Unknown location' },
    });
  });
});
