/**
 * Whether a browser says this request came from another site: `Sec-Fetch-Site: cross-site`, or an `Origin`
 * other than the site's own. Account endpoints refuse such requests, so no other page can sign a buyer in or
 * out behind their back. A request without either header (not a browser's) is judged by what it carries.
 */
export function isCrossSiteRequest(
  headers: { get(name: string): string | null },
  ownOrigin: string,
): boolean {
  if (headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = headers.get('origin');
  return origin !== null && origin !== ownOrigin;
}
