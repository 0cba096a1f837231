import 'server-only';
import type { SiteConfig } from '@/config';
import { parseSearchUrl } from '@/domain/search/url';
import type { Database } from '@/server/db/client';
import { searchStockJson } from '../search-stock';
import { loadSearchUrlContext } from './url-context';
import { logIgnoredSearchParams } from './log-ignored';

export type SearchApiSite = { id: number; slug: string; config: SiteConfig };

export type SearchApiResponse =
  | { status: 200; json: string }
  | { status: 400; body: { error: string; fieldErrors: Record<string, string> } };

/**
 * GET /api/search (decision 005): the page URL's query parameters in, the engine's shape out as JSON text (a
 * `SearchResult`, serialised once per cached result). Malformed parameters are a 400 naming each field;
 * values out of range are ignored (S1 §5) and logged, not errors.
 */
export async function handleSearchApi(
  db: Database,
  site: SearchApiSite,
  searchParams: URLSearchParams,
  now = new Date(),
): Promise<SearchApiResponse> {
  const context = await loadSearchUrlContext(db, site.id, site.config);
  const parsed = parseSearchUrl({ pathSegments: [], searchParams }, context);
  if (parsed.kind === 'invalid') {
    const fieldErrors = Object.fromEntries(parsed.errors.map((error) => [error.param, error.message]));
    return { status: 400, body: { error: 'Invalid search parameters', fieldErrors } };
  }
  if (parsed.kind === 'not_found') throw new Error(`search API: unexpected not_found (${parsed.reason})`);
  logIgnoredSearchParams(site.slug, parsed.ignored);
  return { status: 200, json: await searchStockJson(db, site.id, parsed.state, { now }) };
}
