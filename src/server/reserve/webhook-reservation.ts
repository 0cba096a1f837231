import 'server-only';
import { isReservationId, webhookMismatch } from '@/domain/reserve';
import type { Database } from '@/server/db/client';
import type { PaymentEvent } from '@/server/providers/payments';
import { findReservation, type ReservationRow } from './reservation-store';

type ReservationEvent = Exclude<PaymentEvent, { kind: 'ignored' }>;

export type WebhookTarget = { ok: true; reservation: ReservationRow } | { ok: false; reason: string };

/**
 * The reservation of this site a verified event may act on, or why it may not (decision 077, point 3). The
 * reference is checked before any query (a uuid column refuses other text with an error, which was a 500
 * Stripe retried for days), then the event must be about the session stored for that reservation, for its
 * deposit.
 */
export async function reservationForWebhook(
  db: Database,
  siteId: number,
  event: ReservationEvent,
): Promise<WebhookTarget> {
  if (!isReservationId(event.reservationId))
    return { ok: false, reason: 'the reference is not a reservation id' };
  const reservation = await findReservation(db, siteId, event.reservationId);
  if (!reservation) return { ok: false, reason: 'no reservation by that id on this site' };
  const payment =
    event.kind === 'paid' ? { amountCents: event.amountCents, currency: event.currency } : undefined;
  const reason = webhookMismatch(reservation, { providerRef: event.providerRef, payment });
  return reason === null ? { ok: true, reservation } : { ok: false, reason };
}
