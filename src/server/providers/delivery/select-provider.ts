import 'server-only';
import type { SiteConfig } from '@/config';
import { postcodeGeocoderFor } from '../postcodes';
import { createBuiltInDeliveryQuoteProvider } from './built-in';
import { createHttpDeliveryQuoteProvider } from './http-quote';
import { DeliveryQuoteUnavailableError, type DeliveryQuoteProvider } from './provider';
import { log } from '@/server/logging';

/**
 * Tries the outside service first; when it cannot answer, the built-in rate table does, so a buyer still
 * gets a guide price while the service is down (decision 7). The failure is logged.
 */
export function withFallback(
  primary: DeliveryQuoteProvider,
  fallback: DeliveryQuoteProvider,
): DeliveryQuoteProvider {
  return {
    name: primary.name,
    async quote(request, options) {
      try {
        return await primary.quote(request, options);
      } catch (error) {
        if (!(error instanceof DeliveryQuoteUnavailableError)) throw error;
        log.warn(
          { provider: primary.name, err: error },
          'delivery quotes fell back to the built-in rate table',
        );
        return fallback.quote(request, options);
      }
    },
  };
}

/**
 * The provider for one car's effective config: the built-in rate table (`delivery.rateBands`, default) with
 * the site's postcode geocoder, behind `delivery.quoteService` when one is configured.
 */
export function deliveryQuoteProviderFor(
  config: Pick<SiteConfig, 'integrations' | 'delivery'>,
  builtIn: DeliveryQuoteProvider = createBuiltInDeliveryQuoteProvider({
    geocoder: postcodeGeocoderFor(config),
    rateBands: config.delivery.rateBands,
  }),
): DeliveryQuoteProvider {
  const service = config.delivery.quoteService;
  if (!service) return builtIn;
  return withFallback(createHttpDeliveryQuoteProvider(service), builtIn);
}
