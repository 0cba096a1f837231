import 'server-only';
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { SearchResult } from '@/domain/search/state';
import type { Database } from '@/server/db/client';
import { sites } from '@/server/db/schema';
import { log } from '@/server/logging';
import { CardCache } from './cards';
import { siteIndexSteps, type SiteIndex } from './engine/site-index';
import { loadStockInPages } from './load-stock';
import { loadSearchSettings } from './search-settings';
import type { StockUrlLists } from './url-lists';

export type StockSearchOptions = {
  /** Memory bound: the LRU keeps site indexes while their vehicles add up to at most this. */
  maxVehicles?: number;
  /**
   * A site's stock_version is read at most this often; 1 s keeps an edit visible within 2 s (decision 038).
   */
  versionCheckMs?: number;
  /** Results kept per site index, least recently used out first (decision 038). */
  resultCacheSize?: number;
  /** Cards (hit object and JSON) kept per site index. */
  cardCacheSize?: number;
  /** Awaited between build steps and stock pages: hands the event loop back (decision 038). */
  pause?: () => Promise<void>;
};

export type CachedAnswer = {
  result: SearchResult;
  docs: readonly number[];
  distances: readonly (number | null)[] | null;
  bodyHead: string | null;
};
export type SiteEntry = {
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
 * The search engine's per-site indexes, in an LRU bounded by vehicles, each with its own result and card
 * caches. A site whose stock changed keeps answering from its old index while one rebuild runs (decision 038).
 */
export class SiteIndexes {
  /** Least recently used first. */
  private readonly entries = new Map<number, SiteEntry>();
  private readonly building = new Map<number, Promise<SiteEntry>>();
  private readonly refreshing = new Map<number, Promise<void>>();
  private readonly maxVehicles: number;
  private readonly versionCheckMs: number;
  private readonly resultCacheSize: number;
  private readonly cardCacheSize: number;
  private readonly pause: () => Promise<void>;
  private warming = 0;

  constructor(options: StockSearchOptions) {
    this.maxVehicles = options.maxVehicles ?? 1_000_000;
    this.versionCheckMs = options.versionCheckMs ?? 1000;
    this.resultCacheSize = options.resultCacheSize ?? RESULT_CACHE_SIZE;
    this.cardCacheSize = options.cardCacheSize ?? CARD_CACHE_SIZE;
    this.pause = options.pause ?? nextTurn;
  }

  private remember(siteId: number, entry: SiteEntry): void {
    this.entries.delete(siteId);
    this.entries.set(siteId, entry);
    let total = 0;
    for (const other of this.entries.values()) total += other.index.size;
    for (const [oldest, other] of this.entries) {
      if (total <= this.maxVehicles || oldest === siteId) break;
      this.entries.delete(oldest);
      total -= other.index.size;
    }
  }

  private async buildEntry(db: Database, siteId: number): Promise<SiteEntry> {
    const settings = await loadSearchSettings(db, siteId);
    const financeProvider = settings.financeProvider;
    const stock = await loadStockInPages(db, { siteId, financeProvider }, this.pause);
    await this.pause();
    const index = await runSteps(siteIndexSteps(stock, settings), this.pause);
    return {
      index,
      checkedAt: Date.now(),
      results: new LRUCache<string, CachedAnswer>({ max: this.resultCacheSize }),
      cards: new CardCache(index, this.cardCacheSize),
      urlLists: null,
    };
  }

  /** One build per site at a time; the new index replaces the old only once complete. */
  private rebuild(db: Database, siteId: number): Promise<SiteEntry> {
    let pending = this.building.get(siteId);
    if (!pending) {
      pending = this.buildEntry(db, siteId)
        .then((entry) => {
          this.remember(siteId, entry);
          return entry;
        })
        .finally(() => this.building.delete(siteId));
      this.building.set(siteId, pending);
    }
    return pending;
  }

  /** Reads the stock version in the background and rebuilds when it moved; requests never await this. */
  private refresh(db: Database, siteId: number, entry: SiteEntry): Promise<void> {
    let pending = this.refreshing.get(siteId);
    if (!pending) {
      pending = (async () => {
        const version = await readStockVersion(db, siteId);
        if (version === entry.index.settings.stockVersion) entry.checkedAt = Date.now();
        else await this.rebuild(db, siteId);
      })()
        .catch((error: unknown) =>
          log.error({ siteId, err: error }, 'search: index refresh failed, serving the previous one'),
        )
        .finally(() => this.refreshing.delete(siteId));
      this.refreshing.set(siteId, pending);
    }
    return pending;
  }

  async currentEntry(db: Database, siteId: number): Promise<SiteEntry> {
    const entry = this.entries.get(siteId);
    if (!entry) return this.rebuild(db, siteId);
    if (Date.now() - entry.checkedAt >= this.versionCheckMs) void this.refresh(db, siteId, entry);
    this.remember(siteId, entry);
    return entry;
  }

  /**
   * The site's index at its current stock version, waiting for a rebuild when the version moved (the alert
   * matcher must see the change it was woken for; searches meanwhile keep answering from the old index).
   */
  async freshIndex(db: Database, siteId: number): Promise<SiteIndex> {
    const entry = this.entries.get(siteId);
    if (entry && (await readStockVersion(db, siteId)) === entry.index.settings.stockVersion)
      return entry.index;
    return (await this.rebuild(db, siteId)).index;
  }

  /** Builds the given sites' indexes one after another (server start), logging instead of throwing. */
  async warm(db: Database, siteIds: readonly number[]): Promise<void> {
    this.warming += siteIds.length;
    for (const siteId of siteIds) {
      if (!this.entries.has(siteId))
        await this.rebuild(db, siteId).catch((error: unknown) =>
          log.error({ siteId, err: error }, 'search: warming the index failed'),
        );
      this.warming--;
    }
  }

  /**
   * Checks every held index's stock version each `versionCheckMs`, whether or not anyone searches, so a stock
   * change reaches every app instance's index within about a second plus its rebuild (decision 037: two
   * instances), not only on the first search after it. The timer never keeps the process alive.
   */
  watch(db: Database): () => void {
    const timer = setInterval(() => {
      for (const [siteId, entry] of this.entries)
        if (Date.now() - entry.checkedAt >= this.versionCheckMs) void this.refresh(db, siteId, entry);
    }, this.versionCheckMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** Resolves once the site's background refresh (version check and rebuild), if any, is over. */
  async settled(siteId: number): Promise<void> {
    await this.refreshing.get(siteId);
    await this.building.get(siteId)?.catch(() => undefined);
  }

  /** Site ids whose index is in memory, least recently used first. */
  cachedSites(): number[] {
    return [...this.entries.keys()];
  }

  /** The site's entry in memory, if any, without touching its place in the LRU. */
  held(siteId: number): SiteEntry | undefined {
    return this.entries.get(siteId);
  }

  isBuilding(siteId: number): boolean {
    return this.building.has(siteId);
  }

  /** Sites `warm` has still to build. */
  warmingSites(): number {
    return this.warming;
  }
}
