import { getDb } from '@/server/db';
import { handleChallengeApi } from '@/server/leads/anti-spam/challenge-api';
import { clientInfo } from '@/server/http/client-info';
import { getSiteForRequest } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

/**
 * GET /api/altcha?form=enquiry: a fresh ALTCHA challenge bound to this host's site and the form
 * (decision 009); 429 with Retry-After once the client's address has fetched too many (decision 035).
 */
export async function GET(request: Request) {
  const site = await getSiteForRequest(request);
  if (!site) return Response.json({ error: 'Unknown site' }, { status: 404 });
  const { ip } = clientInfo(request.headers);
  const params = new URL(request.url).searchParams;
  const response = await handleChallengeApi(await getDb(), site, params, new Date(), { ip });
  // Every challenge is single-use: no cache may hand one to two visitors.
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (response.status === 429) headers['Retry-After'] = String(response.retryAfterSeconds);
  return Response.json(response.body, { status: response.status, headers });
}
