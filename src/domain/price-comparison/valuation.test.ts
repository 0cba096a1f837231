import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NO_PRICE_DESCRIPTION,
  TOO_FEW_DESCRIPTION,
  adjustPrice,
  computeMarketValuation,
  gaugeFill,
  isComparable,
  kmBand,
  kmFactor,
  percentile,
  roundToStep,
  valuationConfidence,
  yearWindow,
  type ComparableListing,
  type ValuationSubject,
} from './valuation';

const subject: ValuationSubject = { make: 'Mazda', model: 'CX-5', year: 2022, km: 40_000, price: 30_000 };
const same = (price: number): ComparableListing => ({ year: 2022, km: 40_000, price });

describe('comparable window', () => {
  it('takes model years ±1', () => {
    expect(yearWindow(2022)).toEqual([2021, 2023]);
  });

  it('takes km ± max(15,000, 50 % of the km), never below 0', () => {
    expect(kmBand(0)).toEqual([0, 15_000]);
    expect(kmBand(10_000)).toEqual([0, 25_000]);
    expect(kmBand(30_000)).toEqual([15_000, 45_000]);
    expect(kmBand(40_000)).toEqual([20_000, 60_000]);
    expect(kmBand(100_001)).toEqual([50_000, 150_002]);
  });

  it('keeps listings inside both windows with a real price (over $10)', () => {
    expect(isComparable(subject, { year: 2021, km: 20_000, price: 11 })).toBe(true);
    expect(isComparable(subject, { year: 2023, km: 60_000, price: 50_000 })).toBe(true);
    expect(isComparable(subject, { year: 2020, km: 40_000, price: 30_000 })).toBe(false);
    expect(isComparable(subject, { year: 2024, km: 40_000, price: 30_000 })).toBe(false);
    expect(isComparable(subject, { year: 2022, km: 19_999, price: 30_000 })).toBe(false);
    expect(isComparable(subject, { year: 2022, km: 60_001, price: 30_000 })).toBe(false);
    expect(isComparable(subject, { year: 2022, km: 40_000, price: 10 })).toBe(false);
    expect(isComparable(subject, { year: 2022, km: 40_000, price: 0 })).toBe(false);
  });
});

describe('price adjustment', () => {
  it('adds 2 % per 10,000 km the listing has more than the subject, within 0.7..1.3', () => {
    expect(kmFactor(40_000, 40_000)).toBe(1);
    expect(kmFactor(40_000, 50_000)).toBe(1.02);
    expect(kmFactor(40_000, 30_000)).toBe(0.98);
    expect(kmFactor(0, 200_000)).toBe(1.3);
    expect(kmFactor(200_000, 0)).toBe(0.7);
  });

  it('adds 10 % per model year the subject is newer, compounding', () => {
    expect(adjustPrice(subject, same(30_000))).toBe(30_000);
    expect(adjustPrice(subject, { year: 2021, km: 40_000, price: 25_000 })).toBeCloseTo(27_500, 6);
    expect(adjustPrice(subject, { year: 2023, km: 40_000, price: 33_000 })).toBeCloseTo(30_000, 6);
    expect(adjustPrice({ year: 2022, km: 0 }, { year: 2020, km: 0, price: 10_000 })).toBeCloseTo(12_100, 6);
  });

  it('combines year and km factors', () => {
    expect(adjustPrice(subject, { year: 2021, km: 50_000, price: 20_000 })).toBeCloseTo(22_440, 6);
  });
});

