import 'server-only';
import type { Database } from '@/server/db/client';
import { log } from '@/server/logging';
import { loadSiteConfig } from '@/server/sites/site-config-loader';
import { stockPhotosRoot } from './photos/stock-photo-files';
import { createStockFeedPuller } from './scheduled-pull';

const holder = globalThis as typeof globalThis & { __forecourtStockFeeds?: true };

/** How often this process looks for sites whose stock feed is due (each site's own interval decides). */
const PASS_INTERVAL_MS = 60_000;

/** Starts this process's scheduled stock pulls (once), and stops them on SIGTERM/SIGINT. */
export function startStockFeedPulls(db: Database): void {
  if (holder.__forecourtStockFeeds) return;
  holder.__forecourtStockFeeds = true;
  const puller = createStockFeedPuller({
    db,
    clock: () => new Date(),
    feedOf: async (database, siteId) => (await loadSiteConfig(database, siteId)).stockFeed,
    photosRoot: stockPhotosRoot(),
    intervalMs: PASS_INTERVAL_MS,
    log,
  });
  puller.start();
  const stop = () => void puller.stop();
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  log.info({ owner: puller.owner, intervalMs: PASS_INTERVAL_MS }, 'scheduled stock pulls started');
}
