import { unsubscribeByLink } from '@/server/alerts/unsubscribe-api';
import { getDb } from '@/server/db';
import { getSiteForRequest } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

/**
 * `POST /api/alerts/unsubscribe?token=…`: an alert email's one-click unsubscribe (RFC 8058, body
 * `List-Unsubscribe=One-Click`), and the unsubscribe page's form.
 */
export async function POST(request: Request) {
  return unsubscribeByLink(request, await getDb(), await getSiteForRequest(request));
}
