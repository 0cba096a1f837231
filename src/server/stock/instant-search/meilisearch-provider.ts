import 'server-only';
import { buildMultiSearchBody } from '@/domain/search/instant-search';
import { guardedRequest, type GuardedResult, type Resolver } from '@/server/outbound/guarded-request';
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
} & OutboundTestOptions;

/** TESTS ONLY (decision 031): a fake resolver and the allowance to reach a local fake Meilisearch. */
export type OutboundTestOptions = { resolve?: Resolver; allowPrivateAddresses?: boolean };

/** A page of ten hits with highlights and two facets; anything much bigger is not one. */
export const INSTANT_SEARCH_MAX_RESPONSE_BYTES = 1_048_576;

function failureMessage(result: Extract<GuardedResult, { ok: false }>, timeoutMs: number): string {
  if (result.failure === 'timeout') return `Instant search timed out after ${timeoutMs} ms`;
  if (result.failure === 'blocked') return `Instant search host refused: ${result.message}`;
  if (result.failure === 'too-large') return `Instant search ${result.message}`;
  return 'Instant search could not be reached';
}

function parseJson(body: Buffer): unknown {
  return JSON.parse(body.toString('utf8'));
}

/** The answer's JSON, or an unavailable error; the caller's own abort is passed on as is. */
function readJson(result: GuardedResult, timeoutMs: number, signal?: AbortSignal): unknown {
  if (!result.ok) {
    if (result.failure === 'aborted' && signal?.aborted) throw signal.reason;
    throw new InstantSearchUnavailableError(failureMessage(result, timeoutMs));
  }
  if (result.status < 200 || result.status > 299) {
    // Meilisearch errors carry a code ('invalid_api_key', 'index_not_found'): enough to act on, no secrets.
    let detail: { code?: unknown } | null = null;
    try {
      detail = parseJson(result.body) as { code?: unknown } | null;
    } catch {
      detail = null;
    }
    const code = typeof detail?.code === 'string' ? ` (${detail.code})` : '';
    throw new InstantSearchUnavailableError(`Instant search answered HTTP ${result.status}${code}`);
  }
  try {
    return parseJson(result.body);
  } catch (error) {
    throw new InstantSearchUnavailableError('Instant search answered with invalid JSON', { cause: error });
  }
}

/**
 * The hosted provider (C-95..C-99): Meilisearch's `POST {host}/multi-search` with the site's key, index and
 * filter, validated before use. Called through the guarded request (decision 031): public addresses only,
 * no redirects, a deadline and a size cap.
 */
export function createMeilisearchInstantSearch(options: MeilisearchOptions): InstantSearchProvider {
  const url = `${options.host.replace(/\/+$/, '')}/multi-search`;
  const timeoutMs = options.timeoutMs ?? INSTANT_SEARCH_TIMEOUT_MS;
  return {
    name: 'meilisearch',
    async search(query, { signal } = {}) {
      const result = await guardedRequest(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(
          buildMultiSearchBody({ index: options.index, query, siteFilters: options.siteFilters }),
        ),
        timeoutMs,
        maxResponseBytes: INSTANT_SEARCH_MAX_RESPONSE_BYTES,
        signal,
        resolve: options.resolve,
        allowPrivateAddresses: options.allowPrivateAddresses,
      });
      const parsed = multiSearchResponseSchema.safeParse(readJson(result, timeoutMs, signal));
      if (!parsed.success) {
        throw new InstantSearchUnavailableError('Instant search answered an unexpected shape', {
          cause: parsed.error,
        });
      }
      return toInstantSearchResult(parsed.data);
    },
  };
}
