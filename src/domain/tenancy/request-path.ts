import { isInternalSitesPath } from './host';

/**
 * Paths the proxy passes through without a site rewrite: JSON endpoints resolve the site from the Host header
 * themselves, and generated media are site-neutral (decision 002).
 */
const SITE_NEUTRAL_PREFIXES = ['/api/', '/media/'] as const;

export function isSiteNeutralPath(pathname: string): boolean {
  return SITE_NEUTRAL_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * Whether the path as sent can already name an app route (/api, /media, the internal /sites/…). Next reads a
 * dynamic route's params from that URL even after a rewrite, so there a malformed segment cannot be repaired
 * by rewriting: the proxy must answer the request itself.
 */
export function isAppRoutePath(pathname: string): boolean {
  return isSiteNeutralPath(pathname) || isInternalSitesPath(pathname);
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
 * segment names nothing, so the site route it is rewritten to answers its own 404 inside the site's shell.
 * Usable segments are left exactly as sent, so an unchanged result means the path was fine.
 */
export function routablePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (isUsableSegment(segment) ? segment : segment.replaceAll('%', '%25')))
    .join('/');
}

/** The request header the proxy sets to the site path asked for (escaped as routed), for the 404 page. */
export const REQUEST_PATH_HEADER = 'x-forecourt-path';
