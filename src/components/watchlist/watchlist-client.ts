import { postAccount } from '@/components/account-client/post-account';
import { hasSignedInHint } from '@/domain/account/signed-in-hint';
import type { WatchlistAction } from '@/domain/watchlist/watchlist';

/** What `GET /api/watchlist` says of the visitor. */
export type WatchlistVisitor = { signedIn: boolean; phone: string | null; ids: number[] };

const SIGNED_OUT: WatchlistVisitor = { signedIn: false, phone: null, ids: [] };

/**
 * The visitor's watchlist state; a failed read counts as signed out (the button then offers sign-in). Most
 * visitors of a car page are not signed in: without the signed-in hint cookie they are told so without a request.
 */
export async function fetchWatchlist(): Promise<WatchlistVisitor> {
  if (!hasSignedInHint(document.cookie)) return SIGNED_OUT;
  try {
    const response = await fetch('/api/watchlist', { credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as Partial<WatchlistVisitor>;
    return {
      signedIn: body.signedIn === true,
      phone: typeof body.phone === 'string' ? body.phone : null,
      ids: Array.isArray(body.ids) ? body.ids.filter((id): id is number => Number.isInteger(id)) : [],
    };
  } catch (error) {
    console.warn('watchlist: state not read', error);
    return SIGNED_OUT;
  }
}

export type WatchlistReply = { success: true } | { success: false; message: string };

/** I-2/I-3: `POST /api/watchlist/{save|remove}-car` {phone_number, car_id}; `success` read from the answer. */
export async function postWatchlist(
  action: WatchlistAction,
  phone: string,
  carId: number,
): Promise<WatchlistReply> {
  const reply = await postAccount(`/api/watchlist/${action}-car`, { phone_number: phone, car_id: carId });
  if (reply.ok && reply.body.success === true) return { success: true };
  return {
    success: false,
    message: reply.ok ? 'The watchlist did not change. Please try again.' : reply.message,
  };
}
