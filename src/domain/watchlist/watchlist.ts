import { z } from 'zod';
import { isInStock, isSold, type AvailabilityCar } from '@/domain/stock/availability';
import { DB_INTEGER_MAX } from '@/domain/validation/db-limits';
import { dbIdSchema } from '@/domain/validation/db-values';

/** I-2/I-3: the body of `POST /api/watchlist/save-car` and `/remove-car`. */
export const watchlistRequestSchema = z
  .object({
    phone_number: z.string().max(40),
    // A car id past the `integer` column would fail the query (a 500, decision 077).
    car_id: z.union([
      dbIdSchema,
      z
        .string()
        .regex(/^\d{1,12}$/)
        .transform(Number)
        .pipe(z.number().max(DB_INTEGER_MAX)),
    ]),
  })
  .strict();

export type WatchlistAction = 'save' | 'remove';

/** I-6, I-7: the toast after a save or a remove succeeded, with I-8's 'View List'. */
export function watchlistToast(action: WatchlistAction, carName: string): { title: string; text: string } {
  return action === 'save'
    ? { title: 'Car Saved In Watchlist', text: `${carName} is now available in your watchlist` }
    : { title: 'Car Removed', text: `${carName} is no longer in your watchlist` };
}

export const VIEW_LIST_LABEL = 'View List';

/** I-4: the list as it shows while the request is in flight (and stays on success). */
export function applyWatchlistAction(
  ids: readonly number[],
  carId: number,
  action: WatchlistAction,
): number[] {
  const without = ids.filter((id) => id !== carId);
  return action === 'save' ? [...without, carId] : without;
}

/** The error answers of the watchlist endpoints, as the buyer reads them (I-10 shows them in an alert). */
export const WATCHLIST_ERRORS = {
  signedOut: 'Sign in to use your watchlist.',
  noPhone: 'Add your mobile number to use your watchlist.',
  otherPhone: 'That is not the mobile number on your account.',
  noCar: 'That car is not on this site.',
  invalid: 'Invalid request',
} as const;

/** How a car on the watchlist stands now (sold or removed cars stay on the list, marked). */
export type WatchlistCarState = 'inStock' | 'reserved' | 'sold' | 'unlisted';

/** A car the site no longer lists is 'unlisted' whatever its flags; else sold, reserved, or in stock. */
export function watchlistCarState(car: AvailabilityCar, listed: boolean): WatchlistCarState {
  if (!listed) return 'unlisted';
  if (isSold(car)) return 'sold';
  if (car.reserved) return 'reserved';
  return isInStock(car) ? 'inStock' : 'unlisted';
}

export const WATCHLIST_STATE_LABELS: Record<WatchlistCarState, string | null> = {
  inStock: null,
  reserved: 'Reserved',
  sold: 'Sold',
  unlisted: 'No longer listed',
};

/** What the vehicle page's watchlist button needs (D-38 beside the heart). */
export type WatchlistButtonDto = {
  carId: number;
  carName: string;
  /** I-8: where 'View List' goes. */
  listHref: string;
  /** D-52/D-53: whether the button shows for a car not on the list. */
  isShownUnsaved: boolean;
};
