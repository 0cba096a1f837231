import type { ImageDto } from '@/domain/cards/types';
import type { WatchlistCarState } from '@/domain/watchlist/watchlist';

/** A car on one of the buyer's lists, with how it stands now. */
export type CarWithStateDto = {
  id: number;
  title: string;
  price: number;
  /** Null for a towed caravan, whose kilometres say nothing (decision 057). */
  km: number | null;
  image: ImageDto | null;
  state: WatchlistCarState;
  /** The car's page while the site lists it; null once it does not. */
  href: string | null;
  /** 'Find Me Something Similar' (D-51) for a car no longer on sale. */
  similarHref: string;
};

/** A saved car's state for the browser's lists: where it leads now, or that it is gone. */
export type CarStateDto = { id: number; state: WatchlistCarState; href: string | null; similarHref: string };
