import type { SpecGroup, SpecRow } from './types';

/** D-28: Key information rows shown before 'Show More'. */
export const KEY_INFORMATION_VISIBLE = 4;
/** D-29 (proposal): All Specifications rows shown, across its lists, before 'Show All'. */
export const ALL_SPECIFICATIONS_VISIBLE = 4;
/** D-30: feature list items shown before 'Show All'. */
export const FEATURES_VISIBLE = 8;

/** A toggle appears only when there is something to reveal: more items than the limit. */
export function needsToggle(count: number, limit: number): boolean {
  return count > limit;
}

export type CollapsibleRow = SpecRow & { isExtra: boolean };
export type CollapsibleGroup = Omit<SpecGroup, 'rows'> & { rows: CollapsibleRow[]; isExtra: boolean };

/**
 * D-29: marks which rows show while collapsed — the first `limit` rows counted across the lists in order —
 * and which lists are wholly extra (their heading hides with them).
 */
export function markCollapsedRows(groups: readonly SpecGroup[], limit: number): CollapsibleGroup[] {
  let shown = 0;
  return groups.map((group) => {
    const rows = group.rows.map((row) => ({ ...row, isExtra: shown++ >= limit }));
    return { ...group, rows, isExtra: rows.every((row) => row.isExtra) };
  });
}
