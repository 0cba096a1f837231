import { getDb } from '@/server/db';
import { getSiteForRequest } from '@/server/sites/queries';
import { handleSearchApi } from '@/server/stock/search/api/search-api';

export const dynamic = 'force-dynamic';

/**
 * GET /api/search?make=Toyota&price=10000:30000&page=2 on the site's own host: the engine's JSON
 * (decision 005).
 */
export async function GET(request: Request) {
  const site = await getSiteForRequest(request);
  if (!site) return Response.json({ error: 'Unknown site' }, { status: 404 });
  const response = await handleSearchApi(await getDb(), site, new URL(request.url).searchParams);
  if (response.status !== 200) return Response.json(response.body, { status: response.status });
  return new Response(response.json, { headers: { 'content-type': 'application/json' } });
}
