import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveSiteConfig } from '@/config';
import { BEST_CONDITION, type TradeInEstimate } from '@/domain/trade-in';
import { log } from '@/server/logging';
import type { TradeInValuationProvider } from './provider';
import { tradeInValuationProviderFor } from './select-provider';

// Test double: a built-in provider with a fixed answer.
const ESTIMATE: TradeInEstimate = {
  kind: 'estimate',
  low: 1,
  high: 3,
  offer: 2,
  comparables: 5,
  level: 'variant',
  basis: 'b',
};
const builtIn: TradeInValuationProvider = { name: 'built-in', estimate: async () => ESTIMATE };

const config = (site: unknown = {}) =>
  resolveSiteConfig({ siteSlug: 't', groupSlug: null, layers: { site } });
const REQUEST = {
  siteId: 1,
  car: { make: 'Kia', model: 'Rio', year: 2023, km: 10_000 },
  answers: BEST_CONDITION,
  dealerMarginPercent: 15,
  today: new Date('2026-11-26T00:00:00Z'),
};

afterEach(() => vi.restoreAllMocks());

describe('tradeInValuationProviderFor', () => {
  it('uses the built-in estimate by default', () => {
    expect(tradeInValuationProviderFor(config(), builtIn)).toBe(builtIn);
  });

  it('uses the configured service, and the built-in estimate when the service cannot answer', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    const site = { tradeIn: { valuationService: { endpoint: 'http://127.0.0.1:1/value', timeoutMs: 2000 } } };
    const provider = tradeInValuationProviderFor(config(site), builtIn);
    expect(provider.name).toBe('http');
    expect(await provider.estimate(REQUEST)).toEqual(ESTIMATE);
    expect(warn).toHaveBeenCalledWith(
      {
        provider: 'http',
        // A loopback endpoint is refused by the outbound guard (decision 031), so the built-in one answers.
        err: expect.objectContaining({
          message: 'Trade-in valuations host 127.0.0.1 is not a public address',
        }),
      },
      'trade-in valuation fell back to the built-in estimate',
    );
  });
});
