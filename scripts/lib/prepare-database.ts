import { asc } from 'drizzle-orm';
import { openDatabase, type Database } from '@/server/db/client';
import { sites } from '@/server/db/schema';
import { seedDemoSites } from '@/server/db/seed/load';
import { syncIdentitySequences } from '@/server/db/sequences';
import { validateAllSiteConfigs } from '@/server/sites/site-config-loader';

export type PrepareOptions = {
  url?: string;
  dataDir: string;
  /** Extra fixtures (e.g. the e2e isolation sites) loaded after the demo sites. */
  extra?: (db: Database) => Promise<void>;
};

/**
 * Opens the database (taking the PGlite lock, so a running server makes this fail fast), migrates,
 * loads the demo dealers if they are missing, validates every site config, and closes again so the
 * server process can take the lock. Answers every site's slug (the demo dealers and the extras).
 */
export async function prepareDatabase(options: PrepareOptions): Promise<string[]> {
  const { db, kind, close } = await openDatabase({ url: options.url, dataDir: options.dataDir });
  try {
    const started = performance.now();
    await seedDemoSites(db, { now: new Date() });
    await syncIdentitySequences(db);
    if (options.extra) await options.extra(db);
    const siteCount = await validateAllSiteConfigs(db);
    const ms = Math.round(performance.now() - started);
    console.info(`[forecourt] ${kind} database ready with ${siteCount} sites (${ms} ms)`);
    const rows = await db.select({ slug: sites.slug }).from(sites).orderBy(asc(sites.slug));
    return rows.map((row) => row.slug);
  } finally {
    await close();
  }
}
