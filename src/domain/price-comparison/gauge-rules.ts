import type { AutogaugeData } from './types';

/** E-4: the gauge needs confidence strictly above this (0.2 itself is hidden). */
export const MIN_SHOWN_CONFIDENCE = 0.2;
/** E-9: fill below 0.3 is low, below 0.6 medium, else high. */
export const FILL_BAND_MEDIUM_FROM = 0.3;
export const FILL_BAND_HIGH_FROM = 0.6;
/** E-10: 'Good Deal' below 0.65 fill, else 'Great Deal' (a different threshold from the bands, as written). */
export const GREAT_DEAL_FROM = 0.65;
/** E-12: the drawn fill is never under 20 %. */
export const MIN_DISPLAY_FILL = 0.2;

export type FillBand = 'low' | 'medium' | 'high';
export type DealLabel = 'Good Deal' | 'Great Deal';

/** The gauge's figures once E-3..E-5 hold: every number present. */
export type ShownAutogauge = {
  fill: number;
  listing_price: number;
  market_range_min: number;
  market_range_max: number;
  confidence: number;
  description: string | null;
};

const present = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && Number.isFinite(value);

/**
 * E-3..E-5 `isAutogaugeShown`: fill, listing_price, market_range_min, market_range_max and confidence are all
 * present (0 counts as present), confidence > 0.2, and market_range_max ≥ listing_price.
 */
export function isAutogaugeShown(
  data: Partial<AutogaugeData> | null | undefined,
): data is AutogaugeData & ShownAutogauge {
  if (!data) return false;
  const { fill, listing_price, market_range_min, market_range_max, confidence } = data;
  if (![fill, listing_price, market_range_min, market_range_max, confidence].every(present)) return false;
  return confidence! > MIN_SHOWN_CONFIDENCE && market_range_max! >= listing_price!;
}

/** E-9 `fillBand`: low < 0.3 ≤ medium < 0.6 ≤ high. */
export function fillBand(fill: number): FillBand {
  if (fill < FILL_BAND_MEDIUM_FROM) return 'low';
  return fill < FILL_BAND_HIGH_FROM ? 'medium' : 'high';
}

/** E-10 `dealLabel`: 'Good Deal' below 0.65, else 'Great Deal'. */
export function dealLabel(fill: number): DealLabel {
  return fill < GREAT_DEAL_FROM ? 'Good Deal' : 'Great Deal';
}

/** E-12 `displayFill`: max(fill, 0.2), and never above 1. */
export function displayFill(fill: number): number {
  return Math.min(1, Math.max(fill, MIN_DISPLAY_FILL));
}

/** E-16: the enquiry default `autogauge_enabled` is true exactly when the gauge is shown. */
export function autogaugeEnabled(data: Partial<AutogaugeData> | null | undefined): boolean {
  return isAutogaugeShown(data);
}

/**
 * What the price comparison panel shows (decision 056): the gauge when E-3..E-5 allow it; 'Above
 * market' with the range when the data is confident but the price is over the range (E-5 hides the gauge,
 * not the fact); otherwise 'Not enough comparable cars to compare'. A failed request still hides the panel (E-7).
 */
export type GaugeVerdict =
  | { kind: 'gauge'; data: ShownAutogauge }
  | { kind: 'above'; listingPrice: number; min: number; max: number }
  | { kind: 'too_few' };

export const ABOVE_MARKET_LABEL = 'Above market';
export const TOO_FEW_COMPARABLES = 'Not enough comparable cars to compare';

export function gaugeVerdict(data: AutogaugeData): GaugeVerdict {
  if (isAutogaugeShown(data)) return { kind: 'gauge', data };
  const { listing_price, market_range_min, market_range_max, confidence } = data;
  const confident = present(confidence) && confidence > MIN_SHOWN_CONFIDENCE;
  if (confident && present(listing_price) && present(market_range_min) && present(market_range_max))
    return { kind: 'above', listingPrice: listing_price, min: market_range_min, max: market_range_max };
  return { kind: 'too_few' };
}
