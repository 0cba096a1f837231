import { NextResponse, type NextRequest } from 'next/server';
import { normaliseHost, siteRewritePath } from '@/domain/tenancy/host';
import { isSiteNeutralPath, routablePath } from '@/domain/tenancy/request-path';

/**
 * Host → /sites/{host}/… (architecture: Tenancy). String work only, no database: the site layout
 * resolves the host, so an unknown host and a direct /sites/… request both end on the 404 page. Every path
 * is first made routable (malformed escapes and NULs never reach a route as a 500).
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const path = routablePath(pathname);
  if (isSiteNeutralPath(path)) {
    return path === pathname
      ? NextResponse.next()
      : NextResponse.rewrite(new URL(`${path}${search}`, request.url));
  }
  const host = normaliseHost(request.headers.get('host'));
  const target = new URL(`${siteRewritePath(host, path)}${search}`, request.url);
  return NextResponse.rewrite(target);
}

export const config = {
  // Framework assets and root static files are served as they are. /api and /media come here only to have
  // their paths made routable; /favicon.ico and /robots.txt are per site.
  matcher: ['/((?!_next/|static/).*)'],
};
