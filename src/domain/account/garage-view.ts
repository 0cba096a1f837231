import type { SavedSearchDto } from '@/domain/account/saved-search-view';
import type { AlertsDto } from '@/domain/alerts/alerts-view';
import type { FavouritesDto } from '@/domain/favourites/saved-cars';

/** What /my-garage renders. */
export type GaragePageData = {
  /** The signed-in buyer; null when signed out. */
  buyer: { id: string; email: string | null; phone: string | null } | null;
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
