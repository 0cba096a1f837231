import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { leadOutbox, paymentEvents, reservations, vehicles } from '@/server/db/schema';
import type { ChaosCheckout } from './reservations';

export type ReserveVerification = {
  checkouts: number;
  held: number;
  /** Held, paid with this checkout's payment, confirmed once. */
  correct: number;
  carsReserved: number;
  /** Open reservations beyond one per car (must be 0). */
  extraOpen: number;
  /** Recorded webhook events (one per checkout: replays add none). */
  events: number;
  /** Deposit-paid emails to buyers: exactly one per checkout. */
  buyerEmails: number;
  dealerEmails: number;
};

const subjectOf = (payload: unknown) => (payload as { subject?: string }).subject ?? '';

export async function verifyReserveRun(
  db: Database,
  checkouts: ChaosCheckout[],
): Promise<ReserveVerification> {
  const ids = checkouts.map((checkout) => checkout.reservationId);
  const rows = await db.select().from(reservations).where(inArray(reservations.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const correct = checkouts.filter((checkout) => {
    const row = byId.get(checkout.reservationId);
    return row?.status === 'held' && row.paymentStatus === 'paid' && row.paymentRef === checkout.paymentRef;
  }).length;
  const carIds = checkouts.map((checkout) => checkout.vehicleId);
  const cars = await db.select().from(vehicles).where(inArray(vehicles.id, carIds));
  const open = await db.select().from(reservations).where(inArray(reservations.vehicleId, carIds));
  const openPerCar = open.filter((row) =>
    ['checkout', 'held', 'pending_payment'].includes(row.status),
  ).length;
  const leadIds = rows.map((row) => row.leadId);
  const outbox =
    leadIds.length > 0 ? await db.select().from(leadOutbox).where(inArray(leadOutbox.leadId, leadIds)) : [];
  const events = await db.select().from(paymentEvents).where(eq(paymentEvents.provider, 'stripe'));
  return {
    checkouts: checkouts.length,
    held: rows.filter((row) => row.status === 'held').length,
    correct,
    carsReserved: cars.filter((car) => car.reserved).length,
    extraOpen: openPerCar - new Set(open.map((row) => row.vehicleId)).size,
    events: events.length,
    buyerEmails: outbox.filter((row) => subjectOf(row.payload).startsWith('Reserved: the ')).length,
    dealerEmails: outbox.filter((row) => subjectOf(row.payload).startsWith('Reserved online: deposit paid'))
      .length,
  };
}

export function isReserveRunSuccessful(v: ReserveVerification): boolean {
  const n = v.checkouts;
  return (
    v.held === n &&
    v.correct === n &&
    v.carsReserved === n &&
    v.extraOpen === 0 &&
    v.events === n &&
    v.buyerEmails === n &&
    v.dealerEmails === n
  );
}
