/**
 * Host handling for tenancy. Pure string work: the proxy runs it on every request.
 * Ports never identify a tenant, so every port is dropped (which covers "no default port" and lets
 * `{site}.localhost:3000` match in development).
 */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Lower case, no port, no trailing dot; null when the value cannot be a DNS host name. */
export function normaliseHost(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let host = raw.trim().toLowerCase();
  if (host.startsWith('[')) return null; // IPv6 literals never name a dealer site
  const colon = host.lastIndexOf(':');
  if (colon !== -1) {
    if (!/^\d{1,5}$/.test(host.slice(colon + 1))) return null;
    host = host.slice(0, colon);
  }
  if (host.endsWith('.')) host = host.slice(0, -1);
  if (host.length === 0 || host.length > 253) return null;
  return host.split('.').every((label) => LABEL.test(label)) ? host : null;
}

export type SiteLookup = { kind: 'subdomain'; slug: string } | { kind: 'domain'; host: string };

/**
 * A one-label subdomain of the root domain is a site slug; any other host is looked up as an exact
 * custom domain. The bare root domain names no site.
 */
export function siteLookupForHost(host: string, rootDomain: string): SiteLookup | null {
  if (host === rootDomain) return null;
  const suffix = `.${rootDomain}`;
  if (host.endsWith(suffix)) {
    const label = host.slice(0, -suffix.length);
    if (!label.includes('.')) return { kind: 'subdomain', slug: label };
  }
  return { kind: 'domain', host };
}

/** Requests already carrying the internal prefix must not reach a site: they would bypass host resolution. */
export const INTERNAL_SITES_PREFIX = '/sites';

/** A segment no normalised host can equal (underscores are not valid in host labels), so it always 404s. */
export const UNRESOLVABLE_HOST = '_';

export function isInternalSitesPath(pathname: string): boolean {
  return pathname === INTERNAL_SITES_PREFIX || pathname.startsWith(`${INTERNAL_SITES_PREFIX}/`);
}

/** The internal path a public request is rewritten to. */
export function siteRewritePath(host: string | null, pathname: string): string {
  const segment = host === null || isInternalSitesPath(pathname) ? UNRESOLVABLE_HOST : host;
  return `${INTERNAL_SITES_PREFIX}/${segment}${pathname === '/' ? '' : pathname}`;
}
