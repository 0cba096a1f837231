import 'server-only';
import type { Database } from '@/server/db/client';
import { paymentProviderFor, type PaymentProvider } from '@/server/providers/payments';
import { loadReservationContext } from './reservation-context';
import type { ReservationRow } from './reservation-store';
import type { ReserveDependencies } from './reserve-lead';

/** The provider that took (or takes) a reservation's deposit: its car's dealer's, as when it was opened. */
export async function providerOfReservation(
  db: Database,
  reservation: ReservationRow,
  dependencies: ReserveDependencies = {},
): Promise<PaymentProvider> {
  const { config } = await loadReservationContext(db, reservation.siteId, reservation);
  return (dependencies.paymentProviderFor ?? paymentProviderFor)(config);
}
