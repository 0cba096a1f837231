import { deleteSearch } from '@/server/account/saved-searches';
import { accountPost } from '@/server/auth/account-route';

export const dynamic = 'force-dynamic';

/** `POST /api/account/saved-searches/delete` {"id":12}: 200 { deleted: true }, 404 for none of the buyer's. */
export function POST(request: Request) {
  return accountPost(request, deleteSearch);
}
