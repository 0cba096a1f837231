import { getDb } from '@/server/db';
import { clientInfo } from '@/server/http/client-info';
import { getSiteForRequest } from '@/server/sites/queries';
import { VIEW_CACHE_CONTROL, handleViewCountApi } from '@/server/vehicle-contact/view-count-api';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

/** D-102 `GET /api/cars/{slug}/view.json?photos_count&updated_at&website_id`: counts a view of this site's car, once per visitor and day. */
export async function GET(request: Request, { params }: Context) {
  const site = await getSiteForRequest(request);
  if (!site) return Response.json({ error: 'Unknown site' }, { status: 404 });
  const { slug } = await params;
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const { ip } = clientInfo(request.headers);
  const result = await handleViewCountApi(await getDb(), site, slug, query, { ip });
  return Response.json(result.body, {
    status: result.status,
    headers: { 'cache-control': VIEW_CACHE_CONTROL },
  });
}
