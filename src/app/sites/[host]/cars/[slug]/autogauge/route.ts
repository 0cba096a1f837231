import { getDb } from '@/server/db';
import { AUTOGAUGE_CACHE_CONTROL, handleAutogaugeApi } from '@/server/price-comparison/autogauge-api';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ host: string; slug: string }> };

/** E-1: `GET /cars/{slug}/autogauge` on the site's host (rewritten here): the car's autogauge JSON (E-2). */
export async function GET(_request: Request, { params }: Context) {
  const { host, slug } = await params;
  const site = await getSiteForHost(host);
  if (!site) return Response.json({ error: 'Unknown site' }, { status: 404 });
  const result = await handleAutogaugeApi(await getDb(), site.id, slug);
  const headers = result.status === 200 ? { 'cache-control': AUTOGAUGE_CACHE_CONTROL } : undefined;
  return Response.json(result.body, { status: result.status, headers });
}
