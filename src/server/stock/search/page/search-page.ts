import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { SiteConfig } from '@/config';
import { displayCount } from '@/domain/search/display-count';
import { insertPromos, shouldShowPromoCard, TRADE_IN_PROMO_CARD } from '@/domain/search/promo-cards';
import { collapseSoldRuns } from '@/domain/search/sold-runs';
import { EMPTY_SEARCH_STATE, offsetForPage, type SearchHit, type SearchState } from '@/domain/search/state';
import { parseSearchUrl, type SearchUrlInput } from '@/domain/search/url';
import type { Database } from '@/server/db/client';
import { dealerships } from '@/server/db/schema';
import { loadSearchUrlContext } from '../api/url-context';
import { searchStock } from '../search-stock';
import { toSearchCard } from './search-card';
import { facetGroups, makeLists } from './search-facets';
import { getForm, hrefFor, paginationLinks, type LinkContext } from './search-links';
import type { ResultCardDto, SearchPageOutcome } from './types';
import { logIgnoredSearchParams } from '../api/log-ignored';

export type SearchPageSite = { id: number; slug: string; config: SiteConfig };

async function dealershipName(db: Database, siteId: number, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ name: dealerships.name })
    .from(dealerships)
    .where(and(eq(dealerships.siteId, siteId), eq(dealerships.slug, slug)));
  return row?.name ?? null;
}

function similarState(hit: SearchHit): SearchState {
  return {
    ...EMPTY_SEARCH_STATE,
    refinements: { make: [hit.make], make_model: [`${hit.make}:${hit.model}`] },
  };
}

function resultCards(hits: SearchHit[], site: SearchPageSite, link: LinkContext, now: Date): ResultCardDto[] {
  const { promo } = site.config;
  const promotions = shouldShowPromoCard(link.state.refinements, promo) ? [TRADE_IN_PROMO_CARD] : [];
  const placement = { cardPosition: promo.cardPosition, stickyCtaCardPositions: [] };
  const offset = offsetForPage(link.state.page);
  return insertPromos(hits, placement, Math.random, { promotions, offset }).flatMap<ResultCardDto>((card) => {
    if (card.kind === 'hit') {
      const similarHref = hrefFor(similarState(card.hit), { ...link, dealershipSlug: null });
      const dto = toSearchCard(card.hit, site.config, { now, similarHref });
      return [{ kind: 'hit', key: `hit-${card.hit.id}`, card: dto }];
    }
    if (card.kind === 'promo')
      return [{ kind: 'promo', key: `promo-${card.afterHit}`, promo: card.promotion }];
    return [];
  });
}

/**
 * The server-rendered search page (issue 3): parse the URL (404 for unknown or malformed paths, a redirect to
 * the canonical form), search the site's stock (limited to the dealership on /search/{dealership_slug}),
 * collapse sold runs (C-75/76) and build every link of the page from the URL state.
 */
export async function loadSearchPage(
  db: Database,
  site: SearchPageSite,
  input: SearchUrlInput,
  now = new Date(),
): Promise<SearchPageOutcome> {
  const ctx = await loadSearchUrlContext(db, site.id, site.config);
  const parsed = parseSearchUrl(input, ctx);
  if (parsed.kind !== 'ok') return { kind: 'not_found' };
  if (!parsed.canonical) return { kind: 'redirect', href: parsed.href };
  logIgnoredSearchParams(site.slug, parsed.ignored);
  const { state, dealershipSlug } = parsed;
  let engineState = state;
  if (dealershipSlug !== null) {
    const name = await dealershipName(db, site.id, dealershipSlug);
    if (name === null) return { kind: 'not_found' };
    engineState = { ...state, refinements: { ...state.refinements, dealership_name: [name] } };
  }
  const result = await searchStock(db, site.id, engineState, { now });
  const link: LinkContext = { state, ctx, dealershipSlug };
  const firstPage = { ...state, page: 1 };
  const { search } = site.config;
  return {
    kind: 'ok',
    data: {
      count: displayCount(result.count, result.facets, search, state.refinements),
      query: state.query,
      searchForm: getForm({ ...firstPage, query: '' }, link, ['query']),
      sort: {
        form: getForm({ ...firstPage, sortBy: ctx.sortKeys[0] ?? state.sortBy }, link, ['sortBy']),
        selected: state.sortBy,
        options: search.sortOptions.map(({ key, label }) => ({ key, label })),
      },
      makes: makeLists(result.facets, link, search.visibleMakesCount),
      facets: facetGroups(result.facets, link),
      cards: resultCards(collapseSoldRuns(result.hits), site, link, now),
      pagination: paginationLinks(result.pages, link),
      clearFiltersHref: dealershipSlug === null ? search.path : hrefFor(EMPTY_SEARCH_STATE, link),
    },
  };
}
