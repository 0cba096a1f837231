import 'server-only';
import type { Database } from '@/server/db/client';
import { log } from '@/server/logging';
import { paymentProviderFor, PaymentWebhookRejectedError } from '@/server/providers/payments';
import { loadSiteConfigSource, resolveForSite } from '@/server/sites/site-config-loader';
import { applyPaidPayment } from './confirm-payment';
import { refundDeposit } from './refund-deposit';
import { providerOfReservation } from './reservation-provider';
import { abandonCheckout } from './reservation-store';
import type { ReserveDependencies } from './reserve-lead';
import { reservationForWebhook } from './webhook-reservation';

/** Stripe's events are a few kilobytes; anything far larger is not one. */
export const MAX_PAYMENT_WEBHOOK_BYTES = 256 * 1024;

export type PaymentWebhookResponse = { status: 200 | 400 | 404 | 413; body: Record<string, unknown> };

/**
 * POST /api/payments/stripe/webhook on a site's host (decision 046): the event is verified with the
 * site's own webhook secret (read from the server's config load, never a page's redacted copy), then applied
 * once. 200 tells Stripe to stop sending it: an event that is not about the session we opened for the
 * reservation it names, for its deposit (another site's, an unknown reference, a Payment Link's) is logged and
 * answered 200 without effect, as a retry would be refused again (decision 077); 400 a signature or body that
 * is not provably Stripe's; anything unexpected throws (500) and Stripe retries.
 */
export async function handlePaymentWebhook(
  db: Database,
  siteId: number,
  request: { body: string; signature: string | null },
  now: Date,
  dependencies: ReserveDependencies = {},
): Promise<PaymentWebhookResponse> {
  if (Buffer.byteLength(request.body) > MAX_PAYMENT_WEBHOOK_BYTES) {
    return { status: 413, body: { error: 'Request too large' } };
  }
  const config = resolveForSite(await loadSiteConfigSource(db, siteId));
  if (config.payments.provider !== 'stripe') return { status: 404, body: { error: 'No card payments here' } };
  const provider = (dependencies.paymentProviderFor ?? paymentProviderFor)(config);
  let event;
  try {
    event = provider.readWebhook(request.body, request.signature, now);
  } catch (error) {
    if (!(error instanceof PaymentWebhookRejectedError)) throw error;
    log.warn({ siteId, reason: error.message }, 'payment webhook refused');
    return { status: 400, body: { error: error.message } };
  }
  if (event.kind === 'ignored') return { status: 200, body: { received: true } };
  const target = await reservationForWebhook(db, siteId, event);
  if (!target.ok) {
    const { eventId, reservationId, providerRef } = event;
    log.warn(
      { siteId, eventId, reservationId, providerRef, reason: target.reason },
      'payment webhook not applied',
    );
    return { status: 200, body: { received: true, outcome: 'ignored' } };
  }
  if (event.kind === 'expired') {
    await abandonCheckout(db, siteId, event.reservationId, now);
    return { status: 200, body: { received: true } };
  }
  const outcome = await applyPaidPayment(db, siteId, provider.name, event, now);
  if (outcome === 'refund-owed') {
    const owner = await providerOfReservation(db, target.reservation, dependencies);
    await refundDeposit(db, siteId, target.reservation.id, owner, now);
  }
  return { status: 200, body: { received: true, outcome } };
}
