/**
 * Whether a browser says this request came from another site: `Sec-Fetch-Site: cross-site`, or an `Origin`
 * whose host is not the site's own. Account endpoints refuse such requests, so no other page can sign a buyer
 * in or out behind their back. Hosts are compared, not schemes: behind a TLS proxy the server may not know
 * the scheme the browser used, and http and https on one host are the same site's. A request without either
 * header (not a browser's) is judged by what it carries.
 */
export function isCrossSiteRequest(headers: { get(name: string): string | null }, ownHost: string): boolean {
  if (headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = headers.get('origin');
  if (origin === null) return false;
  try {
    return new URL(origin).host !== ownHost.toLowerCase();
  } catch {
    // 'null' (a sandboxed frame, a privacy redirect) or garbage: not this site.
    return true;
  }
}
