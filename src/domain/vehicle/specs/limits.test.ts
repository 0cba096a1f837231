import { describe, expect, it } from 'vitest';
import {
  ALL_SPECIFICATIONS_VISIBLE,
  FEATURES_VISIBLE,
  KEY_INFORMATION_VISIBLE,
  markCollapsedRows,
  needsToggle,
} from './limits';
import type { SpecGroup } from './types';

const rows = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({ label: `${prefix}${i + 1}`, value: String(i + 1) }));

describe('limits', () => {
  it('holds the spec numbers (D-28, D-29, D-30)', () => {
    expect([KEY_INFORMATION_VISIBLE, ALL_SPECIFICATIONS_VISIBLE, FEATURES_VISIBLE]).toEqual([4, 4, 8]);
  });

  it('needs a toggle only above the limit', () => {
    expect(needsToggle(4, 4)).toBe(false);
    expect(needsToggle(5, 4)).toBe(true);
    expect(needsToggle(8, 8)).toBe(false);
    expect(needsToggle(9, 8)).toBe(true);
    expect(needsToggle(0, 4)).toBe(false);
  });
});

describe('markCollapsedRows (D-29)', () => {
  it('shows the first 4 rows across lists and hides lists that are wholly extra', () => {
    const groups: SpecGroup[] = [
      { key: 'featured', title: 'Featured', rows: rows('f', 3) },
      { key: 'specifications', title: 'Specifications', rows: rows('s', 2) },
      { key: 'summary', title: 'Summary', rows: rows('m', 2) },
    ];
    const marked = markCollapsedRows(groups, 4);
    expect(marked.map((g) => [g.title, g.isExtra, g.rows.map((r) => `${r.label}:${r.isExtra}`)])).toEqual([
      ['Featured', false, ['f1:false', 'f2:false', 'f3:false']],
      ['Specifications', false, ['s1:false', 's2:true']],
      ['Summary', true, ['m1:true', 'm2:true']],
    ]);
  });

  it('leaves everything shown when the lists hold no more than the limit', () => {
    const marked = markCollapsedRows([{ key: 'featured', title: 'Featured', rows: rows('f', 4) }], 4);
    expect(marked[0]!.rows.every((r) => !r.isExtra)).toBe(true);
    expect(marked[0]!.isExtra).toBe(false);
  });
});
