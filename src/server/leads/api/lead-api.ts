import 'server-only';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { assessSubmission, type AssessDependencies } from '../anti-spam';
import { answerKnownKey, findKeyUse, hashFingerprint } from '../idempotency';
import { submitLead } from '../submit-lead';
import type { LeadInput, LeadRejection, SubmitLeadResult } from '../types';
import { validateLeadFields, type LeadFieldsSite } from '../validate-fields';
import { fingerprintLeadRequest, leadRequestSchema, type LeadRequest } from './lead-request';

export type LeadApiRequest = {
  body: string;
  ip: string | null;
  userAgent: string | null;
};

type FieldErrors = Record<string, string[]>;

export type LeadApiResponse =
  | { status: 200 | 201; body: { lead_id: string } }
  | { status: 400; body: { error: string; fieldErrors: FieldErrors } }
  | { status: 413 | 422 | 429; body: { error: string } };

/** A lead form posts a few kilobytes; anything far larger is not a form. */
export const MAX_LEAD_BODY_BYTES = 64 * 1024;

const REJECTIONS: Record<LeadRejection, { field: string; message: string }> = {
  unknown_vehicle: { field: 'car_id', message: 'This car is not available on this site' },
  unknown_location: { field: 'location_id', message: 'This location is not available on this site' },
};

function issuesToFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

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

/**
 * POST /api/leads for one site: envelope (zod) → the form's fields → submitLead. 201 with the new lead_id,
 * 200 with the same lead_id for a retry, 422 for a reused key with other data, 400 with field errors.
 */
export async function handleLeadApi(
  db: Database,
  site: LeadFieldsSite,
  request: LeadApiRequest,
  now: Date,
  antiSpam: AssessDependencies = {},
): Promise<LeadApiResponse> {
  if (Buffer.byteLength(request.body) > MAX_LEAD_BODY_BYTES) {
    return { status: 413, body: { error: 'Request too large' } };
  }
  const envelope = parseEnvelope(request.body);
  if (!envelope.ok) return { status: 400, body: { error: 'Invalid request', fieldErrors: envelope.errors } };
  const lead = envelope.request;
  const fields = validateLeadFields(lead.form_type, lead.fields, site);
  if (!fields.ok) {
    return {
      status: 400,
      body: { error: 'Please fix the following errors:', fieldErrors: fields.fieldErrors },
    };
  }
  const fingerprint = fingerprintLeadRequest(lead);
  // A retry of a stored lead answers from the key alone: it must not meet the captcha or the limits again.
  const known = await findKeyUse(db, site.id, lead.idempotency_key);
  if (known) return answer(answerKnownKey(known, hashFingerprint(fingerprint)));
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
      contact: { email: fields.value.contact.email, phone: fields.value.contact.phone },
      idempotencyKey: lead.idempotency_key,
      now,
    },
    antiSpam,
  );
  if (assessment.verdict === 'reject') {
    const body = { error: assessment.message };
    return assessment.status === 429
      ? { status: 429, body }
      : { status: 400, body: { ...body, fieldErrors: {} } };
  }
  const input: LeadInput = {
    siteId: site.id,
    formType: lead.form_type,
    category: lead.category,
    subcategory: lead.subcategory || null,
    vehicleId: lead.car_id,
    locationId: lead.location_id,
    ...fields.value,
    userData: lead.user_data,
    consent: lead.consent ? { optIn: lead.consent.opt_in, wording: lead.consent.wording } : null,
    suspicion: assessment.flags,
    idempotencyKey: lead.idempotency_key,
    fingerprint,
    ip: request.ip,
    userAgent: request.userAgent,
  };
  return answer(await submitLead(db, input, now));
}

function answer(result: SubmitLeadResult): LeadApiResponse {
  switch (result.kind) {
    case 'created':
      return { status: 201, body: { lead_id: result.leadId } };
    case 'replayed':
      return { status: 200, body: { lead_id: result.leadId } };
    case 'conflict':
      return { status: 422, body: { error: 'This form was already sent with different details' } };
    case 'rejected': {
      const { field, message } = REJECTIONS[result.reason];
      return { status: 400, body: { error: message, fieldErrors: { [field]: [message] } } };
    }
  }
}
