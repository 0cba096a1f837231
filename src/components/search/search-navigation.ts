import { parseSearchUrl, searchUrlInputFromHref } from '@/domain/search/url';
import type { SearchUrlContext } from '@/domain/search/url-types';
import type { SearchState } from '@/domain/search/state';

/** What the search page keeps in a history entry besides Next.js's own keys. */
export type SearchHistoryState = { forecourtScrollY?: number };

/** The engine state for the page: on /search/{dealership_slug} every search is limited to that dealership. */
export function engineStateFor(state: SearchState, dealershipName: string | null): SearchState {
  if (dealershipName === null) return state;
  return { ...state, refinements: { ...state.refinements, dealership_name: [dealershipName] } };
}

/**
 * The state behind a link or URL of this search page, or null when the client cannot take it over: another
 * path (a car page, another dealership's route), a URL that is not canonical (the server redirects it) or
 * malformed (the server answers 404). Null means "let the browser navigate".
 */
export function searchStateForHref(
  href: string,
  ctx: SearchUrlContext,
  dealershipSlug: string | null,
): SearchState | null {
  const input = searchUrlInputFromHref(href);
  if (input === null) return null;
  const parsed = parseSearchUrl(input, ctx);
  if (parsed.kind !== 'ok' || !parsed.canonical || parsed.dealershipSlug !== dealershipSlug) return null;
  return parsed.state;
}

/** The scroll position saved in a history entry when the visitor left it, if any. */
export function savedScrollY(historyState: unknown): number | null {
  if (typeof historyState !== 'object' || historyState === null) return null;
  const y = (historyState as SearchHistoryState).forecourtScrollY;
  return typeof y === 'number' && Number.isFinite(y) && y >= 0 ? y : null;
}

/** The path and query of a location, the form the search page's links use. */
export function pathAndQuery(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}
