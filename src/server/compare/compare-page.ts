import 'server-only';
import { favouritesKeys } from '@/domain/favourites/saved-cars';
import { compareHref, parseCompareQuery } from '@/domain/compare/compare-query';
import type { ComparePageData } from '@/domain/compare/compare-page-view';
import { buildCompareRows } from '@/domain/compare/compare-table';
import type { Database } from '@/server/db/client';
import type { VehiclePageSite } from '@/server/vehicle-page/load-vehicle-page';
import { loadCompareCars } from './load-compare';

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * /compare (I-15, decision 049): up to 3 of this site's cars side by side, from `?cars=` slugs or stored
 * `?ids=`; null when the site keeps no favourites or compare list (I-12), so it has no compare page.
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
