import 'server-only';
import type { SiteConfig } from '@/config';
import { sortKeysOf } from '@/domain/search/sort-options';
import type { SearchUrlContext } from '@/domain/search/url-types';
import type { Database } from '@/server/db/client';
import { stockSearch } from '../search-stock';

/**
 * What the search URL codec must know about one site: its routes and sorts (config) and the complete lists
 * of dealership slugs, makes and make:model values in its stock (not one facet page of 21). The lists come
 * from the site's search index (built once per stock version), not a database query per request.
 */
export async function loadSearchUrlContext(
  db: Database,
  siteId: number,
  config: SiteConfig,
): Promise<SearchUrlContext> {
  const lists = await stockSearch().urlLists(db, siteId);
  return {
    enabledRoutes: config.search.enabledRoutes,
    searchPath: config.search.path,
    ...lists,
    // The site's own sorts first (the first is the default), then the year and km sorts every site has.
    sortKeys: sortKeysOf(config.search.sortOptions),
  };
}
