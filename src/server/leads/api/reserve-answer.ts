import 'server-only';
import { reservationPath } from '@/domain/reserve';
import type { Database } from '@/server/db/client';
import { findReservationOfLead } from '@/server/reserve/reservation-store';
import type { LeadApiResponse } from './lead-api';

/** A reserve lead's answer names the page the buyer goes to next. */
export function withNext(response: LeadApiResponse, next: string | null): LeadApiResponse {
  if (next === null || (response.status !== 200 && response.status !== 201)) return response;
  return { ...response, body: { ...response.body, next } };
}

/** A retried reserve lead goes where the first went: the payment page while it is open, else its own page. */
export async function retriedReservationNext(db: Database, siteId: number, response: LeadApiResponse) {
  if (response.status !== 200 && response.status !== 201) return null;
  const stored = await findReservationOfLead(db, siteId, response.body.lead_id);
  if (!stored) return null;
  return stored.status === 'checkout' && stored.checkoutUrl ? stored.checkoutUrl : reservationPath(stored.id);
}
