import { NETWORK_FAILURE_OUTCOME, leadOutcome, type LeadOutcome } from '@/domain/lead-forms/outcome';
import type { LeadRequestBody } from '@/domain/lead-forms/request';

export const LEADS_ENDPOINT = '/api/leads';

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    // A proxy's HTML error page or an empty body: the status alone decides.
    return null;
  }
}

/**
 * POST /api/leads and what its answer means for the form. Never throws: a request that gets no answer
 * is H-24's 'An error occurred when submitting this form', with everything kept for a retry.
 */
export async function postLead(
  body: LeadRequestBody,
  fieldOrder: readonly string[],
  fetchImpl: typeof fetch = fetch,
): Promise<LeadOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(LEADS_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    console.warn('lead: the submission got no answer', error);
    return NETWORK_FAILURE_OUTCOME;
  }
  return leadOutcome(response.status, await readJson(response), fieldOrder);
}
