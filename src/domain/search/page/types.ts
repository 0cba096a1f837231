import type { CardButtonDto, CardSaveDto } from '@/domain/cards/types';
import type { FavouritesDto } from '@/domain/favourites/saved-cars';
import type { PaginationDto } from '@/domain/navigation/pagination';
import type { SearchResult } from '../state';

/** Plain data the search page components render (no rows, no config objects). */

export type SearchCardDto = {
  id: number;
  href: string;
  title: string;
  image: { url: string; alt: string } | null;
  price: { text: string; wasPrice: string | null; priceType: string | null };
  tag: { kind: string; text: string; imageUrl: string | null } | null;
  /** km, transmission, fuel and condition; null when the car is not in stock. */
  specs: { km: string | null; transmission: string | null; fuel: string | null; condition: string } | null;
  viewsText: string | null;
  /** C-61 '$123/wk at 7.49% p.a.', when the card shows one (C-54, F-31..F-39). */
  financeLine: string | null;
  locationName: string;
  /** '18 km away' on a near-me search (decision 054); null otherwise or when the yard has no position. */
  distanceText: string | null;
  isInStock: boolean;
  /** C-57 'Like this and want something similar?' on cars not in stock. */
  similarPrompt: string | null;
  /** C-58, in order. */
  buttons: CardButtonDto[];
  /** The save and compare controls (C-54, I-12..I-16); null when the site keeps no favourites. */
  save: CardSaveDto | null;
};

/** A promo slot (trade-in card or a promotion node) or the sticky call-to-action card. */
export type PromoCardDto = {
  title: string;
  subtitle: string | null;
  body: string;
  href: string;
  buttonText: string;
  imageUrl: string | null;
};

export type ResultCardDto =
  | { kind: 'hit'; key: string; card: SearchCardDto }
  | { kind: 'promo'; key: string; promo: PromoCardDto }
  | { kind: 'cta'; key: string; promo: PromoCardDto };

export type FacetLinkDto = {
  label: string;
  count: number;
  href: string;
  isSelected: boolean;
  /** Values nested under this one (a state's yards). */
  children?: FacetLinkDto[];
};
/** A make, and for a selected make its models (C-36, at most 30 by the engine's facet limit, C-37). */
export type MakeLinkDto = FacetLinkDto & { models: FacetLinkDto[] };
export type FacetGroupDto = { attribute: string; title: string; values: FacetLinkDto[] };

/** A GET form: where it submits and the state it keeps as hidden inputs. */
export type GetFormDto = { action: string; hidden: [string, string][] };

/** One applied filter above the results: what it reads and the URL without it. */
export type FilterChipDto = { key: string; label: string; removeHref: string };

/** The near-me form (decision 054): what it shows and what the page says about the postcode. */
export type NearFormDto = {
  form: GetFormDto;
  postcode: string;
  radiusKm: number | null;
  /** Where the postcode is, or why distance is ignored; null without a postcode. */
  message: { kind: 'place' | 'problem'; text: string } | null;
  /** The sort a search falls back to when its postcode is cleared ('Nearest first' needs one). */
  defaultSortBy: string;
};

export type SearchPageData = {
  count: number;
  query: string;
  searchForm: GetFormDto;
  near: NearFormDto;
  sort: { form: GetFormDto; selected: string; options: { key: string; label: string }[] };
  makes: { visible: MakeLinkDto[]; more: MakeLinkDto[] } | null;
  /** The engine's min/max per range attribute: the sliders' bounds (C-45, C-48). */
  stats: SearchResult['stats'];
  /** Applied filters, each removable on its own (decision 055). */
  chips: FilterChipDto[];
  facets: FacetGroupDto[];
  /** Quick price choices under the price slider, in value order (decision 055). */
  priceRanges: FacetLinkDto[];
  cards: ResultCardDto[];
  /** Null when the site's favourites storage is off (I-12): no save or compare controls. */
  favourites: FavouritesDto | null;
  pagination: PaginationDto;
  clearFiltersHref: string;
};
