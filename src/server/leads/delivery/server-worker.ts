import 'server-only';
import { env } from '@/env';
import type { Database } from '@/server/db/client';
import { createLeadMailer } from '@/server/mail/mailer';
import { createWebhookPoster } from './webhook-poster';
import { createDeliveryWorker, type DeliveryWorker } from './worker';
import { log } from '@/server/logging';

// On globalThis for the same reason as the database: Next bundles instrumentation and routes separately,
// and the route that stores a lead must wake the worker that start-up created.
const holder = globalThis as typeof globalThis & { __forecourtLeadWorker?: DeliveryWorker };

/** Starts this process's delivery worker (once) and stops it on SIGTERM/SIGINT. */
export function startLeadDelivery(db: Database): DeliveryWorker {
  if (holder.__forecourtLeadWorker) return holder.__forecourtLeadWorker;
  const mailer = createLeadMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR });
  const worker = createDeliveryWorker({
    db,
    mailer,
    postWebhook: createWebhookPoster(),
    mailFrom: env.MAIL_FROM,
    leaseMs: env.OUTBOX_LEASE_MS,
    clock: () => new Date(),
    log,
  });
  holder.__forecourtLeadWorker = worker;
  worker.start();
  const stop = () => void worker.stop();
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  log.info({ transport: mailer.describe }, 'lead delivery worker started');
  return worker;
}

/** After a lead commits: deliver now rather than at the next poll. A no-op where no worker runs. */
export function wakeLeadDelivery(): void {
  holder.__forecourtLeadWorker?.wake();
}
