import 'server-only';
import { leadLocationId } from '@/domain/lead-forms/setup';
import {
  buildLeadSubmission,
  CREDIT_CONSENT_FIELD,
  creditAssessmentConsent,
  FORM_ERRORS_TITLE,
  leadFormSchema,
  leadRequestFingerprint,
  marketingConsent,
  POSTCODE_NOT_FOUND_MESSAGE,
  type LeadFormValues,
  type LeadSubmission,
} from '@/domain/leads';
import type { Database } from '@/server/db/client';
import { loadLeadForm } from '@/server/lead-forms/load-form';
import { postcodeGeocoderFor } from '@/server/providers/postcodes';
import {
  invalid,
  issuesToFieldErrors,
  NOT_THIS_SITE,
  type FieldErrors,
  type LeadApiRequest,
  type LeadApiResponse,
  type LeadApiSite,
} from './lead-api-answers';
import type { UnstoredLeadInput } from './lead-kind';
import { leadRequestSchema, type LeadRequest } from './lead-request';

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

export type ReadLead =
  | { ok: false; response: LeadApiResponse }
  | {
      ok: true;
      lead: LeadRequest;
      values: LeadFormValues;
      locationId: number | null;
      plain: UnstoredLeadInput;
    };

/** The request read against the form it names: the lead as sent, or the 400/413 answer refusing it. */
export async function readLead(
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
