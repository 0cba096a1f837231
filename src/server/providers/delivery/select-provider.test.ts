import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveSiteConfig } from '@/config';
import { DeliveryQuoteUnavailableError, type DeliveryQuoteProvider } from './provider';
import { deliveryQuoteProviderFor, withFallback } from './select-provider';
import { log } from '@/server/logging';

// Test doubles: a provider with a fixed answer, and one that always fails with the given error.
const fixed = (
  name: 'built-in' | 'http',
  answer: { price: number; region: string } | null,
): DeliveryQuoteProvider => ({
  name,
  quote: async () => answer,
});
const failing = (error: Error): DeliveryQuoteProvider => ({
  name: 'http',
  quote: async () => {
    throw error;
  },
});

const config = (site: unknown = {}) =>
  resolveSiteConfig({ siteSlug: 't', groupSlug: null, layers: { site } });
const REQUEST = { postcode: '2000', origin: { postcode: '2302', lat: null, lng: null } };

afterEach(() => vi.restoreAllMocks());

describe('deliveryQuoteProviderFor', () => {
  it("uses the built-in rate table by default, priced with the car's config", async () => {
    const builtIn = fixed('built-in', null);
    expect(deliveryQuoteProviderFor(config(), builtIn)).toBe(builtIn);
    const own = deliveryQuoteProviderFor(
      config({ delivery: { rateBands: [{ maxKm: null, price: 90, region: 'Everywhere {state}' }] } }),
    );
    expect(own.name).toBe('built-in');
    expect(await own.quote(REQUEST)).toEqual({ price: 90, region: 'Everywhere NSW' });
  });

  it('uses the configured service, and the rate table when the service cannot answer', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    const site = { delivery: { quoteService: { endpoint: 'http://127.0.0.1:1/quote', timeoutMs: 2000 } } };
    const provider = deliveryQuoteProviderFor(
      config(site),
      fixed('built-in', { price: 300, region: 'Local area' }),
    );
    expect(provider.name).toBe('http');
    expect(await provider.quote(REQUEST)).toEqual({ price: 300, region: 'Local area' });
    expect(warn).toHaveBeenCalledWith(
      {
        provider: 'http',
        // A loopback endpoint is refused by the outbound guard (decision 031), so the rate table answers.
        err: expect.objectContaining({
          message: 'Delivery quotes endpoint refused: host 127.0.0.1 is not a public address',
        }),
      },
      'delivery quotes fell back to the built-in rate table',
    );
  });
});

describe('withFallback', () => {
  it("keeps the primary's answer, no estimate included", async () => {
    const provider = withFallback(fixed('http', null), fixed('built-in', { price: 1, region: 'A' }));
    expect(await provider.quote(REQUEST)).toBeNull();
  });

  it('falls back only when the primary is unavailable', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => {});
    const fallback = fixed('built-in', { price: 1, region: 'A' });
    expect(
      await withFallback(failing(new DeliveryQuoteUnavailableError('down')), fallback).quote(REQUEST),
    ).toEqual({
      price: 1,
      region: 'A',
    });
    await expect(withFallback(failing(new TypeError('a bug')), fallback).quote(REQUEST)).rejects.toThrow(
      'a bug',
    );
  });
});
