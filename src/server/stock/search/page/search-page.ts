import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { SiteConfig } from '@/config';
import { searchPageTitle } from '@/domain/search/breadcrumbs';
import { searchWordingOf } from '@/domain/stock/value-labels';
import type { SearchViewConfig } from '@/domain/search/page/build';
import { buildSeededSearchPage } from '@/domain/search/page/seed';
import { searchViewConfig } from '@/domain/search/page/view-config';
import type { SearchPageOutcome } from '@/domain/search/page/outcome';
import { parseSearchUrl, type SearchUrlInput } from '@/domain/search/url';
import type { Database } from '@/server/db/client';
import { dealerships } from '@/server/db/schema';
import { loadSearchPromotions } from '@/server/promotions/queries';
import { logIgnoredSearchParams } from '../api/log-ignored';
import { loadSearchUrlContext } from '../api/url-context';
import { searchStock } from '../search-stock';

export type SearchPageSite = { id: number; slug: string; config: SiteConfig };

// The view config overlays the config once per overridden make and item type; a site's config object is
// cached (and replaced on change) by the site lookup, so it is computed once per config, not per request.
const viewConfigs = new WeakMap<SiteConfig, SearchViewConfig>();

function viewConfigOf(config: SiteConfig): SearchViewConfig {
  let viewConfig = viewConfigs.get(config);
  if (viewConfig === undefined) viewConfigs.set(config, (viewConfig = searchViewConfig(config)));
  return viewConfig;
}

async function dealershipName(db: Database, siteId: number, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ name: dealerships.name })
    .from(dealerships)
    .where(and(eq(dealerships.siteId, siteId), eq(dealerships.slug, slug)));
  return row?.name ?? null;
}

/**
 * The server-rendered search page (decision 005): parse the URL (404 for unknown or malformed paths, a
 * redirect to the canonical form), search the site's stock (limited to the dealership on
 * /search/{dealership_slug}), collapse sold runs (C-75/76), place the site's promotions and CTA cards
 * (C-83..C-88) and build every link of the page from the URL state.
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
  const [result, promotions] = await Promise.all([
    searchStock(db, site.id, engineState, { now }),
    loadSearchPromotions(db, site.id, now),
  ]);
  const view = { state, ctx, dealershipSlug, config: viewConfigOf(site.config), siteId: site.id, promotions };
  // Building here draws the promo position the seed keeps; the page's render builds again from the seed.
  const { seed } = buildSeededSearchPage(result, view, { now, random: Math.random });
  return {
    kind: 'ok',
    seed,
    view,
    dealershipName: engineState.refinements.dealership_name?.[0] ?? null,
  };
}

/** The `<title>` of a search URL: the page title its state reads as; 'Search stock' for a URL that 404s. */
export async function searchPageMetadataTitle(
  db: Database,
  site: SearchPageSite,
  input: SearchUrlInput,
): Promise<string> {
  const parsed = parseSearchUrl(input, await loadSearchUrlContext(db, site.id, site.config));
  return parsed.kind === 'ok'
    ? searchPageTitle(parsed.state, searchWordingOf(site.config.search))
    : 'Search stock';
}
