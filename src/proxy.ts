import { NextResponse, type NextRequest } from 'next/server';
import {
  buildPagePolicy,
  FRAME_ANCESTORS_HEADER,
  parseFrameAncestors,
} from '@/domain/security/content-security-policy';
import { createNonce } from '@/domain/security/nonce';
import { normaliseHost, siteRewritePath } from '@/domain/tenancy/host';
import {
  isNotFoundRerender,
  NOT_FOUND_RENDER_PATH,
  NOT_FOUND_TOKEN_ENV,
  NOT_FOUND_TOKEN_HEADER,
} from '@/domain/tenancy/not-found-render';
import {
  isAppRoutePath,
  isSiteNeutralPath,
  REQUEST_PATH_HEADER,
  routablePath,
} from '@/domain/tenancy/request-path';

/**
 * Host → /sites/{host}/… (architecture: Tenancy). String work only, no database: the site layout
 * resolves the host, so an unknown host and a direct /sites/… request both end on the 404 page. A malformed
 * path never reaches a route as it is (Next would answer a bare 500, decision 016). Every site page gets
 * its Content-Security-Policy with a new nonce here (decision 033).
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const path = routablePath(pathname);
  if (path !== pathname && isAppRoutePath(pathname)) {
    return NextResponse.json({ error: 'Malformed URL path' }, { status: 400 });
  }
  if (isSiteNeutralPath(pathname)) return NextResponse.next();
  const host = normaliseHost(request.headers.get('host'));
  // The server's second request for a page that ended in a 404 draws the site's 404 page (decision 027).
  const rerender = isNotFoundRerender(
    request.headers.get(NOT_FOUND_TOKEN_HEADER),
    process.env[NOT_FOUND_TOKEN_ENV],
  );
  const target = new URL(
    rerender ? siteRewritePath(host, NOT_FOUND_RENDER_PATH) : `${siteRewritePath(host, path)}${search}`,
    request.url,
  );
  // The 404 page gets no route params: it reads the path the buyer asked for from this header (set here on
  // every request, so a header the client sent is replaced, never trusted).
  const headers = new Headers(request.headers);
  headers.set(REQUEST_PATH_HEADER, path);
  const policy = pagePolicy(request);
  // Next reads the nonce from the request's policy for its own scripts; our pages read it there too.
  headers.set(CSP_HEADER, policy);
  const response = NextResponse.rewrite(target, { request: { headers } });
  response.headers.set(CSP_HEADER, policy);
  return response;
}

const CSP_HEADER = 'Content-Security-Policy';

/** A fresh nonce per page; frame-ancestors as the production server resolved them for the site (decision 033). */
function pagePolicy(request: NextRequest): string {
  return buildPagePolicy({
    nonce: createNonce(),
    frameAncestors: parseFrameAncestors(request.headers.get(FRAME_ANCESTORS_HEADER)),
    isDevelopment: process.env.NODE_ENV === 'development',
  });
}

export const config = {
  // Framework assets and root static files are served as they are. /api and /media come here only to have
  // malformed paths answered; /robots.txt, /sitemap.xml and /favicon.ico are per site. The console's uploads
  // (a car's photos, a stock feed: up to 60 MB) skip the proxy, which would keep only the first 10 MB of a body
  // (next.config); their static routes have no segment to be malformed, and read their own bodies capped.
  matcher: ['/((?!_next/|static/|api/console/stock/photos|api/console/stock/import).*)'],
};
