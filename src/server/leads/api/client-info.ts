/**
 * The buyer's IP and browser, for the consent record (decision 1) and anti-spam. The app runs behind a
 * proxy or load balancer, so the address is the first X-Forwarded-For hop (else X-Real-IP).
 */
export function clientInfo(headers: Headers): { ip: string | null; userAgent: string | null } {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const ip = forwarded || headers.get('x-real-ip')?.trim() || null;
  const userAgent = headers.get('user-agent')?.slice(0, 500) || null;
  return { ip: ip ? ip.slice(0, 64) : null, userAgent };
}
