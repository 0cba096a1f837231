import 'server-only';
import { clientInfo } from '@/server/http/client-info';
import type { SiteContext } from '@/server/sites/site-context';
import { getSiteForRequest } from '@/server/sites/queries';
import { bodyTooLargeResponse, MAX_SMALL_BODY_BYTES, readJsonBody } from './read-body';

export type SiteJsonPost =
  { ok: true; site: SiteContext; body: unknown; ip: string | null } | { ok: false; response: Response };

/**
 * The first steps of every small JSON POST on a site's host: the site (404 for an unknown host), the body read
 * no further than its cap (413), parsed (`invalidBody` says how this endpoint answers a malformed one), and the
 * client's address. `maxBytes`: the small cap unless the endpoint takes more.
 */
export async function readSiteJsonPost(
  request: Request,
  invalidBody: (message: string) => Response,
  maxBytes = MAX_SMALL_BODY_BYTES,
): Promise<SiteJsonPost> {
  const site = await getSiteForRequest(request);
  if (!site) return { ok: false, response: Response.json({ error: 'Unknown site' }, { status: 404 }) };
  const body = await readJsonBody(request, maxBytes);
  if (!body.ok && body.reason === 'too-large')
    return { ok: false, response: bodyTooLargeResponse(body.maxBytes) };
  if (!body.ok) return { ok: false, response: invalidBody(body.message) };
  return { ok: true, site, body: body.value, ip: clientInfo(request.headers).ip };
}
