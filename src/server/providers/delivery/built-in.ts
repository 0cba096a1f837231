import 'server-only';
import { priceDelivery, type DeliveryRateBand } from '@/domain/calculators/delivery';
import { distanceKm, type GeoPoint } from '@/domain/geo/distance';
import { PostcodeGeocoderUnavailableError, type PostcodeGeocoder } from '../postcodes';
import { DeliveryQuoteUnavailableError, type DeliveryOrigin, type DeliveryQuoteProvider } from './provider';

type BuiltInOptions = {
  /** The site's postcode geocoder (`postcodeGeocoderFor(config)`). */
  geocoder: PostcodeGeocoder;
  /** `delivery.rateBands` of the car's effective config. */
  rateBands: readonly DeliveryRateBand[];
};

type Signal = { signal?: AbortSignal };

/** The yard's stored point; a location without one is placed by its postcode; null when neither is known. */
async function originPoint(
  origin: DeliveryOrigin,
  geocoder: PostcodeGeocoder,
  options: Signal,
): Promise<GeoPoint | null> {
  if (origin.lat !== null && origin.lng !== null) return { lat: origin.lat, lng: origin.lng };
  if (!origin.postcode) return null;
  return geocoder.geocodePostcode(origin.postcode, options);
}

async function geocoded<T>(lookup: () => Promise<T>): Promise<T> {
  try {
    return await lookup();
  } catch (error) {
    if (!(error instanceof PostcodeGeocoderUnavailableError)) throw error;
    throw new DeliveryQuoteUnavailableError(`Postcodes could not be placed: ${error.message}`, {
      cause: error,
    });
  }
}

/**
 * The built-in price (decision 5): the buyer's postcode placed from the bundled AU postcode data, the
 * haversine distance from the car's yard (R = 6371 km), and the band of the site's rate table.
 */
export function createBuiltInDeliveryQuoteProvider({
  geocoder,
  rateBands,
}: BuiltInOptions): DeliveryQuoteProvider {
  return {
    name: 'built-in',
    async quote({ postcode, origin }, options = {}) {
      return geocoded(async () => {
        const destination = await geocoder.geocodePostcode(postcode, options);
        if (!destination) return null;
        const from = await originPoint(origin, geocoder, options);
        if (!from) return null;
        return priceDelivery(rateBands, distanceKm(from, destination), destination);
      });
    },
  };
}
