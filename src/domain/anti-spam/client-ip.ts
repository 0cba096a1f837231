/**
 * The client's address from X-Forwarded-For, counting `trustedHops` proxies from the right: each trusted proxy
 * appends the address it received the request from, so entries further left are the client's own claims and
 * could be forged. With no proxy in front, Next itself sets the header from the socket (when absent).
 */
export function clientIpFromForwardedFor(header: string | null, trustedHops: number): string | null {
  if (!header) return null;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return null;
  const index = Math.max(0, entries.length - Math.max(1, trustedHops));
  return normaliseIp(entries[index]!);
}

/** IPv4-mapped IPv6 ('::ffff:1.2.3.4') is the same client as '1.2.3.4'; a limit must not count it twice. */
function normaliseIp(ip: string): string {
  const lower = ip.toLowerCase();
  return lower.startsWith('::ffff:') && lower.includes('.') ? lower.slice('::ffff:'.length) : lower;
}
