import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SavedCar } from '@/domain/favourites/saved-cars';
import { searchCardTitle } from '@/domain/search/page/card';
import type { Database } from '@/server/db/client';
import { accountSavedCars, vehicles } from '@/server/db/schema';
import { siteCarIds, titledCarColumns } from '@/server/stock/site-cars';
import { findFirstImages } from '@/server/storefront/vehicle-cards';

export type AccountList = 'favourites' | 'compare';

const ofList = (siteId: number, userId: string, list: AccountList) =>
  and(
    eq(accountSavedCars.siteId, siteId),
    eq(accountSavedCars.userId, userId),
    eq(accountSavedCars.list, list),
  );

/** The buyer's list on this site, in the order the cars were added. */
export async function accountListIds(
  db: Database,
  siteId: number,
  userId: string,
  list: AccountList,
): Promise<number[]> {
  const rows = await db
    .select({ id: accountSavedCars.vehicleId })
    .from(accountSavedCars)
    .where(ofList(siteId, userId, list))
    .orderBy(asc(accountSavedCars.createdAt), asc(accountSavedCars.vehicleId));
  return rows.map((row) => row.id);
}

/**
 * Makes the buyer's list exactly `ids` (this site's cars among them, in order), in one transaction. Each id's
 * row keeps its place in time, so the order survives; a concurrent writer's equal row is left alone.
 */
export async function storeAccountList(
  db: Database,
  siteId: number,
  userId: string,
  list: AccountList,
  ids: readonly number[],
): Promise<number[]> {
  const kept = await siteCarIds(db, siteId, ids);
  await db.transaction(async (tx) => {
    await tx.delete(accountSavedCars).where(ofList(siteId, userId, list));
    if (kept.length === 0) return;
    const start = Date.now();
    const rows = kept.map((vehicleId, index) => ({
      siteId,
      userId,
      list,
      vehicleId,
      createdAt: new Date(start + index),
    }));
    await tx.insert(accountSavedCars).values(rows).onConflictDoNothing();
  });
  return kept;
}

/** I-13: the browser's favourite entries ({id, name, slug, make, model, primary_image_url}) of these cars. */
export async function savedCarEntries(
  db: Database,
  siteId: number,
  ids: readonly number[],
): Promise<SavedCar[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(titledCarColumns)
    .from(vehicles)
    .where(and(eq(vehicles.siteId, siteId), inArray(vehicles.id, [...ids])));
  const images = await findFirstImages(db, siteId, [...ids]);
  return ids.flatMap((id) =>
    rows
      .filter((row) => row.id === id)
      .map((row) => ({
        id: row.id,
        name: searchCardTitle(row),
        slug: row.slug,
        make: row.make,
        model: row.model,
        primary_image_url: images.get(row.id)?.url ?? null,
      })),
  );
}
