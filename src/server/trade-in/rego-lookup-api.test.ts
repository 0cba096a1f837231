import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveSiteConfig, type SiteConfig } from '@/config';
import { REGO_MESSAGE, REGO_STATE_MESSAGE } from '@/domain/trade-in/rego';
import { log } from '@/server/logging';
import { fakeServiceForThisFile, json } from '@/server/outbound/testing/fake-service';
import {
  askTheBuyer,
  createHttpRegoLookupProvider,
  withFallback,
  type RegoLookupProvider,
} from '@/server/providers/rego-lookup';
import { handleRegoLookupApi, type RegoLookupApiOptions } from './rego-lookup-api';

// A stand-in for a rego lookup service (test double), reached as rego.example on 127.0.0.1.
const RAV4 = { year: 2020, make: 'Toyota', model: 'RAV4', badge: 'GX' };
const ASK = { status: 200, body: { found: false, message: "Enter your car's year, make and model below." } };
const service = fakeServiceForThisFile('rego.example', json(200, RAV4));
afterEach(() => vi.restoreAllMocks());

const siteWith = (id: number, tradeIn: unknown = {}) => ({
  id,
  config: resolveSiteConfig({ siteSlug: `site-${id}`, groupSlug: null, layers: { site: { tradeIn } } }),
});
const serviceAt = (path: string, apiKey: string | null = null) => ({
  regoLookupService: { endpoint: service.url(path), apiKey },
});

/** The production choice (regoLookupProviderFor), with the fake resolver that reaches the local service. */
const providerFor = (config: Pick<SiteConfig, 'tradeIn'>): RegoLookupProvider => {
  const configured = config.tradeIn.regoLookupService;
  if (!configured) return askTheBuyer;
  // The fake service is on 127.0.0.1; production never sets this (decision 031).
  return withFallback(
    createHttpRegoLookupProvider({ ...configured, resolve: service.resolve, allowPrivateAddresses: true }),
  );
};

const IP = '198.51.100.7';
const options = (extra: Partial<RegoLookupApiOptions> = {}): RegoLookupApiOptions => ({
  limiter: new RateLimiterMemory({ points: 20, duration: 60 }),
  ip: IP,
  providerFor,
  ...extra,
});
const query = (rego: string, state: string) => new URLSearchParams({ rego, state });

describe('handleRegoLookupApi with the built-in provider', () => {
  it('asks the buyer to type the car in, without counting the address', async () => {
    const limiter = { consume: vi.fn() };
    const site = siteWith(1);
    expect(await handleRegoLookupApi(site, query('ABC123', 'nsw'), { limiter, ip: IP })).toEqual(ASK);
    expect(limiter.consume).not.toHaveBeenCalled();
  });
});

describe('handleRegoLookupApi with the HTTP adapter', () => {
  // The service's port is known once it has started.
  const site = () => siteWith(1, serviceAt('/lookup', 'rego-key'));

  it('answers the car the service found, for the normalised plate', async () => {
    expect(await handleRegoLookupApi(site(), query('abc 123', 'NSW'), options())).toEqual({
      status: 200,
      body: { found: true, year: 2020, make: 'Toyota', model: 'RAV4', badge: 'GX' },
    });
    expect(service.requests.map((request) => request.path)).toEqual(['/lookup?rego=ABC123&state=NSW']);
    expect(service.requests[0]?.headers.authorization).toBe('Bearer rego-key');
  });

  it('answers a car without a badge with badge null', async () => {
    service.reply = json(200, { year: 2019, make: 'Kia', model: 'Rio' });
    expect(await handleRegoLookupApi(site(), query('XYZ9', 'vic'), options())).toEqual({
      status: 200,
      body: { found: true, year: 2019, make: 'Kia', model: 'Rio', badge: null },
    });
  });

  it('names the plate and state the service does not know', async () => {
    service.reply = json(404, { error: 'unknown plate' });
    expect(await handleRegoLookupApi(site(), query('ABC123', 'qld'), options())).toEqual({
      status: 200,
      body: {
        found: false,
        message: "We could not find ABC123 in QLD. Enter your car's year, make and model below.",
      },
    });
  });

  it('asks the buyer when the service is down, and logs why', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    service.reply = json(503, { error: 'maintenance' });
    expect(await handleRegoLookupApi(site(), query('ABC123', 'nsw'), options())).toEqual(ASK);
    expect(warn).toHaveBeenCalledWith(
      { provider: 'http', err: expect.objectContaining({ message: 'Rego lookup answered HTTP 503' }) },
      'rego lookup fell back to asking the buyer',
    );
  });

  it('refuses a malformed plate or state with each message, and asks nobody', async () => {
    expect(await handleRegoLookupApi(site(), query('AB#123', 'xx'), options())).toEqual({
      status: 400,
      body: { error: REGO_MESSAGE, fieldErrors: { rego: REGO_MESSAGE, state: REGO_STATE_MESSAGE } },
    });
    expect(await handleRegoLookupApi(site(), new URLSearchParams({ rego: 'ABC123' }), options())).toEqual({
      status: 400,
      body: { error: REGO_STATE_MESSAGE, fieldErrors: { state: REGO_STATE_MESSAGE } },
    });
    expect(await handleRegoLookupApi(site(), new URLSearchParams(), options())).toEqual({
      status: 400,
      body: { error: REGO_MESSAGE, fieldErrors: { rego: REGO_MESSAGE, state: REGO_STATE_MESSAGE } },
    });
    expect(service.requests).toEqual([]);
  });

  it('limits the lookups one address can cause per site', async () => {
    const limited = options({ limiter: new RateLimiterMemory({ points: 1, duration: 60 }) });
    expect((await handleRegoLookupApi(site(), query('ABC123', 'nsw'), limited)).status).toBe(200);
    expect(await handleRegoLookupApi(site(), query('ABC123', 'nsw'), limited)).toEqual({
      status: 429,
      body: { error: 'Too many rego lookups' },
      retryAfterSeconds: 60,
    });
    expect(service.requests).toHaveLength(1);
  });
});

describe("handleRegoLookupApi uses the site's own config only", () => {
  it("asks site A's service for site A, and nobody for site B without one", async () => {
    const siteA = siteWith(1, serviceAt('/site-a/lookup', 'key-a'));
    const siteB = siteWith(2);
    expect((await handleRegoLookupApi(siteB, query('ABC123', 'nsw'), options())).body).toEqual(ASK.body);
    expect(service.requests).toEqual([]);
    expect((await handleRegoLookupApi(siteA, query('ABC123', 'nsw'), options())).body).toEqual({
      found: true,
      ...RAV4,
    });
    expect(service.requests.map((request) => request.path)).toEqual(['/site-a/lookup?rego=ABC123&state=NSW']);
    expect(service.requests[0]?.headers.authorization).toBe('Bearer key-a');
  });

  it('takes no endpoint or key from the query', async () => {
    const site = siteWith(3, serviceAt('/site-c/lookup', 'key-c'));
    const sneaky = new URLSearchParams({
      rego: 'ABC123',
      state: 'nsw',
      endpoint: service.url('/elsewhere'),
      apiKey: 'key-x',
    });
    expect((await handleRegoLookupApi(site, sneaky, options())).status).toBe(200);
    expect(service.requests.map((request) => request.path)).toEqual(['/site-c/lookup?rego=ABC123&state=NSW']);
    expect(service.requests[0]?.headers.authorization).toBe('Bearer key-c');
  });
});
