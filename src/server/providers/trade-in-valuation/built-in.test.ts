import { describe, expect, it } from 'vitest';
import { BEST_CONDITION, REFUSAL_MESSAGES } from '@/domain/trade-in';
import { isolationSitesForThisFile } from '@/server/db/testing/isolation-database';
import { addListings, seedValuationListings } from '@/server/price-comparison/test-fixture';
import { TRADE_IN_CAR_ESTIMATE } from '@/server/trade-in/testing/trade-in-lead';
import { createBuiltInTradeInValuationProvider } from './built-in';

const test = isolationSitesForThisFile({
  seed: (db, { siteA, siteB }) => seedValuationListings(db, siteA, siteB),
});

const today = new Date('2026-11-26T00:00:00Z');
const request = (siteId: number, car = { make: 'Mazda', model: 'CX-5', year: 2022, km: 40_000 }) => ({
  siteId,
  car,
  answers: BEST_CONDITION,
  dealerMarginPercent: 15,
  today,
});

describe('the built-in trade-in valuation', () => {
  it("values the buyer's car from every site's comparable listings, the same answer on any site", async () => {
    // The eight comparables of the gauge's fixture plus the 'cx5-subject' listing itself (a buyer's car is no
    // listing, so none is left out): adjusted 27,500 … 36,000; P25 30,000, P50 31,000, P75 33,660; less 15 %.
    const provider = createBuiltInTradeInValuationProvider(test.db);
    const expected = TRADE_IN_CAR_ESTIMATE;
    expect(await provider.estimate(request(test.siteA))).toEqual(expected);
    expect(await provider.estimate(request(test.siteB))).toEqual(expected);
  });

  it('compares with used and demo cars only: a new car would overvalue a second-hand one', async () => {
    const provider = createBuiltInTradeInValuationProvider(test.db);
    const cx9 = (slug: string, price: number, carType: string) => ({ slug, price, carType, model: 'CX-9' });
    await addListings(test.db, test.siteB, [
      ...[40_000, 41_000, 42_000, 43_000, 44_000].map((price, i) => cx9(`cx9-used-${i}`, price, 'used')),
      cx9('cx9-demo', 45_000, 'demo'),
      cx9('cx9-new', 90_000, 'new'),
    ]);
    const car = { make: 'Mazda', model: 'CX-9', year: 2022, km: 40_000 };
    // Median of 40,000 … 45,000 is 42,500, less 15 %: $36,100 (with the new car it would be $36,600).
    expect(await provider.estimate(request(test.siteA, car))).toMatchObject({
      comparables: 6,
      offer: 36_100,
    });
  });

  it('matches make and model however they are written', async () => {
    const provider = createBuiltInTradeInValuationProvider(test.db);
    const car = { make: ' MAZDA ', model: 'cx-5', year: 2022, km: 40_000 };
    expect(await provider.estimate(request(test.siteA, car))).toMatchObject({
      kind: 'estimate',
      comparables: 9,
    });
  });

  it('says when too few cars compare, and refuses cars H-42 excludes', async () => {
    const provider = createBuiltInTradeInValuationProvider(test.db);
    const rare = { make: 'Mazda', model: 'CX-3', year: 2022, km: 40_000 };
    expect(await provider.estimate(request(test.siteA, rare))).toMatchObject({
      kind: 'too_few',
      comparables: 1,
    });
    const old = { make: 'Mazda', model: 'CX-5', year: 2015, km: 150_000 };
    expect(await provider.estimate(request(test.siteA, old))).toEqual({
      kind: 'refused',
      reason: 'too_old',
      message: REFUSAL_MESSAGES.too_old,
    });
  });
});
