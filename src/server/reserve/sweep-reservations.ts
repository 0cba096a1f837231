import 'server-only';
import { and, eq, inArray, lte } from 'drizzle-orm';
import { dueAction, HOLDING_STATUSES } from '@/domain/reserve';
import type { Database } from '@/server/db/client';
import { reservations } from '@/server/db/schema';
import { log } from '@/server/logging';
import { releaseCar } from './car-hold';
import { refundDeposit } from './refund-deposit';
import { providerOfReservation } from './reservation-provider';
import type { ReservationRow } from './reservation-store';
import type { ReserveDependencies } from './reserve-lead';
import { settleCheckout } from './settle-checkout';

/** Rows looked at per sweep; the rest wait for the next one. */
const SWEEP_BATCH = 100;

/** Ends a hold whose time is up and puts the car back on sale, in one transaction (only once, whoever races). */
async function releaseHold(db: Database, reservation: ReservationRow, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await tx
      .update(reservations)
      .set({ status: 'expired', updatedAt: now })
      .where(
        and(
          eq(reservations.siteId, reservation.siteId),
          eq(reservations.id, reservation.id),
          inArray(reservations.status, [...HOLDING_STATUSES]),
          lte(reservations.expiresAt, now),
        ),
      )
      .returning({ id: reservations.id });
    if (ended.length > 0) await releaseCar(tx, reservation.siteId, reservation.vehicleId);
  });
}

async function sweepOne(
  db: Database,
  reservation: ReservationRow,
  now: Date,
  dependencies: ReserveDependencies,
) {
  const action = dueAction(reservation, now);
  if (action === 'release') return releaseHold(db, reservation, now);
  if (action === null) return;
  const provider = await providerOfReservation(db, reservation, dependencies);
  if (action === 'settle-checkout') return settleCheckout(db, reservation, provider, 'close', now);
  await refundDeposit(db, reservation.siteId, reservation.id, provider, now);
}

/**
 * One pass over every site's reservations that may be due (decision 046): holds past their end are released,
 * checkouts past their page's window are settled with the provider, refunds left half-done are sent again. Run
 * at start-up (reconciliation of what a crash left) and then every 30 seconds. Returns how many were looked at.
 */
export async function sweepReservations(
  db: Database,
  now: Date,
  dependencies: ReserveDependencies = {},
): Promise<number> {
  const due = (await db
    .select()
    .from(reservations)
    .where(
      and(
        inArray(reservations.status, ['checkout', 'held', 'pending_payment', 'refund_pending']),
        lte(reservations.expiresAt, now),
      ),
    )
    .orderBy(reservations.expiresAt)
    .limit(SWEEP_BATCH)) as ReservationRow[];
  for (const reservation of due) {
    try {
      await sweepOne(db, reservation, now, dependencies);
    } catch (error) {
      log.error(
        { err: error, siteId: reservation.siteId, reservationId: reservation.id },
        'reservation sweep failed',
      );
    }
  }
  return due.length;
}
