import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageCache, type PageVersionOf } from './page-cache';

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
