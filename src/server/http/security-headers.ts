import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { isHttpsRequest, REQUEST_SCHEME_HEADER } from '@/domain/security/request-scheme';
import { securityHeaders } from '@/domain/security/response-headers';

function headerText(value: string | string[] | undefined): string | null {
  return Array.isArray(value) ? value.join(', ') : (value ?? null);
}

/**
 * Decision 033: nosniff, Referrer-Policy and (over HTTPS) HSTS on every answer of the production
 * server — pages, JSON, media, framework assets and Next's own errors. Set before Next writes its headers,
 * which are added to these. HTTPS is told from the socket and `trustedHops` as the client address is; the
 * answer says whether it was (the page cache keeps HTTPS and HTTP pages apart, decision 039), and so does the
 * request's REQUEST_SCHEME_HEADER for the route handlers.
 */
export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse, trustedHops: number): boolean {
  const isEncrypted = (req.socket as Partial<TLSSocket>).encrypted === true;
  const isHttps = isHttpsRequest(headerText(req.headers['x-forwarded-proto']), isEncrypted, trustedHops);
  for (const [name, value] of Object.entries(securityHeaders(isHttps))) res.setHeader(name, value);
  req.headers[REQUEST_SCHEME_HEADER] = isHttps ? 'https' : 'http';
  return isHttps;
}
