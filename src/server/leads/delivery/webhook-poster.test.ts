import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookPoster, WebhookBlockedError, type Resolver } from './webhook-poster';

type Received = { path: string; headers: http.IncomingHttpHeaders; body: string };
const received: Received[] = [];
let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      if (request.url === '/moved') {
        response.writeHead(302, { location: '/target' }).end();
      } else if (request.url === '/slow') {
        // Never answers: the poster's deadline must end the request.
      } else {
        response.writeHead(request.url === '/fail' ? 503 : 204).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const toLoopback: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
const request = (url: string) => ({ url, headers: { 'webhook-id': 'msg_1' }, body: '{"a":1}' });

/** The test override: a plain-http loopback server stands in for the dealer's public https endpoint. */
const testPoster = createWebhookPoster({
  resolve: toLoopback,
  allowPrivateAddresses: true,
  protocols: ['http:'],
  timeoutMs: 300,
});

describe('createWebhookPoster', () => {
  it('posts the body with the given headers and answers the status', async () => {
    received.length = 0;
    const response = await testPoster(request(`http://hooks.dealer.test:${port}/in`));
    expect(response).toEqual({ status: 204, location: null });
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toBe('{"a":1}');
    expect(received[0]!.headers['webhook-id']).toBe('msg_1');
    expect(received[0]!.headers['content-type']).toBe('application/json');
    expect(received[0]!.headers.host).toBe(`hooks.dealer.test:${port}`);
  });

  it('answers a redirect as it came and never requests its target', async () => {
    received.length = 0;
    const response = await testPoster(request(`http://hooks.dealer.test:${port}/moved`));
    expect(response).toEqual({ status: 302, location: '/target' });
    expect(received.map((entry) => entry.path)).toEqual(['/moved']);
  });

  it('gives up after its deadline', async () => {
    await expect(testPoster(request(`http://hooks.dealer.test:${port}/slow`))).rejects.toThrow(
      'webhook timed out after 300 ms',
    );
  });
});

describe('createWebhookPoster with production defaults', () => {
  it.each(['127.0.0.1', '169.254.169.254'])(
    'refuses a name that resolves to %s, and sends nothing',
    async (address) => {
      received.length = 0;
      const poster = createWebhookPoster({ resolve: async () => [{ address, family: 4 }] });
      await expect(poster(request(`https://hooks.dealer.example:${port}/in`))).rejects.toThrow(
        new WebhookBlockedError(`webhook hooks.dealer.example resolves to the non-public address ${address}`),
      );
      expect(received).toEqual([]);
    },
  );

  it('refuses plain http', async () => {
    const poster = createWebhookPoster({ resolve: async () => [{ address: '93.184.215.14', family: 4 }] });
    await expect(poster(request('http://hooks.dealer.example/in'))).rejects.toThrow(
      new WebhookBlockedError('webhook URL must use https:, not http:'),
    );
  });

  it('refuses literal private, loopback and link-local addresses before connecting', async () => {
    const poster = createWebhookPoster();
    for (const host of ['127.0.0.1', '10.1.2.3', '169.254.169.254', '[::1]', '[fd00::1]', 'localhost']) {
      await expect(poster(request(`https://${host}/in`))).rejects.toThrow(
        new WebhookBlockedError(`webhook host ${host} is not a public address`),
      );
    }
  });

  it('refuses a host whose DNS answer includes a private address, and sends nothing', async () => {
    received.length = 0;
    const poster = createWebhookPoster({
      resolve: async () => [
        { address: '93.184.215.14', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
    });
    await expect(poster(request(`https://rebind.dealer.example:${port}/in`))).rejects.toThrow(
      new WebhookBlockedError('webhook rebind.dealer.example resolves to the non-public address 127.0.0.1'),
    );
    expect(received).toEqual([]);
  });
});
