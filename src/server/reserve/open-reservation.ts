import 'server-only';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { HOLDING_STATUSES } from '@/domain/reserve';
import { reservations } from '@/server/db/schema';
import type { Tx } from '@/server/db/transaction';
import { holdCar, isCarReservable, releaseCar } from './car-hold';
import type { ReservationRefusal, ReservationRequest } from './types';

/** Thrown inside the lead's transaction so that the lead rolls back with the refused reservation. */
export class ReservationRefusedError extends Error {
  constructor(readonly refusal: ReservationRefusal) {
    super(`reservation refused: ${refusal}`);
    this.name = 'ReservationRefusedError';
  }
}

/**
 * A hold whose time is up but which the sweeper has not reached yet must not turn a new buyer away: it ends here,
 * in this transaction, before the new reservation is tried.
 */
async function endLapsedHold(tx: Tx, siteId: number, vehicleId: number, now: Date): Promise<void> {
  const ended = await tx
    .update(reservations)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(reservations.siteId, siteId),
        eq(reservations.vehicleId, vehicleId),
        inArray(reservations.status, [...HOLDING_STATUSES]),
        lte(reservations.expiresAt, now),
      ),
    )
    .returning({ id: reservations.id });
  if (ended.length > 0) await releaseCar(tx, siteId, vehicleId);
}

/**
 * Opens the lead's reservation inside the lead's transaction (decision 046). The partial unique index on open
 * reservations decides between buyers: PostgreSQL makes a second insert wait for the first transaction and,
 * once it commits, gives the second no row; PGlite runs one transaction at a time. Pay at dealership holds the
 * car at once (pending payment); a card payment only keeps other buyers away while this buyer pays.
 */
export async function openReservation(
  tx: Tx,
  lead: { id: string; siteId: number; vehicleId: number; createdAt: Date },
  request: ReservationRequest,
): Promise<void> {
  const { siteId, vehicleId, createdAt: now } = lead;
  await endLapsedHold(tx, siteId, vehicleId, now);
  const payAtDealership = request.provider === 'pay_at_dealership';
  const opened = await tx
    .insert(reservations)
    .values({
      id: request.id,
      siteId,
      vehicleId,
      leadId: lead.id,
      status: payAtDealership ? 'pending_payment' : 'checkout',
      paymentProvider: request.provider,
      paymentStatus: payAtDealership ? 'pending' : 'open',
      amountCents: request.amountCents,
      expiresAt: request.expiresAt,
      siteOrigin: request.siteOrigin,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({
      target: [reservations.siteId, reservations.vehicleId],
      where: sql`status in ('checkout', 'held', 'pending_payment')`,
    })
    .returning({ id: reservations.id });
  if (opened.length === 0) throw new ReservationRefusedError('car-taken');
  const available = payAtDealership
    ? await holdCar(tx, siteId, vehicleId, request.checkoutMinPrice)
    : await isCarReservable(tx, siteId, vehicleId, request.checkoutMinPrice);
  if (!available) throw new ReservationRefusedError('not-reservable');
}
