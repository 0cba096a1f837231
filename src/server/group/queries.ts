import 'server-only';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { brands } from '@/server/db/schema';

/**
 * L-12: the dealership website tiles, this site's brand entries that have a website (`url`, external allowed),
 * in the brand grids' order.
 */
export async function listDealershipTiles(db: Database, siteId: number) {
  const rows = await db
    .select({ id: brands.id, title: brands.title, url: brands.url, logoUrl: brands.logoUrl })
    .from(brands)
    .where(and(eq(brands.siteId, siteId), isNotNull(brands.url)))
    .orderBy(asc(brands.grid), asc(brands.position), asc(brands.title), asc(brands.id));
  return rows.flatMap((row) => (row.url && row.url.trim() ? [{ ...row, url: row.url.trim() }] : []));
}
