import 'server-only';
import type { VehicleCardDto } from '@/domain/cards/types';
import { resolveStockRules, stockRuleOptionsOf } from '@/domain/search/stock-rules';
import { parseIdList } from '@/domain/validation/id-list';
import { VIEWED_CARS_LIMIT } from '@/domain/vehicle/viewed-cars';
import type { Database } from '@/server/db/client';
import type { SiteContext } from '@/server/sites/site-context';
import { listStockCardsByIds } from './vehicle-cards';

/** The JSON of `GET /api/cars/recently-viewed?ids=`: the cards and the site's no-price text for them. */
export type RecentlyViewedBody = { cars: VehicleCardDto[]; noPriceText: string };

export const RECENTLY_VIEWED_CACHE_CONTROL = 'public, max-age=60';

/**
 * The cards of the cars a visitor viewed (their browser's list, D-104, sent as ids, newest first),
 * those still in stock and listed by this site, in the same order. Unreadable ids are ignored; at most 20.
 */
export async function handleRecentlyViewedApi(
  db: Database,
  site: Pick<SiteContext, 'id' | 'config'>,
  ids: string | null,
  now: Date,
): Promise<RecentlyViewedBody> {
  const rules = resolveStockRules(stockRuleOptionsOf(site.config), now, '');
  const cars = await listStockCardsByIds(db, site.id, rules, parseIdList(ids, VIEWED_CARS_LIMIT));
  return { cars, noPriceText: site.config.cards.noPriceText };
}
