import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import * as s from '@/server/db/schema';
import { resolveForSite, loadSiteConfigSource } from '@/server/sites/site-config-loader';
import type { EmailOutboxPayload } from '@/server/mail/outbox-email';
import { submitLead } from '../submit-lead';
import { insertLeadSite, leadInput } from '../test-fixture';
import type { SiteContext } from '@/server/sites/site-context';
import { handleCalendarApi } from './calendar-api';
import { loadLeadReceipt } from './load-lead-receipt';
import { loadReceiptSigner } from './receipt-token';

const NOW = new Date('2026-03-02T01:00:00Z');
const SLOT = new Date('2026-03-04T00:30:00Z');
const LATER_SLOT = new Date('2026-03-05T00:30:00Z');
const ORIGIN = 'https://confirm.example';
const test = databaseForThisFile();
let site: Awaited<ReturnType<typeof insertLeadSite>>;
let other: Awaited<ReturnType<typeof insertLeadSite>>;

beforeAll(async () => {
  site = await insertLeadSite(test.db, { slug: 'confirm' });
  other = await insertLeadSite(test.db, { slug: 'confirm-other' });
  await test.db
    .update(s.locations)
    .set({ street: '1 Queen St', city: 'Brisbane', state: 'QLD', postcode: '4000', phone: '07 3000 0000' })
    .where(and(eq(s.locations.siteId, site.siteId), eq(s.locations.id, site.locationIds[0]!)));
});

const emailsOf = async (leadId: string) =>
  (
    await test.db
      .select()
      .from(s.leadOutbox)
      .where(and(eq(s.leadOutbox.leadId, leadId), eq(s.leadOutbox.channel, 'email')))
      .orderBy(asc(s.leadOutbox.id))
  ).map((row) => ({ target: row.target, payload: row.payload as EmailOutboxPayload }));

const testDrive = (overrides: Parameters<typeof leadInput>[1] = {}) =>
  leadInput(site.siteId, {
    formType: 'test_drive',
    category: 'Test Drive',
    vehicleId: site.vehicleIds[0]!,
    locationId: site.locationIds[0]!,
    booking: { locationId: site.locationIds[0]!, startsAt: SLOT },
    fields: { dateTime: '2026-03-04T10:30:00+10:00' },
    origin: ORIGIN,
    ...overrides,
  });

async function created(input: ReturnType<typeof leadInput>) {
  const result = await submitLead(test.db, input, NOW);
  if (result.kind !== 'created') throw new Error(`not created: ${result.kind}`);
  return result.leadId;
}

