import 'server-only';
import { and, eq } from 'drizzle-orm';
import { dealerDepositPaidEmail, depositPaidEmail, holdEndsAt } from '@/domain/reserve';
import type { Database } from '@/server/db/client';
import { leadOutbox, paymentEvents, reservations } from '@/server/db/schema';
import type { Tx } from '@/server/db/transaction';
import type { PaymentProviderName } from '@/server/providers/payments';
import { holdCar } from './car-hold';
import { loadReservationMailing } from './email-facts';
import { loadReservationContext, reservationEmailRows, type ReservationContext } from './reservation-context';
import { findReservation, type ReservationRow } from './reservation-store';

/** A payment the provider says was taken for a reservation (its webhook, the buyer's return, reconciliation). */
export type PaidPayment = {
  reservationId: string;
  paymentRef: string;
  amountCents: number;
  /** The webhook's event id, recorded so that its replay is known; null when we asked the provider ourselves. */
  eventId: string | null;
};

/**
 * 'held': this payment put the hold in place; 'applied-before': it was applied already (a replayed webhook, or
 * the return page and the webhook both reporting it); 'refund-owed': the car was no longer this buyer's to hold
 * (the checkout had lapsed, the car was sold), so the money goes back; 'unknown': no such reservation here.
 */
export type PaidOutcome = 'held' | 'applied-before' | 'refund-owed' | 'unknown';

async function lockReservation(tx: Tx, siteId: number, reservationId: string) {
  const [row] = await tx
    .select()
    .from(reservations)
    .where(and(eq(reservations.siteId, siteId), eq(reservations.id, reservationId)))
    .for('update');
  return row as ReservationRow | undefined;
}

async function recordEvent(tx: Tx, siteId: number, provider: PaymentProviderName, paid: PaidPayment) {
  if (paid.eventId === null) return true;
  const recorded = await tx
    .insert(paymentEvents)
    .values({ siteId, provider, eventId: paid.eventId, reservationId: paid.reservationId })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return recorded.length > 0;
}

/** The deposit-paid emails (buyer and dealer), rendered before the transaction that writes them. */
async function heldEmails(
  db: Database,
  reservation: ReservationRow,
  context: ReservationContext,
  holdEnds: Date,
): Promise<{ to: string; payload: Record<string, unknown> }[]> {
  const { car, config, buyer, dealerEmail } = context;
  if (!car) return [];
  const mailing = await loadReservationMailing(db, {
    siteId: reservation.siteId,
    car,
    config,
    reservation: { ...reservation, expiresAt: holdEnds },
    buyerName: buyer.name,
    paysByCard: true,
  });
  const emails = [];
  if (buyer.email) {
    emails.push({ to: buyer.email, payload: mailing.emailTo(buyer.email, depositPaidEmail(mailing.facts)) });
  }
  if (dealerEmail) {
    const email = dealerDepositPaidEmail(mailing.facts, buyer, reservation.leadId);
    emails.push({
      to: dealerEmail,
      payload: { ...mailing.emailTo(dealerEmail, email), replyTo: buyer.email },
    });
  }
  return emails;
}

/**
 * Applies a taken payment to its reservation, once (decision 046). In one transaction: the webhook's event id is
 * recorded (its replay changes nothing), the reservation row is locked, and a checkout still open becomes a hold
 * (the car's reserved flag and the stock version move with it) with the deposit-paid emails in the outbox. A
 * payment for a reservation that is no longer at checkout is owed back: the caller refunds it.
 */
export async function applyPaidPayment(
  db: Database,
  siteId: number,
  provider: PaymentProviderName,
  paid: PaidPayment,
  now: Date,
): Promise<PaidOutcome> {
  const found = await findReservation(db, siteId, paid.reservationId);
  if (!found) return 'unknown';
  const context = await loadReservationContext(db, siteId, found);
  const holdEnds = holdEndsAt(now, context.config.reserve.holdHours);
  const emails = found.status === 'checkout' ? await heldEmails(db, found, context, holdEnds) : [];
  return db.transaction(async (tx) => {
    if (!(await recordEvent(tx, siteId, provider, paid))) return 'applied-before';
    const reservation = await lockReservation(tx, siteId, paid.reservationId);
    if (!reservation) return 'unknown';
    if (reservation.paymentRef !== null) return 'applied-before';
    const base = { paymentStatus: 'paid', paymentRef: paid.paymentRef, updatedAt: now };
    const checkoutMinPrice = context.config.vehicle.checkoutMinPrice;
    const held =
      reservation.status === 'checkout' &&
      (await holdCar(tx, siteId, reservation.vehicleId, checkoutMinPrice));
    const where = and(eq(reservations.siteId, siteId), eq(reservations.id, reservation.id));
    if (!held) {
      await tx
        .update(reservations)
        .set({ ...base, status: 'refund_pending', expiresAt: now })
        .where(where);
      return 'refund-owed';
    }
    await tx
      .update(reservations)
      .set({ ...base, status: 'held', expiresAt: holdEnds, confirmedAt: now })
      .where(where);
    const rows = reservationEmailRows(reservation, emails, now);
    if (rows.length > 0) await tx.insert(leadOutbox).values(rows);
    return 'held';
  });
}
