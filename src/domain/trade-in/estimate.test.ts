import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ComparableListing } from '@/domain/price-comparison/valuation';
import { BEST_CONDITION } from './condition';
import { REFUSAL_MESSAGES } from './eligibility';
import {
  TOO_FEW_MESSAGE,
  estimateTradeIn,
  reducedPrice,
  toTradeValue,
  type TradeInSubject,
} from './estimate';

const subject: TradeInSubject = { make: ' Mazda ', model: 'CX-5', year: 2022, km: 40_000 };
const today = new Date('2026-11-26T00:00:00Z');
const same = (price: number): ComparableListing => ({ year: 2022, km: 40_000, price });
const six = [25_000, 27_000, 29_000, 31_000, 33_000, 35_000].map(same);
const best = { answers: BEST_CONDITION, dealerMarginPercent: 15, today };

describe('estimateTradeIn', () => {
  it('takes the comparables P25..P75 less the margin as the range and their median as the offer', () => {
    // P25 27,500, P50 30,000, P75 32,500; × 0.85.
    expect(estimateTradeIn(subject, six, best)).toEqual({
      kind: 'estimate',
      low: 23_400,
      high: 27_600,
      offer: 25_500,
      comparables: 6,
      level: 'model',
      basis:
        'Based on 6 comparable 2021–2023 Mazda CX-5 listings, adjusted for year, kilometres and condition.',
    });
  });

  it('scales the figures by the condition answers', () => {
    const answers = { ...BEST_CONDITION, accidentHistory: 'minor', tyres: 'replace' } as const;
    expect(toTradeValue(30_000, answers, 15)).toBe(22_529.25);
    expect(estimateTradeIn(subject, six, { ...best, answers })).toMatchObject({
      low: 20_700,
      high: 24_400,
      offer: 22_500,
    });
  });

  it('adjusts each comparable to the car year and km before ranking', () => {
    // A 2021 car at $25,000 is worth $27,500 as a 2022; one with 10,000 km more is worth 2 % more.
    const mixed = [
      { year: 2021, km: 40_000, price: 25_000 },
      { year: 2022, km: 50_000, price: 26_950 },
      ...[27_500, 27_500, 27_500].map(same),
    ];
    expect(estimateTradeIn(subject, mixed, { ...best, dealerMarginPercent: 0 })).toMatchObject({
      low: 27_500,
      high: 27_500,
      offer: 27_500,
      comparables: 5,
    });
  });

  it('ignores listings outside the wider window (year ±3) or without a real price', () => {
    const outside = [
      { year: 2018, km: 40_000, price: 30_000 },
      { year: 2026, km: 40_000, price: 30_000 },
      same(10),
    ];
    expect(estimateTradeIn(subject, [...six.slice(0, 4), ...outside], best)).toEqual({
      kind: 'too_few',
      comparables: 4,
      message: TOO_FEW_MESSAGE,
    });
  });

  it('falls back to the wider window when the near one has too few, and says so (decision 072)', () => {
    // Four near cars and two 2020 cars with 90,000 km: $30,000 as a 2020 is $36,300 as a 2022, and 50,000 km
    // more is worth 10 % less: $32,670 each.
    const wider = [
      ...six.slice(0, 4),
      { year: 2020, km: 90_000, price: 30_000 },
      { year: 2020, km: 90_000, price: 30_000 },
    ];
    expect(estimateTradeIn(subject, wider, best)).toMatchObject({
      kind: 'estimate',
      level: 'model-wide',
      comparables: 6,
      basis:
        'Based on 6 comparable 2019–2025 Mazda CX-5 listings, adjusted for year, kilometres and condition.',
    });
  });

  it('gives no figure for cars over 7 years old or over 100,000 km (H-42)', () => {
    expect(estimateTradeIn({ ...subject, year: 2018 }, six, best)).toEqual({
      kind: 'refused',
      reason: 'too_old',
      message: REFUSAL_MESSAGES.too_old,
    });
    expect(estimateTradeIn({ ...subject, km: 100_001 }, six, best)).toMatchObject({
      kind: 'refused',
      reason: 'too_many_km',
    });
  });

  it('keeps the offer within the range for any comparables, answers and margin', () => {
    const listing = fc.record({
      year: fc.integer({ min: 2021, max: 2023 }),
      km: fc.integer({ min: 20_000, max: 60_000 }),
      price: fc.integer({ min: 11, max: 200_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(listing, { minLength: 5, maxLength: 40 }),
        fc.integer({ min: 0, max: 50 }),
        (list, m) => {
          const estimate = estimateTradeIn(subject, list, { ...best, dealerMarginPercent: m });
          // A set split into two modes may leave too few (decision 072); any figure keeps its order.
          if (estimate.kind === 'too_few') return true;
          if (estimate.kind !== 'estimate') return false;
          return estimate.low <= estimate.offer && estimate.offer <= estimate.high;
        },
      ),
    );
  });
});

describe('toTradeValue', () => {
  it('keeps whole-dollar figures exact, so half-way values round up', () => {
    expect(toTradeValue(31_000, BEST_CONDITION, 15)).toBe(26_350);
    expect(estimateTradeIn(subject, [28_000, 30_000, 31_000, 33_000, 34_000].map(same), best)).toMatchObject({
      offer: 26_400,
    });
  });
});

describe('H-40 reducedPrice', () => {
  it('is the car price minus the offer', () => {
    expect(reducedPrice(50_000, 12_000)).toBe(38_000);
    expect(reducedPrice(10_000, 12_500)).toBe(-2_500);
  });
});
