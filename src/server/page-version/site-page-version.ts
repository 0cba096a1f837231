import 'server-only';
import { normaliseHost } from '@/domain/tenancy/host';
import { getDb, type Database } from '@/server/db';
import { registerPageVersionOf } from '@/server/http/page-version-bridge';
import { stockSearch } from '@/server/stock/search/search-stock';
import { siteIdForHost } from '@/server/sites/queries';
import { siteStamp } from '@/server/sites/site-stamp';

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
  const stamp = await siteStamp(db, siteId);
  if (stamp === null) return null;
  const served = stockSearch().servedStockVersion(siteId) ?? 'unbuilt';
  return `${siteId}.${stamp.stockVersion}.${stamp.updatedAt}.${served}`;
}

/** Lets the production server's page cache ask for versions (src/server/http/page-version-bridge.ts). */
export function registerSitePageVersion(): void {
  registerPageVersionOf(async (host) => sitePageVersion(await getDb(), host));
}
