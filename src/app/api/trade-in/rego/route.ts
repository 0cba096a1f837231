import { getDb } from '@/server/db';
import { clientInfo } from '@/server/http/client-info';
import { getSiteForRequest } from '@/server/sites/queries';
import { handleRegoLookupApi, regoLookupLimiter } from '@/server/trade-in/rego-lookup-api';

export const dynamic = 'force-dynamic';

/**
 * `GET /api/trade-in/rego?rego=ABC123&state=nsw` on the site's own host (decision 044): 200 { found: true,
 * year, make, model, badge } or { found: false, message } (the buyer types the car in), 400 { error,
 * fieldErrors } for a malformed plate or state, 429 with Retry-After once the client's address has used up
 * its lookups on this site, 404 for an unknown host.
 */
export async function GET(request: Request) {
  const site = await getSiteForRequest(request);
  if (!site) return Response.json({ error: 'Unknown site' }, { status: 404 });
  const response = await handleRegoLookupApi(site, new URL(request.url).searchParams, {
    limiter: regoLookupLimiter(await getDb()),
    ip: clientInfo(request.headers).ip,
  });
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (response.status === 429) headers['retry-after'] = String(response.retryAfterSeconds);
  return Response.json(response.body, { status: response.status, headers });
}
