import { describe, expect, it } from 'vitest';
import { parseIdList } from './id-list';

describe('parseIdList', () => {
  it('reads comma-separated ids in order, trimmed, without duplicates, up to the limit', () => {
    expect(parseIdList(' 12, 7,12,9 ,4', 3)).toEqual([12, 7, 9]);
    expect(parseIdList(['5,6', '7'], 10)).toEqual([5, 6, 7]);
  });

  it('drops what is not a row id', () => {
    expect(parseIdList('x,0,012,-3,1.5,2147483648,2147483647,', 10)).toEqual([2_147_483_647]);
    expect(parseIdList(undefined, 3)).toEqual([]);
    expect(parseIdList(null, 3)).toEqual([]);
    expect(parseIdList('', 3)).toEqual([]);
  });
});
