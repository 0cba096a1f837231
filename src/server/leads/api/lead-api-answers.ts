import type { z } from 'zod';
import type { SiteConfig } from '@/config';
import { BOOKING_UNCONFIRMED_NOTICE, SLOT_UNAVAILABLE_MESSAGE } from '@/domain/leads';
import { RESERVE_MESSAGES } from '@/domain/reserve';
import type { TradeInValuationAnswer } from '@/domain/trade-in';
import type { SubmitLeadResult } from '../types';

export type LeadApiSite = { id: number; config: SiteConfig };

/** `origin`: the site's address as the buyer reached it, for the absolute links a reservation sends out. */
export type LeadApiRequest = { body: string; ip: string | null; userAgent: string | null; origin?: string };

export type FieldErrors = Record<string, string[]>;

export type LeadApiResponse =
  /** `notice`: the requested test-drive time was not held (a cap of decision 032); the dealer confirms it. */
  /** `valuation`: a trade-in valuation lead's estimate, as the buyer is shown it (decision 044). */
  /** `next`: a reserve lead's next page, the payment page or the reservation's own page (decision 046). */
  | {
      status: 200 | 201;
      body: {
        lead_id: string;
        /** Decision 052: the signed reference of the /success page and its calendar. */
        receipt?: string;
        notice?: string;
        valuation?: TradeInValuationAnswer;
        next?: string;
      };
    }
  | { status: 400; body: { error: string; fieldErrors: FieldErrors } }
  | { status: 409; body: { error: string; slots: string[] } }
  /** A reserve lead's car is held by another buyer or no longer for sale: nothing stored, nothing charged. */
  | { status: 409; body: { error: string } }
  | { status: 413 | 422; body: { error: string } }
  /** Volume abuse (decision 035): nothing stored; `retryAfterSeconds` is the Retry-After header. */
  | { status: 429; body: { error: string }; retryAfterSeconds: number };

export const NOT_THIS_SITE = 'This car or location is not available on this site';
/** Where a lead form goes once its lead is stored (the thank-you page). */
export const SUCCESS_PAGE = '/success';

export function issuesToFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

export const invalid = (error: string, fieldErrors: FieldErrors): LeadApiResponse => ({
  status: 400,
  body: { error, fieldErrors },
});

/** An answer that stored (or found stored) the lead, with more of the kind's own facts in its body. */
export function withBody(
  response: LeadApiResponse,
  more: { valuation?: TradeInValuationAnswer; next?: string },
) {
  if (response.status !== 200 && response.status !== 201) return response;
  return { ...response, body: { ...response.body, ...more } };
}

export const slotTaken = (slots: string[]): LeadApiResponse => ({
  status: 409,
  body: { error: SLOT_UNAVAILABLE_MESSAGE, slots },
});

/** The answer to what the store made of the lead. */
export function answerOf(result: SubmitLeadResult): LeadApiResponse {
  switch (result.kind) {
    case 'created':
      // A flagged lead's answer is the plain one: the sender must not learn that it was flagged.
      return result.slot === 'contact_cap' || result.slot === 'ip_cap'
        ? { status: 201, body: { lead_id: result.leadId, notice: BOOKING_UNCONFIRMED_NOTICE } }
        : { status: 201, body: { lead_id: result.leadId } };
    case 'replayed':
      return { status: 200, body: { lead_id: result.leadId } };
    case 'conflict':
      return { status: 422, body: { error: 'This form was already sent with different details' } };
    case 'rejected':
      return invalid(NOT_THIS_SITE, { car_id: [NOT_THIS_SITE] });
    case 'slot-taken':
      return slotTaken([]);
    case 'car-taken':
      return { status: 409, body: { error: RESERVE_MESSAGES.carTaken } };
    case 'not-reservable':
      return { status: 409, body: { error: RESERVE_MESSAGES.notReservable } };
  }
}
