function forwardedProtos(header: string | null): string[] {
  return (header ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
}

/**
 * Whether the buyer's request reached us over HTTPS (for HSTS), under the rule that settles the client
 * address (clientAddress, decision 009): with no trusted proxy only our own socket counts, whatever
 * X-Forwarded-Proto says; with N trusted proxies, the entry exactly N from the right, which the outermost
 * trusted proxy wrote (a chain shorter than that gives its leftmost entry).
 */
export function isHttpsRequest(
  forwardedProto: string | null,
  isSocketEncrypted: boolean,
  trustedHops: number,
) {
  if (trustedHops === 0) return isSocketEncrypted;
  const protos = forwardedProtos(forwardedProto);
  if (protos.length === 0) return false;
  return protos[Math.max(0, protos.length - trustedHops)] === 'https';
}

/**
 * The production server (scripts/serve.ts) writes here whether the request came over HTTPS, after replacing
 * whatever the client sent under this name, so route handlers can tell (session cookies are Secure on HTTPS).
 */
export const REQUEST_SCHEME_HEADER = 'x-forecourt-scheme';

/** The origin a buyer reached the site at: the settled scheme (http when nobody settled it) and the host. */
export function requestOrigin(scheme: string | null, host: string): string {
  return `${scheme === 'https' ? 'https' : 'http'}://${host}`;
}
