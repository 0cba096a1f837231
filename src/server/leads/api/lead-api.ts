import 'server-only';
import type { z } from 'zod';
import type { SiteConfig } from '@/config';
import { leadLocationId } from '@/domain/lead-forms/setup';
import {
  BOOKING_UNCONFIRMED_NOTICE,
  buildLeadSubmission,
  CREDIT_CONSENT_FIELD,
  creditAssessmentConsent,
  FORM_ERRORS_TITLE,
  leadFormSchema,
  leadRequestFingerprint,
  marketingConsent,
  POSTCODE_NOT_FOUND_MESSAGE,
  SLOT_UNAVAILABLE_MESSAGE,
  type LeadFormValues,
  type LeadSubmission,
} from '@/domain/leads';
import { RESERVE_MESSAGES } from '@/domain/reserve';
import type { TradeInValuationAnswer } from '@/domain/trade-in';
import type { Database } from '@/server/db/client';
import { loadLeadForm } from '@/server/lead-forms/load-form';
import { postcodeGeocoderFor } from '@/server/providers/postcodes';
import { assessSubmission, type AssessDependencies } from '../anti-spam';
import { answerKnownKey, findKeyUse, hashFingerprint } from '../idempotency';
import { receiptPath } from '@/domain/lead-confirmation/paths';
import { loadReceiptSigner } from '../confirmation/receipt-token';
import { submitLead } from '../submit-lead';
import type { LeadInput, SubmitLeadResult } from '../types';
import { leadRequestSchema, type LeadRequest } from './lead-request';
import { checkTestDriveSlot } from './test-drive-slot';
import { attachTradeInPhotos, valueTradeInLead } from './trade-in-lead';
import { planReserveLead, type ReserveDependencies } from '@/server/reserve/reserve-lead';
import { startReservationPayment } from '@/server/reserve/start-payment';
import { retriedReservationNext, withNext } from './reserve-answer';

export type LeadApiSite = { id: number; config: SiteConfig };

/** `origin`: the site's address as the buyer reached it, for the absolute links a reservation sends out. */
export type LeadApiRequest = { body: string; ip: string | null; userAgent: string | null; origin?: string };

type FieldErrors = Record<string, string[]>;

export type LeadApiResponse =
  /** `notice`: the requested test-drive time was not held (a cap of decision 032); the dealer confirms it. */
  /** `valuation`: a trade-in valuation lead's estimate, as the buyer is shown it (issue 15). */
  /** `next`: a reserve lead's next page, the payment page or the reservation's own page (issue 15). */
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

/** A lead form posts a few kilobytes; anything far larger is not a form. */
export const MAX_LEAD_BODY_BYTES = 64 * 1024;

const NOT_THIS_SITE = 'This car or location is not available on this site';
/** Where a lead form goes once its lead is stored (the thank-you page). */
const SUCCESS_PAGE = '/success';

function issuesToFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

const invalid = (error: string, fieldErrors: FieldErrors): LeadApiResponse => ({
  status: 400,
  body: { error, fieldErrors },
});

function parseEnvelope(
  body: string,
): { ok: true; request: LeadRequest } | { ok: false; errors: FieldErrors } {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, errors: { body: ['Expected a JSON object'] } };
  }
  const parsed = leadRequestSchema.safeParse(json);
  return parsed.success
    ? { ok: true, request: parsed.data }
    : { ok: false, errors: issuesToFieldErrors(parsed.error) };
}

/** H-38: a well-formed postcode must also exist in Australia. */
async function postcodeErrors(site: LeadApiSite, values: LeadFormValues): Promise<FieldErrors> {
  const postcode = values.postcode;
  if (typeof postcode !== 'string' || postcode === '') return {};
  const found = await postcodeGeocoderFor(site.config).geocodePostcode(postcode);
  return found ? {} : { postcode: [POSTCODE_NOT_FOUND_MESSAGE] };
}

const text = (value: LeadFormValues[string] | undefined) =>
  typeof value === 'string' && value !== '' ? value : null;

