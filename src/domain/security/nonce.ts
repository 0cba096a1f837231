/** 16 random bytes: 128 bits, more than CSP Level 3 asks of a nonce. */
const NONCE_BYTES = 16;

/**
 * A fresh CSP nonce (base64) for one response. The only place nonces are made: a page served again from a
 * cache must be given a new one here (its HTML and header rewritten), never reuse the one it was drawn with.
 */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  return btoa(String.fromCharCode(...bytes));
}
