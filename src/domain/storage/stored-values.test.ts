import { describe, expect, it } from 'vitest';
import { isPositiveInteger, isRecord, isStringList } from './stored-values';

describe('checks for values read back from browser storage', () => {
  it('isRecord: a plain object, not null or a list', () => {
    expect([{}, { a: 1 }, null, [], 'x', 3].map(isRecord)).toEqual([true, true, false, false, false, false]);
  });

  it('isPositiveInteger: a whole number from 1 up to the largest safe integer', () => {
    const values = [1, 42, Number.MAX_SAFE_INTEGER, 0, -3, 1.5, 2 ** 53, '7', Number.NaN];
    expect(values.map(isPositiveInteger)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('isStringList: a list of strings only', () => {
    expect([[], ['a', 'b'], ['a', 1], 'a', { 0: 'a' }].map(isStringList)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
