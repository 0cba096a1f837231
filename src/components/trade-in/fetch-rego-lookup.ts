import {
  REGO_LOOKUP_PATH,
  REGO_LOOKUP_TOO_MANY_MESSAGE,
  REGO_LOOKUP_UNAVAILABLE_MESSAGE,
  regoLookupAnswerSchema,
  type RegoLookupFound,
  type RegoLookupQuery,
} from '@/domain/trade-in/rego-lookup';

/** What the form does with a lookup: fill the car in, or tell the buyer why not (they type it in). */
export type RegoLookupOutcome =
  { kind: 'found'; car: RegoLookupFound } | { kind: 'message'; message: string };

const UNAVAILABLE: RegoLookupOutcome = { kind: 'message', message: REGO_LOOKUP_UNAVAILABLE_MESSAGE };

function badRequestMessage(body: unknown): string {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : null;
  return typeof error === 'string' && error !== '' ? error : REGO_LOOKUP_UNAVAILABLE_MESSAGE;
}

/**
 * GET /api/trade-in/rego and what its answer means for the form. Never throws, except when `signal` aborted it
 * (a newer lookup replaced this one): no answer, or one it cannot read, says the lookup is unavailable.
 */
export async function fetchRegoLookup(
  query: RegoLookupQuery,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<RegoLookupOutcome> {
  const params = new URLSearchParams({ rego: query.rego, state: query.state });
  let response: Response;
  let body: unknown;
  try {
    response = await fetchImpl(`${REGO_LOOKUP_PATH}?${params}`, { signal });
    body = await response.json();
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('rego lookup: no readable answer', error);
    return UNAVAILABLE;
  }
  if (response.status === 429) return { kind: 'message', message: REGO_LOOKUP_TOO_MANY_MESSAGE };
  if (response.status === 400) return { kind: 'message', message: badRequestMessage(body) };
  const answer = response.ok ? regoLookupAnswerSchema.safeParse(body) : null;
  if (!answer?.success) return UNAVAILABLE;
  return answer.data.found
    ? { kind: 'found', car: answer.data }
    : { kind: 'message', message: answer.data.message };
}
