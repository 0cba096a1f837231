import type { InstantSearchResult } from '@/domain/search/instant-search';
import { ProviderUnavailableError } from '@/server/providers/provider-unavailable-error';

/**
 * Instant search behind one interface (architecture: providers): the built-in one answers from our own
 * engine; the HTTP one calls a site's hosted index. `query` is already sanitised (C-14).
 */
export type InstantSearchProvider = {
  readonly name: 'built-in' | 'meilisearch';
  search(query: string, options?: { signal?: AbortSignal }): Promise<InstantSearchResult>;
};

/** The provider could not answer (network, timeout, HTTP error, malformed body): the box says so. */
export class InstantSearchUnavailableError extends ProviderUnavailableError {
  override name = 'InstantSearchUnavailableError';
}
