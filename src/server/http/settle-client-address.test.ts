import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '@/domain/anti-spam/client-ip';
import { settleClientAddress } from './settle-client-address';

let server: http.Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** What a handler behind the production server sees, for one request from this process over loopback. */
async function settledFor(trustedHops: number, headers: IncomingHttpHeaders): Promise<string | undefined> {
  let seen: string | undefined;
  server = http.createServer((req, res) => {
    settleClientAddress(req, trustedHops);
    seen = req.headers[CLIENT_ADDRESS_HEADER] as string | undefined;
    res.end();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve, reject) =>
    http
      .get({ host: '127.0.0.1', port, headers }, (res) => res.resume().on('end', resolve))
      .on('error', reject),
  );
  return seen;
}

describe('settleClientAddress (issue 14, finding 1)', () => {
  it('with no trusted proxy is the socket address: a client-sent X-Forwarded-For changes nothing', async () => {
    expect(await settledFor(0, {})).toBe('127.0.0.1');
    expect(await settledFor(0, { 'x-forwarded-for': '6.6.6.6' })).toBe('127.0.0.1');
    expect(await settledFor(0, { 'x-forwarded-for': 'garbage-1' })).toBe('127.0.0.1');
  });

  it('replaces a value the client sent under the settled name', async () => {
    expect(await settledFor(0, { [CLIENT_ADDRESS_HEADER]: '6.6.6.6' })).toBe('127.0.0.1');
  });

  it("behind one trusted proxy is the entry that proxy appended, and '' for one that is not an address", async () => {
    expect(await settledFor(1, { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' })).toBe('203.0.113.7');
    expect(await settledFor(1, { 'x-forwarded-for': 'garbage-1' })).toBe('');
    expect(await settledFor(1, {})).toBe('127.0.0.1');
  });
});
