import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpDeliveryQuoteProvider, deliveryQuoteRequestUrl } from './http-quote';
import { DeliveryQuoteUnavailableError, type DeliveryQuoteRequest } from './provider';

// A local stand-in for a delivery-quote service (test double): it records each request and answers with `reply`.
let server: Server;
let endpoint: string;
let requests: { url: URL; headers: IncomingHttpHeaders }[] = [];
let reply: (res: ServerResponse) => void;

const json = (status: number, body: unknown) => (res: ServerResponse) => {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push({ url: new URL(req.url ?? '/', 'http://localhost'), headers: req.headers });
    reply(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/delivery-quote`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
  reply = json(200, { price: 480, region: 'Sydney Metro' });
});

const REQUEST: DeliveryQuoteRequest = {
  postcode: '2000',
  origin: { postcode: '2302', lat: -32.9266, lng: 151.763 },
};
const provider = (apiKey: string | null = 'key-1', timeoutMs = 2000) =>
  // allowPrivateAddresses: the local fake service; production never sets it (decision 031).
  createHttpDeliveryQuoteProvider({ endpoint, apiKey, timeoutMs, allowPrivateAddresses: true });

describe('createHttpDeliveryQuoteProvider', () => {
  it("GETs the buyer's postcode and the yard, with the key in the Authorization header", async () => {
    expect(await provider().quote(REQUEST)).toEqual({ price: 480, region: 'Sydney Metro' });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url.pathname).toBe('/v1/delivery-quote');
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      postcode: '2000',
      from_postcode: '2302',
      from_lat: '-32.9266',
      from_lng: '151.763',
    });
    expect(request?.headers.authorization).toBe('Bearer key-1');
    await provider(null).quote(REQUEST);
    expect(requests[1]?.headers.authorization).toBeUndefined();
  });

  it('leaves out what the yard does not have', () => {
    const url = deliveryQuoteRequestUrl('https://quotes.example/q?v=2', {
      postcode: '3000',
      origin: { postcode: null, lat: null, lng: 150 },
    });
    expect(url.href).toBe('https://quotes.example/q?v=2&postcode=3000');
  });

  it('rounds the price to whole dollars and reads price null as no estimate', async () => {
    reply = json(200, { price: 479.6, region: ' Sydney Metro ' });
    expect(await provider().quote(REQUEST)).toEqual({ price: 480, region: 'Sydney Metro' });
    reply = json(200, { price: null, region: null });
    expect(await provider().quote(REQUEST)).toBeNull();
    reply = json(200, { price: null });
    expect(await provider().quote(REQUEST)).toBeNull();
  });

  it.each([
    ['an HTTP error', json(500, { error: 'boom' }), 'Delivery quotes answered HTTP 500'],
    [
      'invalid JSON',
      (res: ServerResponse) => res.writeHead(200).end('<html>'),
      'Delivery quotes answered with invalid JSON',
    ],
    ['a price without a region', json(200, { price: 300 }), 'Delivery quotes answered an unexpected shape'],
    [
      'a negative price',
      json(200, { price: -1, region: 'X' }),
      'Delivery quotes answered an unexpected shape',
    ],
  ])('reports %s as unavailable', async (_name, answer, message) => {
    reply = answer;
    const quote = provider().quote(REQUEST);
    await expect(quote).rejects.toThrow(DeliveryQuoteUnavailableError);
    await expect(quote).rejects.toThrow(message);
  });

  it('reports a service that does not answer in time, or at all, as unavailable', async () => {
    reply = () => {};
    await expect(provider('k', 50).quote(REQUEST)).rejects.toThrow('Delivery quotes timed out after 50 ms');
    const closed = createHttpDeliveryQuoteProvider({
      endpoint: 'http://127.0.0.1:1/q',
      apiKey: null,
      timeoutMs: 2000,
      allowPrivateAddresses: true,
    });
    await expect(closed.quote(REQUEST)).rejects.toThrow('Delivery quotes could not be reached');
  });

  it("passes the caller's abort through unchanged", async () => {
    reply = () => {};
    const controller = new AbortController();
    const quote = provider('k', 5000).quote(REQUEST, { signal: controller.signal });
    controller.abort();
    await expect(quote).rejects.not.toThrow(DeliveryQuoteUnavailableError);
  });
});

describe('createHttpDeliveryQuoteProvider: the outbound guard (decision 031)', () => {
  it.each(['127.0.0.1', '169.254.169.254'])(
    'refuses an endpoint whose name resolves to %s, and sends nothing',
    async (address) => {
      const guarded = createHttpDeliveryQuoteProvider({
        endpoint: endpoint.replace('127.0.0.1', 'quotes.partner.example'),
        apiKey: 'key-1',
        timeoutMs: 2000,
        resolve: async () => [{ address, family: 4 }],
      });
      await expect(guarded.quote(REQUEST)).rejects.toThrow(
        new DeliveryQuoteUnavailableError(
          `Delivery quotes endpoint refused: quotes.partner.example resolves to the non-public address ${address}`,
        ),
      );
      expect(requests).toHaveLength(0);
    },
  );

  it('does not follow a redirect', async () => {
    reply = (res) => res.writeHead(307, { location: 'http://169.254.169.254/latest' }).end();
    await expect(provider().quote(REQUEST)).rejects.toThrow('Delivery quotes answered HTTP 307');
    expect(requests).toHaveLength(1);
  });
});
