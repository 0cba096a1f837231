import { getDb } from '@/server/db';
import { handleDeliveryPriceApi } from '@/server/delivery-quotes/delivery-price-api';
import { getSiteForRequest } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

/** GET /api/delivery-price?postcode=2000&car_id=12 on the site's own host: the delivery calculator's answer (G-13). */
export async function GET(request: Request) {
  const site = await getSiteForRequest(request);
  if (!site) return Response.json({ error: 'Unknown site' }, { status: 404 });
  const response = await handleDeliveryPriceApi(await getDb(), site, new URL(request.url).searchParams, {
    signal: request.signal,
  });
  return Response.json(response.body, { status: response.status });
}
