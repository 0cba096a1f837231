import { BlockList, isIP } from 'node:net';

/**
 * Addresses a dealer webhook may never reach: this machine, private networks, link-local (cloud metadata
 * at 169.254.169.254), carrier NAT, documentation, multicast and reserved ranges, and the IPv6 forms that
 * embed or translate an IPv4 address (so a private IPv4 cannot be smuggled in as IPv6).
 */
// Two lists: a BlockList checks IPv4 addresses against IPv6 rules too (as ::a.b.c.d), so one list
// holding ::/96 would block every IPv4 address.
const nonPublicV4 = new BlockList();
const nonPublicV6 = new BlockList();
const IPV4_RANGES: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const IPV6_RANGES: [string, number][] = [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible form
  ['::ffff:0:0', 96], // IPv4-mapped
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];
for (const [net, prefix] of IPV4_RANGES) nonPublicV4.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of IPV6_RANGES) nonPublicV6.addSubnet(net, prefix, 'ipv6');

/** True only for a syntactically valid IP in globally routable unicast space. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !nonPublicV4.check(address, 'ipv4') : !nonPublicV6.check(address, 'ipv6');
}
