import { getDb } from '@/server/db';
import { handleEventsApi } from '@/server/analytics/events-api';
import { bodyTooLargeResponse, readJsonBody } from '@/server/http/read-body';
import { clientInfo } from '@/server/leads/api/client-info';
import { getSiteForRequest } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

/** POST /api/events {"eventId":49,"path":"/search"}: an analytics event for this host's site (issue 4, M-*). */
export async function POST(request: Request) {
  const site = await getSiteForRequest(request);
  if (!site) return Response.json({ error: 'Unknown site' }, { status: 404 });
  const body = await readJsonBody(request);
  if (!body.ok && body.reason === 'too-large') return bodyTooLargeResponse(body.maxBytes);
  if (!body.ok)
    return Response.json({ error: 'Invalid event', fieldErrors: { body: body.message } }, { status: 400 });
  const { ip } = clientInfo(request.headers);
  const response = await handleEventsApi(await getDb(), site, { body: body.value, ip });
  if (response.status === 204) return new Response(null, { status: 204 });
  return Response.json(response.body, { status: response.status });
}
