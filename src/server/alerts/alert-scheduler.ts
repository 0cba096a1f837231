import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { alertSiteState, sites } from '@/server/db/schema';
import type { Log } from '@/server/logging';
import { createPeriodicPass } from '@/server/jobs/periodic-pass';
import { runSiteAlerts, type AlertRunDeps } from './alert-run';

export type AlertSchedulerOptions = AlertRunDeps & {
  db: Database;
  clock: () => Date;
  /** How often sites are checked for a stock change or a due digest. */
  intervalMs?: number;
  /** Called when a pass queued emails (wakes the alert delivery). */
  onQueued?: () => void;
  log?: Pick<Log, 'info' | 'warn' | 'error'>;
};

/** Sites whose stock version moved since the matcher's last pass, whose digest is due, or never seen. */
export async function sitesDueForAlerts(db: Database, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: sites.id })
    .from(sites)
    .leftJoin(alertSiteState, sql`${alertSiteState.siteId} = ${sites.id}`)
    .where(
      sql`${alertSiteState.siteId} is null or ${alertSiteState.stockVersion} <> ${sites.stockVersion}
        or ${alertSiteState.nextDigestAt} <= ${now}`,
    )
    .orderBy(sites.id);
  return rows.map((row) => row.id);
}

/**
 * Alert matching runs on stock changes: each pass reads which sites' stock versions moved (one query) and
 * matches only those sites' new and changed cars; no saved search is run against the stock per request.
 */
export function createAlertScheduler(options: AlertSchedulerOptions) {
  const intervalMs = options.intervalMs ?? 5_000;

  async function pass(): Promise<void> {
    const now = options.clock();
    let queued = 0;
    for (const siteId of await sitesDueForAlerts(options.db, now)) {
      try {
        queued += (await runSiteAlerts(options.db, siteId, now, options)).queued;
      } catch (error) {
        // One site's failure leaves its state where it was: the next pass tries it again.
        options.log?.error({ siteId, err: error }, 'alert matching failed');
      }
    }
    if (queued > 0) options.onQueued?.();
  }

  return createPeriodicPass(pass, intervalMs, (error) =>
    options.log?.error({ err: error }, 'alert pass failed'),
  );
}
