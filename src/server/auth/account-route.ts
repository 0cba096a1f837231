import 'server-only';
import { isCrossSiteRequest } from '@/domain/security/cross-site';
import { requestOrigin, REQUEST_SCHEME_HEADER } from '@/domain/security/request-scheme';
import { getDb } from '@/server/db';
import { readSiteJsonPost } from '@/server/http/site-json-post';
import { clientInfo } from '@/server/http/client-info';
import { getSiteForRequest } from '@/server/sites/queries';
import type { SiteContext } from '@/server/sites/site-context';
import type { AccountAnswer, AccountRequest } from './account-request';
import type { AuthSite } from './site-auth';

const NO_STORE = { 'cache-control': 'no-store' };

function toResponse(answer: AccountAnswer): Response {
  const headers = new Headers(answer.headers);
  for (const [name, value] of Object.entries(NO_STORE)) headers.set(name, value);
  return Response.json(answer.body, { status: answer.status, headers });
}

/** The origin the buyer reached the site at (the settled scheme and the Host header). */
export function originOf(request: Request): string {
  return requestOrigin(request.headers.get(REQUEST_SCHEME_HEADER), request.headers.get('host') ?? '');
}

/** What sign-in needs to know of a site. */
export function authSiteOf(site: Pick<SiteContext, 'id' | 'slug' | 'name'>): AuthSite {
  return { id: site.id, slug: site.slug, name: site.name };
}

/**
 * One account POST on a site's host: the site (404 for an unknown host), the body within the small cap (413),
 * cross-site requests refused (403), then `handle` with everything it needs. Never cached.
 */
export async function accountPost(
  request: Request,
  handle: (account: AccountRequest, body: unknown) => Promise<AccountAnswer>,
): Promise<Response> {
  const post = await readSiteJsonPost(request, () =>
    Response.json({ error: 'Invalid request' }, { status: 400, headers: NO_STORE }),
  );
  if (!post.ok) return post.response;
  const origin = originOf(request);
  if (isCrossSiteRequest(request.headers, request.headers.get('host') ?? '')) {
    return toResponse({ status: 403, body: { error: 'Cross-site request refused' } });
  }
  const account: AccountRequest = {
    db: await getDb(),
    site: authSiteOf(post.site),
    origin,
    ip: post.ip,
    headers: request.headers,
  };
  return toResponse(await handle(account, post.body));
}

/** One account GET on a site's host (404 for an unknown host): what is the visitor's own, never cached. */
export async function accountGet(
  request: Request,
  handle: (account: AccountRequest) => Promise<AccountAnswer>,
): Promise<Response> {
  const site = await getSiteForRequest(request);
  if (!site) return toResponse({ status: 404, body: { error: 'Unknown site' } });
  const account: AccountRequest = {
    db: await getDb(),
    site: authSiteOf(site),
    origin: originOf(request),
    ip: clientInfo(request.headers).ip,
    headers: request.headers,
  };
  return toResponse(await handle(account));
}
