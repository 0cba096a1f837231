import type { Database } from '../client';
import { databaseForThisFile, type FileDatabase } from './database-for-this-file';
import { seedIsolationSiteIds } from './isolation-sites';

export type IsolationSiteIds = { siteA: number; siteB: number };

export type IsolationSeedOptions<T extends object> = {
  /** The seed's clock: the isolation sites' car dates, holiday and promotion hang on it. */
  now?: Date;
  /** More rows for the file's tests, written after the sites; what it answers joins the returned object. */
  seed?: (db: Database, ids: IsolationSiteIds) => Promise<T | void>;
};

/**
 * For one test file: a database of its own holding both isolation sites (and what `seed` adds), with their ids
 * as `siteA` and `siteB` (isolationSiteContextsForThisFile, in server/sites/testing, gives their contexts).
 */
export function isolationSitesForThisFile<T extends object = object>(
  options: IsolationSeedOptions<T> = {},
): FileDatabase<IsolationSiteIds & T> {
  return databaseForThisFile(async (db) => {
    const [siteA, siteB] = await seedIsolationSiteIds(db, options.now);
    const ids = { siteA, siteB };
    return { ...ids, ...((await options.seed?.(db, ids)) ?? ({} as T)) };
  });
}
