import { changeSavedCars } from '@/server/account/saved-cars-api';
import { accountPost } from '@/server/auth/account-route';

export const dynamic = 'force-dynamic';

/** `POST /api/account/saved-cars/change` {"list":"favourites"|"compare","add":[ids],"remove":[ids]}. */
export function POST(request: Request) {
  return accountPost(request, changeSavedCars);
}
