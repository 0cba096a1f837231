import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_UNAVAILABLE_MESSAGE } from '@/domain/leads';
import type { TestDatabase } from '@/server/db/testing';
import * as s from '@/server/db/schema';
import { loadAppointmentSlots } from '@/server/lead-forms/appointments';
import { loadLeadForm } from '@/server/lead-forms/load-form';
import { createFormSites, type FormFixture } from '@/server/lead-forms/test-fixture';
import type { SiteContext } from '@/server/sites/site-context';
import { solvedCaptchaForTest } from '../anti-spam/testing';
import { handleLeadApi } from './lead-api';

// Monday 2 March 2026, 06:00 in Brisbane: the Brisbane yard offers 9:00, 9:30, 10:00 and 10:30 today.
const NOW = new Date('2026-03-01T20:00:00Z');
const NINE = '2026-03-02T09:00:00+10:00';
let test: TestDatabase;
let a: FormFixture;
let b: FormFixture;
let siteA: SiteContext;
let siteB: SiteContext;

beforeAll(async () => {
  ({ test, a, b, siteA, siteB } = await createFormSites('booking'));
});
afterAll(async () => test.close());

const FIRST_BUYER = 1000;
let buyers = 0;

/**
 * Buyer number `buyer`'s test-drive request for the Brisbane car of `fixture`, at `dateTime`, with a solved
 * captcha; a new buyer unless a number is given (the same number repeats the same request: a retry).
 */
async function bookTestDrive(site: SiteContext, fixture: FormFixture, dateTime: string, buyer = ++buyers) {
  const form = await loadLeadForm(test.db, site, { kind: 'test_drive', carId: fixture.carId });
  const fields = {
    ...form!.setup.initialValues,
    name: `Buyer ${buyer}`,
    email: `buyer${buyer}@example.com`,
    phone: '0412 345 678',
    dateTime,
  };
  const payload = {
    form_type: 'test_drive',
    car_id: fixture.carId,
    idempotency_key: `slot-test-key-${site.id}-${String(buyer).padStart(6, '0')}`,
    fields,
    user_data: {},
    homepage_url: '',
    opened_at: NOW.getTime() - 60_000,
    captcha: await solvedCaptchaForTest(test.db, site.id, 'test_drive'),
  };
  const request = { body: JSON.stringify(payload), ip: `198.51.100.${buyer % 250}`, userAgent: 'Vitest' };
  return handleLeadApi(test.db, site, request, NOW);
}

const offeredToday = async (site: SiteContext, fixture: FormFixture) =>
  (await loadAppointmentSlots(test.db, site, { locationId: fixture.locations.brisbane, days: 1, now: NOW }))!
    .slots;

const leadCount = async (siteId: number) =>
  (await test.db.select({ id: s.leads.id }).from(s.leads).where(eq(s.leads.siteId, siteId))).length;

const bookingsAt = async (siteId: number, startsAt: string) =>
  test.db
    .select({ leadId: s.testDriveBookings.leadId })
    .from(s.testDriveBookings)
    .where(and(eq(s.testDriveBookings.siteId, siteId), eq(s.testDriveBookings.startsAt, new Date(startsAt))));

describe('test-drive bookings (H-32: two buyers cannot book the same slot)', () => {
  it('books the chosen slot with the lead, and the slot is no longer offered', async () => {
    expect(await offeredToday(siteA, a)).toEqual([
      '2026-03-02T09:00:00+10:00',
      '2026-03-02T09:30:00+10:00',
      '2026-03-02T10:00:00+10:00',
      '2026-03-02T10:30:00+10:00',
    ]);
    const first = await bookTestDrive(siteA, a, NINE, FIRST_BUYER);
    expect(first.status).toBe(201);
    const leadId = (first.body as { lead_id: string }).lead_id;
    expect(await bookingsAt(a.siteId, NINE)).toEqual([{ leadId }]);
    expect(await offeredToday(siteA, a)).toEqual([
      '2026-03-02T09:30:00+10:00',
      '2026-03-02T10:00:00+10:00',
      '2026-03-02T10:30:00+10:00',
    ]);
  });

  it('answers the first buyer’s retry with the same lead, not with a taken slot', async () => {
    const retry = await bookTestDrive(siteA, a, NINE, FIRST_BUYER);
    const [booking] = await bookingsAt(a.siteId, NINE);
    expect(retry).toEqual({ status: 200, body: { lead_id: booking!.leadId } });
  });

  it('answers a second buyer of that slot 409 with the times still free, and stores nothing', async () => {
    const before = await leadCount(a.siteId);
    const second = await bookTestDrive(siteA, a, '2026-03-02T09:00:00+10:00');
    expect(second.status).toBe(409);
    const body = second.body as { error: string; slots: string[] };
    expect(body.error).toBe(SLOT_UNAVAILABLE_MESSAGE);
    expect(body.slots.slice(0, 4)).toEqual([
      '2026-03-02T09:30:00+10:00',
      '2026-03-02T10:00:00+10:00',
      '2026-03-02T10:30:00+10:00',
      '2026-03-03T09:00:00+10:00',
    ]);
    expect(await leadCount(a.siteId)).toBe(before);
  });

  it('answers 409 for a time the yard does not offer (a Saturday), and stores nothing', async () => {
    const before = await leadCount(a.siteId);
    const saturday = await bookTestDrive(siteA, a, '2026-03-07T10:00:00+10:00');
    expect(saturday.status).toBe(409);
    expect(await leadCount(a.siteId)).toBe(before);
  });

  it('gives a slot to exactly one of two buyers who send at the same moment', async () => {
    const ten = '2026-03-02T10:00:00+10:00';
    const replies = await Promise.all([bookTestDrive(siteA, a, ten), bookTestDrive(siteA, a, ten)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
    expect(await bookingsAt(a.siteId, ten)).toHaveLength(1);
  });

  it("keeps sites apart: site A's booking does not take site B's nine o'clock", async () => {
    expect(await offeredToday(siteB, b)).toContain(NINE);
    expect((await bookTestDrive(siteB, b, NINE)).status).toBe(201);
  });

  it('stores a test drive without a chosen time, booking nothing', async () => {
    const before = (await test.db.select().from(s.testDriveBookings)).length;
    expect((await bookTestDrive(siteA, a, '')).status).toBe(201);
    expect(await test.db.select().from(s.testDriveBookings)).toHaveLength(before);
  });
});
