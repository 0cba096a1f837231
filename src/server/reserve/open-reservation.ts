import 'server-only';
import { and, count, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  decideReservationHold,
  HOLDING_STATUSES,
  OPEN_RESERVATION_STATUSES,
  type ReservationHold,
} from '@/domain/reserve';
import { bookingKeys, lockSenderKeys, type BookingKeys } from '@/server/leads/booking-caps';
import { reservations } from '@/server/db/schema';
import type { Tx } from '@/server/db/transaction';
import { holdCar, isCarReservable, releaseCar } from './car-hold';
import { LeadRefusedError, type HoldingLead } from '@/server/leads/lead-hold';
import type { ReservationRequest } from './types';

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

async function countOpen(tx: Tx, siteId: number, match: SQL | undefined, now: Date): Promise<number> {
  if (!match) return 0;
  const [row] = await tx
    .select({ n: count() })
    .from(reservations)
    .where(
      and(
        eq(reservations.siteId, siteId),
        inArray(reservations.status, [...OPEN_RESERVATION_STATUSES]),
        gt(reservations.expiresAt, now),
        match,
      ),
    );
  return row?.n ?? 0;
}

/**
 * The sender's open reservations on this site against the caps (decision 046, as decision 032 caps bookings),
 * under the sender's advisory locks held to COMMIT: a second reservation of the same sender waits, then counts.
 */
async function senderHold(tx: Tx, siteId: number, keys: BookingKeys, now: Date): Promise<ReservationHold> {
  await lockSenderKeys(tx, siteId, keys);
  const contact = [
    keys.emailKey === null ? null : eq(reservations.emailKey, keys.emailKey),
    keys.phoneKey === null ? null : eq(reservations.phoneKey, keys.phoneKey),
  ].filter((condition): condition is SQL => condition !== null);
  const ip = keys.ipKey === null ? undefined : eq(reservations.ipKey, keys.ipKey);
  return decideReservationHold({
    contact: await countOpen(tx, siteId, contact.length > 0 ? or(...contact) : undefined, now),
    ip: await countOpen(tx, siteId, ip, now),
  });
}

/**
 * Opens the lead's reservation inside the lead's transaction (decision 046). The partial unique index on open
 * reservations decides between buyers: PostgreSQL makes a second insert wait for the first transaction and,
 * once it commits, gives the second no row; PGlite runs one transaction at a time. Pay at dealership holds the
 * car at once (pending payment); a card payment only keeps other buyers away while this buyer pays. A flagged
 * lead, or a sender over the cap of open reservations, opens none: the lead is stored all the same.
 */
export async function openReservation(
  tx: Tx,
  lead: HoldingLead,
  request: ReservationRequest,
): Promise<ReservationHold> {
  const { siteId, vehicleId, createdAt: now } = lead;
  // A flagged lead (suspected spam) is stored but takes no car off sale (decision 032's rule for slots).
  if (lead.flagged) return 'flagged';
  const keys = bookingKeys(lead.contact, lead.ip);
  const hold = await senderHold(tx, siteId, keys, now);
  if (hold !== 'opened') return hold;
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
      ...keys,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({
      target: [reservations.siteId, reservations.vehicleId],
      where: sql`status in ('checkout', 'held', 'pending_payment')`,
    })
    .returning({ id: reservations.id });
  if (opened.length === 0) throw new LeadRefusedError('car-taken');
  const available = payAtDealership
    ? await holdCar(tx, siteId, vehicleId, request.checkoutMinPrice)
    : await isCarReservable(tx, siteId, vehicleId, request.checkoutMinPrice);
  if (!available) throw new LeadRefusedError('not-reservable');
  return 'opened';
}
