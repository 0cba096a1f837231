import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveSiteConfig } from '@/config';
import { PostcodeGeocoderUnavailableError, type PostcodeGeocoder, type PostcodeLocation } from './provider';
import { postcodeGeocoderFor, withFallback } from './select-geocoder';
import { log } from '@/server/logging';

const CAIRNS: PostcodeLocation = {
  postcode: '4870',
  suburbs: ['Cairns'],
  state: 'QLD',
  lat: -16.92,
  lng: 145.77,
};

// Test doubles: a geocoder that answers from a table, and one that always fails with the given error.
const table = (entries: Record<string, PostcodeLocation>): PostcodeGeocoder => ({
  name: 'built-in',
  geocodePostcode: async (postcode) => entries[postcode] ?? null,
});
const failing = (error: Error): PostcodeGeocoder => ({
  name: 'http',
  geocodePostcode: async () => {
    throw error;
  },
});

const config = (site: unknown = {}) =>
  resolveSiteConfig({ siteSlug: 't', groupSlug: null, layers: { site } });

afterEach(() => vi.restoreAllMocks());

describe('postcodeGeocoderFor', () => {
  it('uses the bundled data by default', () => {
    const builtIn = table({});
    expect(postcodeGeocoderFor(config(), builtIn)).toBe(builtIn);
    expect(postcodeGeocoderFor(config()).name).toBe('built-in');
  });

  it("uses the site's geocoding service when configured, and the bundled data when it cannot answer", async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    const site = {
      integrations: { geocoding: { endpoint: 'http://127.0.0.1:1/geo', apiKey: 'k', timeoutMs: 2000 } },
    };
    const geocoder = postcodeGeocoderFor(config(site), table({ '4870': CAIRNS }));
    expect(geocoder.name).toBe('http');
    expect(await geocoder.geocodePostcode('4870')).toEqual(CAIRNS);
    expect(warn).toHaveBeenCalledWith(
      {
        provider: 'http',
        // A loopback endpoint is refused by the outbound guard (decision 031), so the bundled data answers.
        err: expect.objectContaining({
          message: 'Geocoding endpoint refused: host 127.0.0.1 is not a public address',
        }),
      },
      'postcode geocoding fell back to the bundled data',
    );
  });
});

describe('withFallback', () => {
  it("keeps the primary's answer, null included", async () => {
    const geocoder = withFallback(table({}), table({ '4870': CAIRNS }));
    expect(await geocoder.geocodePostcode('4870')).toBeNull();
  });

  it('falls back only when the primary is unavailable', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => {});
    const unavailable = withFallback(
      failing(new PostcodeGeocoderUnavailableError('down')),
      table({ '4870': CAIRNS }),
    );
    expect(await unavailable.geocodePostcode('4870')).toEqual(CAIRNS);
    const broken = withFallback(failing(new TypeError('a bug')), table({ '4870': CAIRNS }));
    await expect(broken.geocodePostcode('4870')).rejects.toThrow('a bug');
  });
});
