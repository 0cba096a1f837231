import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildPagePolicy, nonceOfPolicy } from '@/domain/security/content-security-policy';
import { createNonce } from '@/domain/security/nonce';
import { NOT_FOUND_TOKEN_HEADER } from '@/domain/tenancy/not-found-render';
import { serveDocumentNotFound } from './document-not-found';
import { PageCache, type PageVersionOf } from './page-cache';
import { requestWhole } from './request-whole';

/**
 * A stand-in for Next behind the cache: it draws a page naming the host, URL and render count, in two
 * chunks, with the headers Next sets (one through setHeader, the rest through writeHead), gzip-compressed
 * when the client accepts it, and whatever else a test asks of it.
 */
/** `contentType` as a list is set the way Next sets a route handler's (setHeader with a one-item list). */
type Drawn = { status?: number; setCookie?: boolean; contentType?: string | string[] };

let server: http.Server | null = null;
let renders: string[] = [];
let versions: Record<string, string | null> = {};
let drawn: Drawn = {};

beforeEach(() => {
  renders = [];
  versions = { 'a.localhost': '1.7.0', 'b.localhost': '2.3.0', 'ghost.localhost': null };
  drawn = {};
});
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function draw(req: IncomingMessage, res: ServerResponse): Promise<void> {
  renders.push(`${req.headers.host}${req.url}`);
  const page = `<html>${req.headers.host}${req.url} render ${renders.length}</html>`;
  const gzip = /gzip/.test(req.headers['accept-encoding'] ?? '');
  const body = gzip ? gzipSync(page) : Buffer.from(page);
  res.setHeader('x-request-id', `request-${renders.length}`);
  if (drawn.setCookie) res.setHeader('set-cookie', 'visitor=1');
  if (gzip) res.setHeader('content-encoding', 'gzip');
  const type = drawn.contentType ?? 'text/html; charset=utf-8';
  if (Array.isArray(type)) res.setHeader('content-type', type);
  res.writeHead(drawn.status ?? 200, {
    ...(Array.isArray(type) ? {} : { 'content-type': type }),
    'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
  });
  const half = Math.floor(body.length / 2);
  res.write(body.subarray(0, half));
  res.end(body.subarray(half));
}

async function start(cache: PageCache): Promise<number> {
  server = http.createServer((req, res) => void cache.serve(req, res, false, () => draw(req, res)));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function versionOf(): PageVersionOf {
  return async (host) => versions[host] ?? null;
}

type Answer = { status: number; headers: IncomingHttpHeaders; text: string };

function get(port: number, host: string, path: string, headers: IncomingHttpHeaders = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path, method, headers: { host, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const text =
            res.headers['content-encoding'] === 'gzip' ? gunzipSync(body).toString() : body.toString();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text });
        });
      },
    );
    request.on('error', reject).end();
  });
}

