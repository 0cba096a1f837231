import 'server-only';
import {
  createOutboxWorker,
  runOutboxBatch,
  type OutboxWorker,
  type OutboxWorkerOptions,
  type RunSummary,
} from '@/server/outbox/outbox-worker';
import { deliverRow, type DeliveryTransports } from './deliver-row';
import { leadOutboxStore, type OutboxRow } from './outbox-store';

/** The lead outbox's transports and the shared worker's timing options (clock, retry, lease, batch, poll, log). */
export type DeliveryWorkerOptions = DeliveryTransports &
  Pick<
    OutboxWorkerOptions<OutboxRow>,
    'clock' | 'random' | 'retry' | 'leaseMs' | 'batchSize' | 'pollMs' | 'log'
  >;

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
