import 'server-only';
import { INSTANT_HIT_LIMIT, type InstantHitSource } from '@/domain/search/instant-search';
import { EMPTY_SEARCH_STATE, type SearchHit } from '@/domain/search/state';
import type { Database } from '@/server/db/client';
import { searchStock } from '../search/search-stock';
import type { InstantSearchProvider } from './provider';

function toHitSource(hit: SearchHit): InstantHitSource {
  const { id, slug, year, make, model, badge, series, imageUrl } = hit;
  const { price, beforePrice, subscriptionPrice, preorder, priceType } = hit;
  const priced = { price, beforePrice, subscriptionPrice, preorder, priceType };
  return { id, slug, year, make, model, badge, series, imageUrl, ...priced, titleParts: null };
}

/**
 * The default provider: our own engine on the site's stock, so no outside call is made. The engine applies the
 * site's `search.filters` and stock rules; its first page (21 cars, C-97) gives the first 10, its `body` facet
 * the body shortcuts and its price stats the price range.
 */
export function createBuiltInInstantSearch(options: {
  db: Database;
  siteId: number;
  /** The site's default sort key (the first of `search.sortOptions`). */
  sortBy: string;
  now?: () => Date;
}): InstantSearchProvider {
  return {
    name: 'built-in',
    async search(query) {
      const state = { ...EMPTY_SEARCH_STATE, query, sortBy: options.sortBy };
      const now = options.now?.() ?? new Date();
      const result = await searchStock(options.db, options.siteId, state, { now });
      return {
        hits: result.hits.slice(0, INSTANT_HIT_LIMIT).map(toHitSource),
        bodies: result.facets.body ?? [],
        price: result.stats.price,
      };
    },
  };
}
