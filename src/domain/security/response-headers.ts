/** Two years, subdomains included: the form browsers' HSTS preload lists ask for. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * The headers every response carries (decision 033): no MIME sniffing, only the origin in the
 * Referer of cross-site requests, and HSTS when the request came over HTTPS (over plain HTTP a browser
 * ignores it, and a local or test server must stay reachable over HTTP).
 */
export function securityHeaders(isHttps: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(isHttps ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}
