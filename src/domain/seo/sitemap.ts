import { renderSitemapIndex, renderUrlSet, type SitemapEntry } from './sitemap-xml';

export type { SitemapEntry } from './sitemap-xml';

/** The sitemap protocol's limit of URLs per file; beyond it /sitemap.xml becomes an index. */
export const SITEMAP_URL_LIMIT = 50_000;

/** The n-th file (from 1) of a site whose URLs need an index. */
export function sitemapPartPath(part: number): string {
  return `/sitemaps/${part}.xml`;
}

/** Each source's entries in order, every path once: the first source to name a path keeps it. */
export function mergeSitemapEntries(sources: readonly (readonly SitemapEntry[])[]): SitemapEntry[] {
  const seen = new Set<string>();
  const merged: SitemapEntry[] = [];
  for (const entry of sources.flat()) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    merged.push(entry);
  }
  return merged;
}

/** How many files of at most `limit` URLs the entries fill (at least one: an empty site still has a sitemap). */
function partCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/**
 * /sitemap.xml: every URL when they fit in one file; beyond `limit`, an index of /sitemaps/{n}.xml files of
 * `limit` URLs each.
 */
export function sitemapXml(
  entries: readonly SitemapEntry[],
  origin: string,
  limit = SITEMAP_URL_LIMIT,
): string {
  const parts = partCount(entries.length, limit);
  if (parts === 1) return renderUrlSet(entries, origin);
  return renderSitemapIndex(
    Array.from({ length: parts }, (_, i) => sitemapPartPath(i + 1)),
    origin,
  );
}

/**
 * /sitemaps/{part}.xml: the part's URLs, or null (→ 404) when the site needs no index (its URLs are all in
 * /sitemap.xml, so no second file repeats them) or the part is past the last.
 */
export function sitemapPartXml(
  entries: readonly SitemapEntry[],
  origin: string,
  part: number,
  limit = SITEMAP_URL_LIMIT,
): string | null {
  const parts = partCount(entries.length, limit);
  if (parts === 1 || !Number.isInteger(part) || part < 1 || part > parts) return null;
  return renderUrlSet(entries.slice((part - 1) * limit, part * limit), origin);
}
