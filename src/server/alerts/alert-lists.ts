import type { SiteIndex } from '@/server/stock/search/engine/site-index';

/** Document of car `id` in an index whose documents are in id order, or -1. */
export function docOf(index: SiteIndex, id: number): number {
  let low = 0;
  let high = index.size - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const at = index.ids[mid]!;
    if (at === id) return mid;
    if (at < id) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/** Rows per multi-row statement: PostgreSQL takes at most 65,535 parameters in one. */
const BATCH_ROWS = 1_000;

export function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH_ROWS) out.push(items.slice(i, i + BATCH_ROWS));
  return out;
}

/** `items` in lists by `keyOf`, each list in the items' order. */
export function groupBy<K, T, V>(
  items: readonly T[],
  keyOf: (item: T) => K,
  valueOf: (item: T) => V,
): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const item of items) {
    const group = groups.get(keyOf(item));
    if (group) group.push(valueOf(item));
    else groups.set(keyOf(item), [valueOf(item)]);
  }
  return groups;
}
