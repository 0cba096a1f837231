import { isSaveControlVisible } from '@/domain/cards/card-actions';
import { formatPriceLabel, type PriceLabel } from '@/domain/cards/price-label';
import type { CardSaveDto } from '@/domain/cards/types';
import { formatViews } from '@/domain/cards/views';
import { favouritesKeys, type FavouritesDto } from '@/domain/favourites/saved-cars';
import { WATCHLIST_PATH } from '@/domain/account/garage-path';
import type { WatchlistButtonDto } from '@/domain/watchlist/watchlist';
import { vehicleKindOf } from '@/domain/stock/vehicle-kind';
import { sidebarActions, type SidebarAction } from './sidebar-actions';
import { keyFactRows } from './specs/rows';
import type { VehiclePageData } from './page-data';

export type SidebarFact = { label: string; value: string };

/** What the sidebar (D-38) renders, decided here so the component only lays it out. */
export type SidebarView = {
  title: string;
  price: PriceLabel;
  /**
   * Decision 057: the key facts by the car's kind (kilometres, year, transmission, fuel, body for a car;
   * length, sleeps and masses for a caravan), shown above the buttons; unknown ones are left out.
   */
  facts: SidebarFact[];
  /** D-61, C-61: '$123/wk at 7.49% p.a.' under the price, by the cards' rules; null when they hide it. */
  weeklyFinance: string | null;
  /** The yard the car stands at, linking to its contact page when the yard is visible. */
  location: { name: string; href: string | null };
  actions: SidebarAction[];
  /** D-49: '{n} views' as last counted; null before the first view. */
  viewsText: string | null;
  /** D-38 Favourite (and compare) with D-52/D-53, on sites that keep favourites (I-12); else null. */
  favourite: { save: CardSaveDto; favourites: FavouritesDto } | null;
  /** I-1 … I-10: the watchlist button (every site: it needs a signed-in buyer, not browser storage). */
  watchlist: WatchlistButtonDto;
  /**
   * E-17: what the market-price tooltip beside the price decides from: the shown price (null when the label is
   * not a price), the car's autograb_data and the site's autograb flag.
   */
  market: {
    price: number | null;
    averageMarketPrice: number | null;
    stateAverageMarketPrice: number | null;
    autograbEnabled: boolean;
  };
};

/** D-52/D-53: whether the save controls (heart, watchlist) show for this car while it is not saved. */
function isShownUnsaved(data: VehiclePageData): boolean {
  return isSaveControlVisible({ ...data.car, imageCount: data.images.length }, false, data.config.cards);
}

function favouriteOf(data: VehiclePageData): SidebarView['favourite'] {
  const { car, config, site } = data;
  if (!config.features.favouritesStorage) return null;
  const { id, slug, make, model } = car;
  const saved = { id, name: data.title, slug, make, model, primary_image_url: data.images[0]?.url ?? null };
  return {
    save: { car: saved, isShownUnsaved: isShownUnsaved(data) },
    favourites: favouritesKeys(site.id),
  };
}

/** D-38: the sidebar of a car's page from its page data and effective config. */
export function sidebarView(data: VehiclePageData, weeklyFinance: string | null = null): SidebarView {
  const { car, config, location } = data;
  // The title names year, make, model, badge and series (D-38); the facts beside it are the ones a buyer
  // compares cars by (decision 057).
  const facts = keyFactRows(
    { ...car, variant: data.variant },
    car.year,
    vehicleKindOf(car.itemType, car.simpleBody),
  );
  const { vehicle } = config;
  const actionConfig = { ...vehicle, chat: config.chat };
  const price = formatPriceLabel(car, config.cards);
  return {
    title: data.title,
    price,
    facts,
    weeklyFinance,
    location: {
      name: location.name,
      href: location.isVisible ? `/contact-us/${encodeURIComponent(location.slug)}` : null,
    },
    actions: sidebarActions({ ...car, dealershipSlug: data.dealership.slug }, actionConfig, {
      phone: data.phone,
      similarHref: data.similarHref,
    }),
    viewsText: data.views > 0 ? formatViews(data.views) : null,
    favourite: favouriteOf(data),
    watchlist: {
      carId: car.id,
      carName: data.title,
      listHref: WATCHLIST_PATH,
      isShownUnsaved: isShownUnsaved(data),
    },
    market: {
      price: price.kind === 'price' ? car.price : null,
      averageMarketPrice: car.autograbAverageMarketPrice,
      stateAverageMarketPrice: car.autograbStateAverageMarketPrice,
      autograbEnabled: config.integrations.autograb,
    },
  };
}
