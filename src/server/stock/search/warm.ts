import 'server-only';
import { asc } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { sites } from '@/server/db/schema';
import { stockSearch, type StockSearch } from './search-stock';
import { log } from '@/server/logging';

/**
 * Builds every site's search index, one site at a time, so no visitor's first search pays for it
 * (decision 038: 3.1 s at 20k cars), and keeps every held index watching its stock version. Failures are
 * logged per site; that site builds on its first search instead.
 */
export async function warmSearchIndexes(db: Database, service: StockSearch = stockSearch()): Promise<void> {
  service.watch(db);
  const started = performance.now();
  try {
    const rows = await db.select({ id: sites.id }).from(sites).orderBy(asc(sites.id));
    await service.warm(
      db,
      rows.map((row) => row.id),
    );
    const ms = Math.round(performance.now() - started);
    log.info({ sites: rows.length, ms }, 'search: site indexes warm');
  } catch (error) {
    log.error({ err: error }, 'search: warming the site indexes failed');
  }
}
