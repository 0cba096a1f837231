import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { ImageDto } from '@/domain/cards/types';
import { similarSearchHref } from '@/domain/search/car-links';
import { isStockListed, resolveStockRules, stockRuleOptionsOf } from '@/domain/search/stock-rules';
import { searchCardTitle } from '@/domain/search/page/card';
import { watchlistCarState, type WatchlistCarState } from '@/domain/watchlist/watchlist';
import type { Database } from '@/server/db/client';
import { locations, vehicles, watchlistEntries } from '@/server/db/schema';
import { vehicleYardOn } from '@/server/db/vehicle-joins';
import type { SiteContext } from '@/server/sites/site-context';
import { loadSearchUrlContext } from '@/server/stock/search/api/url-context';
import { siteCarIds, titledCarColumns } from '@/server/stock/site-cars';
import { findFirstImages } from '@/server/storefront/vehicle-cards';

/** Whether this site has a car with this id (any status: a sold car may stay on a list). */
export async function isSiteCar(db: Database, siteId: number, carId: number): Promise<boolean> {
  return (await siteCarIds(db, siteId, [carId])).length > 0;
}

/** I-2: saves the car to the buyer's list; saving it again changes nothing. */
export async function saveToWatchlist(db: Database, siteId: number, userId: string, carId: number) {
  await db.insert(watchlistEntries).values({ siteId, userId, vehicleId: carId }).onConflictDoNothing();
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

export type WatchlistCarDto = {
  id: number;
  title: string;
  price: number;
  km: number;
  image: ImageDto | null;
  state: WatchlistCarState;
  /** The car's page while the site lists it; null once it does not. */
  href: string | null;
  /** 'Find Me Something Similar' (D-51) for a car no longer on sale. */
  similarHref: string;
};

/**
 * The watchlist page's cars (B-27), newest first: each with how it stands now. A sold car the site still lists
 * is 'sold'; one it no longer lists (past sold retention, hidden) is 'unlisted', without a link to its page.
 */
export async function listWatchlistCars(
  db: Database,
  site: Pick<SiteContext, 'id' | 'config'>,
  userId: string,
  now: Date,
): Promise<WatchlistCarDto[]> {
  const rows = await db
    .select({
      ...titledCarColumns,
      price: vehicles.price,
      km: vehicles.km,
      carType: vehicles.carType,
      body: vehicles.simpleBody,
      itemType: vehicles.itemType,
      state: locations.state,
      stocknum: vehicles.stocknum,
      sold: vehicles.sold,
      reserved: vehicles.reserved,
      status: vehicles.status,
      soldAt: vehicles.soldAt,
      dealershipId: vehicles.dealershipId,
    })
    .from(watchlistEntries)
    .innerJoin(
      vehicles,
      and(eq(vehicles.siteId, watchlistEntries.siteId), eq(vehicles.id, watchlistEntries.vehicleId)),
    )
    .innerJoin(locations, vehicleYardOn(site.id))
    .where(and(eq(watchlistEntries.siteId, site.id), eq(watchlistEntries.userId, userId)))
    .orderBy(desc(watchlistEntries.createdAt), desc(watchlistEntries.vehicleId));
  if (rows.length === 0) return [];
  const rules = resolveStockRules(stockRuleOptionsOf(site.config), now, '');
  const [images, ctx] = await Promise.all([
    findFirstImages(
      db,
      site.id,
      rows.map((row) => row.id),
    ),
    loadSearchUrlContext(db, site.id, site.config),
  ]);
  return rows.map((car) => {
    const listed = isStockListed(car, rules);
    return {
      id: car.id,
      // The vehicle page's own title, so the list names the car as its page does.
      title: searchCardTitle(car),
      price: car.price,
      km: car.km,
      image: images.get(car.id) ?? null,
      state: watchlistCarState(car, listed),
      href: listed ? `/cars/${car.slug}` : null,
      similarHref: similarSearchHref(car, ctx),
    };
  });
}
