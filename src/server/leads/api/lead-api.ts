import 'server-only';
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
import type { Database } from '@/server/db/client';
import { loadLeadForm } from '@/server/lead-forms/load-form';
import { postcodeGeocoderFor } from '@/server/providers/postcodes';
import { assessSubmission, type AssessDependencies } from '../anti-spam';
import { answerKnownKey, findKeyUse, hashFingerprint } from '../idempotency';
import { receiptPath } from '@/domain/lead-confirmation/paths';
import { loadReceiptSigner } from '../confirmation/receipt-token';
import { submitLead } from '../submit-lead';
import type { SubmitLeadResult } from '../types';
import { leadRequestSchema, type LeadRequest } from './lead-request';
import {
  invalid,
  issuesToFieldErrors,
  NOT_THIS_SITE,
  SUCCESS_PAGE,
  type FieldErrors,
  type LeadApiRequest,
  type LeadApiResponse,
  type LeadApiSite,
} from './lead-api-answers';
import type { LeadKinds, PreparedLead, UnstoredLeadInput } from './lead-kind';
import { checkTestDriveSlot } from './test-drive-slot';

/** A lead form posts a few kilobytes; anything far larger is not a form. */
export const MAX_LEAD_BODY_BYTES = 64 * 1024;

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
): UnstoredLeadInput {
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

/** What the lead pipeline is handed: the anti-spam services, and the form kinds with work of their own. */
export type LeadApiDependencies = { antiSpam?: AssessDependencies; kinds?: LeadKinds };

/**
 * POST /api/leads for one site: envelope → the form's own schema (the one the browser ran) for this site and
 * car → the submission rules → the kind's own preparation → a retry answered from its key → anti-spam →
 * submitLead. 201 with the new lead_id, 200 with the same lead_id for a retry, 422 for a reused key with other
 * data, 400 with field errors, 409 with the free times when the chosen test-drive slot is taken, 429 when the
 * client address has sent too many (decision 035). A test drive over a sender's cap of open bookings is stored
 * without its slot and answered 201 with a notice; a flagged one just 201 (decision 032).
 */
export async function answerLeadApi(
  db: Database,
  site: LeadApiSite,
  request: LeadApiRequest,
  now: Date,
  dependencies: LeadApiDependencies = {},
): Promise<LeadApiResponse> {
  const response = await answerLead(db, site, request, now, dependencies);
  if (response.status !== 200 && response.status !== 201) return response;
  // Stored (or stored before, for a retry): the buyer's way to what they sent (decision 052).
  const receipt = (await loadReceiptSigner(db, site.id)).sign(response.body.lead_id);
  // A lead that names no page of its own (a reserve lead stored without its reservation) goes to its thank-you page.
  const next = response.body.next === SUCCESS_PAGE ? receiptPath(receipt) : response.body.next;
  return { ...response, body: { ...response.body, receipt, ...(next ? { next } : {}) } };
}

type ReadLead =
  | { ok: false; response: LeadApiResponse }
  | {
      ok: true;
      lead: LeadRequest;
      values: LeadFormValues;
      locationId: number | null;
      plain: UnstoredLeadInput;
    };

/** The request read against the form it names: the lead as sent, or the 400/413 answer refusing it. */
async function readLead(
  db: Database,
  site: LeadApiSite,
  request: LeadApiRequest,
  now: Date,
): Promise<ReadLead> {
  const refuse = (response: LeadApiResponse) => ({ ok: false as const, response });
  if (Buffer.byteLength(request.body) > MAX_LEAD_BODY_BYTES) {
    return refuse({ status: 413, body: { error: 'Request too large' } });
  }
  const envelope = parseEnvelope(request.body);
  if (!envelope.ok) return refuse(invalid('Invalid request', envelope.errors));
  const lead = envelope.request;
  const form = await loadLeadForm(db, site, {
    kind: lead.form_type,
    carId: lead.car_id,
    locationId: lead.location_id,
    offerId: lead.offer_id,
    now,
  });
  if (!form) return refuse(invalid(NOT_THIS_SITE, { car_id: [NOT_THIS_SITE] }));
  const parsed = leadFormSchema(lead.form_type, form.setup.rules).safeParse(lead.fields);
  if (!parsed.success) return refuse(invalid(FORM_ERRORS_TITLE, issuesToFieldErrors(parsed.error)));
  const values = parsed.data;
  const postcode = await postcodeErrors(site, values);
  if (Object.keys(postcode).length > 0) return refuse(invalid(FORM_ERRORS_TITLE, postcode));
  const submission = buildLeadSubmission(lead.form_type, values, form.leadCar, form.leadOffer);
  const locationId = leadLocationId(form.setup, values) ?? lead.location_id;
  return { ok: true, lead, values, locationId, plain: leadInput(site, lead, submission, values, locationId) };
}

async function answerLead(
  db: Database,
  site: LeadApiSite,
  request: LeadApiRequest,
  now: Date,
  { antiSpam = {}, kinds = {} }: LeadApiDependencies,
): Promise<LeadApiResponse> {
  const read = await readLead(db, site, request, now);
  if (!read.ok) return read.response;
  const { lead, values, locationId } = read;
  const kind = kinds[lead.form_type];
  const made = kind ? await kind(db, site, read.plain, { values, origin: request.origin ?? '', now }) : null;
  if (made && 'refused' in made) return made.refused;
  const prepared: PreparedLead = made ?? { input: read.plain };
  const { input } = prepared;
  const answer = (result: SubmitLeadResult) => prepared.answer?.(answerOf(result)) ?? answerOf(result);
  // A retry of a stored lead answers from the key alone: it must not meet the captcha or the limits again.
  const known = await findKeyUse(db, site.id, lead.idempotency_key);
  if (known) {
    const replayed = answer(answerKnownKey(known, hashFingerprint(input.fingerprint)));
    return prepared.replayed ? prepared.replayed(replayed) : replayed;
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
  if (result.kind === 'created' && prepared.created) return prepared.created(result, answer(result));
  if (result.kind !== 'slot-taken') return answer(result);
  // Another buyer's lead took the slot between the check and the commit: offer what is free now.
  const again = await checkTestDriveSlot(db, site, { kind: lead.form_type, values, locationId, now });
  return slotTaken(again.kind === 'taken' ? again.slots : []);
}

const slotTaken = (slots: string[]): LeadApiResponse => ({
  status: 409,
  body: { error: SLOT_UNAVAILABLE_MESSAGE, slots },
});

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
