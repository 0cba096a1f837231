import { isSold } from '@/domain/stock/availability';

type SoldFields = { sold: boolean; status: string };

/**
 * C-75/C-76 `collapseSoldRuns`, on one page of hits after the engine's sold retention (C-78, X-10): when every
 * car is sold all are shown; otherwise only the first car of each consecutive run of sold cars stays.
 * [A, x1, x2, B, x3] → [A, x1, B, x3].
 */
export function collapseSoldRuns<T extends SoldFields>(hits: readonly T[]): T[] {
  if (hits.every(isSold)) return [...hits];
  return hits.filter((hit, i) => {
    const previous = hits[i - 1];
    return !isSold(hit) || previous === undefined || !isSold(previous);
  });
}

/** C-79: collapsing changes the cards on the page, never the reported count (the engine's total). */
export function withCollapsedSoldRuns<T extends SoldFields, R extends { hits: T[] }>(result: R): R {
  return { ...result, hits: collapseSoldRuns(result.hits) };
}
