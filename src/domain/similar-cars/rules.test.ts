import { describe, expect, it } from 'vitest';
import {
  mergeSimilarCars,
  similarPriceBand,
  similarPriceBandFor,
  similarQueries,
  SIMILAR_CARS_SHOWN,
  SIMILAR_QUERY_LIMIT,
} from './rules';

describe('similarPriceBand (D-98)', () => {
  it('is ±10,000 under 50,000 and ±25,000 from 50,000', () => {
    expect(similarPriceBand(49_999)).toEqual([39_999, 59_999]);
    expect(similarPriceBand(50_000)).toEqual([25_000, 75_000]);
    expect(similarPriceBand(12_000)).toEqual([2_000, 22_000]);
    expect(similarPriceBand(80_000)).toEqual([55_000, 105_000]);
  });

  it('drops the band for a car without a real price (over $10)', () => {
    expect(similarPriceBandFor({ price: 0 })).toBeNull();
    expect(similarPriceBandFor({ price: 10 })).toBeNull();
    expect(similarPriceBandFor({ price: 11 })).toEqual([-9_989, 10_011]);
  });
});

describe('limits (D-96, D-97)', () => {
  it('shows 6 and asks 10 per query', () => {
    expect(SIMILAR_CARS_SHOWN).toBe(6);
    expect(SIMILAR_QUERY_LIMIT).toBe(10);
  });
});

describe('similarQueries', () => {
  const car = { id: 1, make: 'Kia', model: 'Sportage', price: 30_000, simpleBody: 'SUV' };

  it('asks for the same make and model, then body type, then make', () => {
    expect(similarQueries(car)).toEqual([
      { kind: 'makeModel', make: 'Kia', model: 'Sportage' },
      { kind: 'body', simpleBody: 'SUV' },
      { kind: 'make', make: 'Kia' },
    ]);
  });

  it('skips the body query when the car has no body type', () => {
    expect(similarQueries({ ...car, simpleBody: ' ' }).map((query) => query.kind)).toEqual([
      'makeModel',
      'make',
    ]);
    expect(similarQueries({ ...car, simpleBody: null }).map((query) => query.kind)).toEqual([
      'makeModel',
      'make',
    ]);
  });
});

describe('mergeSimilarCars (D-96, D-101)', () => {
  const ids = (...values: number[]) => values.map((id) => ({ id }));

  it('keeps query order, each car once, never the current car', () => {
    expect(mergeSimilarCars(5, [ids(5, 2, 3), ids(3, 4, 5), ids(1)])).toEqual(ids(2, 3, 4, 1));
  });

  it('stops at 6', () => {
    expect(mergeSimilarCars(99, [ids(1, 2, 3, 4), ids(5, 6, 7, 8)])).toEqual(ids(1, 2, 3, 4, 5, 6));
  });

  it('is empty when nothing else matched', () => {
    expect(mergeSimilarCars(5, [ids(5), []])).toEqual([]);
  });
});
