import { getDb } from '@/server/db';
import { handleCalendarApi } from '@/server/leads/confirmation/calendar-api';
import { getSiteForHost } from '@/server/sites/queries';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ host: string }> };

/**
 * Decision 052: `GET /success/test-drive.ics?ref={receipt}` on the site's host: the booked test drive to add
 * to a calendar.
 */
export async function GET(request: Request, { params }: Context) {
  const { host } = await params;
  const site = await getSiteForHost(host);
  if (!site) return Response.json({ error: 'Unknown site' }, { status: 404 });
  const query = new URL(request.url).searchParams;
  const response = await handleCalendarApi(await getDb(), site, query, decodeURIComponent(host));
  if (response.status !== 200) return Response.json(response.body, { status: response.status });
  return new Response(response.body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${response.fileName}"`,
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    },
  });
}