function leadInput(
  site: LeadApiSite,
  lead: LeadRequest,
  submission: LeadSubmission,
  values: LeadFormValues,
  locationId: number | null,
): Omit<LeadInput, 'suspicion' | 'ip' | 'userAgent'> {
  const name = [text(values.name), text(values.last_name)].filter((part) => part !== null).join(' ');
  const consent = marketingConsent(submission.opt_in);
  return {
    siteId: site.id,
    formType: lead.form_type,
    category: submission.category,
    subcategory: submission.subcategory,
    vehicleId: lead.car_id,
    locationId,
    contact: { name: name === '' ? null : name, email: text(values.email), phone: text(values.phone) },
    message: text(values.message),
    fields: {
      ...submission.fields,
      ...submission.offer,
      additional_services: submission.additional_services,
      vehicle: submission.vehicle,
    },
    userData: lead.user_data,
    consent: { optIn: consent.granted, wording: consent.wording },
    // The form refuses an application without this box, so a stored one always has it ticked.
    otherConsents: values[CREDIT_CONSENT_FIELD] === true ? [creditAssessmentConsent()] : [],
    idempotencyKey: lead.idempotency_key,
    fingerprint: leadRequestFingerprint(submission),
  };
}

/**
 * POST /api/leads for one site: envelope → the form's own schema (the one the browser ran) for this site and
 * car → the submission rules → a retry answered from its key → anti-spam → submitLead. 201 with the new
 * lead_id, 200 with the same lead_id for a retry, 422 for a reused key with other data, 400 with field errors,
 * 409 with the free times when the chosen test-drive slot is taken, 429 when the client address has sent too
 * many (decision 035). A test drive over a sender's cap of open
 * bookings is stored without its slot and answered 201 with a notice; a flagged one just 201 (decision 032).
 */
export async function handleLeadApi(
  db: Database,
  site: LeadApiSite,
  request: LeadApiRequest,
  now: Date,
  antiSpam: AssessDependencies = {},
  reserve: ReserveDependencies = {},
): Promise<LeadApiResponse> {
  const response = await answerLead(db, site, request, now, antiSpam, reserve);
  if (response.status !== 200 && response.status !== 201) return response;
  // Stored (or stored before, for a retry): the buyer's way to what they sent (decision 052).
  const receipt = (await loadReceiptSigner(db, site.id)).sign(response.body.lead_id);
  // A reserve lead stored without its reservation goes on to the thank-you page of that lead.
  const next = response.body.next === SUCCESS_PAGE ? receiptPath(receipt) : response.body.next;
  return { ...response, body: { ...response.body, receipt, ...(next ? { next } : {}) } };
}

