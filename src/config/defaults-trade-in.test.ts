import { describe, expect, it } from 'vitest';
import { platformDefaults } from './defaults';
import { resolveSiteConfig } from './resolve';

const resolve = (site: unknown) => resolveSiteConfig({ siteSlug: 't', groupSlug: null, layers: { site } });

describe('platformDefaults: trade-in valuation (issue 15)', () => {
  it('keeps a 15 % dealer margin and calls no outside service', () => {
    expect(platformDefaults.tradeIn).toEqual({
      dealerMarginPercent: 15,
      towedCaravans: false,
      quoteValidDays: 7,
      valuationService: null,
      regoLookupService: null,
    });
  });

  it("takes a site's margin and services, filling the services' defaults", () => {
    const config = resolve({
      tradeIn: {
        dealerMarginPercent: 12.5,
        regoLookupService: { endpoint: 'https://rego.example/lookup', apiKey: 'k', timeoutMs: 1500 },
      },
    });
    expect(config.tradeIn).toEqual({
      dealerMarginPercent: 12.5,
      towedCaravans: false,
      quoteValidDays: 7,
      valuationService: null,
      regoLookupService: { endpoint: 'https://rego.example/lookup', apiKey: 'k', timeoutMs: 1500 },
    });
  });

  it('rejects a margin outside 0..60 and a service without a URL', () => {
    expect(() => resolve({ tradeIn: { dealerMarginPercent: -1 } })).toThrow();
    expect(() => resolve({ tradeIn: { dealerMarginPercent: 61 } })).toThrow();
    for (const quoteValidDays of [0, 1.5, 91])
      expect(() => resolve({ tradeIn: { quoteValidDays } })).toThrow();
    expect(resolve({ tradeIn: { quoteValidDays: 14 } }).tradeIn.quoteValidDays).toBe(14);
    expect(() => resolve({ tradeIn: { valuationService: { endpoint: 'valuations' } } })).toThrow();
  });
});
