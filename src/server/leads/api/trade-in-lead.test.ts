import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ProviderModule from '@/server/providers/trade-in-valuation';
import { ESTIMATE_UNAVAILABLE_MESSAGE, REFUSAL_MESSAGES } from '@/domain/trade-in';
import { createTestDatabase, type TestDatabase } from '@/server/db/testing';
import { seedIsolationSiteIds } from '@/server/db/testing/isolation-sites';
import * as s from '@/server/db/schema';
import { log } from '@/server/logging';
import { seedValuationListings } from '@/server/price-comparison/test-fixture';
import { loadSiteContext, type SiteContext } from '@/server/sites/site-context';
import { postTradeInLead, TRADE_IN_CAR } from './trade-in-test-fixture';

// Test double: the site's valuation provider, made to fail on demand (any unexpected error of a provider).
const provider = vi.hoisted(() => ({ fails: false }));
vi.mock('@/server/providers/trade-in-valuation', async (importOriginal) => {
  const real = await importOriginal<typeof ProviderModule>();
  const failing = {
    name: 'built-in' as const,
    estimate: async () => {
      throw new Error('database went away');
    },
  };
  return {
    ...real,
    tradeInValuationProviderFor: (...args: Parameters<typeof real.tradeInValuationProviderFor>) =>
      provider.fails ? failing : real.tradeInValuationProviderFor(...args),
  };
});

const NOW = new Date('2026-11-26T01:00:00Z');
let test: TestDatabase;
let siteA: SiteContext;
let siteB: SiteContext;

beforeAll(async () => {
  test = await createTestDatabase();
  const [idA, idB] = await seedIsolationSiteIds(test.db, NOW);
  await seedValuationListings(test.db, idA, idB);
  siteA = await loadSiteContext(test.db, idA);
  siteB = await loadSiteContext(test.db, idB);
});
afterAll(async () => test.close());

const CAR = TRADE_IN_CAR;
const post = (site: SiteContext, fields: Record<string, unknown>, key?: string) =>
  postTradeInLead(test.db, site, fields, { now: NOW, key });

async function storedLead(site: SiteContext, leadId: string) {
  const [lead] = await test.db
    .select()
    .from(s.leads)
    .where(eq(s.leads.id, leadId))
    .then((rows) => rows.filter((row) => row.siteId === site.id));
  return lead!;
}

describe('a trade-in valuation lead (issue 15)', () => {
  it('stores the lead with the estimate, the answers, rego and state, and answers with the estimate', async () => {
    const response = await post(siteA, CAR);
    expect(response.status).toBe(201);
    const body = response.body as { lead_id: string; valuation: unknown };
    expect(body.valuation).toEqual({
      kind: 'estimate',
      low: 25_500,
      high: 28_600,
      offer: 26_400,
      comparables: 9,
      level: 'model',
      basis:
        'Based on 9 comparable 2021–2023 Mazda CX-5 listings, adjusted for year, kilometres and condition.',
    });
    const lead = await storedLead(siteA, body.lead_id);
    expect(lead).toMatchObject({ formType: 'trade_in', category: 'Trade-In Valuation', subcategory: null });
    // Kept whole for H-41's column save (decision 048), beside the fields the dealer reads.
    expect(lead.payload.valuation).toEqual(body.valuation);
    expect(lead.payload.fields).toMatchObject({
      year: 2022,
      km: 40_000,
      adjustmentAnswers: {
        accidentHistory: 'none',
        serviceHistory: 'full',
        tyres: 'good',
        interior: 'excellent',
        keys: 'two',
        financeOwing: 'no',
      },
      rego: 'ABC 123',
      regoState: 'nsw',
      valuation:
        '$25,500 – $28,600 (Based on 9 comparable 2021–2023 Mazda CX-5 listings, adjusted for year, kilometres and condition.)',
      offer_price: 26_400,
    });
    expect(lead.userData).toEqual({ url: '/trade-in', offer_accepted: false });
    const outbox = await test.db.select().from(s.leadOutbox).where(eq(s.leadOutbox.leadId, body.lead_id));
    const email = outbox.find((row) => row.channel === 'email')?.payload as { text: string } | undefined;
    expect(email?.text).toContain(
      ['Your Car:', '  Rego: ABC 123', '  Registration State: NSW', '  Year: 2022', '  Make: Mazda'].join(
        '\n',
      ),
    );
    expect(email?.text).toContain('  Odometer (km): 40,000 km\n');
    expect(email?.text).toContain('Condition:\n  Has the car been in an accident?: No accidents\n');
  });

  it('answers a retry with the same lead and the estimate again', async () => {
    const first = await post(siteA, CAR, 'trade-in-retry-000001');
    const again = await post(siteA, CAR, 'trade-in-retry-000001');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...(first.body as object) });
  });

  it("records an accepted offer as 'Offer Accepted' with offer_accepted true (H-19, M-4)", async () => {
    const response = await post(siteA, { ...CAR, offer_accepted: 'true' });
    const lead = await storedLead(siteA, (response.body as { lead_id: string }).lead_id);
    expect(lead.subcategory).toBe('Offer Accepted');
    expect(lead.userData).toMatchObject({ offer_accepted: true });
  });

  it('stores a car H-42 refuses, answering with the guidance instead of a figure', async () => {
    const response = await post(siteA, { ...CAR, year: '2015' });
    expect(response.status).toBe(201);
    const body = response.body as { lead_id: string; valuation: unknown };
    expect(body.valuation).toEqual({ kind: 'refused', reason: 'too_old', message: REFUSAL_MESSAGES.too_old });
    expect((await storedLead(siteA, body.lead_id)).payload.fields).toMatchObject({
      valuation: REFUSAL_MESSAGES.too_old,
    });
  });

  it('still stores the lead when the valuation fails, and says the dealer will value the car', async () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => {});
    provider.fails = true;
    const response = await post(siteA, CAR);
    provider.fails = false;
    expect(response.status).toBe(201);
    const body = response.body as { lead_id: string; valuation: unknown };
    expect(body.valuation).toEqual({ kind: 'unavailable', message: ESTIMATE_UNAVAILABLE_MESSAGE });
    expect((await storedLead(siteA, body.lead_id)).payload.fields).toMatchObject({
      valuation: 'unavailable',
    });
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ siteId: siteA.id }),
      'trade-in valuation failed: the lead is stored without an estimate',
    );
    error.mockRestore();
  });

  it("keeps each site's valuation leads to itself", async () => {
    const response = await post(siteB, CAR);
    const leadId = (response.body as { lead_id: string }).lead_id;
    const rows = await test.db.select({ siteId: s.leads.siteId }).from(s.leads).where(eq(s.leads.id, leadId));
    expect(rows).toEqual([{ siteId: siteB.id }]);
    expect(await storedLeadOrNull(siteA, leadId)).toBeNull();
  });

  it('refuses a form without the car and stores nothing', async () => {
    const before = (await test.db.select({ id: s.leads.id }).from(s.leads)).length;
    const response = await post(siteA, { ...CAR, make: '', km: 'lots' });
    expect(response).toEqual({
      status: 400,
      body: {
        error: 'Please fix the following errors:',
        fieldErrors: {
          make: ['Make is required.'],
          km: ['Please enter the odometer reading in whole kilometres, e.g. 85,000.'],
        },
      },
    });
    expect((await test.db.select({ id: s.leads.id }).from(s.leads)).length).toBe(before);
  });
});

async function storedLeadOrNull(site: SiteContext, leadId: string) {
  const rows = await test.db.select().from(s.leads).where(eq(s.leads.id, leadId));
  return rows.find((row) => row.siteId === site.id) ?? null;
}
