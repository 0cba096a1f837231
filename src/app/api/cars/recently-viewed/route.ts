import { getDb } from '@/server/db';
import {
  handleRecentlyViewedApi,
  RECENTLY_VIEWED_CACHE_CONTROL,
} from '@/server/storefront/recently-viewed-api';
import { getSiteForRequest } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

/** `GET /api/cars/recently-viewed?ids=12,7` on the site's own host: those cars' cards, if listed. */
export async function GET(request: Request) {
  const site = await getSiteForRequest(request);
  if (!site) return Response.json({ error: 'Unknown site' }, { status: 404 });
  const ids = new URL(request.url).searchParams.get('ids');
  const body = await handleRecentlyViewedApi(await getDb(), site, ids, new Date());
  return Response.json(body, { headers: { 'cache-control': RECENTLY_VIEWED_CACHE_CONTROL } });
}
