import 'server-only';
import type { SiteConfig } from '@/config';
import { instantSearchParamsSchema, type InstantSearchResponse } from '@/domain/search/instant-search';
import { toInstantSearchResponse } from '@/domain/search/instant-search-response';
import { sanitizeQuery } from '@/domain/search/text-match';
import type { Database } from '@/server/db/client';
import { loadSearchUrlContext } from '../search/api/url-context';
import { InstantSearchUnavailableError, type InstantSearchProvider } from './provider';
import { instantSearchProviderFor } from './select-provider';
import { log } from '@/server/logging';

export const INSTANT_SEARCH_UNAVAILABLE = 'Search is unavailable right now.';

export type InstantSearchSite = { id: number; slug: string; config: SiteConfig };

export type InstantSearchApiResponse =
  | { status: 200; body: InstantSearchResponse }
  | { status: 400; body: { error: string; fieldErrors: Record<string, string> } }
  | { status: 503; body: { error: string } }
  /** The browser dropped the request (a newer keystroke superseded it): nobody reads the answer. */
  | { status: 499; body: { error: string } };

/**
 * GET /api/search/instant?q=… (C-95..C-99): the text is validated (400 naming the field), sanitised (C-14) and
 * answered by the site's provider. A provider outage is a 503 the box shows, logged with its cause.
 */
export async function handleInstantSearchApi(
  db: Database,
  site: InstantSearchSite,
  searchParams: URLSearchParams,
  options: { provider?: InstantSearchProvider; signal?: AbortSignal } = {},
): Promise<InstantSearchApiResponse> {
  const parsed = instantSearchParamsSchema.safeParse({ q: searchParams.get('q') ?? undefined });
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    return { status: 400, body: { error: 'Invalid search parameters', fieldErrors } };
  }
  const query = sanitizeQuery(parsed.data.q);
  const provider = options.provider ?? instantSearchProviderFor(db, site);
  try {
    const [result, urlContext] = await Promise.all([
      provider.search(query, { signal: options.signal }),
      loadSearchUrlContext(db, site.id, site.config),
    ]);
    const { cards, search } = site.config;
    const response = toInstantSearchResponse(result, {
      query,
      cards,
      customBodyTypes: search.customBodyTypes,
      urlContext,
    });
    return { status: 200, body: response };
  } catch (error) {
    if (options.signal?.aborted) return { status: 499, body: { error: 'Request aborted' } };
    if (!(error instanceof InstantSearchUnavailableError)) throw error;
    log.error({ siteId: site.id, provider: provider.name, err: error }, 'instant search failed');
    return { status: 503, body: { error: INSTANT_SEARCH_UNAVAILABLE } };
  }
}
