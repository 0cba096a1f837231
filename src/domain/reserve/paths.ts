/** The buyer's page of one reservation (its id is the only key: an unguessable UUID, looked up within the site). */
export function reservationPath(reservationId: string): string {
  return `/reservations/${encodeURIComponent(reservationId)}`;
}

const RESERVATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A reservation id as we issue them (a lower-case UUID); anything else names no reservation. */
export function isReservationId(value: string): boolean {
  return RESERVATION_ID.test(value);
}
