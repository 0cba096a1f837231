import { getDb } from '@/server/db';
import { FINANCE_LENDERS_CACHE_CONTROL, handleFinanceLendersApi } from '@/server/finance/lenders-api';
import { getSiteForRequest } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

/** F-25: `GET /api/cars/{id}/finance-lenders` (or the car's slug) on the site's own host. */
export async function GET(request: Request, { params }: Context) {
  const site = await getSiteForRequest(request);
  if (!site) return Response.json({ error: 'Unknown site' }, { status: 404 });
  const result = await handleFinanceLendersApi(await getDb(), site, (await params).slug);
  const headers = result.status === 200 ? { 'cache-control': FINANCE_LENDERS_CACHE_CONTROL } : undefined;
  return Response.json(result.body, { status: result.status, headers });
}
