import { describe, expect, it } from 'vitest';
import {
  isPositiveInteger,
  isRecord,
  isShortStringOrNull,
  isStringList,
  isStringRecord,
} from './stored-values';

describe('checks for values read back from browser storage', () => {
  it('isRecord: a plain object, not null or a list', () => {
    expect([{}, { a: 1 }, null, [], 'x', 3].map(isRecord)).toEqual([true, true, false, false, false, false]);
  });

  it('isPositiveInteger: a whole number from 1 up to the largest safe integer', () => {
    expect([1, 42, Number.MAX_SAFE_INTEGER].map(isPositiveInteger)).toEqual([true, true, true]);
    const refused = [0, -3, 1.5, 2 ** 53, '7', Number.NaN, null];
    expect(refused.filter(isPositiveInteger)).toEqual([]);
  });

  it('isStringList: a list of strings only, each within the length given', () => {
    const lists = [[], ['a', 'b'], ['a', 1], 'a', { 0: 'a' }];
    expect(lists.map((list) => isStringList(list))).toEqual([true, true, false, false, false]);
    expect(isStringList(['ab', 'abc'], 3)).toBe(true);
    expect(isStringList(['ab', 'abcd'], 3)).toBe(false);
  });

  it('isStringRecord: an object of strings only, each within the length given', () => {
    expect(isStringRecord({ a: 'x', b: 'yz' }, 2)).toBe(true);
    expect(isStringRecord({ a: 'xyz' }, 2)).toBe(false);
    expect(isStringRecord({ a: 1 })).toBe(false);
    expect(isStringRecord(['x'])).toBe(false);
    expect(isStringRecord({})).toBe(true);
  });

  it('isShortStringOrNull: null, or a string within the length given', () => {
    const values = [null, '', 'abc', 'abcd', undefined, 3];
    expect(values.map((value) => isShortStringOrNull(value, 3))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
