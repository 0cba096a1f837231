import 'server-only';
import type { CarStateDto } from '@/domain/watchlist/car-state-view';
import { parseIdList } from '@/domain/validation/id-list';
import type { Database } from '@/server/db/client';
import type { SiteContext } from '@/server/sites/site-context';
import { listCarsWithState } from '@/server/storefront/cars-with-state';

/** How many ids one request may ask about (a long saved list is asked in parts). */
export const CAR_STATES_LIMIT = 100;

export const CAR_STATES_CACHE_CONTROL = 'public, max-age=60';

/**
 * `GET /api/cars/states?ids=12,7`: how this site's cars with these ids stand now, for the saved cars
 * kept in the browser (sold and removed ones stay on the list, marked). Other sites' ids are left out.
 */
export async function handleCarStatesApi(
  db: Database,
  site: Pick<SiteContext, 'id' | 'config'>,
  ids: string | null,
  now: Date,
): Promise<{ cars: CarStateDto[] }> {
  const cars = await listCarsWithState(db, site, parseIdList(ids, CAR_STATES_LIMIT), now);
  return { cars: cars.map(({ id, state, href, similarHref }) => ({ id, state, href, similarHref })) };
}
