import { getDb } from '@/server/db';
import { SIMILAR_CACHE_CONTROL, handleSimilarCarsApi } from '@/server/similar-cars/similar-cars-api';
import { getSiteForRequest } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

/** D-100: `GET /api/cars/{slug}/similar` on the site's own host: up to 6 similar cars as card data. */
export async function GET(request: Request, { params }: Context) {
  const site = await getSiteForRequest(request);
  if (!site) return Response.json({ error: 'Unknown site' }, { status: 404 });
  const { slug } = await params;
  const result = await handleSimilarCarsApi(await getDb(), site, slug);
  const headers = result.status === 200 ? { 'cache-control': SIMILAR_CACHE_CONTROL } : undefined;
  return Response.json(result.body, { status: result.status, headers });
}
