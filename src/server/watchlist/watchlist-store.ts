import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { carStanding } from '@/domain/alerts/watched-car';
import { vehicles, watchlistEntries } from '@/server/db/schema';
import type { SiteContext } from '@/server/sites/site-context';
import type { CarWithStateDto } from '@/domain/watchlist/car-state-view';
import { listCarsWithState } from '@/server/storefront/cars-with-state';
import { siteCarIds } from '@/server/stock/site-cars';

/** Whether this site has a car with this id (any status: a sold car may stay on a list). */
export async function isSiteCar(db: Database, siteId: number, carId: number): Promise<boolean> {
  return (await siteCarIds(db, siteId, [carId])).length > 0;
}

/**
 * I-2: saves the car to the buyer's list; saving it again changes nothing. The car's price and standing now
 * are what watchlist alerts later compare with.
 */
export async function saveToWatchlist(db: Database, siteId: number, userId: string, carId: number) {
  const [car] = await db
    .select({
      price: vehicles.price,
      status: vehicles.status,
      sold: vehicles.sold,
      reserved: vehicles.reserved,
    })
    .from(vehicles)
    .where(and(eq(vehicles.siteId, siteId), eq(vehicles.id, carId)));
  if (!car) return;
  await db
    .insert(watchlistEntries)
    .values({ siteId, userId, vehicleId: carId, alertedPrice: car.price, alertedStanding: carStanding(car) })
    .onConflictDoNothing();
}

/** I-3: takes the car off the buyer's list; a car not on it is already off. */
export async function removeFromWatchlist(db: Database, siteId: number, userId: string, carId: number) {
  await db
    .delete(watchlistEntries)
    .where(
      and(
        eq(watchlistEntries.siteId, siteId),
        eq(watchlistEntries.userId, userId),
        eq(watchlistEntries.vehicleId, carId),
      ),
    );
}

/** I-11: the buyer's list as car ids, newest first. */
export async function watchlistIds(db: Database, siteId: number, userId: string): Promise<number[]> {
  const rows = await db
    .select({ id: watchlistEntries.vehicleId })
    .from(watchlistEntries)
    .where(and(eq(watchlistEntries.siteId, siteId), eq(watchlistEntries.userId, userId)))
    .orderBy(desc(watchlistEntries.createdAt), desc(watchlistEntries.vehicleId));
  return rows.map((row) => row.id);
}

/** The watchlist page's cars (B-27), newest first, each with how it stands now. */
export async function listWatchlistCars(
  db: Database,
  site: Pick<SiteContext, 'id' | 'config'>,
  userId: string,
  now: Date,
): Promise<CarWithStateDto[]> {
  return listCarsWithState(db, site, await watchlistIds(db, site.id, userId), now);
}
