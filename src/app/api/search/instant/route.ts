import { getDb } from '@/server/db';
import { getSiteForRequest } from '@/server/sites/queries';
import { handleInstantSearchApi } from '@/server/stock/instant-search/instant-search-api';

export const dynamic = 'force-dynamic';

/** GET /api/search/instant?q=hilux on the site's own host: the header search box's answer (C-95..C-99). */
export async function GET(request: Request) {
  const site = await getSiteForRequest(request);
  if (!site) return Response.json({ error: 'Unknown site' }, { status: 404 });
  const response = await handleInstantSearchApi(await getDb(), site, new URL(request.url).searchParams, {
    signal: request.signal,
  });
  return Response.json(response.body, { status: response.status });
}
