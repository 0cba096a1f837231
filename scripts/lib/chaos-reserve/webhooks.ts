import http from 'node:http';
import { eventBody, stripeSignatureHeader } from '@/server/providers/payments/testing/fake-stripe-objects';
import type { FakeCheckoutSession } from '@/server/providers/payments/testing/fake-stripe-objects';
import { CHAOS_WEBHOOK_SECRET, type ChaosCheckout } from './reservations';

/** One Stripe event to deliver until the app answers 2xx, as Stripe retries a webhook. */
export type PendingWebhook = { checkout: ChaosCheckout; body: string };

/**
 * The paid session of a checkout, as Stripe's `checkout.session.completed` event carries it: the session id,
 * amount and currency the platform stored, or the app would log the event and leave the car unheld.
 */
function paidSession(checkout: ChaosCheckout): FakeCheckoutSession {
  const created = Math.floor(Date.now() / 1000);
  return {
    id: checkout.providerRef,
    object: 'checkout.session',
    livemode: false,
    mode: 'payment',
    created,
    url: null,
    status: 'complete',
    payment_status: 'paid',
    amount_total: checkout.amountCents,
    currency: checkout.currency,
    payment_intent: checkout.paymentRef,
    client_reference_id: checkout.reservationId,
    customer_email: null,
    metadata: { reservation_id: checkout.reservationId, site_id: String(checkout.siteId) },
    expires_at: created + 1800,
    success_url: '',
    cancel_url: null,
  };
}

/** Each checkout's event, once; replays send the very same body (same event id), as Stripe's do. */
export function paidEvents(checkouts: ChaosCheckout[]): PendingWebhook[] {
  return checkouts.map((checkout) => ({
    checkout,
    body: eventBody('checkout.session.completed', paidSession(checkout), Math.floor(Date.now() / 1000)),
  }));
}

/** POSTs one webhook, signed now; resolves with the status, rejects when the connection fails (app down). */
export function postWebhook(port: number, webhook: PendingWebhook): Promise<number> {
  const header = stripeSignatureHeader(webhook.body, CHAOS_WEBHOOK_SECRET, Math.floor(Date.now() / 1000));
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/payments/stripe/webhook',
        method: 'POST',
        timeout: 30_000,
        headers: {
          host: webhook.checkout.host,
          'content-type': 'application/json',
          'stripe-signature': header,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('webhook timed out')));
    request.on('error', reject);
    request.end(webhook.body);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type SendStats = { acknowledged: number; attempts: number; failures: number };

/**
 * Delivers every webhook, each `copies` times (Stripe may send an event more than once), from `senders`
 * parallel senders: an attempt that fails (app killed, connection refused, 5xx) is retried after a pause until
 * the app answers 2xx. `onAck` counts acknowledged deliveries, for the disruption plan.
 */
export async function deliverWebhooks(
  port: number,
  webhooks: PendingWebhook[],
  options: { copies: number; senders: number; onAck: (acknowledged: number) => void },
): Promise<SendStats> {
  const queue = webhooks.flatMap((webhook) => Array.from({ length: options.copies }, () => webhook));
  const stats: SendStats = { acknowledged: 0, attempts: 0, failures: 0 };
  const sender = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      for (;;) {
        stats.attempts += 1;
        const status = await postWebhook(port, next).catch(() => 0);
        if (status >= 200 && status < 300) break;
        stats.failures += 1;
        await sleep(250);
      }
      stats.acknowledged += 1;
      options.onAck(stats.acknowledged);
    }
  };
  await Promise.all(Array.from({ length: options.senders }, sender));
  return stats;
}
