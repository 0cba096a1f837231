import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/server/db/testing';
import { ISOLATION_SITES, seedIsolationSites } from '@/server/db/testing/isolation-sites';
import * as s from '@/server/db/schema';
import { loadSiteContext, type SiteContext } from '@/server/sites/site-context';
import { countLeadRows } from '../test-fixture';
import { issueChallenge } from '../anti-spam';
import { solveCaptchaForTest, TEST_CAPTCHA_DIFFICULTY } from '../anti-spam/testing';
import { handleLeadApi } from './lead-api';

const NOW = new Date('2026-03-02T01:00:00Z');
let test: TestDatabase;
let siteA: SiteContext;
let siteB: SiteContext;
let carOfA: number;
let carOfB: number;

beforeAll(async () => {
  test = await createTestDatabase();
  await seedIsolationSites(test.db, NOW);
  const ids: number[] = [];
  for (const { slug } of ISOLATION_SITES) {
    const [site] = await test.db.select({ id: s.sites.id }).from(s.sites).where(eq(s.sites.slug, slug));
    ids.push(site!.id);
  }
  siteA = await loadSiteContext(test.db, ids[0]!);
  siteB = await loadSiteContext(test.db, ids[1]!);
  const car = async (siteId: number) =>
    (await test.db.select({ id: s.vehicles.id }).from(s.vehicles).where(eq(s.vehicles.siteId, siteId)))[0]!
      .id;
  carOfA = await car(siteA.id);
  carOfB = await car(siteB.id);
});
afterAll(async () => test.close());

let keys = 0;
function body(overrides: Record<string, unknown> = {}) {
  keys += 1;
  return {
    form_type: 'enquiry',
    category: 'General Enquiry',
    car_id: carOfA,
    idempotency_key: `api-test-key-${String(keys).padStart(6, '0')}`,
    fields: { name: 'Sam Buyer', email: 'sam@example.com', phone: '0412 345 678', message: 'Hello' },
    user_data: { url: '/cars/shared-car-1' },
    consent: { opt_in: true, wording: 'Send me offers' },
    ...overrides,
  };
}

/** Posts like the form does: with a solved proof of work for this site and form (unless the payload has one). */
async function post(site: SiteContext, payload: unknown, text?: string) {
  const record = payload as Record<string, unknown>;
  let sent = payload;
  if (text === undefined && !('captcha' in record)) {
    const formType = String(record.form_type);
    const challenge = await issueChallenge(test.db, {
      siteId: site.id,
      formType,
      difficulty: TEST_CAPTCHA_DIFFICULTY,
      // The solver's library checks expiry against the real clock, whatever NOW the pipeline is given.
      now: new Date(),
    });
    sent = { ...record, captcha: await solveCaptchaForTest(challenge) };
  }
  const request = { body: text ?? JSON.stringify(sent), ip: '203.0.113.7', userAgent: 'Vitest' };
  return handleLeadApi(test.db, site, request, NOW);
}

describe('handleLeadApi', () => {
  it('answers 201 with the lead_id, then 200 with the same lead_id for a retry', async () => {
    const payload = body();
    const first = await post(siteA, payload);
    expect(first.status).toBe(201);
    const leadId = (first.body as { lead_id: string }).lead_id;
    const retry = await post(siteA, { ...payload, user_data: { url: '/other-page' } });
    expect(retry).toEqual({ status: 200, body: { lead_id: leadId } });
    const [lead] = await test.db.select().from(s.leads).where(eq(s.leads.id, leadId));
    expect(lead).toMatchObject({ siteId: siteA.id, vehicleId: carOfA, name: 'Sam Buyer', message: 'Hello' });
  });

  it('answers 422 when the key comes back with different data', async () => {
    const payload = body();
    expect((await post(siteA, payload)).status).toBe(201);
    expect(await post(siteA, { ...payload, category: 'Finance Enquiry' })).toEqual({
      status: 422,
      body: { error: 'This form was already sent with different details' },
    });
  });

  it('answers 400 with field errors and stores nothing', async () => {
    const before = await countLeadRows(test.db);
    const response = await post(siteA, body({ fields: { name: 'Sam', email: 'sam@', phone: '12345' } }));
    expect(response).toEqual({
      status: 400,
      body: {
        error: 'Please fix the following errors:',
        fieldErrors: {
          email: ['Please enter a valid email address'],
          phone: ['Please enter a valid Australian phone number'],
        },
      },
    });
    expect(await countLeadRows(test.db)).toEqual(before);
  });

  it('answers 400 for a body that is not the lead envelope', async () => {
    expect(await post(siteA, null, '{not json')).toEqual({
      status: 400,
      body: { error: 'Invalid request', fieldErrors: { body: ['Expected a JSON object'] } },
    });
    const response = await post(siteA, body({ idempotency_key: 'short', website_id: 7 }));
    expect(response.status).toBe(400);
    expect(response.status === 400 && Object.keys(response.body.fieldErrors).sort()).toEqual([
      'body',
      'idempotency_key',
    ]);
  });

  it('answers 413 for an oversized body', async () => {
    const response = await post(siteA, body({ fields: { message: 'x'.repeat(70_000) } }));
    expect(response).toEqual({ status: 413, body: { error: 'Request too large' } });
  });

  it("rejects a lead on site A with site B's car_id and stores nothing (tenant isolation)", async () => {
    const before = await countLeadRows(test.db);
    expect(await post(siteA, body({ car_id: carOfB }))).toEqual({
      status: 400,
      body: {
        error: 'This car is not available on this site',
        fieldErrors: { car_id: ['This car is not available on this site'] },
      },
    });
    expect(await countLeadRows(test.db)).toEqual(before);
    expect((await post(siteB, body({ car_id: carOfB }))).status).toBe(201);
  });

  it('keeps the same key apart per site: one key on two sites is two leads', async () => {
    const payload = body({ car_id: null });
    const onA = await post(siteA, payload);
    const onB = await post(siteB, payload);
    expect([onA.status, onB.status]).toEqual([201, 201]);
    expect(onA.body).not.toEqual(onB.body);
  });
  it('answers 400 without a solved proof of work and stores nothing (H-12)', async () => {
    const before = await countLeadRows(test.db);
    expect(await post(siteA, { ...body(), captcha: null })).toEqual({
      status: 400,
      body: { error: 'Captcha verification failed. Please try again.', fieldErrors: {} },
    });
    expect(await countLeadRows(test.db)).toEqual(before);
  });

  it('stores a lead with a filled honeypot, flagged for review (decision 7)', async () => {
    const reply = await post(siteA, body({ homepage_url: 'http://spam.example' }));
    expect(reply.status).toBe(201);
    const leadId = (reply.body as { lead_id: string }).lead_id;
    const [lead] = await test.db.select().from(s.leads).where(eq(s.leads.id, leadId));
    expect(lead).toMatchObject({ isSuspicious: true });
    expect(lead!.suspicionReasons).toContain('honeypot');
  });

  it('answers a retry of a stored lead from its key, without a new proof of work', async () => {
    const payload = body();
    const first = await post(siteA, payload);
    expect(first.status).toBe(201);
    expect(await post(siteA, { ...payload, captcha: null })).toEqual({ status: 200, body: first.body });
  });
});
