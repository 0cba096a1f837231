import { saveSearch } from '@/server/account/saved-searches';
import { accountPost } from '@/server/auth/account-route';
import { getSiteForRequest } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

/** `POST /api/account/saved-searches` {"path":"/search/used-cars?make=Kia"}: 201 { saved: { id, path, label } }. */
export function POST(request: Request) {
  return accountPost(request, async (account, body) => {
    // accountPost answered 404 already for a host that is no site.
    const site = (await getSiteForRequest(request))!;
    return saveSearch(account, site, body);
  });
}
