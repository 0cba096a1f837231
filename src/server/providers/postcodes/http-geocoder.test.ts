import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpPostcodeGeocoder, geocodeRequestUrl } from './http-geocoder';
import { PostcodeGeocoderUnavailableError } from './provider';

// A local stand-in for the maps geocoding service (test double): it records each request and answers with `reply`.
let server: Server;
let endpoint: string;
let requests: URL[] = [];
let reply: (res: ServerResponse) => void;

const json = (status: number, body: unknown) => (res: ServerResponse) => {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
};

const SYDNEY = {
  status: 'OK',
  results: [
    {
      address_components: [
        { long_name: '2000', short_name: '2000', types: ['postal_code'] },
        { long_name: 'Sydney', short_name: 'Sydney', types: ['locality', 'political'] },
        {
          long_name: 'New South Wales',
          short_name: 'NSW',
          types: ['administrative_area_level_1', 'political'],
        },
        { long_name: 'Australia', short_name: 'AU', types: ['country', 'political'] },
      ],
      formatted_address: 'Sydney NSW 2000, Australia',
      geometry: { location: { lat: -33.8688197, lng: 151.2092955 }, location_type: 'APPROXIMATE' },
      postcode_localities: ['The Rocks', 'Barangaroo', 'Sydney', 'Haymarket'],
      types: ['postal_code'],
    },
    { address_components: [], geometry: { location: { lat: 0, lng: 0 } } },
  ],
};

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(new URL(req.url ?? '/', 'http://localhost'));
    reply(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/maps/api/geocode/json`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = [];
  reply = json(200, SYDNEY);
});

// allowPrivateAddresses: the local fake service on 127.0.0.1; production never sets it (decision 031).
const geocoder = (timeoutMs = 2000) =>
  createHttpPostcodeGeocoder({ endpoint, apiKey: 'key-123', timeoutMs, allowPrivateAddresses: true });

describe('createHttpPostcodeGeocoder (H-39)', () => {
  it('GETs the components postal_code and country AU with the key, and reads the first result', async () => {
    expect(await geocoder().geocodePostcode('2000')).toEqual({
      postcode: '2000',
      suburbs: ['Barangaroo', 'Haymarket', 'Sydney', 'The Rocks'],
      state: 'NSW',
      lat: -33.8688197,
      lng: 151.2092955,
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.pathname).toBe('/maps/api/geocode/json');
    expect(requests[0]?.searchParams.get('components')).toBe('postal_code:2000|country:AU');
    expect(requests[0]?.searchParams.get('key')).toBe('key-123');
    expect(
      geocodeRequestUrl({ endpoint: 'https://maps.example/geo?lang=en', apiKey: 'k', timeoutMs: 1 }, '4000')
        .href,
    ).toBe('https://maps.example/geo?lang=en&components=postal_code%3A4000%7Ccountry%3AAU&key=k');
  });

  it('uses the locality when the answer lists no postcode localities', async () => {
    const [first] = SYDNEY.results;
    reply = json(200, { status: 'OK', results: [{ ...first, postcode_localities: undefined }] });
    expect(await geocoder().geocodePostcode('2000')).toMatchObject({ suburbs: ['Sydney'], state: 'NSW' });
  });

  it('answers null for no result, another postcode or a place outside Australia (H-38)', async () => {
    reply = json(200, { status: 'ZERO_RESULTS', results: [] });
    expect(await geocoder().geocodePostcode('0000')).toBeNull();
    reply = json(200, SYDNEY);
    expect(await geocoder().geocodePostcode('2001')).toBeNull();
    const [first] = SYDNEY.results;
    const inNewZealand = {
      ...first,
      address_components: [{ long_name: 'New Zealand', short_name: 'NZ', types: ['country', 'political'] }],
    };
    reply = json(200, { status: 'OK', results: [inNewZealand] });
    expect(await geocoder().geocodePostcode('2000')).toBeNull();
    reply = json(200, { status: 'OK', results: [] });
    expect(await geocoder().geocodePostcode('2000')).toBeNull();
  });

  it('does not call the service for anything but 4 digits', async () => {
    expect(await geocoder().geocodePostcode('200')).toBeNull();
    expect(await geocoder().geocodePostcode('2000x')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it.each([
    [
      'a denied key',
      json(200, { status: 'REQUEST_DENIED', error_message: 'bad key' }),
      'Geocoding answered status REQUEST_DENIED',
    ],
    ['an HTTP error', json(503, { status: 'UNKNOWN_ERROR' }), 'Geocoding answered HTTP 503'],
    [
      'invalid JSON',
      (res: ServerResponse) => res.writeHead(200).end('<html>'),
      'Geocoding answered with invalid JSON',
    ],
    [
      'an unexpected shape',
      json(200, { status: 'OK', results: [{ geometry: {} }] }),
      'Geocoding answered an unexpected shape',
    ],
  ])('reports %s as unavailable, without the key', async (_, answer, message) => {
    reply = answer;
    const error = await geocoder()
      .geocodePostcode('2000')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PostcodeGeocoderUnavailableError);
    expect((error as Error).message).toBe(message);
    expect((error as Error).message).not.toContain('key-123');
  });

  it('gives up after the timeout', async () => {
    reply = (res) => setTimeout(() => json(200, SYDNEY)(res), 500);
    await expect(geocoder(50).geocodePostcode('2000')).rejects.toThrow('Geocoding timed out after 50 ms');
  });

  it('reports an unreachable service as unavailable', async () => {
    const closed = createHttpPostcodeGeocoder({
      endpoint: 'http://127.0.0.1:1/geo',
      apiKey: 'k',
      timeoutMs: 2000,
      allowPrivateAddresses: true,
    });
    await expect(closed.geocodePostcode('2000')).rejects.toThrow('Geocoding could not be reached');
  });

  it("passes the caller's own abort on", async () => {
    reply = (res) => setTimeout(() => json(200, SYDNEY)(res), 500);
    const controller = new AbortController();
    const pending = geocoder().geocodePostcode('2000', { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(PostcodeGeocoderUnavailableError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('createHttpPostcodeGeocoder: the outbound guard (decision 031)', () => {
  it.each(['127.0.0.1', '169.254.169.254'])(
    'refuses an endpoint whose name resolves to %s, and sends nothing',
    async (address) => {
      const guarded = createHttpPostcodeGeocoder({
        endpoint: endpoint.replace('127.0.0.1', 'maps.partner.example'),
        apiKey: 'key-123',
        timeoutMs: 2000,
        resolve: async () => [{ address, family: 4 }],
      });
      const error = await guarded.geocodePostcode('2000').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(PostcodeGeocoderUnavailableError);
      expect((error as Error).message).toBe(
        `Geocoding endpoint refused: maps.partner.example resolves to the non-public address ${address}`,
      );
      expect(requests).toHaveLength(0);
    },
  );

  it('refuses a literal loopback endpoint without the test allowance', async () => {
    const literal = createHttpPostcodeGeocoder({ endpoint, apiKey: 'key-123', timeoutMs: 2000 });
    await expect(literal.geocodePostcode('2000')).rejects.toThrow(
      'Geocoding endpoint refused: host 127.0.0.1 is not a public address',
    );
    expect(requests).toHaveLength(0);
  });

  it('does not follow a redirect', async () => {
    reply = (res) => res.writeHead(302, { location: 'http://169.254.169.254/latest' }).end();
    await expect(geocoder().geocodePostcode('2000')).rejects.toThrow('Geocoding answered HTTP 302');
    expect(requests).toHaveLength(1);
  });
});
