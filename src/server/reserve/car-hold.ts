import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { IN_STOCK_STATUSES } from '@/domain/stock/availability';
import { vehicles } from '@/server/db/schema';
import { bumpStockVersion } from '@/server/stock/stock-version';
import type { Tx } from '@/server/db/transaction';

/** D-55 in SQL: in stock, unsold, not reserved and priced above the checkout minimum. */
function reservable(siteId: number, vehicleId: number, checkoutMinPrice: number) {
  return and(
    eq(vehicles.siteId, siteId),
    eq(vehicles.id, vehicleId),
    eq(vehicles.reserved, false),
    eq(vehicles.sold, false),
    inArray(vehicles.status, [...IN_STOCK_STATUSES]),
    sql`${vehicles.price} > ${checkoutMinPrice}`,
  );
}

/**
 * Takes the car off sale for a reservation, inside its transaction: only a car still in stock, unsold, not
 * already reserved and priced above the checkout minimum (D-55) is taken. The stock version moves in the same
 * transaction, so the search index shows the Reserved tag on its next check (decision 038) and the rendered
 * pages keyed by that version are drawn again without the Reserve button (decision 039).
 */
export async function holdCar(
  tx: Tx,
  siteId: number,
  vehicleId: number,
  checkoutMinPrice: number,
): Promise<boolean> {
  const held = await tx
    .update(vehicles)
    .set({ reserved: true })
    .where(reservable(siteId, vehicleId, checkoutMinPrice))
    .returning({ id: vehicles.id });
  if (held.length === 0) return false;
  await bumpStockVersion(tx, siteId);
  return true;
}

/** Puts the car back on sale when its hold ends (a car since sold stays sold: only the flag is cleared). */
export async function releaseCar(tx: Tx, siteId: number, vehicleId: number): Promise<void> {
  await tx
    .update(vehicles)
    .set({ reserved: false })
    .where(and(eq(vehicles.siteId, siteId), eq(vehicles.id, vehicleId)));
  await bumpStockVersion(tx, siteId);
}

/** Whether the car could be held now (a checkout checks before sending the buyer to pay). */
export async function isCarReservable(
  tx: Tx,
  siteId: number,
  vehicleId: number,
  checkoutMinPrice: number,
): Promise<boolean> {
  const rows = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(reservable(siteId, vehicleId, checkoutMinPrice));
  return rows.length > 0;
}
