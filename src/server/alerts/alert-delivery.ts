import 'server-only';
import type { Database } from '@/server/db/client';
import { alertOutbox } from '@/server/db/schema';
import { compactStamp, type LeadMailer } from '@/server/mail/mailer';
import type { Log } from '@/server/logging';
import { createOutboxStore } from '@/server/outbox/outbox-store';
import { createOutboxWorker, type OutboxWorker } from '@/server/outbox/outbox-worker';
import type { RetryPolicy } from '@/server/outbox/retry-policy';
import type { AlertPayload } from './alert-queue';

export const alertOutboxStore = createOutboxStore(alertOutbox);

const HOUR = 60 * 60 * 1000;
/** An alert is news for a day: one still failing after that is dropped rather than sent stale. */
export const ALERT_RETRY_POLICY: RetryPolicy = { baseMs: 30_000, capMs: HOUR, deadAfterMs: 24 * HOUR };

export type AlertDeliveryOptions = {
  db: Database;
  mailer: LeadMailer;
  mailFrom: string;
  clock: () => Date;
  pollMs?: number;
  leaseMs?: number;
  random?: () => number;
  log?: Pick<Log, 'info' | 'warn' | 'error'>;
};

/**
 * Sends queued alert emails through the lead mailer (SMTP, or the maildir under `.data/mail/{site}/new`), each
 * with RFC 8058 one-click unsubscribe headers, over the shared outbox claim, lease and retry.
 */
export function createAlertDelivery(options: AlertDeliveryOptions): OutboxWorker {
  return createOutboxWorker({
    ...options,
    retry: ALERT_RETRY_POLICY,
    store: alertOutboxStore,
    name: 'alert delivery',
    describe: (row) => ({ siteId: row.siteId, kind: row.kind }),
    deliver: async (row) => {
      const payload = row.payload as AlertPayload;
      await options.mailer.send({
        from: options.mailFrom,
        to: row.target,
        replyTo: null,
        subject: payload.subject,
        text: payload.text,
        date: row.createdAt,
        messageId: `<alert-${row.id}.${row.siteId}@forecourt>`,
        siteSlug: payload.siteSlug,
        fileName: `${compactStamp(row.createdAt)}-alert-${row.id}.eml`,
        headers: {
          'List-Unsubscribe': `<${payload.oneClickUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    },
  });
}
