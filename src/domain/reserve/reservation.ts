/**
 * Reserve online (decision 046): a reservation's life as pure rules. The car is kept from other buyers
 * while a reservation is open: 'checkout' (the buyer is on the payment page), 'held' (deposit paid) or
 * 'pending_payment' (to be paid at the dealership). Only 'held' and 'pending_payment' show the car as Reserved.
 */
export const RESERVATION_STATUSES = [
  'checkout',
  'held',
  'pending_payment',
  'expired',
  'abandoned',
  'refund_pending',
  'refunded',
] as const;

export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** The statuses that keep the car from another buyer (the database's partial unique index lists the same). */
export const OPEN_RESERVATION_STATUSES = ['checkout', 'held', 'pending_payment'] as const;

/** The statuses that take the car off sale (the vehicle's `reserved` flag and the Reserved tag). */
export const HOLDING_STATUSES = ['held', 'pending_payment'] as const;

export type HoldingStatus = (typeof HOLDING_STATUSES)[number];

export const RESERVE = {
  /** Stripe's shortest Checkout Session: the car is kept this long for a buyer on the payment page. */
  checkoutMinutes: 30,
  /**
   * A checkout is settled this long after its page closed: a payment made in the last second may still be on
   * its way by webhook, so the sweeper asks the provider before it lets the car go.
   */
  checkoutGraceMinutes: 5,
} as const;

const MINUTE_MS = 60_000;

/** When the payment page stops taking payment. */
export function checkoutEndsAt(now: Date): Date {
  return new Date(now.getTime() + RESERVE.checkoutMinutes * MINUTE_MS);
}

/** The end of a hold that starts now (site config `reserve.holdHours`, default 48). */
export function holdEndsAt(now: Date, holdHours: number): Date {
  return new Date(now.getTime() + holdHours * 60 * MINUTE_MS);
}

/** The deposit in cents, as payment providers take it (`vehicle.reserveAmount` is whole dollars). */
export function depositCents(reserveAmount: number): number {
  return Math.round(reserveAmount * 100);
}

export type DueReservation = { status: ReservationStatus; expiresAt: Date };

/**
 * What the sweeper owes a reservation at `now`: a hold past its end is released; a checkout past its page's
 * end plus the grace is settled with the provider (paid → held, else abandoned); a refund left half-done (a
 * crash between the provider and our commit) is sent again. Anything else waits.
 */
export function dueAction(
  reservation: DueReservation,
  now: Date,
): 'release' | 'settle-checkout' | 'refund' | null {
  const time = now.getTime();
  const ends = reservation.expiresAt.getTime();
  switch (reservation.status) {
    case 'held':
    case 'pending_payment':
      return ends <= time ? 'release' : null;
    case 'checkout':
      return ends + RESERVE.checkoutGraceMinutes * MINUTE_MS <= time ? 'settle-checkout' : null;
    case 'refund_pending':
      return 'refund';
    case 'expired':
    case 'abandoned':
    case 'refunded':
      return null;
  }
}
