import { VALUATION, percentile, roundToStep } from '@/domain/price-comparison/valuation';
import type { CaravanLengthBand } from './caravan-length';
import {
  TRADE_IN_COMPARABLES,
  chooseCaravanComparables,
  chooseComparables,
  type ChosenComparables,
  type ComparableLevel,
  type TradeInListing,
} from './comparables';
import { conditionFactor, type ConditionAnswers } from './condition';
import { REFUSAL_MESSAGES, onlineEstimateRefusal, type OnlineEstimateRefusal } from './eligibility';

/**
 * The built-in trade-in estimate (decision 044): the market's retail range for the buyer's car from
 * comparable listings across the platform (the gauge's rules: same make and model, year ±1, km band, prices
 * adjusted to the car's year and km), scaled by the condition answers and less the dealer's margin.
 */
export const TRADE_IN = {
  /** What the dealer keeps between the trade price and the retail price (reconditioning, holding, profit). */
  defaultDealerMarginPercent: 15,
  /** A buyer's car is second-hand: new cars' prices (on-road, full warranty) would overvalue it. */
  comparableCarTypes: ['used', 'demo'] as readonly string[],
} as const;

/** The buyer's car: the badge (optional on the form) picks its variant's comparables first (decision 072). */
export type TradeInSubject = {
  make: string;
  model: string;
  badge?: string | null;
  year: number;
  /** null for a towed caravan (decision 074), which gives its `length` instead. */
  km: number | null;
  length?: CaravanLengthBand | null;
};

export type TradeInEstimate =
  | {
      kind: 'estimate';
      /** The range shown, rounded to $100. */
      low: number;
      high: number;
      /** offer_price (H-40): the middle of the comparables, rounded to $100, always within low..high. */
      offer: number;
      comparables: number;
      /**
       * Which comparables it came from (decision 072): the same variant, the model, or the model more widely;
       * null when an outside valuation service chose its own.
       */
      level: ComparableLevel | null;
      basis: string;
    }
  | { kind: 'refused'; reason: OnlineEstimateRefusal; message: string }
  | { kind: 'too_few'; comparables: number; message: string };

export const TOO_FEW_MESSAGE =
  'We could not find enough cars like yours to give an online estimate. Send your details and the dealer ' +
  'will value your car.';

/** When no estimate could be worked out at all (the provider failed): the lead still reached the dealer. */
export const ESTIMATE_UNAVAILABLE_MESSAGE =
  'We could not work out an online estimate just now. Your details have been sent and the dealer will value ' +
  'your car.';

/** A quote's term (decision 073): the instant it stops being acceptable, and its last day in words. */
export type QuoteTerm = { expiresAt: string; validUntil: string };

/** An estimate as the buyer is offered it: stored with the lead, with its term when it can be accepted. */
export type OfferedEstimate = Extract<TradeInEstimate, { kind: 'estimate' }> & {
  expiresAt: string | null;
  validUntil: string | null;
};

/** What the buyer's browser is sent after a valuation lead is stored. */
export type TradeInValuationAnswer =
  OfferedEstimate | Exclude<TradeInEstimate, { kind: 'estimate' }> | { kind: 'unavailable'; message: string };

export function valuationAnswer(
  estimate: TradeInEstimate | null,
  term: QuoteTerm | null = null,
): TradeInValuationAnswer {
  if (estimate === null) return { kind: 'unavailable', message: ESTIMATE_UNAVAILABLE_MESSAGE };
  if (estimate.kind !== 'estimate') return estimate;
  return { ...estimate, expiresAt: term?.expiresAt ?? null, validUntil: term?.validUntil ?? null };
}

export type TradeInEstimateOptions = {
  answers: ConditionAnswers;
  /** 0..100 (site config `tradeIn.dealerMarginPercent`). */
  dealerMarginPercent: number;
  today: Date;
};

