import 'server-only';
import type { SiteConfig } from '@/config';
import { createBuiltInPostcodeGeocoder } from './built-in';
import { createHttpPostcodeGeocoder } from './http-geocoder';
import { PostcodeGeocoderUnavailableError, type PostcodeGeocoder } from './provider';
import { log } from '@/server/logging';

/**
 * Tries the service first; when it cannot answer, the bundled data does. A buyer's postcode must never
 * cost a lead because a maps service is down or over quota (decision 7). The failure is logged.
 */
export function withFallback(primary: PostcodeGeocoder, fallback: PostcodeGeocoder): PostcodeGeocoder {
  return {
    name: primary.name,
    async geocodePostcode(postcode, options) {
      try {
        return await primary.geocodePostcode(postcode, options);
      } catch (error) {
        if (!(error instanceof PostcodeGeocoderUnavailableError)) throw error;
        log.warn({ provider: primary.name, err: error }, 'postcode geocoding fell back to the bundled data');
        return fallback.geocodePostcode(postcode, options);
      }
    },
  };
}

/** The site's geocoder: its maps service when `integrations.geocoding` is set, else (default) the bundled data. */
export function postcodeGeocoderFor(
  config: Pick<SiteConfig, 'integrations'>,
  builtIn = createBuiltInPostcodeGeocoder(),
): PostcodeGeocoder {
  const service = config.integrations.geocoding;
  if (!service) return builtIn;
  return withFallback(createHttpPostcodeGeocoder(service), builtIn);
}
