import { deliverRow, type DeliveryTransports } from './deliver-row';
import { claimDueRows, markFailed, markSent, type ClaimedRow } from './outbox-store';
import { DEFAULT_RETRY_POLICY, isPastDeadline, retryDelayMs, type RetryPolicy } from './retry-policy';

export type DeliveryWorkerOptions = DeliveryTransports & {
  /** The worker's only clock: tests move time instead of waiting. */
  clock: () => Date;
  random?: () => number;
  retry?: RetryPolicy;
  /** How long a claimed row is ours; longer than the slowest send (SMTP, a 10 s webhook). */
  leaseMs?: number;
  batchSize?: number;
  /** Idle wait between polls; wake() cuts it short after a new lead. */
  pollMs?: number;
  log?: Pick<Console, 'info' | 'warn' | 'error'>;
};

export type RunSummary = { claimed: number; sent: number; retrying: number; dead: number; lost: number };

export type DeliveryWorker = {
  /** Claims one batch of due rows and delivers it; what a tick does. */
  runOnce: () => Promise<RunSummary>;
  start: () => void;
  /** Stops polling and waits for the batch in flight (its rows are marked, or their lease runs out). */
  stop: () => Promise<void>;
  wake: () => void;
};

type Outcome = keyof Omit<RunSummary, 'claimed'>;

async function deliverOne(row: ClaimedRow, options: DeliveryWorkerOptions): Promise<Outcome> {
  const { db, clock } = options;
  const retry = options.retry ?? DEFAULT_RETRY_POLICY;
  try {
    await deliverRow(row, options, clock());
    return (await markSent(db, row, clock())) ? 'sent' : 'lost';
  } catch (error) {
    const message = (error as Error).message ?? String(error);
    const now = clock();
    const dead = isPastDeadline(row.createdAt, now, retry);
    const delay = retryDelayMs(row.attempts, retry, options.random ?? Math.random);
    const outcome = dead
      ? ({ status: 'dead' } as const)
      : ({ status: 'pending', nextAttemptAt: new Date(now.getTime() + delay) } as const);
    const where = `${row.channel} ${row.target} (lead ${row.leadId}, attempt ${row.attempts})`;
    options.log?.warn(`[leads] delivery failed: ${where}: ${message}${dead ? ' — dead-lettered' : ''}`);
    const held = await markFailed(db, row, outcome, message);
    if (!held) return 'lost';
    return dead ? 'dead' : 'retrying';
  }
}

export async function runDeliveryBatch(options: DeliveryWorkerOptions): Promise<RunSummary> {
  const rows = await claimDueRows(options.db, options.clock(), {
    leaseMs: options.leaseMs ?? 60_000,
    limit: options.batchSize ?? 10,
  });
  const summary: RunSummary = { claimed: rows.length, sent: 0, retrying: 0, dead: 0, lost: 0 };
  const outcomes = await Promise.all(rows.map((row) => deliverOne(row, options)));
  for (const outcome of outcomes) summary[outcome] += 1;
  return summary;
}

/**
 * The outbox delivery loop of one server process. Safe beside other nodes: each claims with a lease and
 * SKIP LOCKED, and every write after the send is fenced on that lease. A full batch is followed at once by
 * the next; otherwise the loop sleeps `pollMs` or until wake().
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const pollMs = options.pollMs ?? 2_000;
  const batchSize = options.batchSize ?? 10;
  let running = false;
  let inFlight: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let wakeUp: (() => void) | null = null;
  // A wake() during a batch must not be lost: the next sleep is skipped instead.
  let woken = false;

  const sleep = () =>
    new Promise<void>((resolve) => {
      wakeUp = resolve;
      timer = setTimeout(resolve, pollMs);
    }).finally(() => {
      if (timer) clearTimeout(timer);
      timer = null;
      wakeUp = null;
    });

  const loop = async () => {
    while (running) {
      let claimed = 0;
      const batch = runDeliveryBatch(options).then(
        (summary) => (claimed = summary.claimed),
        (error: unknown) => options.log?.error(`[leads] delivery batch failed: ${(error as Error).message}`),
      );
      inFlight = batch;
      await batch;
      if (running && claimed < batchSize && !woken) await sleep();
      woken = false;
    }
  };

  return {
    runOnce: () => runDeliveryBatch(options),
    start: () => {
      if (running) return;
      running = true;
      void loop();
    },
    stop: async () => {
      running = false;
      wakeUp?.();
      await inFlight;
    },
    wake: () => {
      woken = true;
      wakeUp?.();
    },
  };
}
