import 'server-only';
import { isReservationId } from '@/domain/reserve';
import type { Database } from '@/server/db/client';
import { log } from '@/server/logging';
import { PaymentProviderUnavailableError, type PaymentProvider } from '@/server/providers/payments';
import { abandonCheckout, findReservation } from './reservation-store';

/**
 * The buyer left the payment page without paying: the payment page is closed at the provider first (so no late
 * payment can land), then the checkout is abandoned and the car is free again. Only a checkout of this site and
 * this car is touched; anything else (a paid one, a stranger's id) is left as it is. False when nothing changed.
 */
export async function cancelCheckout(
  db: Database,
  siteId: number,
  reservationId: string,
  car: { vehicleId: number; provider: PaymentProvider },
  now: Date,
): Promise<boolean> {
  if (!isReservationId(reservationId)) return false;
  const reservation = await findReservation(db, siteId, reservationId);
  if (!reservation || reservation.vehicleId !== car.vehicleId || reservation.status !== 'checkout')
    return false;
  if (reservation.providerRef) {
    try {
      await car.provider.cancel(reservation.providerRef);
    } catch (error) {
      if (!(error instanceof PaymentProviderUnavailableError)) throw error;
      // The page may still take a payment: leave the checkout to the sweeper, which asks the provider first.
      log.warn(
        { err: error, siteId, reservationId },
        'payment page not closed; checkout left to the sweeper',
      );
      return false;
    }
  }
  return abandonCheckout(db, siteId, reservationId, now);
}
