import { getDb } from '@/server/db';
import { handleChallengeApi } from '@/server/leads/anti-spam/challenge-api';
import { getSiteForRequest } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

/** GET /api/altcha?form=enquiry: a fresh ALTCHA challenge bound to this host's site and the form (issue 4). */
export async function GET(request: Request) {
  const site = await getSiteForRequest(request);
  if (!site) return Response.json({ error: 'Unknown site' }, { status: 404 });
  const response = await handleChallengeApi(await getDb(), site, new URL(request.url).searchParams);
  // Every challenge is single-use: no cache may hand one to two visitors.
  return Response.json(response.body, { status: response.status, headers: { 'Cache-Control': 'no-store' } });
}
