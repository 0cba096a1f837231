import 'server-only';
import type { Log } from '@/server/logging';
import {
  createOutboxWorker,
  runOutboxBatch,
  type OutboxWorker,
  type OutboxWorkerOptions,
  type RunSummary,
} from '@/server/outbox/outbox-worker';
import type { RetryPolicy } from '@/server/outbox/retry-policy';
import { deliverRow, type DeliveryTransports } from './deliver-row';
import { leadOutboxStore, type OutboxRow } from './outbox-store';

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
  log?: Pick<Log, 'info' | 'warn' | 'error'>;
};

export type { RunSummary };
export type DeliveryWorker = OutboxWorker;

/** The lead outbox (decision 010): emails and webhooks to dealers, over the shared outbox machinery. */
function leadOutboxOptions(options: DeliveryWorkerOptions): OutboxWorkerOptions<OutboxRow> {
  return {
    ...options,
    store: leadOutboxStore,
    deliver: (row, now) => deliverRow(row, options, now),
    describe: (row) => ({ siteId: row.siteId, leadId: row.leadId, channel: row.channel }),
    name: 'lead delivery',
  };
}

export function runDeliveryBatch(options: DeliveryWorkerOptions): Promise<RunSummary> {
  return runOutboxBatch(leadOutboxOptions(options));
}

export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  return createOutboxWorker(leadOutboxOptions(options));
}
