import 'server-only';
import { and, eq } from 'drizzle-orm';
import { depositRefundedEmail } from '@/domain/reserve';
import type { Database } from '@/server/db/client';
import { leadOutbox, reservations } from '@/server/db/schema';
import { log } from '@/server/logging';
import { PaymentProviderUnavailableError, type PaymentProvider } from '@/server/providers/payments';
import { loadReservationMailing } from './email-facts';
import { loadReservationContext, reservationEmailRows } from './reservation-context';
import { findReservation, type ReservationRow } from './reservation-store';

async function refundedEmails(db: Database, reservation: ReservationRow) {
  const context = await loadReservationContext(db, reservation.siteId, reservation);
  const { car, config, buyer } = context;
  if (!car || !buyer.email) return [];
  const mailing = await loadReservationMailing(db, {
    siteId: reservation.siteId,
    car,
    config,
    reservation,
    buyerName: buyer.name,
    paysByCard: true,
  });
  return [{ to: buyer.email, payload: mailing.emailTo(buyer.email, depositRefundedEmail(mailing.facts)) }];
}

/**
 * Gives back a deposit that found no car to hold (decision 046): the provider refunds it under the reservation's
 * own idempotency key (so a retry after a crash pays nothing twice), then the reservation is marked refunded and
 * the buyer told, in one transaction. 'pending' when the provider could not be reached: the sweeper tries again.
 */
export async function refundDeposit(
  db: Database,
  siteId: number,
  reservationId: string,
  provider: PaymentProvider,
  now: Date,
): Promise<'refunded' | 'pending' | 'not-owed'> {
  const reservation = await findReservation(db, siteId, reservationId);
  if (!reservation || reservation.status !== 'refund_pending' || reservation.paymentRef === null)
    return 'not-owed';
  let refundRef: string;
  try {
    const refund = await provider.refund({
      reservationId,
      paymentRef: reservation.paymentRef,
      amountCents: reservation.amountCents,
    });
    refundRef = refund.refundRef;
  } catch (error) {
    if (!(error instanceof PaymentProviderUnavailableError)) throw error;
    log.warn({ err: error, siteId, reservationId }, 'deposit refund failed; the sweeper retries it');
    return 'pending';
  }
  const emails = await refundedEmails(db, reservation);
  await db.transaction(async (tx) => {
    const marked = await tx
      .update(reservations)
      .set({ status: 'refunded', paymentStatus: 'refunded', refundRef, updatedAt: now })
      .where(
        and(
          eq(reservations.siteId, siteId),
          eq(reservations.id, reservationId),
          eq(reservations.status, 'refund_pending'),
        ),
      )
      .returning({ id: reservations.id });
    const rows = reservationEmailRows(reservation, emails, now);
    if (marked.length > 0 && rows.length > 0) await tx.insert(leadOutbox).values(rows);
  });
  return 'refunded';
}
