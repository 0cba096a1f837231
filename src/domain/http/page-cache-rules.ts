/**
 * Which requests the rendered-page cache may answer and which answers it may keep (decision 033's companion,
 * decision 039). Only the catalogue every buyer and crawler asks for, whose answer depends on nothing but the
 * host, the URL and the site's data: the home page, the search pages, the vehicle pages, and the search API
 * the search page asks as the buyer filters (its JSON is the same catalogue). Everything a buyer submits or is
 * told about themselves (success pages, forms' answers, every other API) is never kept.
 */

import { NOT_FOUND_TOKEN_HEADER } from '@/domain/tenancy/not-found-render';

type RequestHeaders = Record<string, string | string[] | undefined>;

export type PageCacheRequest = { method?: string; url?: string; headers: RequestHeaders };

/** Headers of the App Router's own requests (client navigations, prefetches, server actions): never cached. */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
];

/**
 * The production server's own second request for a page that ended in a 404 (decision 027) asks the same URL
 * and is answered the site's 404 page as a 200: kept, it would answer that URL 200 from then on
 * (decision 077, point 7). Any request naming the header is left alone: a forged value only costs its sender
 * a render.
 */
const NEVER_CACHED_HEADERS = [...ROUTER_HEADERS, NOT_FOUND_TOKEN_HEADER];

/** A site path the cache may answer: `/`, `/search` and below, `/cars/{slug}`, `/api/search`. */
export function isCacheablePagePath(pathname: string): boolean {
  if (pathname === '/' || pathname === '/search' || pathname.startsWith('/search/')) return true;
  if (pathname === '/api/search') return true;
  const segments = pathname.split('/');
  return segments.length === 3 && segments[1] === 'cars' && segments[2] !== '' && segments[2] !== 'trade-in';
}

function headerText(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/**
 * The variant of the stored answer this request may take, or null when the cache must not answer it. The
 * variant names what differs between answers to the same URL: whether the body is gzip-compressed (Next
 * compresses when the client accepts gzip) and whether the page was served over HTTPS (HSTS).
 */
export function pageCacheVariant(request: PageCacheRequest, isHttps: boolean): string | null {
  if (request.method !== 'GET' || !request.url) return null;
  if (NEVER_CACHED_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  const pathname = request.url.split('?', 1)[0]!;
  if (!isCacheablePagePath(pathname)) return null;
  const gzip = /\bgzip\b/i.test(headerText(request.headers['accept-encoding']));
  return `${gzip ? 'gzip' : 'identity'}:${isHttps ? 'https' : 'http'}`;
}

/** What the cache keeps: pages, and the search API's JSON (the only JSON on a cacheable path). */
const STORABLE_TYPES = ['text/html', 'application/json'];

/** Whether an answer can be kept: a whole 200 page or JSON that sets no cookie and is not too large to hold. */
export function isStorablePage(
  status: number,
  headers: Record<string, unknown>,
  bodyBytes: number,
  maxBodyBytes: number,
): boolean {
  // Next sets a route handler's content type as a one-item list, a page's as a string.
  const given = headers['content-type'];
  const contentType = Array.isArray(given) && given.length === 1 ? given[0] : given;
  return (
    status === 200 &&
    typeof contentType === 'string' &&
    STORABLE_TYPES.some((type) => contentType.startsWith(type)) &&
    headers['set-cookie'] === undefined &&
    bodyBytes > 0 &&
    bodyBytes <= maxBodyBytes
  );
}
