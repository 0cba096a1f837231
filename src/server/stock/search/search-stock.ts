import 'server-only';
import { eq } from 'drizzle-orm';
import { offsetForPage, type SearchResult, type SearchState } from '@/domain/search/state';
import { resolveStockRules } from '@/domain/search/stock-rules';
import { sanitizeQuery } from '@/domain/search/text-match';
import { LRUCache } from 'lru-cache';
import type { Database } from '@/server/db/client';
import { sites } from '@/server/db/schema';
import { CardCache } from './cards';
import { siteIndexSteps, type SiteIndex } from './engine/site-index';
import { loadStockInPages } from './load-stock';
import { forEachExpiredSold, listedDocs } from './engine/predicates';
import { answerSiteIndex } from './engine/search-index';
import { resultBody, resultBodyHead } from './result-body';
import { loadSearchSettings, resolveSort } from './search-settings';
import { stockUrlLists, type StockUrlLists } from './url-lists';
import { log } from '@/server/logging';
import { DISTANCE_SORT } from '@/domain/search/near';
import { placeNearSearch } from './near-origin';
import { withDistance } from './result-body';

export type StockSearchOptions = {
  /** Memory bound: the LRU keeps site indexes while their vehicles add up to at most this. */
  maxVehicles?: number;
  /** A site's stock_version is read at most this often; 1 s keeps an edit visible within 2 s (issue 3). */
  versionCheckMs?: number;
  /** Results kept per site index, least recently used out first (decision 038). */
  resultCacheSize?: number;
  /** Cards (hit object and JSON) kept per site index. */
  cardCacheSize?: number;
  /** Awaited between build steps and stock pages: hands the event loop back (decision 038). */
  pause?: () => Promise<void>;
};
export type SearchOptions = { now?: Date };
/** A car some search of the site lists: what a sitemap needs to link its page. */
export type ListedCar = { id: number; slug: string };

type CachedAnswer = {
  result: SearchResult;
  docs: readonly number[];
  distances: readonly (number | null)[] | null;
  bodyHead: string | null;
};
type SiteEntry = {
  index: SiteIndex;
  checkedAt: number;
  results: LRUCache<string, CachedAnswer>;
  cards: CardCache;
  urlLists: StockUrlLists | null;
};

const RESULT_CACHE_SIZE = 300;
const CARD_CACHE_SIZE = 4_000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function readStockVersion(db: Database, siteId: number): Promise<number> {
  const [row] = await db.select({ version: sites.stockVersion }).from(sites).where(eq(sites.id, siteId));
  if (!row) throw new Error(`Site ${siteId} does not exist`);
  return row.version;
}

/** Runs the build steps, awaiting `pause` between them. */
async function runSteps<T>(steps: Generator<void, T>, pause: () => Promise<void>): Promise<T> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
  }
}

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
 * A search service: per-site indexes in an LRU bounded by vehicles, each with its own result and card caches.
 * A site whose stock changed keeps answering from its old index while one rebuild runs (decision 038).
 */
