/**
 * The production server: Next's request handler behind a plain Node HTTP server (decision 027), so that a
 * page ending in a 404 is answered with the site's 404 page drawn on the server instead of Next's empty
 * error document. It also settles each request's client address and id and serves the request in its log
 * context (decision 034), gives every answer the security headers that need the socket or the site (decision
 * 033), answers the home, search and vehicle pages from its page cache when it can (decision 039) and reads
 * no request body past its path's limit (decision 077).
 * Run as `node --import tsx scripts/serve.ts` (PORT, default 3000) after `next build`.
 */
import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import next from 'next';
import {
  isNotFoundRerender,
  NOT_FOUND_TOKEN_ENV,
  NOT_FOUND_TOKEN_HEADER,
} from '@/domain/tenancy/not-found-render';
import { env } from '@/env';
import { serveDocumentNotFound } from '@/server/http/document-not-found';
import { settleFrameAncestors } from '@/server/http/frame-ancestors-lookup';
import { PageCache } from '@/server/http/page-cache';
import { registeredPageVersionOf } from '@/server/http/page-version-bridge';
import { limitRequestBody } from '@/server/http/request-body-limit';
import { setSecurityHeaders } from '@/server/http/security-headers';
import { settleClientAddress } from '@/server/http/settle-client-address';
import { settleRequestId } from '@/server/http/settle-request-id';
import { requestWhole } from '@/server/http/request-whole';
import { log } from '@/server/logging';
import { routeConsoleToLog } from '@/server/logging/console-to-log';
import { serveLogged } from '@/server/logging/log-request';

// Next prints a failed request's error with console.error: through the logger it is one bounded JSON line,
// without the query parameters a database error carries (decision 034).
routeConsoleToLog();

/** The 404 page of the same URL, asked of this server again with the token (the proxy routes it). */
function rerenderOver(port: number, token: string) {
  return (req: IncomingMessage) => {
    const headers = { ...req.headers, [NOT_FOUND_TOKEN_HEADER]: token };
    delete headers.connection;
    return requestWhole({ host: '127.0.0.1', port, method: req.method, path: req.url, headers });
  };
}

/** An incoming X-Request-Id is kept from a trusted proxy, or from this server's own 404 re-render. */
function trustsIncomingId(req: IncomingMessage, token: string): boolean {
  const tokenHeader = req.headers[NOT_FOUND_TOKEN_HEADER];
  return (
    env.TRUSTED_PROXY_HOPS > 0 ||
    isNotFoundRerender(typeof tokenHeader === 'string' ? tokenHeader : null, token)
  );
}

/** The path without its query string: a query may hold what a visitor typed. */
const pathOf = (url: string | undefined) => (url ?? '').split('?')[0];

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const token = randomBytes(24).toString('hex');
  // Set before Next loads: the proxy reads it from this process's environment.
  process.env[NOT_FOUND_TOKEN_ENV] = token;
  const app = next({ dev: false, dir: process.cwd(), port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const notFound = { token, rerender: rerenderOver(port, token) };
  // The home, search and vehicle pages are kept per site data version (decision 039).
  const pageCache = new PageCache(registeredPageVersionOf);
  const server = http.createServer((req, res) => {
    settleClientAddress(req, env.TRUSTED_PROXY_HOPS);
    const isHttps = setSecurityHeaders(req, res, env.TRUSTED_PROXY_HOPS);
    const requestId = settleRequestId(req, res, trustsIncomingId(req, token));
    serveLogged(requestId, res, () => {
      // First, before anything wraps `res`: a body past its path's limit is answered 413 and read no further.
      const refused = (limit: { maxBytes: number }) =>
        log.warn({ path: pathOf(req.url), maxBytes: limit.maxBytes }, 'request body over its limit refused');
      if (!limitRequestBody(req, res, refused)) return;
      serveDocumentNotFound(req, res, notFound);
      settleFrameAncestors(req)
        .then(() => pageCache.serve(req, res, isHttps, () => handle(req, res)))
        .catch((error: unknown) => {
          log.error({ path: pathOf(req.url), err: error }, 'request failed');
          if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
          res.end('Internal Server Error');
        });
    });
  });
  server.listen(port, () => log.info({ port }, 'next server listening'));
  // As `next start` does: stop taking requests, let Next close, exit 128 + the signal's number.
  const stop = (signal: NodeJS.Signals) => {
    server.close();
    server.closeIdleConnections();
    void app.close().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, 'server failed to start');
  process.exit(1);
});
