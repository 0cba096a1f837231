import 'server-only';
import { eq } from 'drizzle-orm';
import { SearchCache } from '@/domain/search/result-cache';
import { offsetForPage, type SearchResult, type SearchState } from '@/domain/search/state';
import { resolveStockRules } from '@/domain/search/stock-rules';
import { sanitizeQuery } from '@/domain/search/text-match';
import type { Database } from '@/server/db/client';
import { sites } from '@/server/db/schema';
import { buildSiteIndex, type SiteIndex } from './engine/site-index';
import { loadStock } from './load-stock';
import { forEachExpiredSold, listedDocs } from './engine/predicates';
import { querySiteIndex } from './engine/search-index';
import { loadSearchSettings, resolveSort } from './search-settings';

export type StockSearchOptions = {
  /** Memory bound: the LRU keeps site indexes while their vehicles add up to at most this. */
  maxVehicles?: number;
  /** A site's stock_version is read at most this often; 1 s keeps an edit visible within 2 s (issue 3). */
  versionCheckMs?: number;
};
export type SearchOptions = { now?: Date };
/** A car some search of the site lists: what a sitemap needs to link its page. */
export type ListedCar = { id: number; slug: string };

type SiteEntry = { index: SiteIndex; checkedAt: number; results: SearchCache<SearchResult> };

async function readStockVersion(db: Database, siteId: number): Promise<number> {
  const [row] = await db.select({ version: sites.stockVersion }).from(sites).where(eq(sites.id, siteId));
  if (!row) throw new Error(`Site ${siteId} does not exist`);
  return row.version;
}

async function buildEntry(db: Database, siteId: number): Promise<SiteEntry> {
  const settings = await loadSearchSettings(db, siteId);
  const stock = await loadStock(db, { siteId, financeProvider: settings.financeProvider });
  return {
    index: buildSiteIndex(stock, settings),
    checkedAt: Date.now(),
    results: new SearchCache(settings.cacheSize),
  };
}

/**
 * The result-cache key (C-23): stock version, offset, query, sort and the selections in a canonical order, plus
 * how many sold cars are still inside their retention at `now`, so a car dropping out is never served stale.
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
  const parts = [
    index.settings.stockVersion,
    offsetForPage(state.page),
    sanitizeQuery(state.query),
    sort.key,
  ];
  return JSON.stringify([...parts, refinements, ranges, soldListed]);
}

/** A search service: per-site indexes in an LRU bounded by vehicles, each with its own result cache. */
export function createStockSearch(options: StockSearchOptions = {}) {
  const maxVehicles = options.maxVehicles ?? 1_000_000;
  const versionCheckMs = options.versionCheckMs ?? 1000;
  const entries = new Map<number, SiteEntry>();
  const building = new Map<number, Promise<SiteEntry>>();

  function remember(siteId: number, entry: SiteEntry): void {
    entries.delete(siteId);
    entries.set(siteId, entry);
    let total = 0;
    for (const other of entries.values()) total += other.index.size;
    for (const [oldest, other] of entries) {
      if (total <= maxVehicles || oldest === siteId) break;
      entries.delete(oldest);
      total -= other.index.size;
    }
  }

  async function currentEntry(db: Database, siteId: number): Promise<SiteEntry> {
    const entry = entries.get(siteId);
    if (entry && Date.now() - entry.checkedAt < versionCheckMs) return entry;
    if (entry && (await readStockVersion(db, siteId)) === entry.index.settings.stockVersion) {
      entry.checkedAt = Date.now();
      return entry;
    }
    let pending = building.get(siteId);
    if (!pending) {
      pending = buildEntry(db, siteId).finally(() => building.delete(siteId));
      building.set(siteId, pending);
    }
    return pending;
  }

  async function search(db: Database, siteId: number, state: SearchState, opts: SearchOptions = {}) {
    const started = performance.now();
    const now = opts.now ?? new Date();
    const entry = await currentEntry(db, siteId);
    remember(siteId, entry);
    const key = resultKey(entry.index, state, now);
    const cached = entry.results.get(key);
    if (cached) return { ...cached, ms: performance.now() - started };
    const result = querySiteIndex(entry.index, state, now);
    // C-24: the cache evicts the oldest entry once the site's `search.cacheSize` is exceeded.
    entry.results.set(key, result);
    return result;
  }

  /** Every car the site's search lists at `now`, in id order (the sitemap's cars). */
  async function listed(db: Database, siteId: number, opts: SearchOptions = {}): Promise<ListedCar[]> {
    const entry = await currentEntry(db, siteId);
    remember(siteId, entry);
    const { rows } = entry.index;
    return Array.from(listedDocs(entry.index, opts.now ?? new Date()), (doc) => {
      const row = rows[doc]!;
      return { id: row.id, slug: row.slug };
    });
  }

  return {
    search,
    listed,
    /** Site ids whose index is in memory, least recently used first (for tests and diagnostics). */
    cachedSites: () => [...entries.keys()],
    cachedResults: (siteId: number) => entries.get(siteId)?.results.size ?? 0,
  };
}

export type StockSearch = ReturnType<typeof createStockSearch>;

// One instance per process on globalThis: Next bundles route handlers and pages separately, and a
// module-level instance would hold a second copy of every site's index.
const holder = globalThis as typeof globalThis & { __forecourtStockSearch?: StockSearch };

function stockSearch(): StockSearch {
  holder.__forecourtStockSearch ??= createStockSearch();
  return holder.__forecourtStockSearch;
}

/** `searchStock(db, siteId, state, { now })`: the in-memory engine behind the search pages and API. */
export function searchStock(db: Database, siteId: number, state: SearchState, options?: SearchOptions) {
  return stockSearch().search(db, siteId, state, options);
}

/** `listListedCars(db, siteId, { now })`: every car the site's search lists, from the same index. */
export function listListedCars(db: Database, siteId: number, options?: SearchOptions) {
  return stockSearch().listed(db, siteId, options);
}
