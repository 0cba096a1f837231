import type { IncomingMessage } from 'node:http';
import { CLIENT_ADDRESS_HEADER, clientAddress } from '@/domain/anti-spam/client-ip';

/**
 * Decision 009: the client address, settled in the production server where the socket is known (Next's
 * handlers never see it), from the socket and `trustedHops`. A value the client sent under the same name is
 * replaced; '' means the address could not be told.
 */
export function settleClientAddress(req: IncomingMessage, trustedHops: number): void {
  const forwarded = req.headers['x-forwarded-for'];
  const forwardedFor = Array.isArray(forwarded) ? forwarded.join(', ') : (forwarded ?? null);
  const address = clientAddress(forwardedFor, req.socket.remoteAddress ?? null, trustedHops);
  req.headers[CLIENT_ADDRESS_HEADER] = address ?? '';
}
