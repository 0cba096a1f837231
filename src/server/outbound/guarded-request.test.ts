import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { guardedRequest, type Resolver } from './guarded-request';
import { startLocalServer, type LocalServer, type ReceivedRequest } from './testing/local-server';

// A local fake server; the fake resolver maps the test's host names to addresses. No outside address is used.
let local: LocalServer;
let port: number;
let connections = 0;
let requests: ReceivedRequest[] = [];
let reply: (res: ServerResponse) => void;
let resolved: string[] = [];

const resolveTo =
  (...addresses: string[]): Resolver =>
  async (hostname) => {
    resolved.push(hostname);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

beforeAll(async () => {
  local = await startLocalServer((request, res) => {
    requests.push(request);
    reply(res);
  });
  local.server.on('connection', () => (connections += 1));
  port = local.port;
});
afterAll(() => local.close());
beforeEach(() => {
  connections = 0;
  requests = [];
  resolved = [];
  reply = (res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('hello');
});

const base = { timeoutMs: 2000, maxResponseBytes: 1024 };

describe('guardedRequest refuses non-public targets without connecting (decision 031)', () => {
  it.each(['127.0.0.1', '169.254.169.254', '10.0.0.7', '::1', '::ffff:127.0.0.1', 'fd00:ec2::254'])(
    'refuses a name that resolves to %s',
    async (address) => {
      const result = await guardedRequest(`http://api.partner.example:${port}/x`, {
        ...base,
        resolve: resolveTo(address),
      });
      expect(result).toEqual({
        ok: false,
        failure: 'blocked',
        message: `api.partner.example resolves to the non-public address ${address}`,
      });
      expect(resolved).toEqual(['api.partner.example']);
      expect(connections).toBe(0);
    },
  );

  it('refuses the whole answer when any one address is private', async () => {
    const result = await guardedRequest(`http://rebind.partner.example:${port}/x`, {
      ...base,
      resolve: resolveTo('93.184.215.14', '127.0.0.1'),
    });
    expect(result).toMatchObject({ ok: false, failure: 'blocked' });
    expect(connections).toBe(0);
  });

  it.each([
    ['http://127.0.0.1:1/x', 'host 127.0.0.1 is not a public address'],
    ['http://169.254.169.254/latest/meta-data', 'host 169.254.169.254 is not a public address'],
    ['http://0177.0.0.1/x', 'host 127.0.0.1 is not a public address'],
    ['http://[::ffff:127.0.0.1]/x', 'host [::ffff:7f00:1] is not a public address'],
    ['http://localhost/x', 'host localhost is not a public address'],
    ['ftp://files.partner.example/x', 'URL must use https: or http:, not ftp:'],
    ['http://user:pw@api.partner.example/x', 'URL must not carry credentials'],
    ['not a url', 'URL is not valid'],
  ])('refuses %s before any lookup', async (url, message) => {
    const result = await guardedRequest(url, { ...base, resolve: resolveTo('127.0.0.1') });
    expect(result).toEqual({ ok: false, failure: 'blocked', message });
    expect(resolved).toEqual([]);
    expect(connections).toBe(0);
  });

  it('refuses a literal loopback address on the fake server itself', async () => {
    const result = await guardedRequest(`http://127.0.0.1:${port}/x`, base);
    expect(result).toMatchObject({ ok: false, failure: 'blocked' });
    expect(connections).toBe(0);
  });

  it('keeps to the allowed protocols', async () => {
    const result = await guardedRequest(`http://api.partner.example:${port}/x`, {
      ...base,
      protocols: ['https:'],
      allowPrivateAddresses: true,
      resolve: resolveTo('127.0.0.1'),
    });
    expect(result).toEqual({ ok: false, failure: 'blocked', message: 'URL must use https:, not http:' });
  });
});

describe('guardedRequest with the test-only allowance', () => {
  const allowed = { ...base, allowPrivateAddresses: true, resolve: resolveTo('127.0.0.1') };

  it('sends the method, headers and body with the URL host, resolving the name once', async () => {
    const result = await guardedRequest(`http://api.partner.example:${port}/in?a=1`, {
      ...allowed,
      method: 'POST',
      headers: { 'x-key': 'k1', 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(result.ok && result.body.toString('utf8')).toBe('hello');
    expect(resolved).toEqual(['api.partner.example']);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/in?a=1', body: '{"a":1}' });
    expect(requests[0]!.headers).toMatchObject({
      host: `api.partner.example:${port}`,
      'x-key': 'k1',
      'content-length': '7',
    });
  });

  it('answers a redirect as it came and never requests its target', async () => {
    reply = (res) => res.writeHead(302, { location: 'http://169.254.169.254/latest' }).end();
    const result = await guardedRequest(`http://api.partner.example:${port}/moved`, allowed);
    expect(result).toMatchObject({ ok: true, status: 302 });
    expect(result.ok && result.headers.location).toBe('http://169.254.169.254/latest');
    expect(requests.map((request) => request.path)).toEqual(['/moved']);
  });

  it('cuts off a declared and an undeclared oversized answer', async () => {
    reply = (res) => res.writeHead(200, { 'content-length': '2000' }).end('x'.repeat(2000));
    expect(await guardedRequest(`http://api.partner.example:${port}/big`, allowed)).toEqual({
      ok: false,
      failure: 'too-large',
      message: 'answered more than 1024 bytes',
    });
    reply = (res) => {
      res.writeHead(200);
      for (let i = 0; i < 5; i++) res.write('y'.repeat(400));
      res.end();
    };
    expect(await guardedRequest(`http://api.partner.example:${port}/drip`, allowed)).toMatchObject({
      ok: false,
      failure: 'too-large',
    });
  });

  it('answers at the status line when the body is discarded', async () => {
    reply = (res) => res.writeHead(204).end();
    const result = await guardedRequest(`http://api.partner.example:${port}/hook`, {
      ...allowed,
      discardBody: true,
    });
    expect(result).toMatchObject({ ok: true, status: 204 });
  });

  it('gives up at the whole-request deadline, even on a slow drip', async () => {
    reply = (res) => {
      res.writeHead(200);
      res.write('{');
    };
    const started = Date.now();
    expect(
      await guardedRequest(`http://api.partner.example:${port}/slow`, { ...allowed, timeoutMs: 150 }),
    ).toEqual({ ok: false, failure: 'timeout', message: 'timed out after 150 ms' });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("stops when the caller's signal aborts", async () => {
    reply = () => {};
    const controller = new AbortController();
    const pending = guardedRequest(`http://api.partner.example:${port}/slow`, {
      ...allowed,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toEqual({ ok: false, failure: 'aborted', message: 'was aborted' });
  });

  it('reports a closed port or an unknown name as unreachable', async () => {
    expect(await guardedRequest('http://127.0.0.1:1/x', allowed)).toEqual({
      ok: false,
      failure: 'unreachable',
      message: 'could not be reached',
    });
    const unknown: Resolver = async () => {
      throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(
      await guardedRequest('http://nowhere.partner.example/x', { ...allowed, resolve: unknown }),
    ).toMatchObject({ ok: false, failure: 'unreachable' });
  });
});
