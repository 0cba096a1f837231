import 'server-only';
import type { SiteConfig } from '@/config';
import { log } from '@/server/logging';
import { createHttpTradeInValuationProvider } from './http-valuation';
import { TradeInValuationUnavailableError, type TradeInValuationProvider } from './provider';

/**
 * Asks the outside service first; when it cannot answer, the built-in estimate does, so the buyer still gets a
 * figure while the service is down (decision 7). The failure is logged.
 */
export function withFallback(
  primary: TradeInValuationProvider,
  fallback: TradeInValuationProvider,
): TradeInValuationProvider {
  return {
    name: primary.name,
    async estimate(request) {
      try {
        return await primary.estimate(request);
      } catch (error) {
        if (!(error instanceof TradeInValuationUnavailableError)) throw error;
        log.warn(
          { provider: primary.name, err: error },
          'trade-in valuation fell back to the built-in estimate',
        );
        return fallback.estimate(request);
      }
    },
  };
}

/**
 * The site's provider: the built-in estimate (`createBuiltInTradeInValuationProvider(db)`), behind
 * `tradeIn.valuationService` when one is configured.
 */
export function tradeInValuationProviderFor(
  config: Pick<SiteConfig, 'tradeIn'>,
  builtIn: TradeInValuationProvider,
): TradeInValuationProvider {
  const service = config.tradeIn.valuationService;
  return service ? withFallback(createHttpTradeInValuationProvider(service), builtIn) : builtIn;
}
