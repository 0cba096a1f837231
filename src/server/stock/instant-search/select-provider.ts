import 'server-only';
import type { SiteConfig } from '@/config';
import type { Database } from '@/server/db/client';
import { createBuiltInInstantSearch } from './built-in-provider';
import { createMeilisearchInstantSearch, type OutboundTestOptions } from './meilisearch-provider';
import type { InstantSearchProvider } from './provider';

/**
 * The site's provider: its hosted index when `search.instantSearch` is set, otherwise (the default) our own
 * engine, so a default site makes no outside call.
 */
export function instantSearchProviderFor(
  db: Database,
  site: { id: number; config: SiteConfig },
  /** Tests only: how the hosted provider reaches a local fake server. */
  outbound: OutboundTestOptions = {},
): InstantSearchProvider {
  const { search } = site.config;
  if (search.instantSearch) {
    return createMeilisearchInstantSearch({
      ...search.instantSearch,
      siteFilters: search.filters,
      ...outbound,
    });
  }
  return createBuiltInInstantSearch({ db, siteId: site.id, sortBy: search.sortOptions[0]!.key });
}
