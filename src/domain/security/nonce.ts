/** 16 random bytes: 128 bits, more than CSP Level 3 asks of a nonce. */
const NONCE_BYTES = 16;

/**
 * A fresh CSP nonce (base64) for one drawn page, the only place nonces are made. A page the page cache keeps is
 * sent again byte for byte with the header it was drawn with: the nonce then stands for that one fixed
 * document (decision 039).
 */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  return btoa(String.fromCharCode(...bytes));
}
