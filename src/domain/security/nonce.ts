/** 16 random bytes: 128 bits, more than CSP Level 3 asks of a nonce. */
const NONCE_BYTES = 16;

/**
 * A fresh CSP nonce (base64) for one drawn page, the only place nonces are made. A page the page cache keeps
 * gets a fresh one in every answer, in its policy and its scripts alike (decision 077, point 6): always as
 * long as the first, which the cache relies on.
 */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  return btoa(String.fromCharCode(...bytes));
}
