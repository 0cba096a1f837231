import 'server-only';
import { env } from '@/env';
import type { Database } from '@/server/db/client';
import { createLeadMailer } from '@/server/mail/mailer';
import { log } from '@/server/logging';
import { stockSearch } from '@/server/stock/search/search-stock';
import { createAlertDelivery } from './alert-delivery';
import { createAlertScheduler } from './alert-scheduler';

const holder = globalThis as typeof globalThis & { __forecourtAlerts?: true };

/** Starts this process's alert matching and alert email delivery (once), and stops both on SIGTERM/SIGINT. */
export function startAlerts(db: Database): void {
  if (holder.__forecourtAlerts) return;
  holder.__forecourtAlerts = true;
  const mailer = createLeadMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR });
  const delivery = createAlertDelivery({
    db,
    mailer,
    mailFrom: env.ALERTS_MAIL_FROM,
    leaseMs: env.OUTBOX_LEASE_MS,
    clock: () => new Date(),
    log,
  });
  const scheduler = createAlertScheduler({
    db,
    clock: () => new Date(),
    freshIndex: (database, siteId) => stockSearch().freshIndex(database, siteId),
    onQueued: () => delivery.wake(),
    log,
  });
  delivery.start();
  scheduler.start();
  const stop = () => void Promise.all([scheduler.stop(), delivery.stop()]);
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  log.info({ transport: mailer.describe }, 'alert matching and delivery started');
}
