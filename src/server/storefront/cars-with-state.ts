import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { similarSearchHref } from '@/domain/search/car-links';
import { shownKm } from '@/domain/stock/vehicle-kind';
import { searchCardTitle } from '@/domain/search/page/card';
import { isStockListed, resolveStockRules, stockRuleOptionsOf } from '@/domain/search/stock-rules';
import type { CarWithStateDto } from '@/domain/watchlist/car-state-view';
import { watchlistCarState } from '@/domain/watchlist/watchlist';
import type { Database } from '@/server/db/client';
import { locations, vehicles } from '@/server/db/schema';
import { vehicleYardOn } from '@/server/db/vehicle-joins';
import type { SiteContext } from '@/server/sites/site-context';
import { loadSearchUrlContext } from '@/server/stock/search/api/url-context';
import { findFirstImages } from '@/server/storefront/vehicle-cards';
import { titledCarColumns } from '@/server/stock/site-cars';

/**
 * This site's cars with these ids, in the order given, each with its state now (sold or removed cars
 * stay on lists, marked). A sold car the site still lists is 'sold'; one it no longer lists (past sold
 * retention, hidden) is 'unlisted', without a link to its page. Ids of other sites' cars are left out.
 */
export async function listCarsWithState(
  db: Database,
  site: Pick<SiteContext, 'id' | 'config'>,
  ids: readonly number[],
  now: Date,
): Promise<CarWithStateDto[]> {
  if (ids.length === 0) return [];
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
    .from(vehicles)
    .innerJoin(locations, vehicleYardOn(site.id))
    .where(and(eq(vehicles.siteId, site.id), inArray(vehicles.id, [...ids])));
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
  const ordered = ids.flatMap((id) => rows.filter((row) => row.id === id));
  return ordered.map((car) => {
    const listed = isStockListed(car, rules);
    return {
      id: car.id,
      // The vehicle page's own title, so a list names the car as its page does.
      title: searchCardTitle(car),
      price: car.price,
      km: shownKm(car),
      image: images.get(car.id) ?? null,
      state: watchlistCarState(car, listed),
      href: listed ? `/cars/${car.slug}` : null,
      similarHref: similarSearchHref(car, ctx),
    };
  });
}
