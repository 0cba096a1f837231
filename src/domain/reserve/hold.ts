import { decideSlotHold, type OpenBookingCaps } from '@/domain/leads/booking-caps';
import { formatZonedDateTime } from '@/domain/format/zoned-date-time';

/**
 * What became of a reserve lead's reservation (decision 046): opened, or not, because the lead is flagged as
 * suspected spam or its sender already holds the cap of open reservations on the site. As with test drives
 * (decision 032), a lead over a cap is stored and delivered all the same; the dealer confirms with the buyer.
 */
export type ReservationHold = 'opened' | 'flagged' | 'contact_cap' | 'ip_cap';

/** Open reservations one email or phone (normalised), and one client IP, may hold on one site. */
export const OPEN_RESERVATION_CAPS: OpenBookingCaps = { perContact: 2, perIp: 3 };

/** The sender's open reservations on the site before this one: the first cap reached, else 'opened'. */
export function decideReservationHold(open: { contact: number; ip: number }): ReservationHold {
  const decided = decideSlotHold(open, OPEN_RESERVATION_CAPS);
  return decided === 'held' ? 'opened' : decided;
}

/**
 * The first lines of the dealer's email about a reserve lead (each under 76 columns): whether the car is held,
 * until when and how the deposit is paid, or why it is not held.
 */
export function reservationLeadLines(
  hold: ReservationHold,
  reservation: { provider: 'pay_at_dealership' | 'stripe'; expiresAt: Date },
  timeZone: string,
): string[] {
  const notHeld = {
    flagged: 'the lead is flagged for review',
    contact_cap: `${OPEN_RESERVATION_CAPS.perContact} open reservations for this email or phone`,
    ip_cap: `${OPEN_RESERVATION_CAPS.perIp} open reservations from this IP address`,
  };
  if (hold !== 'opened') return [`Car not reserved: ${notHeld[hold]}.`, 'Please confirm with the buyer.'];
  if (reservation.provider === 'stripe') {
    return ['The buyer is paying the deposit by card now.', 'A second email follows once it is paid.'];
  }
  return [
    `Car reserved for the buyer until ${formatZonedDateTime(reservation.expiresAt, timeZone)}.`,
    'The deposit is to be paid at the dealership: please confirm with the buyer.',
  ];
}
