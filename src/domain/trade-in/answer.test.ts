import { describe, expect, it } from 'vitest';
import { readValuationAnswer } from './answer';

const ESTIMATE = {
  kind: 'estimate',
  low: 1_000,
  high: 2_000,
  offer: 1_500,
  comparables: 7,
  level: 'variant',
  basis: 'Based on 7.',
  expiresAt: '2026-12-10T05:00:00.000Z',
  validUntil: '10 December 2026',
};

describe('readValuationAnswer', () => {
  it('reads each kind of answer', () => {
    expect(readValuationAnswer(ESTIMATE)).toEqual(ESTIMATE);
    // An outside service's estimate names no level of ours.
    expect(readValuationAnswer({ ...ESTIMATE, level: null })).toEqual({ ...ESTIMATE, level: null });
    // One stored before decisions 072 and 073: no level and no term.
    const { level: _level, expiresAt: _expires, validUntil: _until, ...stored } = ESTIMATE;
    expect(readValuationAnswer(stored)).toEqual({
      ...ESTIMATE,
      level: null,
      expiresAt: null,
      validUntil: null,
    });
    expect(readValuationAnswer({ kind: 'refused', reason: 'too_old', message: 'Too old.' })).toEqual({
      kind: 'refused',
      reason: 'too_old',
      message: 'Too old.',
    });
    expect(readValuationAnswer({ kind: 'too_few', comparables: 2, message: 'Few.', extra: 1 })).toEqual({
      kind: 'too_few',
      comparables: 2,
      message: 'Few.',
    });
    expect(readValuationAnswer({ kind: 'unavailable', message: 'Later.' })).toEqual({
      kind: 'unavailable',
      message: 'Later.',
    });
  });

  it('refuses anything else', () => {
    for (const raw of [
      null,
      'estimate',
      { ...ESTIMATE, offer: '1500' },
      { ...ESTIMATE, low: -1 },
      { ...ESTIMATE, basis: ' ' },
      { ...ESTIMATE, level: 'trim' },
      { kind: 'refused', reason: 'too_ugly', message: 'x' },
      { kind: 'too_few', comparables: 'two', message: 'x' },
      { kind: 'unavailable' },
      { kind: 'other', message: 'x' },
    ]) {
      expect(readValuationAnswer(raw)).toBeNull();
    }
  });
});
