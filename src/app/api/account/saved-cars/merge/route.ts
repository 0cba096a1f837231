import { mergeSavedCars } from '@/server/account/saved-cars-api';
import { accountPost } from '@/server/auth/account-route';

export const dynamic = 'force-dynamic';

/**
 * `POST /api/account/saved-cars/merge` {"favourites":[ids],"compare":[ids]}: the merged lists (decision 050).
 */
export function POST(request: Request) {
  return accountPost(request, mergeSavedCars);
}
