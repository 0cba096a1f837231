import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import * as s from '@/server/db/schema';
import { hashFingerprint } from './idempotency';
import { submitLead } from './submit-lead';
import { countLeadRows, insertLeadSite, leadInput, WEBHOOK_SECRET, WEBHOOK_URL } from './test-fixture';

const NOW = new Date('2026-03-02T01:00:00Z');
const test = databaseForThisFile();
let plain: Awaited<ReturnType<typeof insertLeadSite>>;
let hooked: Awaited<ReturnType<typeof insertLeadSite>>;

beforeAll(async () => {
  plain = await insertLeadSite(test.db, { slug: 'plain' });
  hooked = await insertLeadSite(test.db, {
    slug: 'hooked',
    overrides: { leadDelivery: { webhook: { url: WEBHOOK_URL, secret: WEBHOOK_SECRET } } },
    dealerOverrides: { leadDelivery: { email: 'west-leads@dealer.test' } },
  });
});

const outboxOf = (leadId: string) =>
  test.db
    .select()
    .from(s.leadOutbox)
    .where(eq(s.leadOutbox.leadId, leadId))
    .orderBy(asc(s.leadOutbox.channel));

describe('submitLead', () => {
  it('stores the lead with the dealership derived from the car, its key and one email outbox row', async () => {
    const input = leadInput(plain.siteId, { vehicleId: plain.vehicleIds[1]! });
    const result = await submitLead(test.db, input, NOW);
    expect(result.kind).toBe('created');
    if (result.kind !== 'created') return;
    const [lead] = await test.db.select().from(s.leads).where(eq(s.leads.id, result.leadId));
    expect(lead).toMatchObject({
      siteId: plain.siteId,
      formType: 'enquiry',
      category: 'General Enquiry',
      vehicleId: plain.vehicleIds[1],
      dealershipId: plain.dealershipIds[1],
      locationId: plain.locationIds[1],
      name: 'Jo Citizen',
      email: 'jo@example.com',
      phone: '0412 345 678',
      message: 'Is it still available?',
      isSuspicious: false,
      createdAt: NOW,
    });
    expect(lead!.payload.vehicle).toMatchObject({ stocknum: 'S1', make: 'Toyota', model: 'HiLux' });
    const [key] = await test.db
      .select()
      .from(s.idempotencyKeys)
      .where(eq(s.idempotencyKeys.key, input.idempotencyKey));
    expect(key).toMatchObject({ leadId: result.leadId, requestHash: hashFingerprint(input.fingerprint) });
    const outbox = await outboxOf(result.leadId);
    expect(outbox.map((row) => [row.channel, row.target, row.status, row.attempts])).toEqual([
      ['email', 'west@dealer.test', 'pending', 0],
    ]);
    expect(outbox[0]!.nextAttemptAt).toEqual(NOW);
    expect(outbox[0]!.payload).toMatchObject({
      to: 'west@dealer.test',
      replyTo: 'jo@example.com',
      subject: 'New General Enquiry lead from Jo Citizen - 2022 Toyota HiLux SR (stock S1)',
    });
  });

  it('answers the same lead for the same key and payload, and a conflict for other data', async () => {
    const input = leadInput(plain.siteId);
    const first = await submitLead(test.db, input, NOW);
    const again = await submitLead(test.db, input, new Date(NOW.getTime() + 5_000));
    expect(first.kind).toBe('created');
    expect(again).toEqual({ kind: 'replayed', leadId: first.kind === 'created' ? first.leadId : '' });
    const before = await countLeadRows(test.db);
    const changed = await submitLead(
      test.db,
      { ...input, message: 'Other', fingerprint: '{"other":1}' },
      NOW,
    );
    expect(changed).toEqual({ kind: 'conflict' });
    expect(await countLeadRows(test.db)).toEqual(before);
  });

  it('rejects an unknown car or location and stores nothing', async () => {
    const before = await countLeadRows(test.db);
    expect(await submitLead(test.db, leadInput(plain.siteId, { vehicleId: 999_999 }), NOW)).toEqual({
      kind: 'rejected',
      reason: 'unknown_vehicle',
    });
    expect(await submitLead(test.db, leadInput(plain.siteId, { locationId: 999_999 }), NOW)).toEqual({
      kind: 'rejected',
      reason: 'unknown_location',
    });
    expect(await countLeadRows(test.db)).toEqual(before);
  });

  it("rejects another site's car and location (tenant isolation) and stores nothing", async () => {
    const before = await countLeadRows(test.db);
    const car = leadInput(plain.siteId, { vehicleId: hooked.vehicleIds[0]! });
    const place = leadInput(plain.siteId, { locationId: hooked.locationIds[0]! });
    expect(await submitLead(test.db, car, NOW)).toEqual({ kind: 'rejected', reason: 'unknown_vehicle' });
    expect(await submitLead(test.db, place, NOW)).toEqual({ kind: 'rejected', reason: 'unknown_location' });
    expect(await countLeadRows(test.db)).toEqual(before);
  });

  it('books a test-drive slot once: a second lead for it is refused and rolled back whole', async () => {
    const booking = { locationId: plain.locationIds[0]!, startsAt: new Date('2026-03-03T00:00:00Z') };
    const first = await submitLead(
      test.db,
      leadInput(plain.siteId, { formType: 'test_drive', booking }),
      NOW,
    );
    expect(first.kind).toBe('created');
    const before = await countLeadRows(test.db);
    const second = leadInput(plain.siteId, { formType: 'test_drive', booking });
    expect(await submitLead(test.db, second, NOW)).toEqual({ kind: 'slot-taken' });
    expect(await countLeadRows(test.db)).toEqual(before);
    // The same time at another site is that site's own slot.
    const elsewhere = { locationId: hooked.locationIds[0]!, startsAt: booking.startsAt };
    const other = leadInput(hooked.siteId, { formType: 'test_drive', booking: elsewhere });
    expect((await submitLead(test.db, other, NOW)).kind).toBe('created');
  });

  it('writes one outbox row per channel: the dealership lead inbox and the site webhook', async () => {
    const input = leadInput(hooked.siteId, { vehicleId: hooked.vehicleIds[1]! });
    const result = await submitLead(test.db, input, NOW);
    if (result.kind !== 'created') throw new Error(result.kind);
    const outbox = await outboxOf(result.leadId);
    expect(outbox.map((row) => [row.channel, row.target])).toEqual([
      ['email', 'west-leads@dealer.test'],
      ['webhook', WEBHOOK_URL],
    ]);
    const webhook = outbox[1]!.payload as { type: string; data: Record<string, unknown> };
    expect(webhook.type).toBe('lead.created');
    expect(webhook.data).toMatchObject({ lead_id: result.leadId, form_type: 'enquiry', suspicious: false });
    expect(JSON.stringify(outbox)).not.toContain(WEBHOOK_SECRET.slice(6));
  });

  it("sends a lead without car or location to the site's primary location", async () => {
    const result = await submitLead(test.db, leadInput(plain.siteId), NOW);
    if (result.kind !== 'created') throw new Error(result.kind);
    const [lead] = await test.db.select().from(s.leads).where(eq(s.leads.id, result.leadId));
    expect([lead!.dealershipId, lead!.locationId]).toEqual([null, null]);
    expect((await outboxOf(result.leadId)).map((row) => row.target)).toEqual(['north@dealer.test']);
  });

  it('records the consent with the exact wording, time, ip and user agent', async () => {
    const wording = 'Yes, send me offers and news by email and SMS.';
    const input = leadInput(plain.siteId, { consent: { optIn: true, wording } });
    const result = await submitLead(test.db, input, NOW);
    if (result.kind !== 'created') throw new Error(result.kind);
    const rows = await test.db
      .select()
      .from(s.consentRecords)
      .where(eq(s.consentRecords.leadId, result.leadId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      siteId: plain.siteId,
      consentType: 'marketing',
      granted: true,
      method: 'web form checkbox (enquiry)',
      wording,
      ipAddress: '203.0.113.9',
      userAgent: 'Vitest',
      capturedAt: NOW,
    });
  });

  it('stores no consent record for a form without the box, and a refusal when left unticked', async () => {
    const none = await submitLead(test.db, leadInput(plain.siteId), NOW);
    const unticked = await submitLead(
      test.db,
      leadInput(plain.siteId, { consent: { optIn: false, wording: 'Send me offers' } }),
      NOW,
    );
    if (none.kind !== 'created' || unticked.kind !== 'created') throw new Error('not created');
    const consentOf = (leadId: string) =>
      test.db.select().from(s.consentRecords).where(eq(s.consentRecords.leadId, leadId));
    expect(await consentOf(none.leadId)).toEqual([]);
    expect((await consentOf(unticked.leadId)).map((row) => row.granted)).toEqual([false]);
  });

  it('stores a suspicious lead flagged, and still delivers it', async () => {
    const input = leadInput(plain.siteId, { suspicion: ['honeypot', 'too_fast'] });
    const result = await submitLead(test.db, input, NOW);
    if (result.kind !== 'created') throw new Error(result.kind);
    const [lead] = await test.db.select().from(s.leads).where(eq(s.leads.id, result.leadId));
    expect([lead!.isSuspicious, lead!.suspicionReasons]).toEqual([true, ['honeypot', 'too_fast']]);
    const [email] = await outboxOf(result.leadId);
    expect((email!.payload as { subject: string }).subject).toBe(
      '[Flagged for review] New General Enquiry lead from Jo Citizen',
    );
  });
});

