import 'server-only';
import type { Database } from '@/server/db/client';
import { log } from '@/server/logging';
import { sweepReservations } from './sweep-reservations';

/** How often holds are released and checkouts settled: a lapsed hold is back on sale within this. */
export const SWEEP_INTERVAL_MS = 30_000;

const holder = globalThis as typeof globalThis & { __forecourtReservationSweeper?: NodeJS.Timeout };

async function sweepAndLog(db: Database): Promise<void> {
  try {
    const looked = await sweepReservations(db, new Date());
    if (looked > 0) log.info({ reservations: looked }, 'reservations swept');
  } catch (error) {
    log.error({ err: error }, 'reservation sweep failed');
  }
}

/**
 * Starts this process's reservation sweeper (once): a first pass right away reconciles what a crash left
 * half-done (a paid checkout without its hold, a refund not sent), then one pass every 30 seconds. Several
 * instances may sweep at once: every step is conditional on the row's status, so each happens once.
 */
export function startReservationSweeper(db: Database): void {
  if (holder.__forecourtReservationSweeper) return;
  void sweepAndLog(db);
  const timer = setInterval(() => void sweepAndLog(db), SWEEP_INTERVAL_MS);
  timer.unref();
  holder.__forecourtReservationSweeper = timer;
  log.info({ intervalMs: SWEEP_INTERVAL_MS }, 'reservation sweeper started');
}
