import { authSiteOf, originOf } from '@/server/auth/account-route';
import { currentBuyer } from '@/server/auth/buyer-session';
import { getDb } from '@/server/db';
import { getSiteForRequest } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

/**
 * `GET /api/account/session`: { signedIn: false } or { signedIn: true, email, phone } for the buyer signed in
 * on this site. Pages that every buyer shares (and the page cache keeps) ask here for what is theirs.
 */
export async function GET(request: Request) {
  const site = await getSiteForRequest(request);
  if (!site) return Response.json({ error: 'Unknown site' }, { status: 404 });
  const buyer = await currentBuyer(await getDb(), authSiteOf(site), originOf(request), request.headers);
  const body = buyer ? { signedIn: true, email: buyer.email, phone: buyer.phone } : { signedIn: false };
  return Response.json(body, { headers: { 'cache-control': 'no-store', vary: 'cookie' } });
}
