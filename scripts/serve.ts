/**
 * The production server: Next's request handler behind a plain Node HTTP server (decision 027), so that a
 * page ending in a 404 is answered with the site's 404 page drawn on the server instead of Next's empty
 * error document, and every answer gets the security headers that need the socket or the site (decision 033).
 * Run as `node --import tsx scripts/serve.ts` (PORT, default 3000) after `next build`.
 */
import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import next from 'next';
import { NOT_FOUND_TOKEN_ENV, NOT_FOUND_TOKEN_HEADER } from '@/domain/tenancy/not-found-render';
import { env } from '@/env';
import { serveDocumentNotFound } from '@/server/http/document-not-found';
import { settleFrameAncestors } from '@/server/http/frame-ancestors-lookup';
import { PageCache } from '@/server/http/page-cache';
import { registeredPageVersionOf } from '@/server/http/page-version-bridge';
import { setSecurityHeaders } from '@/server/http/security-headers';
import { settleClientAddress } from '@/server/http/settle-client-address';
import { requestWhole } from '@/server/http/request-whole';

/** The 404 page of the same URL, asked of this server again with the token (the proxy routes it). */
function rerenderOver(port: number, token: string) {
  return (req: IncomingMessage) => {
    const headers = { ...req.headers, [NOT_FOUND_TOKEN_HEADER]: token };
    delete headers.connection;
    return requestWhole({ host: '127.0.0.1', port, method: req.method, path: req.url, headers });
  };
}

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
    serveDocumentNotFound(req, res, notFound);
    settleFrameAncestors(req)
      .then(() => pageCache.serve(req, res, isHttps, () => handle(req, res)))
      .catch((error: unknown) => {
        console.error(`[forecourt] request failed: ${req.url}`, error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end('Internal Server Error');
      });
  });
  server.listen(port, () => console.info(`[forecourt] next server listening on port ${port}`));
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
  console.error('[forecourt] server failed to start', error);
  process.exit(1);
});
