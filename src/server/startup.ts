import 'server-only';
import { env } from '@/env';
import { getOpenDatabase } from '@/server/db';
import { publishFrameAncestorsLookup } from '@/server/http/frame-ancestors-lookup';
import { startAlerts } from '@/server/alerts/server-alerts';
import { startLeadDelivery } from '@/server/leads/delivery/server-worker';
import { loadFrameAncestors } from '@/server/sites/frame-ancestors';
import { startReservationSweeper } from '@/server/reserve/sweeper';
import { startStockFeedPulls } from '@/server/stock-import/server-pulls';
import { registerSitePageVersion } from '@/server/page-version/site-page-version';
import { validateAllSiteConfigs } from '@/server/sites/site-config-loader';
import { warmSearchIndexes } from '@/server/stock/search/warm';
import { log } from '@/server/logging';

/**
 * Runs once when the server process starts (instrumentation.ts): takes the database (and with PGlite its
 * exclusive lock), applies migrations, validates every site's config, starts the lead delivery worker, the
 * reservation sweeper, the alert matcher and the scheduled stock pulls, starts building every site's search index in the background, and gives the production
 * server what it reads of the app: each site's frame-ancestors and page data version.
 * Any failure here stops the process with a message naming the cause: a server that cannot serve every
 * site correctly must not start.
 */
export async function startServer(): Promise<void> {
  try {
    const { db, kind } = await getOpenDatabase();
    const siteCount = await validateAllSiteConfigs(db);
    const where = kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}`;
    log.info({ database: where, siteCount }, 'database ready; site configs valid');
    // Leads stored before a crash or restart are still in the outbox: delivery resumes with the process.
    startLeadDelivery(db);
    // Holds end and card checkouts settle on their own; the first pass reconciles what a crash left half-done.
    startReservationSweeper(db);
    // Saved-search and watched-car alerts: matched after each stock change, emailed through their own outbox.
    startAlerts(db);
    // Dealers' stock feeds pulled on a schedule (decision 059): one instance at a time per feed, by lease.
    startStockFeedPulls(db);
    // The production server reads each site's frame-ancestors (decision 033) and page version (039) through these.
    publishFrameAncestorsLookup((host) => loadFrameAncestors(db, host));
    registerSitePageVersion();
    // Not awaited: the server answers while indexes build (a site not yet built waits for its own build).
    void warmSearchIndexes(db);
  } catch (error) {
    log.fatal({ err: error }, 'start-up failed');
    process.exit(1);
  }
}
