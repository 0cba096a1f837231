import 'server-only';
import { reservationPath } from '@/domain/reserve';
import type { Database } from '@/server/db/client';
import {
  invalid,
  NOT_THIS_SITE,
  SUCCESS_PAGE,
  withBody,
  type LeadApiResponse,
} from '@/server/leads/api/lead-api-answers';
import type { LeadKind } from '@/server/leads/api/lead-kind';
import { findReservationOfLead } from './reservation-store';
import { planReserveLead, type ReserveDependencies } from './reserve-lead';
import { startReservationPayment } from './start-payment';

/** A retried reserve lead goes where the first went: the payment page while it is open, else its own page. */
async function retriedReservationNext(db: Database, siteId: number, response: LeadApiResponse) {
  if (response.status !== 200 && response.status !== 201) return null;
  const stored = await findReservationOfLead(db, siteId, response.body.lead_id);
  if (!stored) return null;
  return stored.status === 'checkout' && stored.checkoutUrl ? stored.checkoutUrl : reservationPath(stored.id);
}

/**
 * The reserve kind of the lead pipeline: the reservation planned before the store and opened in the lead's
 * transaction (decision 046); every answer names the page the buyer goes to next. A lead that names no car of
 * this site is refused: there is nothing to reserve.
 */
export function reserveLeadKind(dependencies: ReserveDependencies = {}): LeadKind {
  return async (db, site, input, { values, origin, now }) => {
    const plan = await planReserveLead(db, site, input, values, { origin, now, dependencies });
    if (!plan) return { refused: invalid(NOT_THIS_SITE, { car_id: [NOT_THIS_SITE] }) };
    return {
      input: plan.input,
      replayed: async (response) => {
        const next = await retriedReservationNext(db, site.id, response);
        return next === null ? response : withBody(response, { next });
      },
      // Flagged, or over the sender's cap (decision 046): stored without a reservation; the dealer confirms.
      created: async (result, response) => {
        const next =
          result.reservation === 'opened'
            ? await startReservationPayment(db, plan, { siteId: site.id, origin, now })
            : SUCCESS_PAGE;
        return withBody(response, { next });
      },
    };
  };
}
