import { NextResponse, type NextRequest } from 'next/server';
import { normaliseHost, siteRewritePath } from '@/domain/tenancy/host';

/**
 * Host → /sites/{host}/… (architecture: Tenancy). String work only, no database: the site layout
 * resolves the host, so an unknown host and a direct /sites/… request both end on the 404 page.
 */
export function proxy(request: NextRequest) {
  const host = normaliseHost(request.headers.get('host'));
  const { pathname, search } = request.nextUrl;
  const target = new URL(`${siteRewritePath(host, pathname)}${search}`, request.url);
  return NextResponse.rewrite(target);
}

export const config = {
  // Framework assets, generated demo media, JSON APIs (which resolve the site from the Host header themselves)
  // and root static files are served as they are.
  matcher: ['/((?!_next/|api/|media/|static/|favicon\\.ico|robots\\.txt).*)'],
};
