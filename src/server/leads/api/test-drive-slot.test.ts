import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOOKING_UNCONFIRMED_NOTICE, SLOT_UNAVAILABLE_MESSAGE } from '@/domain/leads';
import * as s from '@/server/db/schema';
import { loadAppointmentSlots } from '@/server/lead-forms/appointments';
import { loadLeadForm } from '@/server/lead-forms/load-form';
import { formSitesForThisFile, type FormFixture } from '@/server/lead-forms/test-fixture';
import type { SiteContext } from '@/server/sites/site-context';
import { postLeadForTest } from '@/server/lead-intake/testing';

// Monday 2 March 2026, 06:00 in Brisbane: the Brisbane yard offers 9:00, 9:30, 10:00 and 10:30 today.
const NOW = new Date('2026-03-01T20:00:00Z');
const NINE = '2026-03-02T09:00:00+10:00';
const test = formSitesForThisFile('booking');

const FIRST_BUYER = 1000;
let buyers = 0;

/** Who sends a request: by default buyer number n's own email, mobile and IP; a bot fills the honeypot. */
type Sender = { email?: string; phone?: string; ip?: string; honeypot?: string };

/**
 * Buyer number `buyer`'s test-drive request for the Brisbane car of `fixture`, at `dateTime`, with a solved
 * captcha; a new buyer unless a number is given (the same number repeats the same request: a retry).
 */
async function bookTestDrive(
  site: SiteContext,
  fixture: FormFixture,
  dateTime: string,
  buyer = ++buyers,
  sender: Sender = {},
) {
  const form = await loadLeadForm(test.db, site, { kind: 'test_drive', carId: fixture.carId });
  const fields = {
    ...form!.setup.initialValues,
    name: `Buyer ${buyer}`,
    email: sender.email ?? `buyer${buyer}@example.com`,
    phone: sender.phone ?? `04${String(10_000_000 + buyer).slice(-8)}`,
    dateTime,
  };
  const payload = {
    form_type: 'test_drive',
    car_id: fixture.carId,
    idempotency_key: `slot-test-key-${site.id}-${String(buyer).padStart(6, '0')}`,
    fields,
    user_data: {},
    homepage_url: sender.honeypot ?? '',
    opened_at: NOW.getTime() - 60_000,
  };
  return postLeadForTest(test.db, site, payload, { now: NOW, ip: sender.ip ?? `198.51.100.${buyer % 250}` });
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
    expect(await offeredToday(test.siteA, test.a)).toEqual([
      '2026-03-02T09:00:00+10:00',
      '2026-03-02T09:30:00+10:00',
      '2026-03-02T10:00:00+10:00',
      '2026-03-02T10:30:00+10:00',
    ]);
    const first = await bookTestDrive(test.siteA, test.a, NINE, FIRST_BUYER);
    expect(first.status).toBe(201);
    const leadId = (first.body as { lead_id: string }).lead_id;
    expect(await bookingsAt(test.a.siteId, NINE)).toEqual([{ leadId }]);
    expect(await offeredToday(test.siteA, test.a)).toEqual([
      '2026-03-02T09:30:00+10:00',
      '2026-03-02T10:00:00+10:00',
      '2026-03-02T10:30:00+10:00',
    ]);
  });

  it('answers the first buyer’s retry with the same lead, not with a taken slot', async () => {
    const retry = await bookTestDrive(test.siteA, test.a, NINE, FIRST_BUYER);
    const [booking] = await bookingsAt(test.a.siteId, NINE);
    expect(retry).toEqual({ status: 200, body: { lead_id: booking!.leadId, receipt: expect.any(String) } });
  });

  it('answers a second buyer of that slot 409 with the times still free, and stores nothing', async () => {
    const before = await leadCount(test.a.siteId);
    const second = await bookTestDrive(test.siteA, test.a, '2026-03-02T09:00:00+10:00');
    expect(second.status).toBe(409);
    const body = second.body as { error: string; slots: string[] };
    expect(body.error).toBe(SLOT_UNAVAILABLE_MESSAGE);
    expect(body.slots.slice(0, 4)).toEqual([
      '2026-03-02T09:30:00+10:00',
      '2026-03-02T10:00:00+10:00',
      '2026-03-02T10:30:00+10:00',
      '2026-03-03T09:00:00+10:00',
    ]);
    expect(await leadCount(test.a.siteId)).toBe(before);
  });

  it('answers 409 for a time the yard does not offer (a Saturday), and stores nothing', async () => {
    const before = await leadCount(test.a.siteId);
    const saturday = await bookTestDrive(test.siteA, test.a, '2026-03-07T10:00:00+10:00');
    expect(saturday.status).toBe(409);
    expect(await leadCount(test.a.siteId)).toBe(before);
  });

  it('gives a slot to exactly one of two buyers who send at the same moment', async () => {
    const ten = '2026-03-02T10:00:00+10:00';
    const replies = await Promise.all([
      bookTestDrive(test.siteA, test.a, ten),
      bookTestDrive(test.siteA, test.a, ten),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
    expect(await bookingsAt(test.a.siteId, ten)).toHaveLength(1);
  });

  it("keeps sites apart: site A's booking does not take site B's nine o'clock", async () => {
    expect(await offeredToday(test.siteB, test.b)).toContain(NINE);
    expect((await bookTestDrive(test.siteB, test.b, NINE)).status).toBe(201);
  });

  it('stores a test drive without a chosen time, booking nothing', async () => {
    const before = (await test.db.select().from(s.testDriveBookings)).length;
    expect((await bookTestDrive(test.siteA, test.a, '')).status).toBe(201);
    expect(await test.db.select().from(s.testDriveBookings)).toHaveLength(before);
  });
});

