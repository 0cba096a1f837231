function forwardedProtos(header: string | null): string[] {
  return (header ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
}

/**
 * Whether the buyer's request reached us over HTTPS (for HSTS), under the rule that settles the client
 * address (clientAddress, issue 14 finding 1): with no trusted proxy only our own socket counts, whatever
 * X-Forwarded-Proto says; with N trusted proxies, the entry exactly N from the right, which the outermost
 * trusted proxy wrote (a chain shorter than that gives its leftmost entry).
 */
export function isHttpsRequest(
  forwardedProto: string | null,
  isSocketEncrypted: boolean,
  trustedHops: number,
) {
  if (trustedHops === 0) return isSocketEncrypted;
  const protos = forwardedProtos(forwardedProto);
  if (protos.length === 0) return false;
  return protos[Math.max(0, protos.length - trustedHops)] === 'https';
}
