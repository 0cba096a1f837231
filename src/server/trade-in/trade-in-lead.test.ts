import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type * as ProviderModule from '@/server/providers/trade-in-valuation';
import { ESTIMATE_UNAVAILABLE_MESSAGE, REFUSAL_MESSAGES } from '@/domain/trade-in';
import * as s from '@/server/db/schema';
import { log } from '@/server/logging';
import { seedValuationListings } from '@/server/price-comparison/test-fixture';
import type { SiteContext } from '@/server/sites/site-context';
import { isolationSiteContextsForThisFile } from '@/server/sites/testing/isolation-site-contexts';
import { loadLeadReceipt } from '@/server/leads/confirmation/load-lead-receipt';
import { postTradeInLead, TRADE_IN_CAR, TRADE_IN_CAR_ESTIMATE } from './testing/trade-in-lead';

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
const test = isolationSiteContextsForThisFile({
  now: NOW,
  seed: (db, { siteA, siteB }) => seedValuationListings(db, siteA, siteB),
});

const CAR = TRADE_IN_CAR;
const post = (site: SiteContext, fields: Record<string, unknown>, key?: string, now = NOW, carId?: number) =>
  postTradeInLead(test.db, site, fields, { now, key, carId });

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
    const response = await post(test.siteA, CAR);
    expect(response.status).toBe(201);
    const body = response.body as { lead_id: string; valuation: unknown };
    expect(body.valuation).toEqual({
      ...TRADE_IN_CAR_ESTIMATE,
      // Valued on 26 November 2026 at 01:00 UTC, good for the platform's 7 days (decision 073).
      expiresAt: '2026-12-03T01:00:00.000Z',
      validUntil: '3 December 2026',
    });
    const lead = await storedLead(test.siteA, body.lead_id);
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
      offer_valid_until: '3 December 2026',
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
    const first = await post(test.siteA, CAR, 'trade-in-retry-000001');
    const again = await post(test.siteA, CAR, 'trade-in-retry-000001');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...(first.body as object) });
  });

  it("records an accepted offer as 'Offer Accepted' with the quote's own figures (H-19, M-4, decision 073)", async () => {
    const quote = await post(test.siteA, CAR);
    const quoteId = (quote.body as { lead_id: string }).lead_id;
    // The buyer's form resends the car; a changed odometer would value it differently, but the quote stands.
    const accept = { ...CAR, km: '90,000', offer_accepted: 'true', quote_id: quoteId };
    const response = await post(test.siteA, accept, undefined, new Date('2026-12-02T23:00:00Z'));
    expect(response.status).toBe(201);
    const body = response.body as { lead_id: string; valuation: unknown };
    expect(body.valuation).toEqual((quote.body as { valuation: unknown }).valuation);
    const lead = await storedLead(test.siteA, body.lead_id);
    expect(lead.subcategory).toBe('Offer Accepted');
    expect(lead.userData).toMatchObject({ offer_accepted: true });
    expect(lead.payload.fields).toMatchObject({
      offer_price: 26_400,
      quote_id: quoteId,
      accepted_offer: '$26,400',
      offer_valid_until: '3 December 2026',
    });
    expect(lead.payload.fields).not.toHaveProperty('reduced_price');
  });

  it('sets an accepted offer against the car the buyer came from: its price less the offer (H-40)', async () => {
    const [car] = await test.db
      .select({ id: s.vehicles.id, price: s.vehicles.price })
      .from(s.vehicles)
      .where(eq(s.vehicles.siteId, test.siteA.id))
      .then((rows) => rows.filter((row) => (row.price ?? 0) > 26_400));
    // Another buyer on another connection (this file's other leads would rate-limit one sender), from the site's
    // own pages (an Origin), so their email can link back.
    const sender = { now: NOW, carId: car!.id, origin: 'https://isolation-a.test', ip: '203.0.113.77' };
    const buyer = { ...CAR, email: 'bea@example.com', phone: '0413 000 111' };
    const quote = await postTradeInLead(test.db, test.siteA, buyer, sender);
    const quoteId = (quote.body as { lead_id: string }).lead_id;
    const accept = { ...buyer, offer_accepted: 'true', quote_id: quoteId };
    const response = await postTradeInLead(test.db, test.siteA, accept, sender);
    const body = response.body as { lead_id: string; receipt: string };
    const lead = await storedLead(test.siteA, body.lead_id);
    const reducedPrice = `$${(car!.price! - 26_400).toLocaleString('en-AU')}`;
    expect(lead.payload.fields).toMatchObject({ accepted_offer: '$26,400', reduced_price: reducedPrice });
    // The success page and the buyer's email repeat the accepted figure and the reduced price.
    const receipt = await loadLeadReceipt(test.db, test.siteA, body.receipt);
    expect(receipt?.confirmation.acceptedOffer).toEqual({
      offer: '$26,400',
      reducedPrice,
      exceedsPriceBy: null,
    });
    const outbox = await test.db.select().from(s.leadOutbox).where(eq(s.leadOutbox.leadId, body.lead_id));
    const toBuyer = outbox.find((row) => row.channel === 'email' && row.target === 'bea@example.com');
    expect((toBuyer?.payload as { text: string }).text).toContain(
      `  Trade-in offer accepted: $26,400\n  Price after your trade-in: ${reducedPrice}\n`,
    );
  });

  it('refuses to accept an expired, unknown or other site’s quote, and stores nothing', async () => {
    const quoteId = ((await post(test.siteA, CAR)).body as { lead_id: string }).lead_id;
    const before = (await test.db.select({ id: s.leads.id }).from(s.leads)).length;
    const accept = (id: string) => ({ ...CAR, offer_accepted: 'true', quote_id: id });
    const expired = await post(test.siteA, accept(quoteId), undefined, new Date('2026-12-03T01:00:00Z'));
    expect(expired).toEqual({
      status: 400,
      body: {
        error: 'This offer expired on 3 December 2026. Please value your car again for a current offer.',
        fieldErrors: {},
      },
    });
    const unknown = {
      status: 400,
      body: {
        error: 'We could not find that offer. Please value your car again for a current offer.',
        fieldErrors: {},
      },
    };
    expect(await post(test.siteB, accept(quoteId))).toEqual(unknown);
    expect(await post(test.siteA, accept('0f8fad5b-d9cb-469f-a165-70867728950e'))).toEqual(unknown);
    expect(await post(test.siteA, accept('not-a-lead'))).toEqual(unknown);
    expect(await post(test.siteA, { ...CAR, offer_accepted: 'true' })).toEqual(unknown);
    expect((await test.db.select({ id: s.leads.id }).from(s.leads)).length).toBe(before);
  });

  it('stores a car H-42 refuses, answering with the guidance instead of a figure', async () => {
    const response = await post(test.siteA, { ...CAR, year: '2015' });
    expect(response.status).toBe(201);
    const body = response.body as { lead_id: string; valuation: unknown };
    expect(body.valuation).toEqual({ kind: 'refused', reason: 'too_old', message: REFUSAL_MESSAGES.too_old });
    expect((await storedLead(test.siteA, body.lead_id)).payload.fields).toMatchObject({
      valuation: REFUSAL_MESSAGES.too_old,
    });
  });

  it('still stores the lead when the valuation fails, and says the dealer will value the car', async () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => {});
    provider.fails = true;
    const response = await post(test.siteA, CAR);
    provider.fails = false;
    expect(response.status).toBe(201);
    const body = response.body as { lead_id: string; valuation: unknown };
    expect(body.valuation).toEqual({ kind: 'unavailable', message: ESTIMATE_UNAVAILABLE_MESSAGE });
    expect((await storedLead(test.siteA, body.lead_id)).payload.fields).toMatchObject({
      valuation: 'unavailable',
    });
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ siteId: test.siteA.id }),
      'trade-in valuation failed: the lead is stored without an estimate',
    );
    error.mockRestore();
  });

  it("keeps each site's valuation leads to itself", async () => {
    const response = await post(test.siteB, CAR);
    const leadId = (response.body as { lead_id: string }).lead_id;
    const rows = await test.db.select({ siteId: s.leads.siteId }).from(s.leads).where(eq(s.leads.id, leadId));
    expect(rows).toEqual([{ siteId: test.siteB.id }]);
    expect(await storedLeadOrNull(test.siteA, leadId)).toBeNull();
  });

  it('refuses a form without the car and stores nothing', async () => {
    const before = (await test.db.select({ id: s.leads.id }).from(s.leads)).length;
    const response = await post(test.siteA, { ...CAR, make: '', km: 'lots' });
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
