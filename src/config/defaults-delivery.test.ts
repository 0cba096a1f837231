import { describe, expect, it } from 'vitest';
import { platformDefaults } from './defaults';
import { resolveSiteConfig } from './resolve';

const resolve = (site: unknown) => resolveSiteConfig({ siteSlug: 't', groupSlug: null, layers: { site } });

describe('platformDefaults: delivery calculator (G-13)', () => {
  it('prices from the built-in rate table, with no outside service', () => {
    expect(platformDefaults.delivery).toEqual({
      rateBands: [
        { maxKm: 50, price: 150, region: 'Local area' },
        { maxKm: 150, price: 300, region: 'Metro and surrounds' },
        { maxKm: 500, price: 650, region: 'Regional {state}' },
        { maxKm: 1500, price: 1250, region: 'Long distance {state}' },
        { maxKm: null, price: 2200, region: 'Remote {state}' },
      ],
      quoteService: null,
    });
  });

  it("replaces the table whole with a site's own, and fills the service's defaults", () => {
    const config = resolve({
      delivery: {
        rateBands: [{ maxKm: 80, price: 99, region: 'Hunter region' }],
        quoteService: { endpoint: 'https://quotes.example/delivery' },
      },
    });
    expect(config.delivery).toEqual({
      rateBands: [{ maxKm: 80, price: 99, region: 'Hunter region' }],
      quoteService: { endpoint: 'https://quotes.example/delivery', apiKey: null, timeoutMs: 3000 },
    });
  });

  it('rejects a band without a region, a fractional price or a non-positive distance', () => {
    expect(() => resolve({ delivery: { rateBands: [{ maxKm: 10, price: 5 }] } })).toThrow();
    expect(() => resolve({ delivery: { rateBands: [{ maxKm: 10, price: 5.5, region: 'A' }] } })).toThrow();
    expect(() => resolve({ delivery: { rateBands: [{ maxKm: 0, price: 5, region: 'A' }] } })).toThrow();
    expect(() => resolve({ delivery: { quoteService: { endpoint: 'not a url' } } })).toThrow();
  });
});
