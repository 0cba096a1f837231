export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits, '.', '_' and '-', 8 to 64 of them: a UUID, a proxy's hex id; never a space or quote. */
const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{7,63}$/;

/** An incoming X-Request-Id worth keeping (decision 034); a repeated header (an array) is not one. */
export function acceptedRequestId(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && REQUEST_ID.test(value) ? value : null;
}