describe('the buyer confirmation email (issue 17)', () => {
  it('is queued with the lead beside the dealer email, with text, HTML and the .ics of the test drive', async () => {
    const leadId = await created(testDrive());
    const emails = await emailsOf(leadId);
    expect(emails.map((email) => email.target)).toEqual(['north@dealer.test', 'jo@example.com']);
    const buyer = emails[1]!.payload;
    const reference = leadId.replaceAll('-', '').slice(0, 8).toUpperCase();
    expect(buyer.subject).toBe(`Your Test Drive with Brisbane Yard: reference ${reference}`);
    expect(buyer.replyTo).toBe('north@dealer.test');
    expect(buyer.text).toContain('  Car: 2021 Toyota Corolla SR ($25,000)\n');
    expect(buyer.text).toContain(`  Listing: ${ORIGIN}/cars/car-0\n`);
    expect(buyer.text).toContain('  Test drive: Wednesday 4 March 2026 at 10:30 am AEST\n');
    expect(buyer.text).toContain('  Where: Brisbane Yard, 1 Queen St, Brisbane QLD 4000\n');
    expect(buyer.text).toContain('Phone: 07 3000 0000\n');
    expect(buyer.text).toMatch(new RegExp(`See your enquiry online: ${ORIGIN}/success\\?ref=${leadId}\\.`));
    expect(buyer.html).toContain(`Your reference number is ${reference}.`);
    const [calendar] = buyer.attachments!;
    expect(calendar!.filename).toBe('test-drive.ics');
    expect(calendar!.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(calendar!.content).toContain('DTSTART;TZID=Australia/Brisbane:20260304T103000\r\n');
    expect(calendar!.content).toContain('BEGIN:VTIMEZONE\r\nTZID:Australia/Brisbane\r\n');
    expect(calendar!.content).toContain(`UID:test-drive-${leadId}@confirm.example\r\n`);
  });

  it('says an unheld time still needs the dealer', async () => {
    const leadId = await created(
      testDrive({ booking: null, contact: { name: 'Al', email: 'al@example.com', phone: null } }),
    );
    const [, buyer] = await emailsOf(leadId);
    expect(buyer!.payload.text).toContain(
      'Your requested test-drive time is not booked yet: the dealer will contact you to confirm it.',
    );
  });

  it('is not sent without an address, for a flagged lead, or twice for a retried key', async () => {
    const noEmail = await created(
      testDrive({ booking: null, contact: { name: 'Jo', email: null, phone: '0412 345 678' } }),
    );
    expect((await emailsOf(noEmail)).map((email) => email.target)).toEqual(['north@dealer.test']);
    const flagged = await created(testDrive({ booking: null, suspicion: ['too_fast'] }));
    expect((await emailsOf(flagged)).map((email) => email.target)).toEqual(['north@dealer.test']);
    const input = leadInput(site.siteId, { origin: ORIGIN });
    const first = await created(input);
    const again = await submitLead(test.db, input, NOW);
    expect(again).toEqual({ kind: 'replayed', leadId: first });
    expect((await emailsOf(first)).map((email) => email.target)).toEqual([
      'north@dealer.test',
      'jo@example.com',
    ]);
  });
});

describe('loadLeadReceipt (decision 052)', () => {
  const siteContext = async (siteId: number) => ({
    id: siteId,
    name: 'Confirm Motors',
    config: resolveForSite(await loadSiteConfigSource(test.db, siteId)),
  });

  it('reads the lead a genuine receipt names, with its booking on the yard clock', async () => {
    const booking = { locationId: site.locationIds[0]!, startsAt: LATER_SLOT };
    const leadId = await created(testDrive({ booking }));
    const token = (await loadReceiptSigner(test.db, site.siteId)).sign(leadId);
    const receipt = await loadLeadReceipt(test.db, await siteContext(site.siteId), token);
    expect(receipt).toMatchObject({
      leadId,
      token,
      emailedTo: 'jo@example.com',
      booking: { startsAt: LATER_SLOT, timeZone: 'Australia/Brisbane' },
    });
    expect(receipt!.confirmation).toMatchObject({
      category: 'Test Drive',
      car: { title: '2021 Toyota Corolla SR', priceText: '$25,000', href: '/cars/car-0' },
      booking: { when: 'Thursday 5 March 2026 at 10:30 am AEST', confirmed: true },
      contact: { name: 'Brisbane Yard', phone: '07 3000 0000' },
    });
    expect(receipt!.confirmation.nextSteps.map((step) => step.key)).toEqual([
      'finance',
      'tradeIn',
      'similar',
    ]);
  });

  it('reads nothing for a forged, malformed or other site receipt', async () => {
    const leadId = await created(testDrive({ booking: null }));
    const token = (await loadReceiptSigner(test.db, site.siteId)).sign(leadId);
    const here = await siteContext(site.siteId);
    const forged = `${leadId}.${'A'.repeat(22)}`;
    for (const bad of [forged, leadId, '', undefined, ['x'], `${token}x`]) {
      expect(await loadLeadReceipt(test.db, here, bad)).toBeNull();
    }
    expect(await loadLeadReceipt(test.db, await siteContext(other.siteId), token)).toBeNull();
    const otherToken = (await loadReceiptSigner(test.db, other.siteId)).sign(leadId);
    expect(await loadLeadReceipt(test.db, await siteContext(other.siteId), otherToken)).toBeNull();
  });
});

describe('handleCalendarApi', () => {
  const context = async (siteId: number) =>
    ({
      id: siteId,
      name: 'Confirm Motors',
      config: resolveForSite(await loadSiteConfigSource(test.db, siteId)),
    }) as SiteContext;

  it("serves the test drive of a genuine receipt, and 404 for a lead without one or another site's", async () => {
    // Another buyer: one contact holds at most two open bookings (decision 032).
    const booking = { locationId: site.locationIds[0]!, startsAt: new Date('2026-03-06T00:30:00Z') };
    const contact = { name: 'Cal', email: 'cal@example.com', phone: null };
    const leadId = await created(
      testDrive({ booking, contact, fields: { dateTime: '2026-03-06T10:30:00+10:00' } }),
    );
    const token = (await loadReceiptSigner(test.db, site.siteId)).sign(leadId);
    const here = await context(site.siteId);
    const answer = await handleCalendarApi(
      test.db,
      here,
      new URLSearchParams({ ref: token }),
      'confirm.localhost',
    );
    expect(answer.status).toBe(200);
    if (answer.status !== 200) return;
    expect(answer.fileName).toBe('test-drive.ics');
    expect(answer.body).toContain('DTSTART;TZID=Australia/Brisbane:20260306T103000\r\n');
    expect(answer.body).toContain('LOCATION:Brisbane Yard\\, 1 Queen St\\, Brisbane QLD 4000\r\n');
    const enquiry = await created(leadInput(site.siteId, { origin: ORIGIN }));
    const plainToken = (await loadReceiptSigner(test.db, site.siteId)).sign(enquiry);
    for (const query of [`ref=${plainToken}`, 'ref=nope', '']) {
      expect((await handleCalendarApi(test.db, here, new URLSearchParams(query), 'x')).status).toBe(404);
    }
    const elsewhere = await context(other.siteId);
    expect(
      (await handleCalendarApi(test.db, elsewhere, new URLSearchParams({ ref: token }), 'x')).status,
    ).toBe(404);
  });
});
