import 'server-only';
import { GARAGE_PATH, WATCHLIST_PATH } from '@/domain/account/garage-path';
import { signInHref } from '@/domain/account/sign-in-url';
import { COMPARE_PATH } from '@/domain/compare/compare-query';
import { favouritesKeys, type FavouritesDto } from '@/domain/favourites/saved-cars';
import type { Buyer } from '@/server/auth/buyer-session';
import { loadAlerts, type AlertsDto } from '@/server/alerts/alert-settings';
import type { Database } from '@/server/db/client';
import { listSavedSearches, type SavedSearchDto } from './saved-searches';
import type { SiteContext } from '@/server/sites/site-context';

export type GaragePageData = {
  buyer: Buyer | null;
  signInHref: string;
  /** The site's favourites and compare keys; null when it keeps none (I-12). */
  favourites: FavouritesDto | null;
  compareHref: string;
  searchHref: string;
  /** B-27: the watchlist (it asks for sign-in, and a mobile, when needed: I-1). */
  watchlistHref: string;
  /** The signed-in buyer's saved searches; null when signed out. */
  savedSearches: SavedSearchDto[] | null;
  /** The signed-in buyer's alert settings; null when signed out. */
  alerts: AlertsDto | null;
};

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
