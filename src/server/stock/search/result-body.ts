import 'server-only';
import type { SearchResult } from '@/domain/search/state';

/**
 * GET /api/search's body without its time: `JSON.stringify(result)` up to `"ms":`, the hits spliced in from
 * the cards' stored JSON. Stored per result so a repeated search is one string concatenation.
 */
export function resultBodyHead(
  result: SearchResult,
  docs: readonly number[],
  cardJson: (doc: number) => string,
): string {
  const { count, facets, stats, page, pages } = result;
  const hits = docs.map(cardJson).join(',');
  return `{"hits":[${hits}],"count":${count},"facets":${JSON.stringify(facets)},"stats":${JSON.stringify(stats)},"page":${page},"pages":${pages},"ms":`;
}

/** The whole body: the head and this request's time. */
export function resultBody(head: string, ms: number): string {
  return `${head}${JSON.stringify(ms)}}`;
}
