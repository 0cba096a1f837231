import 'server-only';
import { GARAGE_PATH, WATCHLIST_PATH } from '@/domain/account/garage-path';
import { signInHref } from '@/domain/account/sign-in-url';
import { COMPARE_PATH } from '@/domain/compare/compare-query';
import { favouritesKeys } from '@/domain/favourites/saved-cars';
import type { GaragePageData } from '@/domain/account/garage-view';
import type { Buyer } from '@/server/auth/buyer-session';
import { loadAlerts } from '@/server/alerts/alert-settings';
import type { Database } from '@/server/db/client';
import { listSavedSearches } from './saved-searches';
import type { SiteContext } from '@/server/sites/site-context';

export async function loadGaragePage(
  db: Database,
  site: SiteContext,
  buyer: Buyer | null,
): Promise<GaragePageData> {
  return {
    buyer,
    signInHref: signInHref('my-garage', GARAGE_PATH, GARAGE_PATH),
    favourites: site.config.features.favouritesStorage ? favouritesKeys(site.id) : null,
    compareHref: COMPARE_PATH,
    searchHref: site.config.search.path,
    watchlistHref: WATCHLIST_PATH,
    savedSearches: buyer ? await listSavedSearches(db, site.id, buyer.id) : null,
    alerts: buyer ? await loadAlerts(db, site.id, site.name, buyer) : null,
  };
}