describe('PageCache (issue 14, page speed; decision 039)', () => {
  it('answers the same page again from memory, with the page’s headers but not the first answer’s request id', async () => {
    const port = await start(new PageCache(versionOf));
    const first = await get(port, 'a.localhost', '/search/used-cars?page=2');
    const second = await get(port, 'a.localhost', '/search/used-cars?page=2');
    expect(renders).toEqual(['a.localhost/search/used-cars?page=2']);
    expect(second.text).toBe('<html>a.localhost/search/used-cars?page=2 render 1</html>');
    expect(second.text).toBe(first.text);
    expect(second.status).toBe(200);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['cache-control']).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
    expect(first.headers['x-request-id']).toBe('request-1');
    expect(second.headers['x-request-id']).toBeUndefined();
  });

  it('never answers one site’s page with another’s, and draws again when the site’s data version changes', async () => {
    const port = await start(new PageCache(versionOf));
    await get(port, 'a.localhost', '/');
    expect((await get(port, 'b.localhost', '/')).text).toBe('<html>b.localhost/ render 2</html>');
    versions['a.localhost'] = '1.8.0';
    expect((await get(port, 'a.localhost', '/')).text).toBe('<html>a.localhost/ render 3</html>');
    expect((await get(port, 'a.localhost', '/')).text).toBe('<html>a.localhost/ render 3</html>');
    expect(renders).toEqual(['a.localhost/', 'b.localhost/', 'a.localhost/']);
  });

  it('keeps a gzip answer and a plain one apart', async () => {
    const port = await start(new PageCache(versionOf));
    const zipped = await get(port, 'a.localhost', '/cars/one', { 'accept-encoding': 'gzip' });
    const plain = await get(port, 'a.localhost', '/cars/one');
    const zippedAgain = await get(port, 'a.localhost', '/cars/one', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zippedAgain.headers['content-encoding']).toBe('gzip');
    expect(zippedAgain.text).toBe('<html>a.localhost/cars/one render 1</html>');
    expect(renders).toHaveLength(2);
  });

  it('draws every time what it must not keep: unknown hosts, other pages, the router’s requests, HEAD', async () => {
    const port = await start(new PageCache(versionOf));
    for (let round = 0; round < 2; round += 1) {
      await get(port, 'ghost.localhost', '/');
      await get(port, 'a.localhost', '/success?lead=9');
      await get(port, 'a.localhost', '/search', { rsc: '1' });
      await get(port, 'a.localhost', '/search', {}, 'HEAD');
    }
    expect(renders).toHaveLength(8);
  });

  it('keeps the search API’s JSON per query, and the other APIs’ never', async () => {
    const port = await start(new PageCache(versionOf));
    drawn = { contentType: ['application/json'] };
    for (let round = 0; round < 2; round += 1) {
      await get(port, 'a.localhost', '/api/search?make=Toyota');
      await get(port, 'a.localhost', '/api/search?make=Kia');
      await get(port, 'a.localhost', '/api/search/instant?query=co');
    }
    expect(renders).toEqual([
      'a.localhost/api/search?make=Toyota',
      'a.localhost/api/search?make=Kia',
      'a.localhost/api/search/instant?query=co',
      'a.localhost/api/search/instant?query=co',
    ]);
  });

  it('keeps no answer that sets a cookie, is not a 200 or is neither HTML nor JSON', async () => {
    const port = await start(new PageCache(versionOf));
    for (const answer of [{ setCookie: true }, { status: 404 }, { contentType: 'text/plain' }]) {
      drawn = answer;
      await get(port, 'a.localhost', '/');
      await get(port, 'a.localhost', '/');
    }
    expect(renders).toHaveLength(6);
  });

  it('answers nothing until the app has registered its versions', async () => {
    const cache = new PageCache(() => undefined);
    const port = await start(cache);
    await get(port, 'a.localhost', '/');
    await get(port, 'a.localhost', '/');
    expect(renders).toHaveLength(2);
    expect(cache.size).toBe(0);
  });

  it('keeps no page larger than its limit', async () => {
    const cache = new PageCache(versionOf, { maxBytes: 1024 * 1024, ttlMs: 60_000, maxPageBytes: 20 });
    const port = await start(cache);
    await get(port, 'a.localhost', '/');
    await get(port, 'a.localhost', '/');
    expect(renders).toHaveLength(2);
  });
});

