import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { sites } from '@/server/db/schema';
import type { Tx } from '@/server/db/transaction';

/**
 * Tells every node's search index that the site's stock changed: called in the transaction that changes it, so
 * the index never sees the new version before the new rows (or the rows without the version). The new version.
 */
export async function bumpStockVersion(tx: Tx, siteId: number): Promise<number> {
  const [site] = await tx
    .update(sites)
    .set({ stockVersion: sql`${sites.stockVersion} + 1` })
    .where(eq(sites.id, siteId))
    .returning({ version: sites.stockVersion });
  return site?.version ?? 0;
}
