import { clientIpFromForwardedFor } from '@/domain/anti-spam/client-ip';
import { env } from '@/env';

/**
 * The buyer's IP and browser, for the consent record (decision 1) and anti-spam. The address is read past the
 * `TRUSTED_PROXY_HOPS` proxies in front of the app (entries further left could be forged by the client).
 */
export function clientInfo(headers: Headers): { ip: string | null; userAgent: string | null } {
  const ip = clientIpFromForwardedFor(headers.get('x-forwarded-for'), env.TRUSTED_PROXY_HOPS);
  const userAgent = headers.get('user-agent')?.slice(0, 500) || null;
  return { ip: ip ? ip.slice(0, 64) : null, userAgent };
}
