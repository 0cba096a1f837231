import type { SearchResult } from '@/domain/search/state';

/** /api/search did not answer with a result (HTTP error or an unexpected body). */
export class SearchRequestError extends Error {}

function looksLikeSearchResult(body: unknown): body is SearchResult {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Partial<SearchResult>;
  return (
    Array.isArray(candidate.hits) &&
    typeof candidate.count === 'number' &&
    typeof candidate.pages === 'number' &&
    typeof candidate.facets === 'object' &&
    typeof candidate.stats === 'object'
  );
}

/** One search through GET /api/search on the page's own host (the site is derived from it on the server). */
export async function fetchSearchResult(apiQuery: string, signal: AbortSignal): Promise<SearchResult> {
  const response = await fetch(`/api/search?${apiQuery}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new SearchRequestError(`GET /api/search answered ${response.status}`);
  const body: unknown = await response.json();
  if (!looksLikeSearchResult(body))
    throw new SearchRequestError('GET /api/search answered an unexpected body');
  return body;
}
