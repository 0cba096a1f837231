import { accountGet } from '@/server/auth/account-route';
import { watchlistState } from '@/server/watchlist/watchlist-api';

export const dynamic = 'force-dynamic';

/** `GET /api/watchlist`: { signedIn, phone, ids } of the visitor on this site (the watchlist button's state). */
export function GET(request: Request) {
  return accountGet(request, watchlistState);
}
