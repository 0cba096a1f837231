import 'server-only';
import { receiptPath } from '@/domain/lead-confirmation/paths';
import type { Database } from '@/server/db/client';
import { assessSubmission, type AssessDependencies } from '../anti-spam';
import { loadReceiptSigner } from '../confirmation/receipt-token';
import { answerKnownKey, findKeyUse, hashFingerprint } from '../idempotency';
import { submitLead } from '../submit-lead';
import type { SubmitLeadResult } from '../types';
import {
  answerOf,
  invalid,
  slotTaken,
  SUCCESS_PAGE,
  type LeadApiRequest,
  type LeadApiResponse,
  type LeadApiSite,
} from './lead-api-answers';
import type { LeadKinds, PreparedLead } from './lead-kind';
import { readLead } from './read-lead';
import { checkTestDriveSlot } from './test-drive-slot';

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
  const answer = (result: SubmitLeadResult) => {
    const plain = answerOf(result);
    return prepared.answer ? prepared.answer(plain) : plain;
  };
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
