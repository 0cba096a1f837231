import { ProviderUnavailableError } from '../provider-unavailable-error';

/** A postcode placed in Australia: its suburbs, state and a representative point. */
export type PostcodeLocation = {
  postcode: string;
  /** Title-cased suburb (locality) names, sorted. */
  suburbs: string[];
  /** Upper-case state code: 'NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT'. */
  state: string;
  lat: number;
  lng: number;
};

/** 'Brisbane City QLD 4000': the postcode's first suburb, its state and the postcode. */
export function postcodePlaceName(location: PostcodeLocation): string {
  return `${location.suburbs[0] ?? location.postcode} ${location.state} ${location.postcode}`;
}

/**
 * Postcode geocoding behind one interface (decision 5, H-38/H-39): the built-in one answers from the
 * bundled AU postcode data; the HTTP one calls a maps geocoding service. null = not an Australian postcode.
 */
export type PostcodeGeocoder = {
  readonly name: 'built-in' | 'http';
  geocodePostcode(postcode: string, options?: { signal?: AbortSignal }): Promise<PostcodeLocation | null>;
};

/** The geocoder could not answer (data missing, network, timeout, HTTP error, malformed body). */
export class PostcodeGeocoderUnavailableError extends ProviderUnavailableError {
  override name = 'PostcodeGeocoderUnavailableError';
}

/** Only 4 digits can be an Australian postcode; anything else is answered without a lookup. */
export function isPostcodeShape(postcode: string): boolean {
  return /^\d{4}$/.test(postcode);
}
