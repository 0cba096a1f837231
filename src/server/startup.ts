import 'server-only';
import { env } from '@/env';
import { getOpenDatabase } from '@/server/db';
import { startLeadDelivery } from '@/server/leads/delivery/server-worker';
import { validateAllSiteConfigs } from '@/server/sites/site-config-loader';
import { log } from '@/server/logging';

/**
 * Runs once when the server process starts (instrumentation.ts): takes the database (and with PGlite its
 * exclusive lock), applies migrations, validates every site's config and starts the lead delivery worker.
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
  } catch (error) {
    log.fatal({ err: error }, 'start-up failed');
    process.exit(1);
  }
}