describe('percentile', () => {
  it('interpolates linearly between ranks', () => {
    const values = [10, 20, 30, 40, 50];
    expect(percentile(values, 0)).toBe(10);
    expect(percentile(values, 0.25)).toBe(20);
    expect(percentile(values, 0.5)).toBe(30);
    expect(percentile(values, 0.75)).toBe(40);
    expect(percentile(values, 1)).toBe(50);
    expect(percentile([1, 2, 3, 4], 0.25)).toBe(1.75);
    expect(percentile([7], 0.75)).toBe(7);
  });

  it('is NaN for no values', () => {
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe('roundToStep', () => {
  it('rounds to the nearest $100', () => {
    expect(roundToStep(33_745)).toBe(33_700);
    expect(roundToStep(33_750)).toBe(33_800);
    expect(roundToStep(29_500)).toBe(29_500);
  });
});

describe('valuationConfidence', () => {
  it('is min(1, n/10) × max(0, 1 − (IQR / median) / 0.5), 2 decimals', () => {
    expect(valuationConfidence(8, 29_500, 33_745, 31_500)).toBe(0.58);
    expect(valuationConfidence(10, 30_000, 30_000, 30_000)).toBe(1);
    expect(valuationConfidence(20, 30_000, 30_000, 30_000)).toBe(1);
    expect(valuationConfidence(5, 30_000, 30_000, 30_000)).toBe(0.5);
  });

  it('is 0 for a spread of half the median or more, or fewer than 5 comparables', () => {
    expect(valuationConfidence(10, 20_000, 35_000, 30_000)).toBe(0);
    expect(valuationConfidence(10, 10_000, 40_000, 30_000)).toBe(0);
    expect(valuationConfidence(4, 30_000, 30_000, 30_000)).toBe(0);
  });
});

describe('gaugeFill', () => {
  it('is 1 at or below the minimum, 0 at the maximum, linear between, 2 decimals', () => {
    expect(gaugeFill(29_500, 29_500, 33_700)).toBe(1);
    expect(gaugeFill(20_000, 29_500, 33_700)).toBe(1);
    expect(gaugeFill(33_700, 29_500, 33_700)).toBe(0);
    expect(gaugeFill(40_000, 29_500, 33_700)).toBe(0);
    expect(gaugeFill(30_000, 29_500, 33_700)).toBe(0.88);
    expect(gaugeFill(31_600, 29_500, 33_700)).toBe(0.5);
  });

  it('gives 1 or 0 for a range of one value', () => {
    expect(gaugeFill(30_000, 30_000, 30_000)).toBe(1);
    expect(gaugeFill(30_001, 30_000, 30_000)).toBe(0);
  });
});

describe('computeMarketValuation', () => {
  // Eight comparables after adjustment: 27,500 (2021 at 25,000), 28,000, 30,000, 31,000, 32,000,
  // 33,660 (50,000 km at 33,000), 34,000, 36,000; P25 29,500, P75 33,745 → 33,700, median 31,500.
  const comparables: ComparableListing[] = [
    same(28_000),
    same(30_000),
    same(32_000),
    same(34_000),
    same(36_000),
    same(31_000),
    { year: 2021, km: 40_000, price: 25_000 },
    { year: 2022, km: 50_000, price: 33_000 },
    // Ignored: outside the years, outside the km band, no price.
    { year: 2020, km: 40_000, price: 20_000 },
    { year: 2022, km: 70_000, price: 20_000 },
    same(0),
  ];

  it('gives the 25th–75th percentile range of adjusted prices, the fill and the confidence', () => {
    expect(computeMarketValuation(subject, comparables)).toEqual({
      fill: 0.88,
      listing_price: 30_000,
      market_range_min: 29_500,
      market_range_max: 33_700,
      confidence: 0.58,
      description:
        'Priced in the lower part of the market range. Based on 8 comparable 2021–2023 Mazda CX-5 listings, ' +
        'adjusted for year and kilometres.',
    });
  });

  it('describes where the price sits', () => {
    const describe = (price: number) =>
      computeMarketValuation({ ...subject, price }, comparables).description!.split('. Based')[0];
    expect(describe(29_000)).toBe('Priced below the market range');
    expect(describe(29_500)).toBe('Priced in the lower part of the market range');
    expect(describe(31_600)).toBe('Priced in the middle of the market range');
    expect(describe(33_000)).toBe('Priced in the upper part of the market range');
    expect(describe(33_700)).toBe('Priced in the upper part of the market range');
    expect(describe(33_701)).toBe('Priced above the market range');
  });

  it('gives no range from fewer than 5 comparables', () => {
    expect(computeMarketValuation(subject, comparables.slice(0, 4))).toEqual({
      fill: null,
      listing_price: 30_000,
      market_range_min: null,
      market_range_max: null,
      confidence: 0,
      description: TOO_FEW_DESCRIPTION,
    });
  });

  it('gives no figures for a car without a real price', () => {
    for (const price of [0, 10]) {
      expect(computeMarketValuation({ ...subject, price }, comparables)).toEqual({
        fill: null,
        listing_price: null,
        market_range_min: null,
        market_range_max: null,
        confidence: null,
        description: NO_PRICE_DESCRIPTION,
      });
    }
  });

  it('always gives 0 ≤ fill ≤ 1, min ≤ max and 0 ≤ confidence ≤ 1', () => {
    const listing = fc.record({
      year: fc.integer({ min: 2019, max: 2025 }),
      km: fc.integer({ min: 0, max: 120_000 }),
      price: fc.integer({ min: 0, max: 150_000 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 11, max: 150_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(listing, { maxLength: 40 }),
        (price, km, listings) => {
          const result = computeMarketValuation({ ...subject, price, km }, listings);
          if (result.market_range_min === null) return result.fill === null;
          return (
            result.fill! >= 0 &&
            result.fill! <= 1 &&
            result.market_range_min <= result.market_range_max! &&
            result.confidence! >= 0 &&
            result.confidence! <= 1
          );
        },
      ),
    );
  });
});
