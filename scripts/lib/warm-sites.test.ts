import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { warmSites } from './warm-sites';

/** A loopback stand-in for the server: each site's search lists one car, except the site without stock. */
const requests: string[] = [];
const server = http.createServer((request, response) => {
  const host = String(request.headers.host).split(':')[0] ?? '';
  requests.push(`${host}${request.url}`);
  if (request.url === '/api/search') {
    const hits = host === 'empty.localhost' ? [] : [{ slug: `${host.split('.')[0]}-car 1` }];
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ hits }));
    return;
  }
  response.writeHead(host === 'broken.localhost' && request.url === '/' ? 500 : 200).end('<html></html>');
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('warmSites', () => {
  it("asks each site for its first search, search page, home page and first car's page, in turn", async () => {
    requests.length = 0;
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await warmSites(port, ['alpha', 'empty', 'broken']);
    expect(requests).toEqual([
      'alpha.localhost/api/search',
      'alpha.localhost/search/new-used-and-demo-cars',
      'alpha.localhost/',
      'alpha.localhost/cars/alpha-car%201',
      'empty.localhost/api/search',
      'empty.localhost/search/new-used-and-demo-cars',
      'empty.localhost/',
      'broken.localhost/api/search',
      'broken.localhost/search/new-used-and-demo-cars',
      'broken.localhost/',
      'broken.localhost/cars/broken-car%201',
    ]);
    expect(info).toHaveBeenCalledTimes(1);
    expect(String(info.mock.calls[0]![0])).toMatch(
      /^\[forecourt\] warmed 3 sites \(first search, home and a car page\) in \d+\.\d s; not 200: broken\/ 500$/,
    );
    info.mockRestore();
  });
});