/**
 * A retail price as a trade price: × the condition answers' factor, less the margin. The percentage is applied
 * as × (100 − margin) / 100 so that whole-dollar figures stay exact ($31,000 less 15 % is $26,350, which rounds
 * up to $26,400; × 0.85 would give 26,349.999… and round down).
 */
export function toTradeValue(retail: number, answers: ConditionAnswers, dealerMarginPercent: number): number {
  return (retail * conditionFactor(answers) * (100 - dealerMarginPercent)) / 100;
}

/** 'Based on 9 comparable 2021–2023 Ford Ranger XL listings, adjusted for year, kilometres and condition.' */
function basisText(subject: TradeInSubject, chosen: ChosenComparables): string {
  const { level, prices, byBadge } = chosen;
  const near = level === 'variant' || level === 'model' || level === 'caravan';
  const window = near ? VALUATION.yearWindow : TRADE_IN_COMPARABLES.wideYearWindow;
  const years = `${subject.year - window}–${subject.year + window}`;
  if (subject.length) {
    const make = level === 'caravan-any-make' ? '' : ` ${subject.make.trim()}`;
    return (
      `Based on ${prices.length} comparable ${years}${make} caravans of ` +
      `${subject.length.label}, adjusted for year and condition.`
    );
  }
  const badge = level === 'variant' ? ` ${subject.badge?.trim()}` : '';
  const adjustedFor = byBadge ? 'year, kilometres, badge and condition' : 'year, kilometres and condition';
  return (
    `Based on ${prices.length} comparable ${years} ` +
    `${subject.make.trim()} ${subject.model.trim()}${badge} listings, adjusted for ${adjustedFor}.`
  );
}

/** The comparables of a towed caravan by its length, of anything else by its odometer (decision 074). */
function comparablesOf(subject: TradeInSubject, candidates: readonly TradeInListing[]) {
  if (subject.length) return chooseCaravanComparables({ ...subject, length: subject.length }, candidates);
  if (subject.km === null) return { level: null, count: 0 } as const;
  return chooseComparables({ ...subject, km: subject.km }, candidates);
}

/**
 * The estimate for the buyer's car from candidate listings of its make and model (other than the car itself),
 * by the closest level of comparables with enough cars (decision 072). H-42's limits are checked first: an old or
 * high-km car gets no figure. No figure is above the lowest asking price of the same variant after the margin.
 */
export function estimateTradeIn(
  subject: TradeInSubject,
  candidates: readonly TradeInListing[],
  { answers, dealerMarginPercent, today }: TradeInEstimateOptions,
): TradeInEstimate {
  const refusal = onlineEstimateRefusal(subject, today);
  if (refusal) return { kind: 'refused', reason: refusal, message: REFUSAL_MESSAGES[refusal] };
  const chosen = comparablesOf(subject, candidates);
  if (chosen.level === null) {
    return { kind: 'too_few', comparables: chosen.count, message: TOO_FEW_MESSAGE };
  }
  const { level, prices, variantAsks } = chosen;
  const ceiling =
    variantAsks.length > 0 ? toTradeValue(variantAsks[0]!, answers, dealerMarginPercent) : Infinity;
  // The ceiling rounded down to $100, so rounding a figure to $100 never lifts it above the ceiling.
  const highest = Math.floor(ceiling / VALUATION.roundTo) * VALUATION.roundTo;
  const capped = (value: number) => Math.min(roundToStep(value), highest);
  const trade = (p: number) => capped(toTradeValue(percentile(prices, p), answers, dealerMarginPercent));
  return {
    kind: 'estimate',
    low: trade(VALUATION.lowPercentile),
    high: trade(VALUATION.highPercentile),
    offer: trade(0.5),
    comparables: prices.length,
    level,
    basis: basisText(subject, chosen),
  };
}

/** H-40 `reducedPrice`: the car's price less the trade-in offer (negative when the offer is the larger). */
export function reducedPrice(carPrice: number, offer: number): number {
  return carPrice - offer;
}