export function createStockSearch(options: StockSearchOptions = {}) {
  const maxVehicles = options.maxVehicles ?? 1_000_000;
  const versionCheckMs = options.versionCheckMs ?? 1000;
  const resultCacheSize = options.resultCacheSize ?? RESULT_CACHE_SIZE;
  const cardCacheSize = options.cardCacheSize ?? CARD_CACHE_SIZE;
  const pause = options.pause ?? nextTurn;
  const entries = new Map<number, SiteEntry>();
  const building = new Map<number, Promise<SiteEntry>>();
  const refreshing = new Map<number, Promise<void>>();
  let warming = 0;

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

  async function buildEntry(db: Database, siteId: number): Promise<SiteEntry> {
    const settings = await loadSearchSettings(db, siteId);
    const financeProvider = settings.financeProvider;
    const stock = await loadStockInPages(db, { siteId, financeProvider }, pause);
    await pause();
    const index = await runSteps(siteIndexSteps(stock, settings), pause);
    return {
      index,
      checkedAt: Date.now(),
      results: new LRUCache<string, CachedAnswer>({ max: resultCacheSize }),
      cards: new CardCache(index, cardCacheSize),
      urlLists: null,
    };
  }

  /** One build per site at a time; the new index replaces the old only once complete. */
  function rebuild(db: Database, siteId: number): Promise<SiteEntry> {
    let pending = building.get(siteId);
    if (!pending) {
      pending = buildEntry(db, siteId)
        .then((entry) => {
          remember(siteId, entry);
          return entry;
        })
        .finally(() => building.delete(siteId));
      building.set(siteId, pending);
    }
    return pending;
  }

  /** Reads the stock version in the background and rebuilds when it moved; requests never await this. */
  function refresh(db: Database, siteId: number, entry: SiteEntry): Promise<void> {
    let pending = refreshing.get(siteId);
    if (!pending) {
      pending = (async () => {
        const version = await readStockVersion(db, siteId);
        if (version === entry.index.settings.stockVersion) entry.checkedAt = Date.now();
        else await rebuild(db, siteId);
      })()
        .catch((error: unknown) =>
          log.error({ siteId, err: error }, 'search: index refresh failed, serving the previous one'),
        )
        .finally(() => refreshing.delete(siteId));
      refreshing.set(siteId, pending);
    }
    return pending;
  }

  async function currentEntry(db: Database, siteId: number): Promise<SiteEntry> {
    const entry = entries.get(siteId);
    if (!entry) return rebuild(db, siteId);
    if (Date.now() - entry.checkedAt >= versionCheckMs) void refresh(db, siteId, entry);
    remember(siteId, entry);
    return entry;
  }

  async function answer(db: Database, siteId: number, asked: SearchState, now: Date) {
    const [entry, placed] = await Promise.all([currentEntry(db, siteId), placeNearSearch(asked)]);
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
    const entry = await currentEntry(db, siteId);
    const { rows } = entry.index;
    return Array.from(listedDocs(entry.index, opts.now ?? new Date()), (doc) => {
      const row = rows[doc]!;
      return { id: row.id, slug: row.slug };
    });
  }

  /** The site's makes, models and dealership slugs (what search URLs are parsed against), from its index. */
  async function urlLists(db: Database, siteId: number): Promise<StockUrlLists> {
    const entry = await currentEntry(db, siteId);
    return (entry.urlLists ??= stockUrlLists(entry.index));
  }

  /**
   * The site's index at its current stock version, waiting for a rebuild when the version moved (the alert
   * matcher must see the change it was woken for; searches meanwhile keep answering from the old index).
   */
  async function freshIndex(db: Database, siteId: number): Promise<SiteIndex> {
    const entry = entries.get(siteId);
    if (entry && (await readStockVersion(db, siteId)) === entry.index.settings.stockVersion)
      return entry.index;
    return (await rebuild(db, siteId)).index;
  }

  /** Builds the given sites' indexes one after another (server start), logging instead of throwing. */
  async function warm(db: Database, siteIds: readonly number[]): Promise<void> {
    warming += siteIds.length;
    for (const siteId of siteIds) {
      if (!entries.has(siteId))
        await rebuild(db, siteId).catch((error: unknown) =>
          log.error({ siteId, err: error }, 'search: warming the index failed'),
        );
      warming--;
    }
  }

  /**
   * Checks every held index's stock version each `versionCheckMs`, whether or not anyone searches, so a stock
   * change reaches every app instance's index within about a second plus its rebuild (issue 14: two
   * instances), not only on the first search after it. The timer never keeps the process alive.
   */
  function watch(db: Database): () => void {
    const timer = setInterval(() => {
      for (const [siteId, entry] of entries)
        if (Date.now() - entry.checkedAt >= versionCheckMs) void refresh(db, siteId, entry);
    }, versionCheckMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** Resolves once the site's background refresh (version check and rebuild), if any, is over. */
  async function settled(siteId: number): Promise<void> {
    await refreshing.get(siteId);
    await building.get(siteId)?.catch(() => undefined);
  }

  return {
    search,
    searchJson,
    listed,
    urlLists,
    freshIndex,
    warm,
    watch,
    settled,
    /** Site ids whose index is in memory, least recently used first (for tests and diagnostics). */
    cachedSites: () => [...entries.keys()],
    cachedResults: (siteId: number) => entries.get(siteId)?.results.size ?? 0,
    /** Sites `warm` has still to build (health reports it). */
    warmingSites: () => warming,
    /** Whether a site's index is being built (for tests and diagnostics). */
    isBuilding: (siteId: number) => building.has(siteId),
    /** The stock version the site's searches answer from now, or null before its first build (decision 039). */
    servedStockVersion: (siteId: number): number | null =>
      entries.get(siteId)?.index.settings.stockVersion ?? null,
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
