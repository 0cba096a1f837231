import 'server-only';
import type { SiteConfig } from '@/config';
import { log } from '@/server/logging';
import { createHttpRegoLookupProvider } from './http-lookup';
import { RegoLookupUnavailableError, type RegoLookupProvider } from './provider';

/** The built-in provider: no plate data offline, so the buyer describes the car from the search's lists. */
export const askTheBuyer: RegoLookupProvider = {
  name: 'ask-the-buyer',
  lookup: async () => ({ kind: 'ask' }),
};

/** The service first; when it cannot answer, the buyer is asked (the failure is logged, decision 7). */
export function withFallback(primary: RegoLookupProvider): RegoLookupProvider {
  return {
    name: primary.name,
    async lookup(request) {
      try {
        return await primary.lookup(request);
      } catch (error) {
        if (!(error instanceof RegoLookupUnavailableError)) throw error;
        log.warn({ provider: primary.name, err: error }, 'rego lookup fell back to asking the buyer');
        return askTheBuyer.lookup(request);
      }
    },
  };
}

/** The site's provider: ask the buyer, or `tradeIn.regoLookupService` when one is configured. */
export function regoLookupProviderFor(config: Pick<SiteConfig, 'tradeIn'>): RegoLookupProvider {
  const service = config.tradeIn.regoLookupService;
  return service ? withFallback(createHttpRegoLookupProvider(service)) : askTheBuyer;
}
