import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '@/server/db/schema';
import type { SiteContext } from '@/server/sites/site-context';
import { isolationSiteContextsForThisFile } from '@/server/sites/testing/isolation-site-contexts';
import { countLeadRows } from '../test-fixture';
import { solvedCaptchaForTest } from '../anti-spam/testing';
import { EMAIL_INVALID_MESSAGE, PHONE_INVALID_MESSAGE } from '@/domain/leads';
import { loadLeadForm } from '@/server/lead-forms/load-form';
import { handleLeadApi } from '@/server/lead-intake/handle-lead-api';

const NOW = new Date('2026-03-02T01:00:00Z');
const test = isolationSiteContextsForThisFile({ now: NOW });
let carOfA: number;
let carOfB: number;

beforeAll(async () => {
  const car = async (siteId: number) =>
    (await test.db.select({ id: s.vehicles.id }).from(s.vehicles).where(eq(s.vehicles.siteId, siteId)))[0]!
      .id;
  carOfA = await car(test.siteA.id);
  carOfB = await car(test.siteB.id);
});

let keys = 0;
const initialValues = new Map<string, Record<string, unknown>>();

/** The fields a buyer sends: the form's own opening values (as the browser has them) plus their details. */
async function fieldsFor(site: SiteContext, carId: number | null): Promise<Record<string, unknown>> {
  const cacheKey = `${site.id}:${carId}`;
  if (!initialValues.has(cacheKey)) {
    const form = await loadLeadForm(test.db, site, { kind: 'enquiry', carId });
    initialValues.set(cacheKey, { ...(form?.setup.initialValues ?? {}) });
  }
  const details = { name: 'Sam Buyer', email: 'sam@example.com', phone: '0412 345 678', message: 'Hello' };
  return { ...initialValues.get(cacheKey), ...details };
}

async function body(overrides: Record<string, unknown> = {}, site: SiteContext = test.siteA) {
  keys += 1;
  const carId = 'car_id' in overrides ? (overrides.car_id as number | null) : carOfA;
  return {
    form_type: 'enquiry',
    car_id: carOfA,
    idempotency_key: `api-test-key-${String(keys).padStart(6, '0')}`,
    fields: await fieldsFor(site, carId),
    user_data: { url: '/cars/shared-car-1' },
    homepage_url: '',
    opened_at: Date.now() - 20_000,
    ...overrides,
  };
}

/** Posts like the form does: with a solved proof of work for this site and form (unless the payload has one). */
async function post(site: SiteContext, payload: unknown, text?: string) {
  const record = payload as Record<string, unknown>;
  let sent = payload;
  if (text === undefined && !('captcha' in record)) {
    sent = { ...record, captcha: await solvedCaptchaForTest(test.db, site.id, String(record.form_type)) };
  }
  const request = { body: text ?? JSON.stringify(sent), ip: '203.0.113.7', userAgent: 'Vitest' };
  return handleLeadApi(test.db, site, request, NOW);
}

