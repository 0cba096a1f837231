import { describe, expect, it } from 'vitest';
import { isSameValuation } from './valuation-column';

const ESTIMATE = {
  kind: 'estimate',
  low: 25_500,
  high: 28_600,
  offer: 26_400,
  comparables: 9,
  level: 'variant',
  basis: 'Based on 9 comparable 2021–2023 Mazda CX-5 listings.',
};

describe('isSameValuation (H-41)', () => {
  it('matches the same estimate whatever the order of its keys', () => {
    const reordered = {
      basis: ESTIMATE.basis,
      level: 'variant',
      comparables: 9,
      offer: 26_400,
      high: 28_600,
      low: 25_500,
    };
    expect(isSameValuation({ ...reordered, kind: 'estimate' }, ESTIMATE)).toBe(true);
  });

  it('ignores keys the answer does not have', () => {
    expect(isSameValuation({ ...ESTIMATE, note: 'extra' }, ESTIMATE)).toBe(true);
  });

  it('tells a changed figure apart', () => {
    expect(isSameValuation({ ...ESTIMATE, offer: 36_400 }, ESTIMATE)).toBe(false);
    expect(isSameValuation({ ...ESTIMATE, comparables: 10 }, ESTIMATE)).toBe(false);
  });

  it('matches answers without a figure by their kind and message', () => {
    const refused = { kind: 'refused', reason: 'too_old', message: 'Too old.' };
    expect(isSameValuation({ ...refused }, refused)).toBe(true);
    expect(isSameValuation({ ...refused, reason: 'too_many_km' }, refused)).toBe(false);
    expect(isSameValuation({ kind: 'unavailable', message: 'Too old.' }, refused)).toBe(false);
  });

  it('never matches what is not a valuation', () => {
    expect(isSameValuation(null, null)).toBe(false);
    expect(isSameValuation({ kind: 'estimate' }, { kind: 'estimate' })).toBe(false);
    expect(isSameValuation(ESTIMATE, undefined)).toBe(false);
  });
});
