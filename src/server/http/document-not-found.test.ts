import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { isDocumentNotFound, serveDocumentNotFound, type Rerendered } from './document-not-found';
import { requestWhole } from './request-whole';

const TOKEN = 'b7e1';
const ERROR_SHELL = '<html id="__next_error__"><body></body></html>';
const SITE_404 = '<html><body><h1>Page not found</h1></body></html>';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

let server: http.Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server whose handler plays Next, wrapped as scripts/serve.ts wraps Next; `rerender` plays the second request. */
async function serve(handler: Handler, rerender: (req: IncomingMessage) => Promise<Rerendered>) {
  const calls: string[] = [];
  server = http.createServer((req, res) => {
    serveDocumentNotFound(req, res, {
      token: TOKEN,
      rerender: (request) => {
        calls.push(request.url ?? '');
        return rerender(request);
      },
    });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = async (path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> => {
    const answer = await requestWhole({ host: '127.0.0.1', port, path, headers, method });
    return { ...answer, body: answer.body.toString() };
  };
  return { get, calls };
}

/** Next's way: status and headers set on res, the body streamed in pieces, headers sent implicitly. */
const nextLike =
  (status: number, contentType = 'text/html; charset=utf-8'): Handler =>
  (_req, res) => {
    res.statusCode = status;
    res.setHeader('content-type', contentType);
    res.setHeader('cache-control', 'private, no-store');
    res.flushHeaders();
    res.write('<html id="__next_error__">');
    res.end('<body></body></html>');
  };

const site404: Rerendered = {
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8', 'x-site': 'harbourside', connection: 'close' },
  body: Buffer.from(SITE_404),
};

describe('serveDocumentNotFound', () => {
  it('answers a page that ended in a 404 with the second request’s page, still as a 404', async () => {
    const { get, calls } = await serve(nextLike(404), async () => site404);
    const answer = await get('/cars/sold-car?x=1', { host: 'harbourside.localhost' });
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(SITE_404);
    expect(answer.headers['x-site']).toBe('harbourside');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBeUndefined();
    expect(answer.headers['content-length']).toBe(String(SITE_404.length));
    expect(calls).toEqual(['/cars/sold-car?x=1']);
  });

  it('keeps a compressed second answer as it came, with its encoding', async () => {
    const gzipped = gzipSync(SITE_404);
    const { get } = await serve(nextLike(404), async () => ({
      status: 200,
      headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' },
      body: gzipped,
    }));
    const answer = await get('/missing', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-length']).toBe(String(gzipped.length));
  });

  it('passes every other answer through untouched, without a second request', async () => {
    const ok = await serve(nextLike(200), async () => site404);
    expect(await ok.get('/')).toMatchObject({ status: 200, body: ERROR_SHELL });
    expect(ok.calls).toEqual([]);
  });

  it('passes a 404 through when it is not a page: JSON, RSC navigations, other methods', async () => {
    const json = await serve(nextLike(404, 'application/json'), async () => site404);
    expect((await json.get('/api/x')).body).toBe(ERROR_SHELL);
    expect(json.calls).toEqual([]);
    server!.close();
    const page = await serve(nextLike(404), async () => site404);
    expect((await page.get('/missing', { rsc: '1' })).body).toBe(ERROR_SHELL);
    expect((await page.get('/missing', {}, 'DELETE')).body).toBe(ERROR_SHELL);
    expect(page.calls).toEqual([]);
  });

  it('never replaces the second request itself, but a forged token does not stop the replacement', async () => {
    const { get, calls } = await serve(nextLike(404), async () => site404);
    expect((await get('/missing', { 'x-forecourt-not-found-token': TOKEN })).body).toBe(ERROR_SHELL);
    expect(calls).toEqual([]);
    expect((await get('/missing', { 'x-forecourt-not-found-token': 'forged' })).body).toBe(SITE_404);
    expect(calls).toEqual(['/missing']);
  });

  it('sends Next’s own 404 when the second request fails or is not a 200', async () => {
    const failing = await serve(nextLike(404), () => Promise.reject(new Error('connection refused')));
    const failed = await failing.get('/missing');
    expect(failed).toMatchObject({ status: 404, body: ERROR_SHELL });
    expect(failed.headers['cache-control']).toBe('private, no-store');
    server!.close();
    const notOk = await serve(nextLike(404), async () => ({ ...site404, status: 404 }));
    expect(await notOk.get('/missing')).toMatchObject({ status: 404, body: ERROR_SHELL });
  });

  it('reads the status and type from an explicit writeHead too', async () => {
    const explicit: Handler = (_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end(ERROR_SHELL);
    };
    const { get } = await serve(explicit, async () => site404);
    expect(await get('/missing')).toMatchObject({ status: 404, body: SITE_404 });
  });

  it('answers HEAD with the headers only', async () => {
    const { get } = await serve(nextLike(404), async () => site404);
    const answer = await get('/missing', {}, 'HEAD');
    expect(answer.status).toBe(404);
    expect(answer.headers['x-site']).toBe('harbourside');
    expect(answer.body).toBe('');
  });

  it('calls the end callback of the held answer once the replacement is sent', async () => {
    let finished = false;
    const withCallback: Handler = (_req, res) => {
      res.statusCode = 404;
      res.setHeader('content-type', 'text/html');
      res.end(ERROR_SHELL, () => (finished = true));
    };
    const { get } = await serve(withCallback, async () => site404);
    expect((await get('/missing')).body).toBe(SITE_404);
    expect(finished).toBe(true);
  });
});

describe('isDocumentNotFound', () => {
  const html = 'text/html; charset=utf-8';
  it('is a GET or HEAD page request answered 404 with HTML', () => {
    expect(isDocumentNotFound({ method: 'GET', headers: {} }, TOKEN, 404, html)).toBe(true);
    expect(isDocumentNotFound({ method: 'HEAD', headers: {} }, TOKEN, 404, html)).toBe(true);
    expect(isDocumentNotFound({ method: 'POST', headers: {} }, TOKEN, 404, html)).toBe(false);
    expect(isDocumentNotFound({ method: 'GET', headers: {} }, TOKEN, 410, html)).toBe(false);
    expect(isDocumentNotFound({ method: 'GET', headers: {} }, TOKEN, 404, 'text/x-component')).toBe(false);
    expect(isDocumentNotFound({ method: 'GET', headers: {} }, TOKEN, 404, undefined)).toBe(false);
    expect(isDocumentNotFound({ method: 'GET', headers: { rsc: '1' } }, TOKEN, 404, html)).toBe(false);
  });
});
