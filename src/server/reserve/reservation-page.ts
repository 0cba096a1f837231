import 'server-only';
import { checkoutJourneyHref, vehicleHref } from '@/domain/cards/action-links';
import { formatMoney } from '@/domain/format/money';
import { formatZonedDateTime } from '@/domain/format/zoned-date-time';
import { isReservationId, reservationStatusView, type ReservationStatusView } from '@/domain/reserve';
import type { Database } from '@/server/db/client';
import { carTitle } from '@/server/lead-forms/load-form';
import { findFormCar } from '@/server/lead-forms/queries';
import { findReservation } from './reservation-store';

export type ReservationPageData = {
  view: ReservationStatusView;
  car: { title: string; href: string } | null;
  /** B-13: the next steps (trade-in, finance, delivery) while the car is held for the buyer. */
  journeyHref: string | null;
};

/**
 * /reservations/{id}: one reservation of this site as its buyer sees it; null for a malformed id, another site's
 * reservation or none (the id, an unguessable UUID, is the buyer's key to the page).
 */
export async function loadReservationPage(
  db: Database,
  site: { id: number; config: { timezone: string } },
  reservationId: string,
): Promise<ReservationPageData | null> {
  if (!isReservationId(reservationId)) return null;
  const reservation = await findReservation(db, site.id, reservationId);
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
