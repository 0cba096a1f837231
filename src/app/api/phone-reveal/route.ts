import { getDb } from '@/server/db';
import { bodyTooLargeResponse, readJsonBody } from '@/server/http/read-body';
import { clientInfo } from '@/server/leads/api/client-info';
import { getSiteForRequest } from '@/server/sites/queries';
import { handlePhoneRevealApi } from '@/server/vehicle-contact/phone-reveal-api';

export const dynamic = 'force-dynamic';

/**
 * D-68 `POST /api/phone-reveal` {"car_id":12,"visitor":"…"}: a dealer number revealed on this host's site;
 * 429 with Retry-After once the client's address has used up its reveals on this site.
 */
export async function POST(request: Request) {
  const site = await getSiteForRequest(request);
  if (!site) return Response.json({ error: 'Unknown site' }, { status: 404 });
  const body = await readJsonBody(request);
  if (!body.ok && body.reason === 'too-large') return bodyTooLargeResponse(body.maxBytes);
  if (!body.ok) return Response.json({ error: 'Invalid request' }, { status: 400 });
  const { ip } = clientInfo(request.headers);
  const result = await handlePhoneRevealApi(await getDb(), site, body.value, new Date(), { ip });
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (result.status === 429) headers['retry-after'] = String(result.retryAfterSeconds);
  return Response.json(result.body, { status: result.status, headers });
}
