import type { SearchState } from './state';
import { parseSearchUrl } from './url';
import type { SearchUrlContext } from './url-types';

/**
 * A search page's address read against the site's URL lists: the search state it stands for and its path as
 * kept (a /search path with its query, without the page number). null when it is not one of this site's
 * searches (another path, or one the search page would answer 404 or 400).
 */
export function readSearchPath(
  path: string,
  ctx: SearchUrlContext,
): { path: string; state: SearchState } | null {
  let url: URL;
  let segments: string[];
  try {
    url = new URL(path, 'http://same.site');
    segments = url.pathname.split('/').slice(2).filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  if (url.origin !== 'http://same.site' || !/^\/search(\/|$)/.test(url.pathname)) return null;
  url.searchParams.delete('page');
  const parsed = parseSearchUrl({ pathSegments: segments, searchParams: url.searchParams }, ctx);
  if (parsed.kind !== 'ok') return null;
  return { path: `${url.pathname}${url.search}`, state: parsed.state };
}
