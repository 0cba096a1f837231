import type { InstantSearchResponse } from '@/domain/search/instant-search';

function looksLikeInstantResponse(body: unknown): body is InstantSearchResponse {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Partial<InstantSearchResponse>;
  return (
    typeof candidate.query === 'string' &&
    Array.isArray(candidate.hits) &&
    Array.isArray(candidate.bodies) &&
    typeof candidate.searchHref === 'string'
  );
}

/** One GET /api/search/instant on the page's own host (the server derives the site from it). */
export async function fetchInstantSearch(query: string, signal: AbortSignal): Promise<InstantSearchResponse> {
  const response = await fetch(`/api/search/instant?${new URLSearchParams({ q: query }).toString()}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET /api/search/instant answered ${response.status}`);
  const body: unknown = await response.json();
  if (!looksLikeInstantResponse(body)) throw new Error('GET /api/search/instant answered an unexpected body');
  return body;
}
