import 'server-only';
import { parseAuPhone } from '@/domain/leads/phone';
import { WATCHLIST_ERRORS, watchlistRequestSchema, type WatchlistAction } from '@/domain/watchlist/watchlist';
import { currentBuyer, type Buyer } from '@/server/auth/buyer-session';
import type { AccountAnswer, AccountRequest } from '@/server/auth/account-request';
import { isSiteCar, removeFromWatchlist, saveToWatchlist, watchlistIds } from './watchlist-store';

const refusal = (status: number, error: string): AccountAnswer => ({
  status,
  body: { success: false, error },
});

/** I-1: the signed-in buyer with a verified mobile, or the answer that says what is missing. */
async function watchlistOwner(
  request: AccountRequest,
): Promise<{ buyer: Buyer & { phone: string } } | AccountAnswer> {
  const buyer = await currentBuyer(request.db, request.site, request.origin, request.headers);
  if (!buyer) return refusal(401, WATCHLIST_ERRORS.signedOut);
  if (!buyer.phone) return refusal(403, WATCHLIST_ERRORS.noPhone);
  return { buyer: { ...buyer, phone: buyer.phone } };
}

/**
 * I-2 `POST /api/watchlist/save-car` and I-3 `/remove-car` {phone_number, car_id}: 200 { success: true }. The
 * list is the signed-in buyer's, on this site: the phone number must be the one on their account, and the car
 * one of this site's (another site's car id is a 404, as is an unknown one).
 */
export async function changeWatchlist(
  action: WatchlistAction,
  request: AccountRequest,
  rawBody: unknown,
): Promise<AccountAnswer> {
  const body = watchlistRequestSchema.safeParse(rawBody);
  if (!body.success) return refusal(400, WATCHLIST_ERRORS.invalid);
  const owner = await watchlistOwner(request);
  if (!('buyer' in owner)) return owner;
  const { buyer } = owner;
  if (parseAuPhone(body.data.phone_number)?.normalized !== buyer.phone) {
    return refusal(403, WATCHLIST_ERRORS.otherPhone);
  }
  const carId = body.data.car_id;
  const { db, site } = request;
  if (!(await isSiteCar(db, site.id, carId))) return refusal(404, WATCHLIST_ERRORS.noCar);
  if (action === 'save') await saveToWatchlist(db, site.id, buyer.id, carId);
  else await removeFromWatchlist(db, site.id, buyer.id, carId);
  return { status: 200, body: { success: true } };
}

/**
 * `GET /api/watchlist`: what the watchlist button needs to know of the visitor on this site: signed in or
 * not, the mobile it sends as `phone_number`, and the ids on their list.
 */
export async function watchlistState(request: AccountRequest): Promise<AccountAnswer> {
  const buyer = await currentBuyer(request.db, request.site, request.origin, request.headers);
  if (!buyer) return { status: 200, body: { signedIn: false, phone: null, ids: [] } };
  const ids = buyer.phone ? await watchlistIds(request.db, request.site.id, buyer.id) : [];
  return { status: 200, body: { signedIn: true, phone: buyer.phone, ids } };
}
