import { getDb } from '@/server/db';
import { readJsonBody } from '@/server/analytics/read-json-body';
import { getSiteForRequest } from '@/server/sites/queries';
import { handlePhoneReveal } from '@/server/vehicle-contact/phone-reveal';

export const dynamic = 'force-dynamic';

/** D-68 `POST /api/phone-reveal` {"car_id":12,"visitor":"…"}: a dealer number revealed on this host's site. */
export async function POST(request: Request) {
  const site = await getSiteForRequest(request);
  if (!site) return Response.json({ error: 'Unknown site' }, { status: 404 });
  const body = await readJsonBody(request);
  if (!body.ok) return Response.json({ error: 'Invalid request' }, { status: 400 });
  const result = await handlePhoneReveal(await getDb(), site, body.value);
  return Response.json(result.body, { status: result.status, headers: { 'cache-control': 'no-store' } });
}
