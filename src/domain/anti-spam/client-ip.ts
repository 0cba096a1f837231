import { z } from 'zod';

const ipAddress = z.union([z.ipv4(), z.ipv6()]);

/**
 * The production server (scripts/serve.ts) writes the client address it settled on here, after deleting
 * whatever the client sent under this name, so route handlers never read a client's own claim.
 */
export const CLIENT_ADDRESS_HEADER = 'x-forecourt-client-address';

/** IPv4-mapped IPv6 ('::ffff:1.2.3.4') is the same client as '1.2.3.4'; a limit must not count it twice. */
function normaliseIp(ip: string): string {
  const lower = ip.toLowerCase();
  return lower.startsWith('::ffff:') && lower.includes('.') ? lower.slice('::ffff:'.length) : lower;
}

function forwardedEntries(header: string | null): string[] {
  return (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/**
 * The client's address (decision 009). The chain is X-Forwarded-For's entries followed by the socket's
 * peer (`peer`, when known). Each trusted proxy appends the address it received the request from, so the
 * client is the entry exactly `trustedHops` from the right: 0 is the socket itself (nothing in front), 1 the
 * entry a single proxy appended. Entries further left are the client's own claims. A chain shorter than
 * that gives its leftmost entry; a chosen value that is not an IP address gives null (never a client's
 * made-up key such as 'garbage-1').
 */
export function clientAddress(
  forwardedFor: string | null,
  peer: string | null,
  trustedHops: number,
): string | null {
  const chain = [...forwardedEntries(forwardedFor), ...(peer ? [peer] : [])];
  if (chain.length === 0) return null;
  const chosen = chain[Math.max(0, chain.length - 1 - trustedHops)]!;
  const ip = normaliseIp(chosen);
  return ipAddress.safeParse(ip).success ? ip : null;
}
