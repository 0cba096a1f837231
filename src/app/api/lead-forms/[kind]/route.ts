import { getDb } from '@/server/db';
import { handleLeadFormApi } from '@/server/lead-forms/lead-form-api';
import { getSiteForRequest } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

type RouteContext = { params: Promise<{ kind: string }> };

/** GET /api/lead-forms/test_drive?car=12 on the site's own host: the form's rules and car for a modal. */
export async function GET(request: Request, { params }: RouteContext) {
  const site = await getSiteForRequest(request);
  if (!site) return Response.json({ error: 'Unknown site' }, { status: 404 });
  const { kind } = await params;
  const response = await handleLeadFormApi(await getDb(), site, kind, new URL(request.url).searchParams);
  // Per visitor's browser only: the answer depends on the Host header, which shared caches may not key on.
  return Response.json(response.body, {
    status: response.status,
    headers: { 'Cache-Control': 'private, max-age=60' },
  });
}
