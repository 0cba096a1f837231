import 'server-only';
import type { Database } from '@/server/db/client';
import type { Log } from '@/server/logging';
import type { Claimed, OutboxStore } from './outbox-store';
import { DEFAULT_RETRY_POLICY, isPastDeadline, retryDelayMs, type RetryPolicy } from './retry-policy';

export type OutboxWorkerOptions<Row> = {
  db: Database;
  store: OutboxStore<Row>;
  /** Sends one claimed row; throws on any failure (the worker schedules the retry). */
  deliver: (row: Claimed<Row>, now: Date) => Promise<void>;
  /** What a log line says of a row besides its id (never an address or a message body). */
  describe: (row: Claimed<Row>) => Record<string, unknown>;
  /** 'lead delivery', 'alert delivery': the log lines' subject. */
  name: string;
  /** The worker's only clock: tests move time instead of waiting. */
  clock: () => Date;
  random?: () => number;
  retry?: RetryPolicy;
  /** How long a claimed row is ours; longer than the slowest send (SMTP, a 10 s webhook). */
  leaseMs?: number;
  batchSize?: number;
  /** Idle wait between polls; wake() cuts it short after a new row. */
  pollMs?: number;
  log?: Pick<Log, 'info' | 'warn' | 'error'>;
};

/** `lost`: the row's result could not be recorded (lease taken over, or the database failed). */
export type RunSummary = { claimed: number; sent: number; retrying: number; dead: number; lost: number };

export type OutboxWorker = {
  /** Claims one batch of due rows and delivers it; what a tick does. */
  runOnce: () => Promise<RunSummary>;
  start: () => void;
  /** Stops polling and waits for the batch in flight (its rows are marked, or their lease runs out). */
  stop: () => Promise<void>;
  wake: () => void;
};

type Outcome = keyof Omit<RunSummary, 'claimed'>;
type Row = { createdAt: Date; attempts: number };

async function recordFailure<R extends Row>(
  row: Claimed<R>,
  error: unknown,
  options: OutboxWorkerOptions<R>,
): Promise<Outcome> {
  const retry = options.retry ?? DEFAULT_RETRY_POLICY;
  const message = error instanceof Error ? error.message : String(error);
  const now = options.clock();
  const dead = isPastDeadline(row.createdAt, now, retry);
  const delay = retryDelayMs(row.attempts, retry, options.random ?? Math.random);
  const outcome = dead
    ? ({ status: 'dead' } as const)
    : ({ status: 'pending', nextAttemptAt: new Date(now.getTime() + delay) } as const);
  // The target (an address or webhook URL) stays in the outbox row: the row's id finds it.
  options.log?.warn(
    { outboxId: row.id, ...options.describe(row), attempt: row.attempts, deadLettered: dead, err: error },
    `${options.name} failed`,
  );
  if (!(await options.store.markFailed(options.db, row, outcome, message))) return 'lost';
  return dead ? 'dead' : 'retrying';
}

/**
 * Sends one row and records the result. Only the send's own errors count as a failed attempt; if the
 * database cannot record the result, the error goes up and the row stays leased, to be claimed again
 * when the lease ends (delivery is at least once: a receiver dedupes on Message-ID / webhook-id).
 */
async function deliverOne<R extends Row>(row: Claimed<R>, options: OutboxWorkerOptions<R>): Promise<Outcome> {
  try {
    await options.deliver(row, options.clock());
  } catch (error) {
    return recordFailure(row, error, options);
  }
  return (await options.store.markSent(options.db, row, options.clock())) ? 'sent' : 'lost';
}

export async function runOutboxBatch<R extends Row>(options: OutboxWorkerOptions<R>): Promise<RunSummary> {
  const rows = await options.store.claimDue(options.db, options.clock(), {
    leaseMs: options.leaseMs ?? 60_000,
    limit: options.batchSize ?? 10,
  });
  const summary: RunSummary = { claimed: rows.length, sent: 0, retrying: 0, dead: 0, lost: 0 };
  const outcomes = await Promise.allSettled(rows.map((row) => deliverOne(row, options)));
  for (const [index, outcome] of outcomes.entries()) {
    if (outcome.status === 'fulfilled') {
      summary[outcome.value] += 1;
    } else {
      summary.lost += 1;
      options.log?.error(
        { outboxId: rows[index]!.id, err: outcome.reason },
        `could not record a ${options.name}`,
      );
    }
  }
  return summary;
}

/**
 * The outbox delivery loop of one server process. Safe beside other nodes: each claims with a lease and
 * SKIP LOCKED, and every write after the send is fenced on that lease. A full batch is followed at once by
 * the next; otherwise the loop sleeps `pollMs` or until wake().
 */
export function createOutboxWorker<R extends Row>(options: OutboxWorkerOptions<R>): OutboxWorker {
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
      const batch = runOutboxBatch(options).then(
        (summary) => (claimed = summary.claimed),
        (error: unknown) => options.log?.error({ err: error }, `${options.name} batch failed`),
      );
      inFlight = batch;
      await batch;
      if (running && claimed < batchSize && !woken) await sleep();
      woken = false;
    }
  };

  return {
    runOnce: () => runOutboxBatch(options),
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
