import { TtlCache } from './ttl-cache';

/**
 * Per-process list results, one bounded cache per site (C-25): each site keeps at most its own
 * `search.cacheSize` entries, oldest evicted first, so a busy site cannot push another site's results out.
 * Entries also expire after `ttlMs`, since edits to models and offers carry no version to compare.
 * The least recently used site's cache goes once more than `maxSites` sites are held.
 */
export class SiteResultCache<V> {
  private readonly sites = new Map<number, { capacity: number; cache: TtlCache<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxSites: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** `key` describes the request within the site; the site id is part of every stored key. */
  getOrLoad(siteId: number, capacity: number, key: string, load: () => Promise<V>): Promise<V> {
    return this.cacheFor(siteId, capacity).getOrLoad(`site:${siteId}:${key}`, load);
  }

  /** Sites with a cache, least recently used first (for tests and diagnostics). */
  cachedSites(): number[] {
    return [...this.sites.keys()];
  }

  private cacheFor(siteId: number, capacity: number): TtlCache<V> {
    let entry = this.sites.get(siteId);
    // A changed cacheSize (config edit) starts the site afresh rather than resizing in place.
    if (!entry || entry.capacity !== capacity)
      entry = { capacity, cache: new TtlCache<V>(this.ttlMs, capacity, this.now) };
    this.sites.delete(siteId);
    this.sites.set(siteId, entry);
    if (this.sites.size > this.maxSites) this.sites.delete(this.sites.keys().next().value!);
    return entry.cache;
  }
}
