import { CLIENT_ADDRESS_HEADER, clientAddress } from '@/domain/anti-spam/client-ip';
import { env } from '@/env';

/**
 * The buyer's IP and browser, for the consent record (decision 1) and anti-spam. Behind the production
 * server the address is the one it settled on from the socket and `TRUSTED_PROXY_HOPS` (CLIENT_ADDRESS_HEADER,
 * empty when it could not tell). A handler reached any other way (tests, `next dev`) reads X-Forwarded-For
 * with the same rule and no socket.
 */
export function clientInfo(headers: Headers): { ip: string | null; userAgent: string | null } {
  const settled = headers.get(CLIENT_ADDRESS_HEADER);
  const ip =
    settled === null
      ? clientAddress(headers.get('x-forwarded-for'), null, env.TRUSTED_PROXY_HOPS)
      : settled || null;
  const userAgent = headers.get('user-agent')?.slice(0, 500) || null;
  return { ip: ip ? ip.slice(0, 64) : null, userAgent };
}
