import { isSold, type AvailabilityCar } from '@/domain/stock/availability';

/** How a watched car stands, as alerts tell it. */
export type CarStanding = 'available' | 'reserved' | 'sold';

export function carStanding(car: AvailabilityCar): CarStanding {
  if (isSold(car)) return 'sold';
  return car.reserved ? 'reserved' : 'available';
}

/** What a watched car did since the buyer was last told of it. */
export type WatchedCarChange =
  | { kind: 'price-drop'; from: number; to: number }
  | { kind: 'reserved' }
  | { kind: 'sold' }
  | { kind: 'available-again' };

/** Prices of 10 or less are placeholders (S2 §4), never a real price to drop from or to. */
const isRealPrice = (price: number | null): price is number => price !== null && price > 10;

/**
 * The change worth an email between what the buyer last heard (`was`) and the car now, or null. A sale or a
 * reservation outranks a price change made with it; a price rise is news to nobody and is only remembered.
 */
export function watchedCarChange(
  was: { price: number | null; standing: CarStanding },
  now: { price: number; standing: CarStanding },
): WatchedCarChange | null {
  if (now.standing !== was.standing) {
    if (now.standing === 'sold') return { kind: 'sold' };
    if (now.standing === 'reserved') return { kind: 'reserved' };
    if (was.standing === 'reserved') return { kind: 'available-again' };
  }
  if (now.standing !== 'sold' && isRealPrice(was.price) && isRealPrice(now.price) && now.price < was.price) {
    return { kind: 'price-drop', from: was.price, to: now.price };
  }
  return null;
}
