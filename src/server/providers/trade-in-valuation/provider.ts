import type { ConditionAnswers, TradeInEstimate, TradeInSubject } from '@/domain/trade-in';
import { ProviderUnavailableError } from '../provider-unavailable-error';

/** The buyer's car to value for trade-in, with its condition answers and the site's margin. */
export type TradeInValuationRequest = {
  siteId: number;
  car: TradeInSubject;
  answers: ConditionAnswers;
  dealerMarginPercent: number;
  today: Date;
};

/**
 * A trade-in estimate behind one interface (decision 5): the built-in one values the buyer's car from
 * comparable listings across the platform (decision 044); an outside valuation service may answer instead.
 * Either way H-42's limits come first: an old or high-km car gets no online figure.
 */
export type TradeInValuationProvider = {
  readonly name: 'built-in' | 'http';
  estimate(request: TradeInValuationRequest): Promise<TradeInEstimate>;
};

/** The outside service could not answer (network, timeout, HTTP error, malformed body). */
export class TradeInValuationUnavailableError extends ProviderUnavailableError {
  override name = 'TradeInValuationUnavailableError';
}
