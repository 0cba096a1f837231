/**
 * Paths the proxy passes through without a site rewrite: JSON endpoints resolve the site from the Host header
 * themselves, and generated media are site-neutral (decision 002).
 */
const SITE_NEUTRAL_PREFIXES = ['/api/', '/media/'] as const;

export function isSiteNeutralPath(pathname: string): boolean {
  return SITE_NEUTRAL_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** Whether a route receiving this segment can use it: it decodes, and to no NUL (PostgreSQL rejects it in text). */
function isUsableSegment(segment: string): boolean {
  try {
    return !decodeURIComponent(segment).includes('\0');
  } catch {
    return false;
  }
}

/**
 * The path with every unusable segment escaped so it arrives at the route as the literal text it was
 * ('%FF' → '%25FF', decoded back to '%FF'). Next answers a bare 500 when a dynamic route's segment does not
 * decode ('%FF', '%E0%A4%A', a lone '%'), and a NUL reached the database as a failed query; escaped, the
 * segment names nothing, so the route answers its own 404 (inside the site's shell for pages). Usable
 * segments are left exactly as sent.
 */
export function routablePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (isUsableSegment(segment) ? segment : segment.replaceAll('%', '%25')))
    .join('/');
}