describe('handleLeadApi', () => {
  it('answers 201 with the lead_id, then 200 with the same lead_id for a retry', async () => {
    const payload = await body();
    const first = await post(test.siteA, payload);
    expect(first.status).toBe(201);
    const { lead_id: leadId, receipt } = first.body as { lead_id: string; receipt: string };
    const retry = await post(test.siteA, { ...payload, user_data: { url: '/other-page' } });
    expect(retry).toEqual({ status: 200, body: { lead_id: leadId, receipt } });
    // Decision 052: the receipt is the lead id signed for this site.
    expect(receipt).toMatch(new RegExp(`^${leadId}\\.[A-Za-z0-9_-]{22}$`));
    const [lead] = await test.db.select().from(s.leads).where(eq(s.leads.id, leadId));
    expect(lead).toMatchObject({
      siteId: test.siteA.id,
      vehicleId: carOfA,
      name: 'Sam Buyer',
      message: 'Hello',
    });
  });

  it('answers 422 when the key comes back with different data', async () => {
    const payload = await body();
    expect((await post(test.siteA, payload)).status).toBe(201);
    const changed = { ...payload, fields: { ...payload.fields, message: 'Something else' } };
    expect(await post(test.siteA, changed)).toEqual({
      status: 422,
      body: { error: 'This form was already sent with different details' },
    });
  });

  it('answers 400 with field errors and stores nothing', async () => {
    const before = await countLeadRows(test.db);
    const valid = await body();
    const fields = { ...valid.fields, email: 'sam@', phone: '12345' };
    const response = await post(test.siteA, { ...valid, fields });
    expect(response).toEqual({
      status: 400,
      body: {
        error: 'Please fix the following errors:',
        fieldErrors: { email: [EMAIL_INVALID_MESSAGE], phone: [PHONE_INVALID_MESSAGE] },
      },
    });
    expect(await countLeadRows(test.db)).toEqual(before);
  });

  it('answers 400 for a body that is not the lead envelope', async () => {
    expect(await post(test.siteA, null, '{not json')).toEqual({
      status: 400,
      body: { error: 'Invalid request', fieldErrors: { body: ['Expected a JSON object'] } },
    });
    const response = await post(test.siteA, await body({ idempotency_key: 'short', website_id: 7 }));
    expect(response.status).toBe(400);
    expect(response.status === 400 && Object.keys(response.body.fieldErrors).sort()).toEqual([
      'body',
      'idempotency_key',
    ]);
  });

  it('answers 413 for an oversized body', async () => {
    const response = await post(test.siteA, await body({ fields: { message: 'x'.repeat(70_000) } }));
    expect(response).toEqual({ status: 413, body: { error: 'Request too large' } });
  });

  it("rejects a lead on site A with site B's car_id and stores nothing (tenant isolation)", async () => {
    const before = await countLeadRows(test.db);
    expect(await post(test.siteA, await body({ car_id: carOfB }))).toEqual({
      status: 400,
      body: {
        error: 'This car or location is not available on this site',
        fieldErrors: { car_id: ['This car or location is not available on this site'] },
      },
    });
    expect(await countLeadRows(test.db)).toEqual(before);
    expect((await post(test.siteB, await body({ car_id: carOfB }, test.siteB))).status).toBe(201);
  });

  it('keeps the same key apart per site: one key on two sites is two leads', async () => {
    const payload = await body({ car_id: null });
    const onA = await post(test.siteA, payload);
    const onB = await post(test.siteB, payload);
    expect([onA.status, onB.status]).toEqual([201, 201]);
    expect(onA.body).not.toEqual(onB.body);
  });
  it('answers 400 without a solved proof of work and stores nothing (H-12)', async () => {
    const before = await countLeadRows(test.db);
    expect(await post(test.siteA, { ...(await body()), captcha: null })).toEqual({
      status: 400,
      body: { error: 'Captcha verification failed. Please try again.', fieldErrors: {} },
    });
    expect(await countLeadRows(test.db)).toEqual(before);
  });

  it('stores a lead with a filled honeypot, flagged for review (decision 7)', async () => {
    const reply = await post(test.siteA, await body({ homepage_url: 'http://spam.example' }));
    expect(reply.status).toBe(201);
    const leadId = (reply.body as { lead_id: string }).lead_id;
    const [lead] = await test.db.select().from(s.leads).where(eq(s.leads.id, leadId));
    expect(lead).toMatchObject({ isSuspicious: true });
    expect(lead!.suspicionReasons).toContain('honeypot');
  });

  it('answers a retry of a stored lead from its key, without a new proof of work', async () => {
    const payload = await body();
    const first = await post(test.siteA, payload);
    expect(first.status).toBe(201);
    expect(await post(test.siteA, { ...payload, captcha: null })).toEqual({ status: 200, body: first.body });
  });
});

describe('handleLeadApi with an offer (H-28)', () => {
  const offerOf = async (siteId: number) =>
    (
      await test.db
        .select({ id: s.offers.id, name: s.offers.name })
        .from(s.offers)
        .where(eq(s.offers.siteId, siteId))
    )[0]!;

  /** An enquiry about an offer as the browser sends it: the form's opening values and the buyer's details. */
  async function offerEnquiry(site: SiteContext, offerId: number, fields: Record<string, unknown> = {}) {
    const form = await loadLeadForm(test.db, site, { kind: 'enquiry', offerId });
    const details = { name: 'Sam Buyer', email: 'sam@example.com', phone: '0412 345 678' };
    return body(
      { car_id: null, offer_id: offerId, fields: { ...form!.setup.initialValues, ...details, ...fields } },
      site,
    );
  }

  it("rejects a lead on site A about site B's offer and stores nothing (tenant isolation)", async () => {
    const offerOfB = await offerOf(test.siteB.id);
    const payload = await offerEnquiry(test.siteB, offerOfB.id);
    const before = await countLeadRows(test.db);
    expect(await post(test.siteA, payload)).toEqual({
      status: 400,
      body: {
        error: 'This car or location is not available on this site',
        fieldErrors: { car_id: ['This car or location is not available on this site'] },
      },
    });
    expect(await countLeadRows(test.db)).toEqual(before);
    expect((await post(test.siteB, payload)).status).toBe(201);
  });

  it("stores a lead about the site's own offer with the server's offer id and title", async () => {
    const offerOfA = await offerOf(test.siteA.id);
    // A title sent by the browser is not the lead's: the server writes the offer's own.
    const reply = await post(
      test.siteA,
      await offerEnquiry(test.siteA, offerOfA.id, { offer_title: 'Free car' }),
    );
    expect(reply.status).toBe(201);
    const leadId = (reply.body as { lead_id: string }).lead_id;
    const [lead] = await test.db.select().from(s.leads).where(eq(s.leads.id, leadId));
    expect(lead).toMatchObject({
      siteId: test.siteA.id,
      vehicleId: null,
      category: 'Special Offer Enquiry',
      message: `I'm interested in the offer "${offerOfA.name}". Please contact me.`,
    });
    expect(lead!.payload.fields).toMatchObject({ offer_id: offerOfA.id, offer_title: offerOfA.name });
    const outbox = await test.db.select().from(s.leadOutbox).where(eq(s.leadOutbox.leadId, leadId));
    const email = outbox.find((row) => row.channel === 'email')!.payload as { text: string };
    expect(email.text.split('\n')).toContain(`Offer:      ${offerOfA.name} (offer ${offerOfA.id})`);
  });
});
