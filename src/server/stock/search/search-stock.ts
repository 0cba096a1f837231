import 'server-only';
import { offsetForPage, type SearchState } from '@/domain/search/state';
import { resolveStockRules } from '@/domain/search/stock-rules';
import { sanitizeQuery } from '@/domain/search/text-match';
import { DISTANCE_SORT } from '@/domain/search/near';
import type { Database } from '@/server/db/client';
import type { SiteIndex } from './engine/site-index';
import { forEachExpiredSold, listedDocs } from './engine/predicates';
import { answerSiteIndex } from './engine/search-index';
import { placeNearSearch } from './near-origin';
import { resultBody, resultBodyHead, withDistance } from './result-body';
import { resolveSort } from './search-settings';
import { SiteIndexes, type StockSearchOptions } from './site-indexes';
import { stockUrlLists, type StockUrlLists } from './url-lists';

export type SearchOptions = { now?: Date };
/** A car some search of the site lists: what a sitemap needs to link its page. */
export type ListedCar = { id: number; slug: string };

/**
 * The result-cache key (C-23): site, stock version, offset, query, sort and the selections in a canonical
 * order, plus how many sold cars are still inside their retention at `now`, so a car dropping out is never
 * served stale.
 */
function resultKey(index: SiteIndex, state: SearchState, now: Date): string {
  const sort = resolveSort(state.sortBy, index.settings.sortOptions);
  const rules = resolveStockRules(index.settings.ruleOptions, now, sort.key);
  let soldListed = index.soldDocs.length;
  forEachExpiredSold(index, rules, () => soldListed--);
  const refinements = Object.entries(state.refinements)
    .filter(([, values]) => values && values.length > 0)
    .map(([attribute, values]) => [attribute, [...new Set(values)].sort()])
    .sort(([a], [b]) => (a! < b! ? -1 : 1));
  const ranges = Object.entries(state.ranges).sort(([a], [b]) => (a < b ? -1 : 1));
  const { siteId, stockVersion } = index.settings;
  const parts = [siteId, stockVersion, offsetForPage(state.page), sanitizeQuery(state.query), sort.key];
  return JSON.stringify([...parts, refinements, ranges, soldListed, nearKey(state)]);
}

/** A near-me search's part of the key: where it measures from and whether it sorts by distance. */
function nearKey({ near, sortBy }: SearchState): unknown[] | null {
  if (!near) return null;
  const origin = near.origin ? [near.origin.lat, near.origin.lng] : null;
  return [near.postcode, near.radiusKm, origin, sortBy === DISTANCE_SORT.key];
}

/**
 * A search service over the site indexes (site-indexes.ts): answers searches from each index's result and
 * card caches, and lists what the sitemap and search URLs need.
 */
export function createStockSearch(options: StockSearchOptions = {}) {
  const indexes = new SiteIndexes(options);

  async function answer(db: Database, siteId: number, asked: SearchState, now: Date) {
    const [entry, placed] = await Promise.all([indexes.currentEntry(db, siteId), placeNearSearch(asked)]);
    const { state } = placed;
    const key = resultKey(entry.index, state, now);
    let cached = entry.results.get(key);
    if (!cached) {
      const answered = answerSiteIndex(entry.index, state, now, (doc) => entry.cards.hit(doc));
      const result = placed.near ? { ...answered.result, near: placed.near } : answered.result;
      cached = { result, docs: answered.docs, distances: answered.distances, bodyHead: null };
      entry.results.set(key, cached);
    }
    return { entry, cached };
  }

  /** The result objects (the search page). */
  async function search(db: Database, siteId: number, state: SearchState, opts: SearchOptions = {}) {
    const started = performance.now();
    const { cached } = await answer(db, siteId, state, opts.now ?? new Date());
    return { ...cached.result, ms: performance.now() - started };
  }

  /** The same result as GET /api/search's JSON body, serialised once per cached result. */
  async function searchJson(db: Database, siteId: number, state: SearchState, opts: SearchOptions = {}) {
    const started = performance.now();
    const { entry, cached } = await answer(db, siteId, state, opts.now ?? new Date());
    const { docs, distances } = cached;
    cached.bodyHead ??= resultBodyHead(cached.result, docs, (doc, i) =>
      withDistance(entry.cards.json(doc), distances?.[i]),
    );
    return resultBody(cached.bodyHead, performance.now() - started);
  }

  /** Every car the site's search lists at `now`, in id order (the sitemap's cars). */
  async function listed(db: Database, siteId: number, opts: SearchOptions = {}): Promise<ListedCar[]> {
    const entry = await indexes.currentEntry(db, siteId);
    const { rows } = entry.index;
    return Array.from(listedDocs(entry.index, opts.now ?? new Date()), (doc) => {
      const row = rows[doc]!;
      return { id: row.id, slug: row.slug };
    });
  }

  /** The site's makes, models and dealership slugs (what search URLs are parsed against), from its index. */
  async function urlLists(db: Database, siteId: number): Promise<StockUrlLists> {
    const entry = await indexes.currentEntry(db, siteId);
    return (entry.urlLists ??= stockUrlLists(entry.index));
  }

  return {
    search,
    searchJson,
    listed,
    urlLists,
    freshIndex: (db: Database, siteId: number) => indexes.freshIndex(db, siteId),
    warm: (db: Database, siteIds: readonly number[]) => indexes.warm(db, siteIds),
    watch: (db: Database) => indexes.watch(db),
    settled: (siteId: number) => indexes.settled(siteId),
    /** Site ids whose index is in memory, least recently used first (for tests and diagnostics). */
    cachedSites: () => indexes.cachedSites(),
    cachedResults: (siteId: number) => indexes.held(siteId)?.results.size ?? 0,
    /** Sites `warm` has still to build (health reports it). */
    warmingSites: () => indexes.warmingSites(),
    /** Whether a site's index is being built (for tests and diagnostics). */
    isBuilding: (siteId: number) => indexes.isBuilding(siteId),
    /** The stock version the site's searches answer from now, or null before its first build (decision 039). */
    servedStockVersion: (siteId: number): number | null =>
      indexes.held(siteId)?.index.settings.stockVersion ?? null,
  };
}

export type StockSearch = ReturnType<typeof createStockSearch>;

// One instance per process on globalThis: Next bundles route handlers and pages separately, and a
// module-level instance would hold a second copy of every site's index.
const holder = globalThis as typeof globalThis & { __forecourtStockSearch?: StockSearch };

export function stockSearch(): StockSearch {
  holder.__forecourtStockSearch ??= createStockSearch();
  return holder.__forecourtStockSearch;
}

/** `searchStock(db, siteId, state, { now })`: the in-memory engine behind the search pages and API. */
export function searchStock(db: Database, siteId: number, state: SearchState, options?: SearchOptions) {
  return stockSearch().search(db, siteId, state, options);
}

/** `searchStockJson(db, siteId, state, { now })`: the same result as GET /api/search's JSON body. */
export function searchStockJson(db: Database, siteId: number, state: SearchState, options?: SearchOptions) {
  return stockSearch().searchJson(db, siteId, state, options);
}

/** `listListedCars(db, siteId, { now })`: every car the site's search lists, from the same index. */
export function listListedCars(db: Database, siteId: number, options?: SearchOptions) {
  return stockSearch().listed(db, siteId, options);
}
