import 'server-only';
import { and, eq, type SQL } from 'drizzle-orm';
import type { ReservationStatus } from '@/domain/reserve';
import type { Database } from '@/server/db/client';
import { reservations } from '@/server/db/schema';

export type ReservationRow = typeof reservations.$inferSelect & { status: ReservationStatus };

async function findOne(db: Database, siteId: number, match: SQL): Promise<ReservationRow | null> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.siteId, siteId), match));
  return (row as ReservationRow | undefined) ?? null;
}

/** One reservation of this site; null for another site's id (or none by that id). */
export function findReservation(db: Database, siteId: number, reservationId: string) {
  return findOne(db, siteId, eq(reservations.id, reservationId));
}

/** The reservation a reserve lead opened (a retried submission is answered with its page). */
export function findReservationOfLead(db: Database, siteId: number, leadId: string) {
  return findOne(db, siteId, eq(reservations.leadId, leadId));
}

/** Where the buyer pays, kept with the reservation while it is still at checkout. */
export async function recordCheckoutPage(
  db: Database,
  siteId: number,
  reservationId: string,
  page: { providerRef: string; url: string },
  now: Date,
): Promise<void> {
  await db
    .update(reservations)
    .set({ providerRef: page.providerRef, checkoutUrl: page.url, updatedAt: now })
    .where(
      and(
        eq(reservations.siteId, siteId),
        eq(reservations.id, reservationId),
        eq(reservations.status, 'checkout'),
      ),
    );
}

/** A checkout that will not be paid (the buyer gave up, or no payment page could be opened) lets the car go. */
export async function abandonCheckout(
  db: Database,
  siteId: number,
  reservationId: string,
  now: Date,
): Promise<boolean> {
  const ended = await db
    .update(reservations)
    .set({ status: 'abandoned', paymentStatus: 'not_paid', updatedAt: now })
    .where(
      and(
        eq(reservations.siteId, siteId),
        eq(reservations.id, reservationId),
        eq(reservations.status, 'checkout'),
      ),
    )
    .returning({ id: reservations.id });
  return ended.length > 0;
}
