/**
 * Which numeric IP addresses the platform may call out to (decision 031). Pure: no DNS, no node:net, so the
 * site config schema (which also loads in the browser) and the server's outbound guard share one rule. It
 * lives in config/, the bottom layer, because the webhook URL schema needs it (config imports nothing above).
 */

/** Four bytes, strict dotted decimal (a resolver answers numbers; `0177.0.0.1`-style forms are not addresses here). */
function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map((part) => (/^(0|[1-9]\d{0,2})$/.test(part) ? Number(part) : NaN));
  return bytes.every((byte) => byte <= 255) ? bytes : null;
}

function parseGroups(text: string): number[] | null {
  if (text === '') return [];
  const groups: number[] = [];
  const parts = text.split(':');
  for (const [index, part] of parts.entries()) {
    if (index === parts.length - 1 && part.includes('.')) {
      const v4 = parseIpv4(part);
      if (!v4) return null;
      groups.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
    } else if (/^[0-9a-f]{1,4}$/i.test(part)) {
      groups.push(parseInt(part, 16));
    } else {
      return null;
    }
  }
  return groups;
}

/** Sixteen bytes; `::` compression, an embedded dotted IPv4 tail and a `%zone` suffix are understood. */
function parseIpv6(text: string): number[] | null {
  const address = text.replace(/%[^%]+$/, '');
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const head = parseGroups(halves[0]!);
  const tail = halves.length === 2 ? parseGroups(halves[1]!) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<number>(missing).fill(0), ...tail];
  return groups.flatMap((group) => [group >> 8, group & 0xff]);
}

type Range = { bytes: number[]; prefix: number };

const range = (text: string, prefix: number): Range => ({
  bytes: (text.includes(':') ? parseIpv6(text) : parseIpv4(text))!,
  prefix,
});

/** Not globally routable unicast: this host, private networks, carrier NAT, link-local (cloud metadata at
 * 169.254.169.254), documentation, benchmarking, multicast and reserved. */
const NON_PUBLIC_V4: Range[] = [
  range('0.0.0.0', 8), // "this network", incl. the unspecified 0.0.0.0
  range('10.0.0.0', 8),
  range('100.64.0.0', 10), // carrier-grade NAT
  range('127.0.0.0', 8),
  range('169.254.0.0', 16),
  range('172.16.0.0', 12),
  range('192.0.0.0', 24),
  range('192.0.2.0', 24),
  range('192.88.99.0', 24),
  range('192.168.0.0', 16),
  range('198.18.0.0', 15),
  range('198.51.100.0', 24),
  range('203.0.113.0', 24),
  range('224.0.0.0', 4), // multicast
  range('240.0.0.0', 4), // reserved, incl. broadcast
];

/** The IPv6 equivalents, and every form that embeds or translates an IPv4 address (mapped, compatible,
 * NAT64, 6to4, Teredo), so a private IPv4 cannot be smuggled in as IPv6. */
const NON_PUBLIC_V6: Range[] = [
  range('::', 96), // unspecified, loopback and the deprecated IPv4-compatible form
  range('::ffff:0:0', 96), // IPv4-mapped
  range('64:ff9b::', 96), // NAT64
  range('64:ff9b:1::', 48),
  range('100::', 64), // discard
  range('2001::', 23), // IETF protocol assignments (Teredo among them)
  range('2001:db8::', 32), // documentation
  range('2002::', 16), // 6to4
  range('fc00::', 7), // unique local
  range('fe80::', 10), // link-local
  range('fec0::', 10), // site-local (deprecated)
  range('ff00::', 8), // multicast
];

function inRange(bytes: number[], { bytes: net, prefix }: Range): boolean {
  for (let bit = 0; bit < prefix; bit += 8) {
    const mask = (0xff << (8 - Math.min(8, prefix - bit))) & 0xff;
    if ((bytes[bit / 8]! & mask) !== (net[bit / 8]! & mask)) return false;
  }
  return true;
}

/** 4 or 6 for a numeric IP address (IPv6 without brackets), else 0. */
export function ipFamily(text: string): 0 | 4 | 6 {
  if (parseIpv4(text)) return 4;
  return text.includes(':') && parseIpv6(text) ? 6 : 0;
}

/** True only for a syntactically valid numeric IP in globally routable unicast space. */
export function isPublicAddress(address: string): boolean {
  const v4 = parseIpv4(address);
  if (v4) return !NON_PUBLIC_V4.some((entry) => inRange(v4, entry));
  const v6 = address.includes(':') ? parseIpv6(address) : null;
  if (v6) return !NON_PUBLIC_V6.some((entry) => inRange(v6, entry));
  return false;
}

/**
 * A URL host the platform refuses outright, before any DNS: `localhost` (and names under it) and literal IPs
 * that are not public. Takes `URL.hostname`, which has already normalised `0177.0.0.1`, `2130706433` and
 * `[::ffff:127.0.0.1]` to their canonical forms. Other names are checked again after resolution.
 */
export function isRefusedHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const literal = host.replace(/^\[|\]$/g, '');
  return ipFamily(literal) !== 0 && !isPublicAddress(literal);
}
