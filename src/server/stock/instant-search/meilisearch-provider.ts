import 'server-only';
import { buildMultiSearchBody } from '@/domain/search/instant-search';
import { multiSearchResponseSchema, toInstantSearchResult } from './meilisearch-response';
import { InstantSearchUnavailableError, type InstantSearchProvider } from './provider';

/** A header box that waits longer than this is worse than one that says search is unavailable. */
export const INSTANT_SEARCH_TIMEOUT_MS = 2_500;

export type MeilisearchOptions = {
  /** `search.instantSearch` of the site config (C-95). */
  host: string;
  apiKey: string;
  index: string;
  /** `search.filters` of the site config (C-96). */
  siteFilters: string;
  timeoutMs?: number;
};

async function readJson(response: Response): Promise<unknown> {
  if (!response.ok) {
    // Meilisearch errors carry a code ('invalid_api_key', 'index_not_found'): enough to act on, no secrets.
    const detail = (await response.json().catch(() => null)) as { code?: unknown } | null;
    const code = typeof detail?.code === 'string' ? ` (${detail.code})` : '';
    throw new InstantSearchUnavailableError(`Instant search answered HTTP ${response.status}${code}`);
  }
  try {
    return await response.json();
  } catch (error) {
    if (error instanceof SyntaxError) {
      throw new InstantSearchUnavailableError('Instant search answered with invalid JSON', { cause: error });
    }
    throw error;
  }
}

/** Any failure as an InstantSearchUnavailableError, except the caller's own abort, which is passed on. */
function asUnavailable(error: unknown, timeout: AbortSignal, timeoutMs: number, caller?: AbortSignal) {
  if (error instanceof InstantSearchUnavailableError) return error;
  if (timeout.aborted) {
    return new InstantSearchUnavailableError(`Instant search timed out after ${timeoutMs} ms`, {
      cause: error,
    });
  }
  if (caller?.aborted) return error;
  return new InstantSearchUnavailableError('Instant search could not be reached', { cause: error });
}

/**
 * The hosted provider (C-95..C-99): Meilisearch's `POST {host}/multi-search` with the site's key, index and
 * filter, validated before use.
 */
export function createMeilisearchInstantSearch(options: MeilisearchOptions): InstantSearchProvider {
  const url = `${options.host.replace(/\/+$/, '')}/multi-search`;
  const timeoutMs = options.timeoutMs ?? INSTANT_SEARCH_TIMEOUT_MS;
  return {
    name: 'meilisearch',
    async search(query, { signal } = {}) {
      const timeout = AbortSignal.timeout(timeoutMs);
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { Authorization: `Bearer ${options.apiKey}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(
            buildMultiSearchBody({ index: options.index, query, siteFilters: options.siteFilters }),
          ),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
          cache: 'no-store',
        });
        const parsed = multiSearchResponseSchema.safeParse(await readJson(response));
        if (!parsed.success) {
          throw new InstantSearchUnavailableError('Instant search answered an unexpected shape', {
            cause: parsed.error,
          });
        }
        return toInstantSearchResult(parsed.data);
      } catch (error) {
        throw asUnavailable(error, timeout, timeoutMs, signal);
      }
    },
  };
}
