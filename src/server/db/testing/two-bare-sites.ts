import type { Database } from '../client';
import { sites } from '../schema';
import { databaseForThisFile, type FileDatabase } from './database-for-this-file';

/**
 * For one test file: a database of its own with two sites and nothing else, `{prefix}-a` named 'A' and
 * `{prefix}-b` named 'B', for tests of per-site rows (counters, secrets) that need no dealership or car.
 */
export function twoBareSitesForThisFile(prefix: string): FileDatabase<{ siteA: number; siteB: number }> {
  return databaseForThisFile(async (db: Database) => {
    const rows = await db
      .insert(sites)
      .values([
        { slug: `${prefix}-a`, name: 'A' },
        { slug: `${prefix}-b`, name: 'B' },
      ])
      .returning({ id: sites.id });
    const [siteA, siteB] = rows.map((row) => row.id) as [number, number];
    return { siteA, siteB };
  });
}
