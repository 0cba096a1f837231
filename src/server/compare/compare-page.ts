import 'server-only';
import { favouritesKeys, type FavouritesDto } from '@/domain/favourites/saved-cars';
import { compareHref, parseCompareQuery } from '@/domain/compare/compare-query';
import { buildCompareRows, type CompareCar, type CompareRow } from '@/domain/compare/compare-table';
import type { Database } from '@/server/db/client';
import type { VehiclePageSite } from '@/server/vehicle-page/load-vehicle-page';
import { loadCompareCars } from './load-compare';

export type ComparePageData = {
  cars: CompareCar[];
  rows: CompareRow[];
  /** Asked-for cars the site no longer lists. */
  missing: number;
  /** Of those, the browser's stored ids (`?ids=`), which it then forgets. */
  missingIds: number[];
  /** The comparison's shareable address (`?cars=` slugs); null without cars. */
  shareHref: string | null;
  /** No cars in the address: the browser's stored list is opened, if it has any. */
  fromStorage: boolean;
  /** The site's default search, where more cars are added from. */
  searchHref: string;
  favourites: FavouritesDto;
};

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * /compare (issue 16, I-15): up to 3 of this site's cars side by side, from `?cars=` slugs or stored `?ids=`;
 * null when the site keeps no favourites or compare list (I-12), so it has no compare page.
 */
export async function loadComparePage(
  db: Database,
  site: VehiclePageSite,
  params: SearchParams,
  now: Date,
): Promise<ComparePageData | null> {
  if (!site.config.features.favouritesStorage) return null;
  const query = parseCompareQuery({ cars: params.cars, ids: params.ids });
  const { cars, missing, missingIds } = await loadCompareCars(db, site, query, now);
  return {
    cars,
    rows: buildCompareRows(cars),
    missing,
    missingIds,
    shareHref: cars.length > 0 ? compareHref(cars.map((car) => car.slug)) : null,
    fromStorage: query.kind === 'none',
    searchHref: site.config.search.path,
    favourites: favouritesKeys(site.id),
  };
}
