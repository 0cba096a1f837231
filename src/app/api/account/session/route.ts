import { accountGet } from '@/server/auth/account-route';
import { currentBuyer } from '@/server/auth/buyer-session';

export const dynamic = 'force-dynamic';

/**
 * `GET /api/account/session`: { signedIn: false } or { signedIn: true, email, phone } for the buyer signed in
 * on this site. Pages that every buyer shares (and the page cache keeps) ask here for what is theirs.
 */
export function GET(request: Request) {
  return accountGet(request, async ({ db, site, origin, headers }) => {
    const buyer = await currentBuyer(db, site, origin, headers);
    const body = buyer ? { signedIn: true, email: buyer.email, phone: buyer.phone } : { signedIn: false };
    return { status: 200, body };
  });
}
