/**
 * What a per-client limit counts by: an IPv4 address itself, an IPv6 address's /64 network. One subscriber or
 * server gets a whole /64 and can change address within it at will, so counting each address apart would give
 * one client 2^64 fresh counters. Expects an address as clientAddress settled it (valid, lower case).
 */
export function clientGroup(ip: string): string {
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  // A dotted IPv4 tail ('64:ff9b::1.2.3.4') fills two groups.
  const width = (parts: string[]) => parts.reduce((n, part) => n + (part.includes('.') ? 2 : 1), 0);
  const zeros = tail === undefined ? 0 : 8 - width(groups(head)) - width(groups(tail));
  const all = [...groups(head), ...Array<string>(zeros).fill('0'), ...groups(tail)];
  const network = all
    .slice(0, 4)
    .map((group) => (group.includes('.') ? group : parseInt(group, 16).toString(16)));
  return `${network.join(':')}::/64`;
}
