import type { DeliveryQuote } from '@/domain/calculators/delivery';
import { ProviderUnavailableError } from '../provider-unavailable-error';

/** Where the car is: its location's point when stored, else its postcode (geocoded by the built-in provider). */
export type DeliveryOrigin = { postcode: string | null; lat: number | null; lng: number | null };

export type DeliveryQuoteRequest = {
  /** The buyer's 4-digit postcode. */
  postcode: string;
  origin: DeliveryOrigin;
};

/**
 * A delivery price for one car to one postcode behind one interface (decision 5, G-13): the built-in one
 * prices from the bundled AU postcode data and the site's rate table; the HTTP one asks an outside
 * delivery-quote service. null = no estimate for that location (G-11).
 */
export type DeliveryQuoteProvider = {
  readonly name: 'built-in' | 'http';
  quote(request: DeliveryQuoteRequest, options?: { signal?: AbortSignal }): Promise<DeliveryQuote | null>;
};

/** The provider could not answer (postcode data missing, network, timeout, HTTP error, malformed body). */
export class DeliveryQuoteUnavailableError extends ProviderUnavailableError {
  override name = 'DeliveryQuoteUnavailableError';
}
