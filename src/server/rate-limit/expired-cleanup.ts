import 'server-only';
import { log } from '@/server/logging';

const CLEANUP_INTERVAL_MS = 60_000;

// Per process; keys name the table and the site, so one site's traffic never postpones another's cleanup.
const lastRun = new Map<string, number>();

/**
 * Runs `deleteExpired` for a table and site at most once a minute per process. Expired rows are dead weight,
 * never a correctness issue (expired challenges and counters are refused or reset on their own), so a failed
 * cleanup is logged and left to the next run.
 */
export async function cleanUpExpiredAtMostEveryMinute(
  table: string,
  siteId: number,
  now: Date,
  deleteExpired: () => Promise<unknown>,
): Promise<void> {
  const key = `${table}:site:${siteId}`;
  if (now.getTime() - (lastRun.get(key) ?? 0) < CLEANUP_INTERVAL_MS) return;
  lastRun.set(key, now.getTime());
  try {
    await deleteExpired();
  } catch (error) {
    log.warn({ siteId, table, err: error }, 'anti-spam: cleaning expired rows failed');
  }
}
