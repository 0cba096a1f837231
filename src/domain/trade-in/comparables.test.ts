import { describe, expect, it } from 'vitest';
import { BEST_CONDITION } from './condition';
import { chooseComparables, lowerMode, type TradeInListing } from './comparables';
import { estimateTradeIn, type TradeInSubject } from './estimate';

const today = new Date('2026-11-26T00:00:00Z');
const best = { answers: BEST_CONDITION, dealerMarginPercent: 15, today };
const ranger: TradeInSubject = { make: 'Ford', model: 'Ranger', badge: 'XL', year: 2022, km: 40_000 };
const listed = (badge: string | null, price: number, year = 2022, km = 40_000): TradeInListing => ({
  badge,
  price,
  year,
  km,
});
const times = (n: number, listing: TradeInListing) => Array.from({ length: n }, () => listing);

describe('chooseComparables: the closest level with five cars (decision 072)', () => {
  it('level 1: five of the same badge (any case and spacing) price the car by themselves', () => {
    const listings = [...times(5, listed(' xl ', 30_000)), ...times(5, listed('Raptor', 70_000))];
    expect(chooseComparables(ranger, listings)).toEqual({
      level: 'variant',
      prices: [30_000, 30_000, 30_000, 30_000, 30_000],
      variantAsks: [30_000, 30_000, 30_000, 30_000, 30_000],
      byBadge: false,
    });
    expect(estimateTradeIn(ranger, listings, best)).toMatchObject({
      offer: 25_500,
      level: 'variant',
      basis:
        'Based on 5 comparable 2021–2023 Ford Ranger XL listings, adjusted for year, kilometres and condition.',
    });
  });

  it("level 2: the model's cars moved to the buyer's badge by the ratio of the badges' medians", () => {
    // XL's median $30,000, Raptor's $60,000: each Raptor counts as half its price.
    const listings = [...times(2, listed('XL', 30_000)), ...times(4, listed('Raptor', 60_000))];
    expect(chooseComparables(ranger, listings)).toMatchObject({
      level: 'model',
      prices: [30_000, 30_000, 30_000, 30_000, 30_000, 30_000],
      byBadge: true,
    });
    expect(estimateTradeIn(ranger, listings, best)).toMatchObject({
      offer: 25_500,
      basis:
        'Based on 6 comparable 2021–2023 Ford Ranger listings, adjusted for year, kilometres, badge and condition.',
    });
  });

  it('leaves out listings without a badge once the buyer’s badge is known', () => {
    const listings = [...times(2, listed('XL', 30_000)), ...times(4, listed(null, 60_000))];
    expect(chooseComparables(ranger, listings)).toEqual({ level: null, count: 2 });
  });

  it("counts every listing as it is when the buyer's badge is not given or not listed, split at a 30 % gap", () => {
    const listings = [...times(5, listed('XL', 20_000)), ...times(5, listed('Raptor', 40_000))];
    for (const badge of [null, 'Wildtrak']) {
      // Averaged, the median would be $30,000; split, the lower mode's is $20,000.
      expect(chooseComparables({ ...ranger, badge }, listings)).toMatchObject({
        level: 'model',
        prices: [20_000, 20_000, 20_000, 20_000, 20_000],
        byBadge: false,
      });
    }
  });

  it('never offers more than the lowest same-variant asking price after the margin', () => {
    // Median $30,000 would offer $25,500; the cheapest XL asks $27,000: $22,950, rounded down to $22,900.
    const listings = [listed('XL', 27_000), ...times(4, listed('XL', 30_000))];
    expect(estimateTradeIn(ranger, listings, best)).toMatchObject({
      low: 22_900,
      offer: 22_900,
      high: 22_900,
    });
  });
});

describe('lowerMode', () => {
  it('keeps the prices below the widest gap of 30 % or more', () => {
    // 12 → 20 is a gap of 67 %, 21 → 40 one of 90 %: the split is at the widest.
    expect(lowerMode([10, 11, 12, 20, 21, 40])).toEqual([10, 11, 12, 20, 21]);
    expect(lowerMode([10, 11, 12, 20, 21])).toEqual([10, 11, 12]);
    expect(lowerMode([10, 12, 14, 16])).toEqual([10, 12, 14, 16]);
    expect(lowerMode([])).toEqual([]);
  });
});
