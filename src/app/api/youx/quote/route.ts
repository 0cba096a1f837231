import { getDb } from '@/server/db';
import { handleYouxQuoteApi } from '@/server/finance/youx-quote-api';
import { bodyTooLargeResponse, readJsonBody } from '@/server/http/read-body';
import { clientInfo } from '@/server/leads/api/client-info';
import { getSiteForRequest } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

/**
 * F-40 `POST /api/youx/quote` {"carId":12} on the site's own host: a finance quote for one of its cars, from
 * youX where the site uses and has configured it, else the built-in calculator (decision 029).
 */
export async function POST(request: Request) {
  const site = await getSiteForRequest(request);
  if (!site) return Response.json({ error: 'Unknown site' }, { status: 404 });
  const body = await readJsonBody(request);
  if (!body.ok && body.reason === 'too-large') return bodyTooLargeResponse(body.maxBytes);
  if (!body.ok) {
    return Response.json({ error: 'Invalid request', fieldErrors: { body: body.message } }, { status: 400 });
  }
  const { ip } = clientInfo(request.headers);
  const response = await handleYouxQuoteApi(await getDb(), site, body.value, { ip });
  return Response.json(response.body, { status: response.status, headers: { 'cache-control': 'no-store' } });
}
