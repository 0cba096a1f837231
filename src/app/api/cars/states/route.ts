import { getDb } from '@/server/db';
import { CAR_STATES_CACHE_CONTROL, handleCarStatesApi } from '@/server/storefront/car-states-api';
import { getSiteForRequest } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

/** `GET /api/cars/states?ids=12,7` on the site's own host: how those cars stand now. */
export async function GET(request: Request) {
  const site = await getSiteForRequest(request);
  if (!site) return Response.json({ error: 'Unknown site' }, { status: 404 });
  const ids = new URL(request.url).searchParams.get('ids');
  const body = await handleCarStatesApi(await getDb(), site, ids, new Date());
  return Response.json(body, { headers: { 'cache-control': CAR_STATES_CACHE_CONTROL } });
}
