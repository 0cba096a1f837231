import { siteOrigin } from '@/domain/seo/site-origin';
import { getDb } from '@/server/db';
import { bodyTooLargeResponse, readTextBody } from '@/server/http/read-body';
import { clientInfo } from '@/server/http/client-info';
import { handleLeadApi } from '@/server/lead-intake/handle-lead-api';
import { MAX_LEAD_BODY_BYTES } from '@/server/leads/api/read-lead';
import { wakeLeadDelivery } from '@/server/leads/delivery/server-worker';
import { getSiteForRequest } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

/**
 * POST /api/leads on the site's own host (H-18): 201 { lead_id } once the lead is committed, 200 with the
 * same lead_id for a retry with the same idempotency key, 422 for that key with other data, 400 with
 * { error, fieldErrors }, 409 { error, slots } when the chosen test-drive time was taken, 413 for a body over
 * 64 KB (read no further), 429 { error } with Retry-After when the client's address has sent too many
 * (decision 035), 404 for an unknown host.
 */
export async function POST(request: Request) {
  const site = await getSiteForRequest(request);
  if (!site) return Response.json({ error: 'Unknown site' }, { status: 404 });
  const body = await readTextBody(request, MAX_LEAD_BODY_BYTES);
  if (!body.ok) return bodyTooLargeResponse(body.maxBytes);
  const response = await handleLeadApi(
    await getDb(),
    site,
    {
      body: body.text,
      ...clientInfo(request.headers),
      origin: siteOrigin(site.config.siteUrl, request.headers.get('host') ?? ''),
    },
    new Date(),
  );
  if (response.status === 201) wakeLeadDelivery();
  const headers: Record<string, string> =
    response.status === 429 ? { 'retry-after': String(response.retryAfterSeconds) } : {};
  return Response.json(response.body, { status: response.status, headers });
}
