import 'server-only';
import { z } from 'zod';
import {
  onlineEstimateRefusal,
  estimateTradeIn,
  TOO_FEW_MESSAGE,
  type TradeInEstimate,
} from '@/domain/trade-in';
import { roundToStep } from '@/domain/price-comparison/valuation';
import { postJson, type OutsideServiceOptions } from '@/server/outbound/json-request';
import {
  TradeInValuationUnavailableError,
  type TradeInValuationProvider,
  type TradeInValuationRequest,
} from './provider';

export type HttpTradeInValuationOptions = OutsideServiceOptions;

/** An estimate is a handful of numbers; anything much bigger is not one. */
export const VALUATION_MAX_RESPONSE_BYTES = 16_384;

const dollars = z.number().nonnegative().max(10_000_000);

/** The service's answer: a range, an offer within it and the comparables' count; offer null = no figure. */
const valuationResponseSchema = z.union([
  z
    .object({ low: dollars, high: dollars, offer: dollars, comparables: z.number().int().nonnegative() })
    .refine((answer) => answer.low <= answer.offer && answer.offer <= answer.high, 'offer outside the range'),
  z.object({ offer: z.null() }),
]);

/** What the service is sent: the car, the buyer's answers and the margin the dealer keeps. */
export function valuationRequestBody({ car, answers, dealerMarginPercent }: TradeInValuationRequest) {
  return {
    make: car.make.trim(),
    model: car.model.trim(),
    badge: car.badge?.trim() || null,
    year: car.year,
    km: car.km,
    // A towed caravan's length band instead of an odometer reading (decision 074).
    length: car.length?.value ?? null,
    adjustment_answers: answers,
    dealer_margin_percent: dealerMarginPercent,
  };
}

function toEstimate(body: unknown): TradeInEstimate {
  const parsed = valuationResponseSchema.safeParse(body);
  if (!parsed.success) {
    throw new TradeInValuationUnavailableError('Trade-in valuations answered an unexpected shape', {
      cause: parsed.error,
    });
  }
  const answer = parsed.data;
  if (answer.offer === null) return { kind: 'too_few', comparables: 0, message: TOO_FEW_MESSAGE };
  return {
    kind: 'estimate',
    low: roundToStep(answer.low),
    high: roundToStep(answer.high),
    offer: roundToStep(answer.offer),
    comparables: answer.comparables,
    level: null,
    basis: `Based on ${answer.comparables} comparable listings, adjusted for condition.`,
  };
}

/**
 * The HTTP adapter for an outside valuation service (decision 5): POST {endpoint} with the car and its answers.
 * The key goes in the Authorization header, never the URL. H-42 is the platform's rule, so a refused car is
 * answered here without a call. Called through the guarded request (decision 031).
 */
export function createHttpTradeInValuationProvider(
  options: HttpTradeInValuationOptions,
): TradeInValuationProvider {
  return {
    name: 'http',
    async estimate(request) {
      const { car, answers, dealerMarginPercent, today } = request;
      if (onlineEstimateRefusal(car, today))
        return estimateTradeIn(car, [], { answers, dealerMarginPercent, today });
      const headers: Record<string, string> = {};
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
      const result = await postJson(options.endpoint, valuationRequestBody(request), {
        headers,
        timeoutMs: options.timeoutMs,
        maxResponseBytes: VALUATION_MAX_RESPONSE_BYTES,
        resolve: options.resolve,
        allowPrivateAddresses: options.allowPrivateAddresses,
      });
      if (!result.ok) throw new TradeInValuationUnavailableError(`Trade-in valuations ${result.message}`);
      return toEstimate(result.body);
    },
  };
}
