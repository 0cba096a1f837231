import { MIN_DISPLAYED_PRICE } from '@/domain/format/money';
import { fillBand } from './gauge-rules';
import type { AutogaugeData } from './types';

/**
 * The built-in market valuation (decision 014): comparable listings across the platform, each price adjusted to
 * the subject's year and kilometres, summarised as the 25th–75th percentile range. Pure: the server loads the
 * comparables (year, km and price only: no ids, no sites) and calls computeMarketValuation.
 */
export const VALUATION = {
  /** Comparable model years: the subject's year ± 1. */
  yearWindow: 1,
  /** Km band: ± max(15,000 km, 50 % of the subject's km). */
  kmBandMinWidth: 15_000,
  kmBandRelativeWidth: 0.5,
  /** Each model year newer is worth 10 % more (compounding). */
  yearRate: 0.1,
  /** Each 10,000 km fewer is worth 2 % more, the km factor kept within 0.7..1.3. */
  kmRatePer10000: 0.02,
  kmFactorMin: 0.7,
  kmFactorMax: 1.3,
  /** Fewer comparables give no range at all: a range from one or two listings would reveal their prices. */
  minComparables: 5,
  /** Sample-size confidence reaches 1 at this many comparables. */
  fullConfidenceAt: 10,
  /** A range as wide as half the median (or wider) gives spread confidence 0. */
  maxRelativeSpread: 0.5,
  lowPercentile: 0.25,
  highPercentile: 0.75,
  /** Range ends are rounded to the nearest $100. */
  roundTo: 100,
} as const;

/** A car to value: the subject's own figures (its make and model pick the comparables). */
export type ValuationSubject = { make: string; model: string; year: number; km: number; price: number };

/** One comparable listing, anonymous: its year, odometer and advertised price, nothing else. */
export type ComparableListing = { year: number; km: number; price: number };

export function yearWindow(year: number): [number, number] {
  return [year - VALUATION.yearWindow, year + VALUATION.yearWindow];
}

/** The comparable odometer band [low, high] around the subject's km (low never below 0). */
export function kmBand(km: number): [number, number] {
  const width = Math.max(VALUATION.kmBandMinWidth, Math.round(km * VALUATION.kmBandRelativeWidth));
  return [Math.max(0, km - width), km + width];
}

/** Year within ±1, km within the band and a real price (over $10: lower prices are placeholders). */
export function isComparable(
  subject: Pick<ValuationSubject, 'year' | 'km'>,
  listing: ComparableListing,
): boolean {
  const [fromYear, toYear] = yearWindow(subject.year);
  const [fromKm, toKm] = kmBand(subject.km);
  return (
    listing.year >= fromYear &&
    listing.year <= toYear &&
    listing.km >= fromKm &&
    listing.km <= toKm &&
    listing.price > MIN_DISPLAYED_PRICE
  );
}

/** The km factor: (1 + 2 % per 10,000 km the listing has more than the subject), within 0.7..1.3. */
export function kmFactor(subjectKm: number, listingKm: number): number {
  const raw = 1 + (VALUATION.kmRatePer10000 * (listingKm - subjectKm)) / 10_000;
  return Math.min(VALUATION.kmFactorMax, Math.max(VALUATION.kmFactorMin, raw));
}

/** The listing's price as if it were the subject's year and km: price × 1.1^(year gap) × kmFactor. */
export function adjustPrice(
  subject: Pick<ValuationSubject, 'year' | 'km'>,
  listing: ComparableListing,
): number {
  const yearFactor = (1 + VALUATION.yearRate) ** (subject.year - listing.year);
  return listing.price * yearFactor * kmFactor(subject.km, listing.km);
}

/** Linear-interpolation percentile of ascending values (p in 0..1); NaN for an empty list. */
export function percentile(sortedAscending: readonly number[], p: number): number {
  const n = sortedAscending.length;
  if (n === 0) return Number.NaN;
  const position = (n - 1) * Math.min(1, Math.max(0, p));
  const lower = Math.floor(position);
  const upper = Math.min(n - 1, lower + 1);
  const below = sortedAscending[lower]!;
  return below + (position - lower) * (sortedAscending[upper]! - below);
}

export function roundToStep(value: number, step: number = VALUATION.roundTo): number {
  return Math.round(value / step) * step;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Confidence 0..1 from sample size and spread: min(1, n / 10) × max(0, 1 − ((P75 − P25) / median) / 0.5),
 * rounded to 2 decimals. Below 5 comparables it is 0.
 */
export function valuationConfidence(count: number, low: number, high: number, median: number): number {
  if (count < VALUATION.minComparables || !(median > 0)) return 0;
  const size = Math.min(1, count / VALUATION.fullConfidenceAt);
  const spread = Math.max(0, 1 - (high - low) / median / VALUATION.maxRelativeSpread);
  return round2(size * spread);
}

/**
 * Where the listing price sits in the range, as the gauge's fill: 1 at or below the minimum (the best deal),
 * 0 at or above the maximum, linear between, rounded to 2 decimals. A range of one value gives 1 or 0.
 */
export function gaugeFill(price: number, min: number, max: number): number {
  if (max <= min) return price <= max ? 1 : 0;
  return round2(Math.min(1, Math.max(0, (max - price) / (max - min))));
}

function positionText(price: number, min: number, max: number, fill: number): string {
  if (price < min) return 'Priced below the market range.';
  if (price > max) return 'Priced above the market range.';
  const band = fillBand(fill);
  if (band === 'high') return 'Priced in the lower part of the market range.';
  return band === 'medium'
    ? 'Priced in the middle of the market range.'
    : 'Priced in the upper part of the market range.';
}

export const NO_PRICE_DESCRIPTION = 'This car has no advertised price to compare.';
export const TOO_FEW_DESCRIPTION = 'Not enough comparable listings to estimate a market range.';

/**
 * The autogauge figures (E-2) for a subject and its candidate listings (which must not include the subject
 * itself). Candidates outside the year window or km band are ignored.
 */
export function computeMarketValuation(
  subject: ValuationSubject,
  candidates: readonly ComparableListing[],
): AutogaugeData {
  const none = { fill: null, market_range_min: null, market_range_max: null };
  if (!(subject.price > MIN_DISPLAYED_PRICE)) {
    return { ...none, listing_price: null, confidence: null, description: NO_PRICE_DESCRIPTION };
  }
  const adjusted = candidates
    .filter((listing) => isComparable(subject, listing))
    .map((listing) => adjustPrice(subject, listing))
    .sort((a, b) => a - b);
  if (adjusted.length < VALUATION.minComparables) {
    return { ...none, listing_price: subject.price, confidence: 0, description: TOO_FEW_DESCRIPTION };
  }
  const low = percentile(adjusted, VALUATION.lowPercentile);
  const high = percentile(adjusted, VALUATION.highPercentile);
  const median = percentile(adjusted, 0.5);
  const min = roundToStep(low);
  const max = roundToStep(high);
  const fill = gaugeFill(subject.price, min, max);
  const [fromYear, toYear] = yearWindow(subject.year);
  const basis =
    `Based on ${adjusted.length} comparable ${fromYear}–${toYear} ${subject.make.trim()} ` +
    `${subject.model.trim()} listings, adjusted for year and kilometres.`;
  return {
    fill,
    listing_price: subject.price,
    market_range_min: min,
    market_range_max: max,
    confidence: valuationConfidence(adjusted.length, low, high, median),
    description: `${positionText(subject.price, min, max, fill)} ${basis}`,
  };
}
