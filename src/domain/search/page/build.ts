import type { SiteConfig } from '@/config';
import { favouritesKeys, type FavouritesDto } from '@/domain/favourites/saved-cars';
import { displayCount } from '../display-count';
import { isPlannedRoute, withoutPlannedRoutes } from '@/domain/navigation/planned-routes';
import { insertPromos } from '../promo-cards';
import { collapseSoldRuns } from '../sold-runs';
import { EMPTY_SEARCH_STATE, offsetForPage, type SearchState } from '../state';
import { toSearchCard } from './card';
import type { SearchPageHit, SearchPageResult } from './page-hit';
import { cardRulesFor, type CardRulesTable } from './card-rules';
import { facetGroups, makeLists, priceRangeLinks } from './facets';
import { filterChips } from './chips';
import { getForm, hrefFor, paginationLinks, type LinkContext } from './links';
import { promoSlotCards, type SearchPromotion } from './promo-slots';
import type { NearFormDto, PromoCardDto, ResultCardDto, SearchCardDto, SearchPageData } from './types';
import { applyNearInput, nearMessage } from '../near';
import { sortMenu } from '../sort-options';
import type { SearchWording } from '@/domain/stock/value-labels';

/**
 * The part of a site's config the search page renders with. The browser gets exactly this (never the whole
 * config), so it can rebuild the page from /api/search results the same way the server built the first one.
 */
export type SearchViewConfig = {
  promo: SiteConfig['promo'];
  search: Pick<
    SiteConfig['search'],
    | 'path'
    | 'sortOptions'
    | 'cacheSize'
    | 'stockCountOverride'
    | 'visibleMakesCount'
    | 'popularMakes'
    | 'vehicleNounPlural'
    | 'breadcrumbBasePath'
    | 'configuredModels'
  >;
  /** Its words for stored values and its plural noun (facets, chips, titles, breadcrumbs). */
  wording: SearchWording;
  /** Per make and item type, what the cards read (cards options, buttons, finance summary): `cardRulesFor`. */
  cardRules: CardRulesTable;
  /** The sticky call-to-action card's content (C-87), resolved from the site's copy. */
  ctaCard: PromoCardDto;
  /** `features.favouritesStorage` (I-12): save and compare controls on cards. */
  favouritesStorage: boolean;
};

/**
 * Everything a search page is built from besides the engine's result. `siteId` namespaces the visitor's
 * local storage (N-7); `promotions` are the site's current and upcoming promotion rows (C-85/C-86).
 */
export type SearchPageView = LinkContext & {
  config: SearchViewConfig;
  siteId: number;
  promotions: SearchPromotion[];
};

function similarState(hit: SearchPageHit): SearchState {
  return {
    ...EMPTY_SEARCH_STATE,
    refinements: { make: [hit.make], make_model: [`${hit.make}:${hit.model}`] },
  };
}

/** A result card's buttons without those whose route is not built yet (decision 023). */
function withAvailableButtons(card: SearchCardDto): SearchCardDto {
  return { ...card, buttons: withoutPlannedRoutes(card.buttons, (button) => button.href) };
}

/**
 * C-83..C-88: the hits with promo slots and sticky CTA cards between them (neither counts as a hit). Cards and
 * buttons that lead to a route not built yet are left out (decision 023), so the page links no 404.
 */
function resultCards(hits: SearchPageHit[], view: SearchPageView, now: Date, random: () => number) {
  const { promo, cardRules, favouritesStorage } = view.config;
  const slotCards = promoSlotCards(view.state.refinements, promo, view.promotions, now);
  const promotions = withoutPlannedRoutes(slotCards, (card) => card.href);
  const ctaCard = isPlannedRoute(view.config.ctaCard.href) ? null : view.config.ctaCard;
  const placement = {
    cardPosition: promo.cardPosition,
    stickyCtaCardPositions: ctaCard === null ? [] : promo.stickyCtaCardPositions,
  };
  const offset = offsetForPage(view.state.page);
  return insertPromos(hits, placement, random, { promotions, offset }).flatMap<ResultCardDto>((card) => {
    if (card.kind === 'promo') return { kind: 'promo', key: `promo-${card.afterHit}`, promo: card.promotion };
    if (card.kind === 'cta')
      return ctaCard ? { kind: 'cta', key: `cta-${card.afterHit}`, promo: ctaCard } : [];
    const similarHref = hrefFor(similarState(card.hit), { ...view, dealershipSlug: null });
    const rules = cardRulesFor(cardRules, card.hit);
    const dto = toSearchCard(card.hit, rules, { now, similarHref, hasFavourites: favouritesStorage });
    return { kind: 'hit', key: `hit-${card.hit.id}`, card: withAvailableButtons(dto) };
  });
}

/** The near-me form submits the state without its postcode (the inputs add it back) from page 1. */
function nearForm(result: SearchPageResult, view: SearchPageView): NearFormDto {
  const { state, ctx } = view;
  const defaultSortBy = ctx.sortKeys[0] ?? state.sortBy;
  const cleared = applyNearInput(state, { postcode: '', radiusKm: null }, defaultSortBy);
  return {
    form: getForm(cleared, view, []),
    postcode: state.near?.postcode ?? '',
    radiusKm: state.near?.radiusKm ?? null,
    message: result.near ? nearMessage(result.near) : null,
    defaultSortBy,
  };
}

/** N-7: the site's own local-storage keys; null when the site keeps no favourites (I-12). */
function favouritesOf(view: SearchPageView): FavouritesDto | null {
  return view.config.favouritesStorage ? favouritesKeys(view.siteId) : null;
}

/**
 * The search page for one engine result: sold runs collapsed (C-75/76), promo cards placed, the large-count
 * rule (C-27), and every link built from the URL state. Pure, so the server's first render and the browser's
 * later updates are the same function.
 */
export function buildSearchPageData(
  result: SearchPageResult,
  view: SearchPageView,
  options: { now: Date; random: () => number },
): SearchPageData {
  const { state, ctx } = view;
  const { search } = view.config;
  const firstPage = { ...state, page: 1 };
  return {
    count: displayCount(result.count, result.facets, search, state.refinements),
    query: state.query,
    searchForm: getForm({ ...firstPage, query: '' }, view, ['query']),
    near: nearForm(result, view),
    sort: {
      form: getForm({ ...firstPage, sortBy: ctx.sortKeys[0] ?? state.sortBy }, view, ['sortBy']),
      selected: state.sortBy,
      options: sortMenu(search.sortOptions, result.near?.place != null),
    },
    makes: makeLists(result.facets, view, search),
    stats: result.stats,
    chips: filterChips(view, view.config.wording.valueLabels),
    facets: facetGroups(result.facets, view, view.config.wording.valueLabels),
    priceRanges: priceRangeLinks(result.facets, view),
    cards: resultCards(collapseSoldRuns(result.hits), view, options.now, options.random),
    favourites: favouritesOf(view),
    pagination: paginationLinks(result.pages, view),
    clearFiltersHref: view.dealershipSlug === null ? search.path : hrefFor(EMPTY_SEARCH_STATE, view),
  };
}
