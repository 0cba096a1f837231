import { describe, expect, it } from 'vitest';
import { listChanges, mergeWithoutDuplicates } from './merge-lists';

describe('mergeWithoutDuplicates', () => {
  it("keeps the first list's order, then the second's new ids", () => {
    expect(mergeWithoutDuplicates([3, 1], [1, 4, 3, 5])).toEqual([3, 1, 4, 5]);
    expect(mergeWithoutDuplicates([], [2, 2, 1])).toEqual([2, 1]);
  });

  it('stops at the limit', () => {
    expect(mergeWithoutDuplicates([7, 8], [1, 2, 3], 3)).toEqual([7, 8, 1]);
    expect(mergeWithoutDuplicates([1, 2, 3, 4], [], 3)).toEqual([1, 2, 3]);
  });
});

describe('listChanges', () => {
  it('names the added and the removed ids', () => {
    expect(listChanges([1, 2, 3], [2, 3, 4, 5])).toEqual({ add: [4, 5], remove: [1] });
    expect(listChanges([1], [1])).toEqual({ add: [], remove: [] });
  });
});
