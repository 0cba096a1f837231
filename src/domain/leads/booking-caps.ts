/**
 * Decision 032: a test-drive slot is held only by a lead that is not flagged, and one
 * sender holds only so many open bookings (slot still to come) on one site. A lead over a cap is stored all
 * the same; its requested time reaches the dealer, who confirms it with the buyer.
 */
export type OpenBookingCaps = {
  /** Open bookings one email address or phone number (normalised) may hold on one site. */
  readonly perContact: number;
  /** Open bookings one client IP may hold on one site (a dealership office or a family shares one IP). */
  readonly perIp: number;
};

export const OPEN_BOOKING_CAPS: OpenBookingCaps = { perContact: 2, perIp: 3 };

/**
 * What became of a lead's requested test-drive time: held, or not held because the lead is flagged as
 * suspected spam, or because its contact details or its IP already hold the cap of open bookings.
 */
export type SlotHold = 'held' | 'flagged' | 'contact_cap' | 'ip_cap';

/** The sender's open bookings on the site before this one: the first cap reached, else 'held'. */
export function decideSlotHold(
  open: { contact: number; ip: number },
  caps: OpenBookingCaps = OPEN_BOOKING_CAPS,
): Extract<SlotHold, 'held' | 'contact_cap' | 'ip_cap'> {
  if (open.contact >= caps.perContact) return 'contact_cap';
  if (open.ip >= caps.perIp) return 'ip_cap';
  return 'held';
}

/** The buyer's answer when the time was not held for a cap: the lead is sent, the time is to be confirmed. */
export const BOOKING_UNCONFIRMED_NOTICE =
  'Your requested test-drive time is not booked yet: the dealer will contact you to confirm it.';

/** The lines at the top of the dealer's email when the requested time was not held (each under 76 columns). */
export function slotNotHeldLines(
  hold: Exclude<SlotHold, 'held'>,
  caps: OpenBookingCaps = OPEN_BOOKING_CAPS,
): [string, string] {
  const reason = {
    flagged: 'the lead is flagged for review',
    contact_cap: `${caps.perContact} open bookings for this email or phone`,
    ip_cap: `${caps.perIp} open bookings from this IP address`,
  }[hold];
  return [`Requested time not held: ${reason}.`, 'Please confirm a time with the buyer.'];
}