describe('submitLead: test-drive slots a bot cannot take (decision 032)', () => {
  const tuesday = (hour: number) => new Date(Date.UTC(2026, 2, 3, hour));
  const bookingAt = (startsAt: Date) => ({ locationId: plain.locationIds[0]!, startsAt });
  const booked = (startsAt: Date) =>
    test.db
      .select({ leadId: s.testDriveBookings.leadId })
      .from(s.testDriveBookings)
      .where(eq(s.testDriveBookings.startsAt, startsAt));
  const emailOf = async (leadId: string) =>
    (await outboxOf(leadId))[0]!.payload as { subject: string; text: string };
  const sender = (email: string, phone: string, ip: string) => ({
    contact: { name: 'Sam Sender', email, phone },
    ip,
  });

  it('stores a flagged test drive and tells the dealer its time was not held; a real buyer then books it', async () => {
    const flagged = leadInput(plain.siteId, {
      formType: 'test_drive',
      booking: bookingAt(tuesday(1)),
      suspicion: ['too_fast'],
      ...sender('bot@example.com', '0400 000 001', '192.0.2.1'),
    });
    const result = await submitLead(test.db, flagged, NOW);
    expect(result).toEqual({ kind: 'created', leadId: expect.any(String), slot: 'flagged' });
    if (result.kind !== 'created') return;
    expect(await booked(tuesday(1))).toEqual([]);
    const email = await emailOf(result.leadId);
    expect(email.subject).toBe('[Flagged for review] New General Enquiry lead from Sam Sender');
    expect(email.text.split('\n').slice(0, 5)).toEqual([
      'Flagged for review: too_fast',
      '',
      'Requested time not held: the lead is flagged for review.',
      'Please confirm a time with the buyer.',
      '',
    ]);
    const real = leadInput(plain.siteId, {
      formType: 'test_drive',
      booking: bookingAt(tuesday(1)),
      ...sender('real@example.com', '0400 000 002', '192.0.2.2'),
    });
    const held = await submitLead(test.db, real, NOW);
    expect(held).toEqual({ kind: 'created', leadId: expect.any(String), slot: 'held' });
    expect(await booked(tuesday(1))).toEqual([{ leadId: (held as { leadId: string }).leadId }]);
    expect((await emailOf((held as { leadId: string }).leadId)).text).not.toContain('not held');
  });

  it('holds no slot over the caps and says why in the email; bookings already started do not count', async () => {
    const book = (hour: number, who: ReturnType<typeof sender>, at = NOW) =>
      submitLead(
        test.db,
        leadInput(plain.siteId, { formType: 'test_drive', booking: bookingAt(tuesday(hour)), ...who }),
        at,
      );
    // A booking that started before NOW is not open: two open ones are still allowed after it.
    const earlier = new Date('2026-03-01T00:00:00Z');
    await book(0, sender('cap@example.com', '0400 000 010', '192.0.2.10'), earlier);
    await test.db
      .update(s.testDriveBookings)
      .set({ startsAt: new Date('2026-03-02T00:30:00Z') })
      .where(eq(s.testDriveBookings.startsAt, tuesday(0)));
    expect(await book(2, sender('cap@example.com', '0400 000 011', '192.0.2.11'))).toMatchObject({
      slot: 'held',
    });
    expect(await book(3, sender('other@example.com', '0400 000 010', '192.0.2.12'))).toMatchObject({
      slot: 'held',
    });
    // Open for this sender: one booking by its email (hour 2), one by its phone (hour 3).
    const third = await book(4, sender('CAP@example.com', '0400 000 010', '192.0.2.13'));
    expect(third).toMatchObject({ kind: 'created', slot: 'contact_cap' });
    expect(await booked(tuesday(4))).toEqual([]);
    expect((await emailOf((third as { leadId: string }).leadId)).text.split('\n').slice(0, 3)).toEqual([
      'Requested time not held: 2 open bookings for this email or phone.',
      'Please confirm a time with the buyer.',
      '',
    ]);

    const office = '192.0.2.99';
    for (const hour of [5, 6, 7]) {
      expect(await book(hour, sender(`desk${hour}@example.com`, `0400 000 0${hour}0`, office))).toMatchObject(
        {
          slot: 'held',
        },
      );
    }
    const fourth = await book(8, sender('desk8@example.com', '0400 000 080', office));
    expect(fourth).toMatchObject({ kind: 'created', slot: 'ip_cap' });
    expect(await booked(tuesday(8))).toEqual([]);
    expect((await emailOf((fourth as { leadId: string }).leadId)).text.split('\n')[0]).toBe(
      'Requested time not held: 3 open bookings from this IP address.',
    );
    // The same sender and office on another site: that site's own caps, untouched.
    const elsewhere = leadInput(hooked.siteId, {
      formType: 'test_drive',
      booking: { locationId: hooked.locationIds[0]!, startsAt: tuesday(8) },
      ...sender('cap@example.com', '0400 000 010', office),
    });
    expect(await submitLead(test.db, elsewhere, NOW)).toMatchObject({ slot: 'held' });
  });

  it('stores the sender keys as hashes, never the email, phone or IP', async () => {
    const rows = await test.db.select().from(s.testDriveBookings);
    const text = JSON.stringify(rows);
    expect(rows.some((row) => row.emailKey && row.phoneKey && row.ipKey)).toBe(true);
    expect(text).not.toContain('example.com');
    expect(text).not.toContain('192.0.2');
    expect(text).not.toContain('400000');
  });
});

