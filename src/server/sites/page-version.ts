import 'server-only';
import { eq } from 'drizzle-orm';
import { normaliseHost } from '@/domain/tenancy/host';
import { TtlCache } from '@/server/cache/ttl-cache';
import { getDb, type Database } from '@/server/db';
import { sites } from '@/server/db/schema';
import { registerPageVersionOf } from '@/server/http/page-version-bridge';
import { stockSearch } from '@/server/stock/search/search-stock';
import { siteIdForHost } from './queries';

// Read at most once a second per site: a stock change reaches the kept pages within a second (decision 039).
const versionBySiteId = new TtlCache<string | null>(1_000, 1_000);

/**
 * The version of the data a host's pages are drawn from: the site id, its stock version (bumped on every
 * stock change), the stock version its search index answers from (it catches up in the background, decision
 * 038: a search page drawn from the old index must not be kept as the new stock's) and its last edit. Null for
 * a host that is no site.
 */
export async function sitePageVersion(db: Database, rawHost: string): Promise<string | null> {
  const host = normaliseHost(rawHost);
  if (!host) return null;
  const siteId = await siteIdForHost(db, host);
  if (siteId === null) return null;
  const stored = await versionBySiteId.getOrLoad(`site:${siteId}`, async () => {
    const [row] = await db
      .select({ stockVersion: sites.stockVersion, updatedAt: sites.updatedAt })
      .from(sites)
      .where(eq(sites.id, siteId));
    return row ? `${row.stockVersion}.${row.updatedAt.getTime()}` : null;
  });
  if (stored === null) return null;
  return `${siteId}.${stored}.${stockSearch().servedStockVersion(siteId) ?? 'unbuilt'}`;
}

/** Lets the production server's page cache ask for versions (src/server/http/page-version-bridge.ts). */
export function registerSitePageVersion(): void {
  registerPageVersionOf(async (host) => sitePageVersion(await getDb(), host));
}
