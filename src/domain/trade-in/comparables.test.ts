import { describe, expect, it } from 'vitest';
import { BEST_CONDITION } from './condition';
import { caravanLengthBand, lengthBandOf } from './caravan-length';
import { chooseCaravanComparables, chooseComparables, lowerMode, type TradeInListing } from './comparables';
import { estimateTradeIn, type TradeInSubject } from './estimate';

const today = new Date('2026-11-26T00:00:00Z');
const best = { answers: BEST_CONDITION, dealerMarginPercent: 15, today };
const ranger = {
  make: 'Ford',
  model: 'Ranger',
  badge: 'XL',
  year: 2022,
  km: 40_000,
} satisfies TradeInSubject;
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

describe('chooseCaravanComparables: a towed van by make, length and year (decision 074)', () => {
  const band = caravanLengthBand('6-7m')!;
  const van = { make: 'Jayco', model: 'Journey', year: 2022, length: band };
  const caravan = (make: string, lengthMm: number, price: number, year = 2022, model = 'Journey') =>
    ({ make, model, lengthMm, price, year, km: 0 }) satisfies TradeInListing;

  it("prices the van from its make's vans of its length band, year ±1, moved to its year", () => {
    // A 2021 van at $50,000 is worth $55,000 as a 2022 (10 % a year); a 7.2 m van is another band.
    const listings = [
      ...times(4, caravan('Jayco', 6_500, 55_000)),
      caravan('jayco ', 6_000, 50_000, 2021, 'Starcraft'),
      caravan('Jayco', 7_200, 90_000),
      caravan('Jayco', 6_500, 55_000, 2018),
    ];
    const chosen = chooseCaravanComparables(van, listings);
    expect(chosen.level).toBe('caravan');
    // The model's own four (not the Starcraft) are the asks no figure may exceed.
    expect(chosen.level && [chosen.prices.map(Math.round), chosen.variantAsks]).toEqual([
      [55_000, 55_000, 55_000, 55_000, 55_000],
      [55_000, 55_000, 55_000, 55_000],
    ]);
    expect(estimateTradeIn({ ...van, km: null }, listings, best)).toMatchObject({
      // $55,000 less 15 % is $46,750: rounded to $100 it would exceed the model's asks after the margin.
      offer: 46_700,
      basis:
        'Based on 5 comparable 2021–2023 Jayco caravans of 6 to 7 m (19 to 23 ft), adjusted for year and condition.',
    });
  });

  it('widens to years ±3, then to every make of the band, and says so', () => {
    const older = times(5, caravan('Jayco', 6_500, 50_000, 2020, 'Starcraft'));
    expect(chooseCaravanComparables(van, older)).toMatchObject({ level: 'caravan-wide' });
    const otherMakes = times(5, caravan('Avan', 6_500, 60_000));
    expect(estimateTradeIn({ ...van, km: null }, otherMakes, best)).toMatchObject({
      level: 'caravan-any-make',
      basis:
        'Based on 5 comparable 2019–2025 caravans of 6 to 7 m (19 to 23 ft), adjusted for year and condition.',
    });
    expect(chooseCaravanComparables(van, times(4, caravan('Jayco', 6_500, 55_000)))).toEqual({
      level: null,
      count: 4,
    });
  });

  it('needs no odometer: H-42 judges a van by its age alone', () => {
    expect(estimateTradeIn({ ...van, km: null, year: 2018 }, [], best)).toMatchObject({ reason: 'too_old' });
  });
});

describe('caravan length bands', () => {
  it('places a length in metres, each band including its lower end', () => {
    expect([4_999, 5_000, 6_999, 7_000, 8_900].map((mm) => lengthBandOf(mm).value)).toEqual([
      'under-5m',
      '5-6m',
      '6-7m',
      '7-8m',
      '8m-plus',
    ]);
    expect(caravanLengthBand('6-7m')?.label).toBe('6 to 7 m (19 to 23 ft)');
    expect(caravanLengthBand('6.5')).toBeNull();
  });
});
