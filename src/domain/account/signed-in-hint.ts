/**
 * A cookie the page's script can read, saying this browser signed in on this site: only a hint (the session
 * itself is the httpOnly cookie), so the script mirrors saved cars to the account without asking the server
 * on every change whether anyone is signed in. A stale hint costs one refused request, which clears it.
 */
export const SIGNED_IN_HINT_COOKIE = 'forecourt.signed_in';

const attributes = (secure: boolean) => `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;

export function signedInHintCookie(maxAgeSeconds: number, secure: boolean): string {
  return `${SIGNED_IN_HINT_COOKIE}=1; Max-Age=${maxAgeSeconds}; ${attributes(secure)}`;
}

export function clearedSignedInHintCookie(secure: boolean): string {
  return `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; ${attributes(secure)}`;
}

/** Whether a `document.cookie` string carries the hint. */
export function hasSignedInHint(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);
}
