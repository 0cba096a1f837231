import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { isolationSitesForThisFile } from '@/server/db/testing/isolation-database';
import { VALUATION_COLUMN_ENDPOINT } from '@/domain/trade-in';
import * as s from '@/server/db/schema';
import { postTradeInLead, TRADE_IN_CAR } from '@/server/trade-in/testing/trade-in-lead';
import { seedValuationListings } from '@/server/price-comparison/test-fixture';
import { loadSiteContext } from '@/server/sites/site-context';
import { VALUATION_MISMATCH_MESSAGE } from '@/server/trade-in/valuation-column-api';

// The captcha's proof of work is checked against the real clock.
const NOW = new Date();
const test = isolationSitesForThisFile({
  now: NOW,
  seed: (db, { siteA, siteB }) => seedValuationListings(db, siteA, siteB),
});
vi.mock('@/server/db', () => ({ getDb: async () => test.db }));

const { POST } = await import('./route');
const COLUMN = 'trade_in_valuation';
let leadA: { id: string; valuation: Record<string, unknown> };
let refusedLeadA: { id: string; valuation: Record<string, unknown> };
let leadB: { id: string; valuation: Record<string, unknown> };
let enquiryA: string;
let siteIdA: number;

type LeadAnswer = { lead_id: string; valuation: Record<string, unknown> };

beforeAll(async () => {
  const { db, siteA: idA, siteB: idB } = test;
  siteIdA = idA;
  // Only site A's dealer takes the valuation in a column (H-41 is "for one dealer").
  await db
    .update(s.sites)
    .set({ configOverrides: { forms: { valuationMiscellaneousColumn: COLUMN } } })
    .where(eq(s.sites.id, idA));
  const [siteA, siteB] = [await loadSiteContext(db, idA), await loadSiteContext(db, idB)];
  const stored = async (response: { body: unknown }) => {
    const { lead_id: id, valuation } = response.body as LeadAnswer;
    return { id, valuation };
  };
  leadA = await stored(await postTradeInLead(db, siteA, TRADE_IN_CAR, { now: NOW }));
  refusedLeadA = await stored(
    await postTradeInLead(db, siteA, { ...TRADE_IN_CAR, year: '2012' }, { now: NOW }),
  );
  leadB = await stored(await postTradeInLead(db, siteB, TRADE_IN_CAR, { now: NOW }));
  const [enquiry] = await db
    .insert(s.leads)
    .values({ siteId: idA, formType: 'enquiry', category: 'General Enquiry', payload: { fields: {} } })
    .returning({ id: s.leads.id });
  enquiryA = enquiry!.id;
});

const post = (host: string, body: unknown) =>
  POST(
    new Request(`http://${host}${VALUATION_COLUMN_ENDPOINT}`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

const saved = () =>
  test.db
    .select({
      siteId: s.leadMiscellaneous.siteId,
      leadId: s.leadMiscellaneous.leadId,
      columnName: s.leadMiscellaneous.columnName,
      value: s.leadMiscellaneous.value,
    })
    .from(s.leadMiscellaneous)
    .orderBy(s.leadMiscellaneous.savedAt);

const bodyOf = (lead: { id: string; valuation: unknown }) => ({
  lead_id: lead.id,
  column_name: COLUMN,
  valuation: lead.valuation,
});

describe('POST /api/miscellaneous (H-41)', () => {
  it('saves the lead’s own valuation under the site’s column, once', async () => {
    expect(leadA.valuation).toMatchObject({ kind: 'estimate', low: 25_500, high: 28_600, offer: 26_400 });
    const response = await post('isolation-a.test', bodyOf(leadA));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ saved: true });
    const again = await post('isolation-a.test', bodyOf(leadA));
    expect(again.status).toBe(200);
    expect(await saved()).toEqual([
      { siteId: siteIdA, leadId: leadA.id, columnName: COLUMN, value: leadA.valuation },
    ]);
  });

  it('saves a valuation without a figure as the buyer was shown it', async () => {
    expect(refusedLeadA.valuation).toMatchObject({ kind: 'refused', reason: 'too_old' });
    const response = await post('isolation-a.test', bodyOf(refusedLeadA));
    expect(response.status).toBe(200);
    expect((await saved()).map((row) => [row.leadId, row.value])).toEqual([
      [leadA.id, leadA.valuation],
      [refusedLeadA.id, refusedLeadA.valuation],
    ]);
  });

  it('refuses figures other than the lead’s and saves nothing', async () => {
    const before = await saved();
    const changed = { ...leadA.valuation, offer: 46_400 };
    const response = await post('isolation-a.test', { ...bodyOf(refusedLeadA), valuation: changed });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: VALUATION_MISMATCH_MESSAGE });
    expect(await saved()).toEqual(before);
  });

  it('answers another column name with a 400', async () => {
    const response = await post('isolation-a.test', { ...bodyOf(leadA), column_name: 'price' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Unknown column' });
  });

  it('answers malformed, incomplete and oversized bodies with a clear error', async () => {
    const malformed = await post('isolation-a.test', '{"lead_id":');
    expect([malformed.status, await malformed.json()]).toEqual([400, { error: 'Invalid request' }]);
    const noLead = await post('isolation-a.test', { ...bodyOf(leadA), lead_id: 'lead-1' });
    expect([noLead.status, await noLead.json()]).toEqual([400, { error: 'Invalid request' }]);
    const huge = await post('isolation-a.test', { ...bodyOf(leadA), pad: 'x'.repeat(100_000) });
    expect(huge.status).toBe(413);
  });

  it('knows no such lead when it is not one of this site’s trade-in valuations', async () => {
    const unknown = await post('isolation-a.test', { ...bodyOf(leadA), lead_id: crypto.randomUUID() });
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: 'Not found' }]);
    const enquiry = await post('isolation-a.test', { ...bodyOf(leadA), lead_id: enquiryA });
    expect(enquiry.status).toBe(404);
  });

  it("keeps each site's leads to itself: site A cannot save site B's lead, site B has no column", async () => {
    const across = await post('isolation-a.test', bodyOf(leadB));
    expect([across.status, await across.json()]).toEqual([404, { error: 'Not found' }]);
    const onB = await post('isolation-b.test', bodyOf(leadB));
    expect([onB.status, await onB.json()]).toEqual([404, { error: 'Not found' }]);
    expect((await saved()).map((row) => row.leadId)).not.toContain(leadB.id);
  });

  it('answers an unknown host with a 404', async () => {
    const response = await post('nowhere.test', bodyOf(leadA));
    expect(response.status).toBe(404);
  });
});
