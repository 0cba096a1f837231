import 'server-only';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { OPEN_RESERVATION_STATUSES } from '@/domain/reserve';
import type { Database } from '@/server/db/client';
import { reservations } from '@/server/db/schema';
import type { Tx } from '@/server/db/transaction';

export type CarReservation = { status: string; expiresAt: Date };

/** The online reservation that holds a car now (a buyer at checkout, or a held deposit), or null. */
export async function openReservationOf(
  db: Database | Tx,
  siteId: number,
  vehicleId: number,
  now: Date,
): Promise<CarReservation | null> {
  const [row] = await db
    .select({ status: reservations.status, expiresAt: reservations.expiresAt })
    .from(reservations)
    .where(
      and(
        eq(reservations.siteId, siteId),
        eq(reservations.vehicleId, vehicleId),
        inArray(reservations.status, [...OPEN_RESERVATION_STATUSES]),
        gt(reservations.expiresAt, now),
      ),
    )
    .orderBy(asc(reservations.expiresAt))
    .limit(1);
  return row ?? null;
}
