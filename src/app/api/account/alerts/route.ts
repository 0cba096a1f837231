import { changeAlert } from '@/server/alerts/alert-settings';
import { accountPost } from '@/server/auth/account-route';

export const dynamic = 'force-dynamic';

/**
 * `POST /api/account/alerts` {"target":"search","id":3,"frequency":"daily"} or
 * {"target":"watchlist","enabled":true}: turns one of the signed-in buyer's alerts on or off.
 */
export function POST(request: Request) {
  return accountPost(request, (account, body) => changeAlert(account, account.site.name, body));
}