describe('PageCache behind the 404 re-render, as scripts/serve.ts wires them (issue 38, finding 7)', () => {
  const token = 'c0ffee';
  /** Next: a missing car is a 404 error shell; the server's second request (with the token) draws the site's 404 page as a 200. */
  function drawCar(req: IncomingMessage, res: ServerResponse): Promise<void> {
    renders.push(`${req.headers.host}${req.url}`);
    const isRerender = req.headers[NOT_FOUND_TOKEN_HEADER] === token;
    const status = isRerender || req.url === '/cars/in-stock' ? 200 : 404;
    const body = isRerender ? '<html>site 404 page</html>' : `<html>${status} ${req.url}</html>`;
    // Next sets the status on res; the 404 is also drawn through an explicit writeHead, which the 404 layer holds.
    if (req.url === '/cars/written-head') {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
      return Promise.resolve();
    }
    res.statusCode = status;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(body);
    return Promise.resolve();
  }

  async function startWithNotFound(cache: PageCache): Promise<number> {
    let port = 0;
    const rerender = (req: IncomingMessage) =>
      requestWhole({
        host: '127.0.0.1',
        port,
        path: req.url,
        headers: { ...req.headers, [NOT_FOUND_TOKEN_HEADER]: token },
      });
    server = http.createServer((req, res) => {
      serveDocumentNotFound(req, res, { token, rerender });
      void cache.serve(req, res, false, () => drawCar(req, res));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    return port;
  }

  it('answers a missing car 404 every time, with the site’s 404 page, and never keeps it', async () => {
    const cache = new PageCache(versionOf);
    const port = await startWithNotFound(cache);
    const first = await get(port, 'a.localhost', '/cars/sold-yesterday');
    const second = await get(port, 'a.localhost', '/cars/sold-yesterday');
    expect([first.status, first.text]).toEqual([404, '<html>site 404 page</html>']);
    expect([second.status, second.text]).toEqual([404, '<html>site 404 page</html>']);
    expect(cache.size).toBe(0);
    expect(renders).toHaveLength(4);
  });

  it('keeps no 404 drawn through an explicit writeHead either', async () => {
    const cache = new PageCache(versionOf);
    const port = await startWithNotFound(cache);
    for (let round = 0; round < 2; round += 1)
      expect(await get(port, 'a.localhost', '/cars/written-head')).toMatchObject({
        status: 404,
        text: '<html>site 404 page</html>',
      });
    expect(cache.size).toBe(0);
  });

  it('still keeps the page of a car that is there', async () => {
    const cache = new PageCache(versionOf);
    const port = await startWithNotFound(cache);
    await get(port, 'a.localhost', '/cars/in-stock');
    expect(await get(port, 'a.localhost', '/cars/in-stock')).toMatchObject({ status: 200 });
    expect(renders).toEqual(['a.localhost/cars/in-stock']);
  });
});

describe('PageCache and the page’s CSP nonce (issue 38, finding 6)', () => {
  /** A page as Next draws it: the nonce on its scripts and inside the RSC payload, much text repeated around them. */
  function pageWith(nonce: string): string {
    const cards = Array.from(
      { length: 300 },
      (_, i) => `<li class="card">Car ${i} Toyota Corolla ${i % 7}</li>`,
    );
    const payload = (part: number) =>
      `<script nonce="${nonce}">self.__next_f.push([1,"${cards.slice(part * 50, part * 50 + 60).join('')}",{"nonce":"${nonce}"}])</script>`;
    return [
      `<html><head><script src="/_next/a.js" async nonce="${nonce}"></script>`,
      `<script src="/_next/b.js" async nonce="${nonce}"></script></head><body><ul>${cards.join('')}</ul>`,
      ...[0, 1, 2, 3, 4].map(payload),
      '</body></html>',
    ].join('');
  }

  function drawWithNonce(req: IncomingMessage, res: ServerResponse): Promise<void> {
    renders.push(`${req.headers.host}${req.url}`);
    const nonce = createNonce();
    const page = Buffer.from(pageWith(nonce));
    const gzip = /gzip/.test(req.headers['accept-encoding'] ?? '');
    res.setHeader(
      'content-security-policy',
      buildPagePolicy({ nonce, frameAncestors: [], isDevelopment: false }),
    );
    res.setHeader('content-type', 'text/html; charset=utf-8');
    if (gzip) res.setHeader('content-encoding', 'gzip');
    res.end(gzip ? gzipSync(page) : page);
    return Promise.resolve();
  }

  async function answersOf(headers: IncomingHttpHeaders): Promise<Answer[]> {
    const cache = new PageCache(versionOf);
    server = http.createServer(
      (req, res) => void cache.serve(req, res, false, () => drawWithNonce(req, res)),
    );
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const answers: Answer[] = [];
    for (let round = 0; round < 3; round += 1)
      answers.push(await get(port, 'a.localhost', '/cars/one', headers));
    expect(renders).toEqual(['a.localhost/cars/one']);
    return answers;
  }

  function expectFreshNonces(answers: Answer[]): void {
    const nonces = answers.map((answer) => nonceOfPolicy(String(answer.headers['content-security-policy'])));
    expect(new Set(nonces).size).toBe(answers.length);
    answers.forEach((answer, i) => {
      expect(nonces[i]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(answer.text).toBe(pageWith(nonces[i]!));
      expect(answer.headers['content-security-policy']).toBe(
        buildPagePolicy({ nonce: nonces[i]!, frameAncestors: [], isDevelopment: false }),
      );
    });
  }

  it('gives every answer of a kept page a nonce of its own, in the header and in the page alike', async () => {
    expectFreshNonces(await answersOf({}));
  });

  it('does so in a gzip-compressed page too, at most 64 bytes larger for each place of the nonce', async () => {
    const answers = await answersOf({ 'accept-encoding': 'gzip' });
    expectFreshNonces(answers);
    const nonce = createNonce();
    const drawn = pageWith(nonce);
    const places = drawn.split(nonce).length - 1;
    expect(places).toBe(12);
    for (const answer of answers.slice(1)) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(Number(answer.headers['content-length'])).toBeLessThanOrEqual(
        gzipSync(drawn).length + 64 * places,
      );
    }
  });
});
