import { databaseForThisFile, type FileDatabase } from '@/server/db/testing/database-for-this-file';
import type { IsolationSeedOptions } from '@/server/db/testing/isolation-database';
import { seedIsolationSiteIds } from '@/server/db/testing/isolation-sites';
import { loadSiteContext, type SiteContext } from '../site-context';

export type IsolationSiteContexts = { siteA: SiteContext; siteB: SiteContext };

/**
 * For one test file: a database of its own holding both isolation sites (and what `seed` adds), with the sites'
 * contexts, loaded after the seed, as `siteA` and `siteB`.
 */
export function isolationSiteContextsForThisFile(
  options: IsolationSeedOptions<object> = {},
): FileDatabase<IsolationSiteContexts> {
  return databaseForThisFile(async (db) => {
    const [siteA, siteB] = await seedIsolationSiteIds(db, options.now);
    await options.seed?.(db, { siteA, siteB });
    return { siteA: await loadSiteContext(db, siteA), siteB: await loadSiteContext(db, siteB) };
  });
}
