import { getDb } from '@/server/db';
import { handleAppointmentsApi } from '@/server/lead-forms/appointments-api';
import { getSiteForRequest } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

/** GET /api/appointments?location=5&days=14 (or ?car=12) on the site's own host: free test-drive slots. */
export async function GET(request: Request) {
  const site = await getSiteForRequest(request);
  if (!site) return Response.json({ error: 'Unknown site' }, { status: 404 });
  const response = await handleAppointmentsApi(await getDb(), site, new URL(request.url).searchParams);
  // Slots change with every booking.
  return Response.json(response.body, { status: response.status, headers: { 'Cache-Control': 'no-store' } });
}
