import 'server-only';
import type { SearchResult } from '@/domain/search/state';

/**
 * GET /api/search's body without its time: `JSON.stringify(result)` up to `"ms":`, the hits spliced in from
 * the cards' stored JSON. Stored per result so a repeated search is one string concatenation.
 */
export function resultBodyHead(
  result: SearchResult,
  docs: readonly number[],
  cardJson: (doc: number, i: number) => string,
): string {
  const { count, facets, stats, page, pages, near } = result;
  const hits = docs.map(cardJson).join(',');
  const nearPart = near ? `"near":${JSON.stringify(near)},` : '';
  return `{"hits":[${hits}],"count":${count},"facets":${JSON.stringify(facets)},"stats":${JSON.stringify(stats)},"page":${page},"pages":${pages},${nearPart}"ms":`;
}

/** A card's stored JSON with this search's distance added (the card cache is shared by every search). */
export function withDistance(cardJson: string, distanceKm: number | null | undefined): string {
  return distanceKm === undefined
    ? cardJson
    : `${cardJson.slice(0, -1)},"distanceKm":${JSON.stringify(distanceKm)}}`;
}

/** The whole body: the head and this request's time. */
export function resultBody(head: string, ms: number): string {
  return `${head}${JSON.stringify(ms)}}`;
}
