import { accountPost } from '@/server/auth/account-route';
import { changeWatchlist } from '@/server/watchlist/watchlist-api';

export const dynamic = 'force-dynamic';

/** I-3 `POST /api/watchlist/remove-car` {"phone_number":"…","car_id":123}: 200 { success: true }. */
export function POST(request: Request) {
  return accountPost(request, (account, body) => changeWatchlist('remove', account, body));
}