async function answerLead(
  db: Database,
  site: LeadApiSite,
  request: LeadApiRequest,
  now: Date,
  antiSpam: AssessDependencies,
  reserve: ReserveDependencies,
): Promise<LeadApiResponse> {
  if (Buffer.byteLength(request.body) > MAX_LEAD_BODY_BYTES) {
    return { status: 413, body: { error: 'Request too large' } };
  }
  const envelope = parseEnvelope(request.body);
  if (!envelope.ok) return invalid('Invalid request', envelope.errors);
  const lead = envelope.request;
  const form = await loadLeadForm(db, site, {
    kind: lead.form_type,
    carId: lead.car_id,
    locationId: lead.location_id,
    offerId: lead.offer_id,
    now,
  });
  if (!form) return invalid(NOT_THIS_SITE, { car_id: [NOT_THIS_SITE] });
  const parsed = leadFormSchema(lead.form_type, form.setup.rules).safeParse(lead.fields);
  if (!parsed.success) return invalid(FORM_ERRORS_TITLE, issuesToFieldErrors(parsed.error));
  const values = parsed.data;
  const postcode = await postcodeErrors(site, values);
  if (Object.keys(postcode).length > 0) return invalid(FORM_ERRORS_TITLE, postcode);
  const submission = buildLeadSubmission(lead.form_type, values, form.leadCar, form.leadOffer);
  const locationId = leadLocationId(form.setup, values) ?? lead.location_id;
  const plain = leadInput(site, lead, submission, values, locationId);
  const origin = request.origin ?? '';
  const tradeIn =
    lead.form_type === 'trade_in' ? await valueTradeInLead(db, site, plain, values, now, origin) : null;
  if (tradeIn?.photoError) return invalid(FORM_ERRORS_TITLE, { photo_ids: [tradeIn.photoError] });
  if (tradeIn?.quoteError) return invalid(tradeIn.quoteError, {});
  const reservation =
    lead.form_type === 'reserve'
      ? await planReserveLead(db, site, plain, values, { origin, now, dependencies: reserve })
      : null;
  if (lead.form_type === 'reserve' && !reservation)
    return invalid(NOT_THIS_SITE, { car_id: [NOT_THIS_SITE] });
  const input = tradeIn?.input ?? reservation?.input ?? plain;
  const answer = (result: SubmitLeadResult) => withValuation(answerOf(result), tradeIn?.answer);
  // A retry of a stored lead answers from the key alone: it must not meet the captcha or the limits again.
  const known = await findKeyUse(db, site.id, lead.idempotency_key);
  if (known) {
    const replayed = answer(answerKnownKey(known, hashFingerprint(input.fingerprint)));
    return reservation ? withNext(replayed, await retriedReservationNext(db, site.id, replayed)) : replayed;
  }
  const slot = await checkTestDriveSlot(db, site, { kind: lead.form_type, values, locationId, now });
  if (slot.kind === 'taken') return slotTaken(slot.slots);
  const assessment = await assessSubmission(
    db,
    {
      siteId: site.id,
      formType: lead.form_type,
      forms: site.config.forms,
      captchaPayload: lead.captcha,
      honeypot: lead.homepage_url,
      openedAt: lead.opened_at,
      ip: request.ip,
      contact: input.contact,
      idempotencyKey: lead.idempotency_key,
      now,
    },
    antiSpam,
  );
  if (assessment.verdict === 'reject') {
    const body = { error: assessment.message };
    return assessment.status === 429
      ? { status: 429, body, retryAfterSeconds: assessment.retryAfterSeconds }
      : invalid(body.error, {});
  }
  const stored = {
    ...input,
    booking: slot.kind === 'free' ? slot.booking : null,
    suspicion: assessment.flags,
    ip: request.ip,
    userAgent: request.userAgent,
    ...(request.origin ? { origin: request.origin } : {}),
  };
  const result = await submitLead(db, stored, now);
  if (tradeIn && result.kind === 'created') {
    await attachTradeInPhotos(db, site.id, { leadId: result.leadId, photoIds: tradeIn.photoIds, now });
  }
  if (reservation && result.kind === 'created') {
    // Flagged, or over the sender's cap (decision 046): stored without a reservation; the dealer confirms.
    const next =
      result.reservation === 'opened'
        ? await startReservationPayment(db, reservation, { siteId: site.id, origin, now })
        : SUCCESS_PAGE;
    return withNext(answer(result), next);
  }
  if (result.kind !== 'slot-taken') return answer(result);
  // Another buyer's lead took the slot between the check and the commit: offer what is free now.
  const again = await checkTestDriveSlot(db, site, { kind: lead.form_type, values, locationId, now });
  return slotTaken(again.kind === 'taken' ? again.slots : []);
}

const slotTaken = (slots: string[]): LeadApiResponse => ({
  status: 409,
  body: { error: SLOT_UNAVAILABLE_MESSAGE, slots },
});

/** A stored (or replayed) valuation lead's answer carries its estimate. */
function withValuation(response: LeadApiResponse, valuation: TradeInValuationAnswer | undefined) {
  if (!valuation || (response.status !== 200 && response.status !== 201)) return response;
  return { ...response, body: { ...response.body, valuation } };
}

function answerOf(result: SubmitLeadResult): LeadApiResponse {
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