const leadOf = async (reply: Awaited<ReturnType<typeof bookTestDrive>>) => {
  const leadId = (reply.body as { lead_id: string }).lead_id;
  const [lead] = await test.db.select().from(s.leads).where(eq(s.leads.id, leadId));
  return { leadId, ...lead! };
};

/** Brisbane time on a weekday of the week after NOW: 'Tue 09:30' → 2026-03-03T09:30:00+10:00. */
const at = (slot: string) => {
  const [day, time] = slot.split(' ') as [string, string];
  const date = { Tue: '03', Wed: '04', Thu: '05', Fri: '06' }[day]!;
  return `2026-03-${date}T${time}:00+10:00`;
};

const PLAIN_CREATED = { status: 201, body: { lead_id: expect.any(String), receipt: expect.any(String) } };
const CREATED_WITH_NOTICE = {
  status: 201,
  body: { lead_id: expect.any(String), receipt: expect.any(String), notice: BOOKING_UNCONFIRMED_NOTICE },
};

describe('slots a bot cannot take (issue 14, finding 2; decision 032)', () => {
  it('stores a flagged lead without holding its slot, answers it as any other, and a real buyer books the slot', async () => {
    const flagged = await bookTestDrive(test.siteA, test.a, at('Tue 09:00'), undefined, {
      honeypot: 'https://bot.example',
    });
    expect(flagged).toEqual(PLAIN_CREATED);
    expect(await leadOf(flagged)).toMatchObject({ isSuspicious: true, suspicionReasons: ['honeypot'] });
    expect(await bookingsAt(test.a.siteId, at('Tue 09:00'))).toEqual([]);

    const real = await bookTestDrive(test.siteA, test.a, at('Tue 09:00'));
    expect(real).toEqual(PLAIN_CREATED);
    expect(await bookingsAt(test.a.siteId, at('Tue 09:00'))).toEqual([
      { leadId: (await leadOf(real)).leadId },
    ]);
  });

  it('holds no third open slot for one email (any phone, any IP): stored, answered with a notice', async () => {
    expect(BOOKING_UNCONFIRMED_NOTICE).toBe(
      'Your requested test-drive time is not booked yet: the dealer will contact you to confirm it.',
    );
    const email = 'Repeat@Example.com';
    for (const slot of ['Tue 09:30', 'Tue 10:00']) {
      expect(await bookTestDrive(test.siteA, test.a, at(slot), undefined, { email })).toEqual(PLAIN_CREATED);
      expect(await bookingsAt(test.a.siteId, at(slot))).toHaveLength(1);
    }
    const before = await leadCount(test.a.siteId);
    const third = await bookTestDrive(test.siteA, test.a, at('Tue 10:30'), undefined, {
      email: ' repeat@example.COM ',
    });
    expect(third).toEqual(CREATED_WITH_NOTICE);
    expect(await leadCount(test.a.siteId)).toBe(before + 1);
    expect(await leadOf(third)).toMatchObject({ isSuspicious: false, email: 'repeat@example.com' });
    expect(await bookingsAt(test.a.siteId, at('Tue 10:30'))).toEqual([]);
    // The slot stays free for someone else.
    expect(await bookTestDrive(test.siteA, test.a, at('Tue 10:30'))).toEqual(PLAIN_CREATED);
    expect(await bookingsAt(test.a.siteId, at('Tue 10:30'))).toHaveLength(1);
  });

  it('counts one phone number in any format as one contact', async () => {
    expect(
      await bookTestDrive(test.siteA, test.a, at('Wed 09:00'), undefined, { phone: '0499 000 111' }),
    ).toEqual(PLAIN_CREATED);
    expect(
      await bookTestDrive(test.siteA, test.a, at('Wed 09:30'), undefined, { phone: '+61499000111' }),
    ).toEqual(PLAIN_CREATED);
    const third = await bookTestDrive(test.siteA, test.a, at('Wed 10:00'), undefined, {
      phone: '(04) 9900 0111',
    });
    expect(third).toEqual(CREATED_WITH_NOTICE);
    expect(await bookingsAt(test.a.siteId, at('Wed 10:00'))).toEqual([]);
  });

  it('holds no fourth open slot for one IP address, whoever sends', async () => {
    const ip = '192.0.2.77';
    for (const slot of ['Thu 09:00', 'Thu 09:30', 'Thu 10:00']) {
      expect(await bookTestDrive(test.siteA, test.a, at(slot), undefined, { ip })).toEqual(PLAIN_CREATED);
    }
    const fourth = await bookTestDrive(test.siteA, test.a, at('Thu 10:30'), undefined, { ip });
    expect(fourth).toEqual(CREATED_WITH_NOTICE);
    expect(await bookingsAt(test.a.siteId, at('Thu 10:30'))).toEqual([]);
  });

  it("keeps sites apart: site A's bookings count nothing towards site B's caps", async () => {
    const sender = { email: 'repeat@example.com', phone: '0499 000 111', ip: '192.0.2.77' };
    for (const slot of ['Tue 09:30', 'Tue 10:00']) {
      expect(await bookTestDrive(test.siteB, test.b, at(slot), undefined, sender)).toEqual(PLAIN_CREATED);
      expect(await bookingsAt(test.b.siteId, at(slot))).toHaveLength(1);
    }
  });

  it('holds no more than the cap when one sender books several times at the same moment', async () => {
    const slots = ['Fri 09:00', 'Fri 09:30', 'Fri 10:00'];
    const replies = await Promise.all(
      slots.map((slot) =>
        bookTestDrive(test.siteA, test.a, at(slot), undefined, { email: 'race@example.com' }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201]);
    expect(replies.filter((reply) => 'notice' in reply.body)).toHaveLength(1);
    const held = await Promise.all(slots.map((slot) => bookingsAt(test.a.siteId, at(slot))));
    expect(held.flat()).toHaveLength(2);
  });
});