describe('submitLead under concurrency', () => {
  it('gives every concurrent request with one key the same single lead', async () => {
    const input = leadInput(plain.siteId, { vehicleId: plain.vehicleIds[0]! });
    const before = await countLeadRows(test.db);
    const results = await Promise.all(Array.from({ length: 8 }, () => submitLead(test.db, input, NOW)));
    const ids = new Set(results.map((result) => ('leadId' in result ? result.leadId : result.kind)));
    expect(ids.size).toBe(1);
    expect(results.filter((result) => result.kind === 'created')).toHaveLength(1);
    const after = await countLeadRows(test.db);
    expect(after.leads - before.leads).toBe(1);
    expect(after.outbox - before.outbox).toBe(1);
  });

  it("returns the winner's lead when the same key commits while this request is in flight", async () => {
    const input = leadInput(plain.siteId);
    const winnerId = randomUUID();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const holding = new Promise<void>((resolve) => (inserted = resolve));
    // Another request's transaction has written the key but not committed yet.
    const winner = test.db.transaction(async (tx) => {
      await tx.insert(s.leads).values({
        id: winnerId,
        siteId: plain.siteId,
        formType: 'enquiry',
        category: 'General Enquiry',
        payload: {},
        createdAt: NOW,
      });
      await tx.insert(s.idempotencyKeys).values({
        siteId: plain.siteId,
        key: input.idempotencyKey,
        leadId: winnerId,
        requestHash: hashFingerprint(input.fingerprint),
      });
      inserted();
      await gate;
    });
    await holding;
    const loser = submitLead(test.db, input, NOW);
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await winner;
    expect(await loser).toEqual({ kind: 'replayed', leadId: winnerId });
    const leadsOfKey = await test.db
      .select({ id: s.idempotencyKeys.leadId })
      .from(s.idempotencyKeys)
      .where(eq(s.idempotencyKeys.key, input.idempotencyKey));
    expect(leadsOfKey).toEqual([{ id: winnerId }]);
  });
});
