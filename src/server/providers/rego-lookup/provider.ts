import type { RegoState } from '@/domain/trade-in';
import { ProviderUnavailableError } from '../provider-unavailable-error';

export type RegoLookupRequest = { rego: string; state: RegoState };

/** What a plate tells about the car: enough to pick its comparables. */
export type RegoVehicle = { year: number; make: string; model: string; badge: string | null };

/**
 * 'ask': this provider does not look plates up, so the buyer picks year, make, model and badge from the
 * search's lists; 'not_found': the service knows no such plate in that state (the buyer picks too).
 */
export type RegoLookupResult =
  { kind: 'found'; vehicle: RegoVehicle } | { kind: 'not_found' } | { kind: 'ask' };

/**
 * Rego lookup behind one interface (decision 5; decision 044). The built-in one asks the buyer (no outside
 * data holds plates offline); the HTTP one asks a rego lookup service.
 */
export type RegoLookupProvider = {
  readonly name: 'ask-the-buyer' | 'http';
  lookup(request: RegoLookupRequest): Promise<RegoLookupResult>;
};

/** The service could not answer (network, timeout, HTTP error other than 404, malformed body). */
export class RegoLookupUnavailableError extends ProviderUnavailableError {
  override name = 'RegoLookupUnavailableError';
}
