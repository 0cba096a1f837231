import type { Database } from '@/server/db/client';
import { solvedCaptchaForTest } from '@/server/leads/anti-spam/testing';
import type { LeadApiResponse, LeadApiSite } from '@/server/leads/api/lead-api-answers';
import type { ReserveDependencies } from '@/server/reserve/reserve-lead';
import { handleLeadApi } from './handle-lead-api';

export type TestLeadRequest = {
  /** When the API answers. */
  now: Date;
  /** The buyer's address (null: the request carried none); the per-address limits count it. */
  ip: string | null;
  /** 'Vitest' unless given. */
  userAgent?: string | null;
  origin?: string;
  reserve?: ReserveDependencies;
};

/**
 * POST /api/leads as a buyer's form sends it: `payload` (form_type, fields, idempotency key …) with a proof of
 * work solved for the site and that form as its last field.
 */
export async function postLeadForTest(
  db: Database,
  site: LeadApiSite,
  payload: { form_type: string } & Record<string, unknown>,
  request: TestLeadRequest,
): Promise<LeadApiResponse> {
  const captcha = await solvedCaptchaForTest(db, site.id, payload.form_type);
  const { now, ip, userAgent = 'Vitest', origin, reserve = {} } = request;
  const body = JSON.stringify({ ...payload, captcha });
  return handleLeadApi(db, site, { body, ip, userAgent, ...(origin ? { origin } : {}) }, now, {}, reserve);
}
