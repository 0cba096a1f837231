import 'server-only';
import { env } from '@/env';
import { getOpenDatabase } from '@/server/db';
import { publishFrameAncestorsLookup } from '@/server/http/frame-ancestors-lookup';
import { startLeadDelivery } from '@/server/leads/delivery/server-worker';
import { loadFrameAncestors } from '@/server/sites/frame-ancestors';
import { validateAllSiteConfigs } from '@/server/sites/site-config-loader';

/**
 * Runs once when the server process starts (instrumentation.ts): takes the database (and with PGlite its
 * exclusive lock), applies migrations, validates every site's config, starts the lead delivery worker and
 * gives the production server its frame-ancestors lookup.
 * Any failure here stops the process with a message naming the cause: a server that cannot serve every
 * site correctly must not start.
 */
export async function startServer(): Promise<void> {
  try {
    const { db, kind } = await getOpenDatabase();
    const siteCount = await validateAllSiteConfigs(db);
    const where = kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}`;
    console.info(`[forecourt] database ready: ${where}; ${siteCount} site configs valid`);
    // Leads stored before a crash or restart are still in the outbox: delivery resumes with the process.
    startLeadDelivery(db);
    // The production server reads each site's frame-ancestors through this (decision 033).
    publishFrameAncestorsLookup((host) => loadFrameAncestors(db, host));
  } catch (error) {
    console.error(`[forecourt] start-up failed: ${(error as Error).message}`);
    process.exit(1);
  }
}
