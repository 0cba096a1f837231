import 'server-only';
import { checkoutJourneyHref, vehicleHref } from '@/domain/cards/action-links';
import { formatMoney } from '@/domain/format/money';
import { formatZonedDateTime } from '@/domain/format/zoned-date-time';
import { isReservationId, reservationStatusView } from '@/domain/reserve';
import type { ReservationPageData } from '@/domain/reserve/reservation-page-view';
import type { Database } from '@/server/db/client';
import { carTitle } from '@/server/lead-forms/load-form';
import { findFormCar } from '@/server/lead-forms/queries';
import { providerOfReservation } from './reservation-provider';
import { findReservation } from './reservation-store';
import type { ReserveDependencies } from './reserve-lead';
import { settleCheckout } from './settle-checkout';

/**
 * The buyer is back from the payment page, perhaps before the provider's webhook: a checkout is looked up at
 * the provider (a payment found is applied as the webhook would), so the page tells the truth at once.
 */
async function currentReservation(
  db: Database,
  siteId: number,
  reservationId: string,
  now: Date,
  dependencies: ReserveDependencies,
) {
  const reservation = await findReservation(db, siteId, reservationId);
  if (reservation?.status !== 'checkout' || reservation.providerRef === null) return reservation;
  const provider = await providerOfReservation(db, reservation, dependencies);
  await settleCheckout(db, reservation, provider, 'look', now);
  return findReservation(db, siteId, reservationId);
}

/**
 * /reservations/{id}: one reservation of this site as its buyer sees it; null for a malformed id, another site's
 * reservation or none (the id, an unguessable UUID, is the buyer's key to the page).
 */
export async function loadReservationPage(
  db: Database,
  site: { id: number; config: { timezone: string } },
  reservationId: string,
  now: Date,
  dependencies: ReserveDependencies = {},
): Promise<ReservationPageData | null> {
  if (!isReservationId(reservationId)) return null;
  const reservation = await currentReservation(db, site.id, reservationId, now, dependencies);
  if (!reservation) return null;
  const car = await findFormCar(db, site.id, reservation.vehicleId);
  const title = car ? carTitle(car) : 'car';
  const view = reservationStatusView({
    status: reservation.status,
    neverReachedPayment:
      reservation.providerRef === null && reservation.paymentProvider !== 'pay_at_dealership',
    carTitle: title,
    deposit: formatMoney(reservation.amountCents / 100),
    holdEnds: formatZonedDateTime(reservation.expiresAt, site.config.timezone),
  });
  return {
    view,
    car: car && { title, href: vehicleHref(car.slug) },
    journeyHref: car && view.tone === 'success' ? checkoutJourneyHref(car.slug) : null,
  };
}
