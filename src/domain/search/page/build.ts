import type { SiteConfig } from '@/config';
import { displayCount } from '../display-count';
import { insertPromos, shouldShowPromoCard, TRADE_IN_PROMO_CARD } from '../promo-cards';
import { collapseSoldRuns } from '../sold-runs';
import {
  EMPTY_SEARCH_STATE,
  offsetForPage,
  type SearchHit,
  type SearchResult,
  type SearchState,
} from '../state';
import { toSearchCard } from './card';
import { facetGroups, makeLists } from './facets';
import { getForm, hrefFor, paginationLinks, type LinkContext } from './links';
import type { ResultCardDto, SearchPageData } from './types';

/**
 * The part of a site's config the search page renders with. The browser gets exactly this (never the whole
 * config), so it can rebuild the page from /api/search results the same way the server built the first one.
 */
export type SearchViewConfig = {
  cards: SiteConfig['cards'];
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
};

export function searchViewConfig(config: SiteConfig): SearchViewConfig {
  const { search } = config;
  return {
    cards: config.cards,
    promo: config.promo,
    search: {
      path: search.path,
      sortOptions: search.sortOptions,
      cacheSize: search.cacheSize,
      stockCountOverride: search.stockCountOverride,
      visibleMakesCount: search.visibleMakesCount,
      popularMakes: search.popularMakes,
      vehicleNounPlural: search.vehicleNounPlural,
      breadcrumbBasePath: search.breadcrumbBasePath,
      configuredModels: search.configuredModels,
    },
  };
}

/** Everything a search page is built from besides the engine's result. */
export type SearchPageView = LinkContext & { config: SearchViewConfig };

function similarState(hit: SearchHit): SearchState {
  return {
    ...EMPTY_SEARCH_STATE,
    refinements: { make: [hit.make], make_model: [`${hit.make}:${hit.model}`] },
  };
}

function resultCards(hits: SearchHit[], view: SearchPageView, now: Date, random: () => number) {
  const { promo } = view.config;
  const promotions = shouldShowPromoCard(view.state.refinements, promo) ? [TRADE_IN_PROMO_CARD] : [];
  const placement = { cardPosition: promo.cardPosition, stickyCtaCardPositions: [] };
  const offset = offsetForPage(view.state.page);
  return insertPromos(hits, placement, random, { promotions, offset }).flatMap<ResultCardDto>((card) => {
    if (card.kind === 'hit') {
      const similarHref = hrefFor(similarState(card.hit), { ...view, dealershipSlug: null });
      const dto = toSearchCard(card.hit, view.config, { now, similarHref });
      return [{ kind: 'hit', key: `hit-${card.hit.id}`, card: dto }];
    }
    if (card.kind === 'promo')
      return [{ kind: 'promo', key: `promo-${card.afterHit}`, promo: card.promotion }];
    return [];
  });
}

/**
 * The search page for one engine result: sold runs collapsed (C-75/76), promo cards placed, the large-count
 * rule (C-27), and every link built from the URL state. Pure, so the server's first render and the browser's
 * later updates are the same function.
 */
export function buildSearchPageData(
  result: SearchResult,
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
    sort: {
      form: getForm({ ...firstPage, sortBy: ctx.sortKeys[0] ?? state.sortBy }, view, ['sortBy']),
      selected: state.sortBy,
      options: search.sortOptions.map(({ key, label }) => ({ key, label })),
    },
    makes: makeLists(result.facets, view, search),
    stats: result.stats,
    facets: facetGroups(result.facets, view),
    cards: resultCards(collapseSoldRuns(result.hits), view, options.now, options.random),
    pagination: paginationLinks(result.pages, view),
    clearFiltersHref: view.dealershipSlug === null ? search.path : hrefFor(EMPTY_SEARCH_STATE, view),
  };
}
