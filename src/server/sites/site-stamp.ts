import 'server-only';
import { eq } from 'drizzle-orm';
import { TtlCache } from '@/server/cache/ttl-cache';
import type { Database } from '@/server/db/client';
import { sites } from '@/server/db/schema';

/** What says a site's data changed: its stock version (every stock change) and its last settings edit. */
export type SiteStamp = { stockVersion: number; updatedAt: number };

// Read at most once a second per site: a change reaches the kept pages and site contexts within a second
// (decision 039).
const stampBySiteId = new TtlCache<SiteStamp | null>(1_000, 1_000);

export async function siteStamp(db: Database, siteId: number): Promise<SiteStamp | null> {
  return stampBySiteId.getOrLoad(`site:${siteId}`, async () => {
    const [row] = await db
      .select({ stockVersion: sites.stockVersion, updatedAt: sites.updatedAt })
      .from(sites)
      .where(eq(sites.id, siteId));
    return row ? { stockVersion: row.stockVersion, updatedAt: row.updatedAt.getTime() } : null;
  });
}

/** After this process changed the site: its next request reads the stamp again, not the one kept. */
export function forgetSiteStamp(siteId: number): void {
  stampBySiteId.delete(`site:${siteId}`);
}
