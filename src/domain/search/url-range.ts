import type { RangeAttribute } from './attributes';
import type { NumericRange } from './state';

/**
 * The widest bounds a URL may ask for. A bound outside them is out of range (ignored, S1 §5), not malformed;
 * the caps also keep absurd numbers away from the engines. The spec gives none, so these are ours.
 */
export const RANGE_LIMITS: Readonly<Record<RangeAttribute, { min: number; max: number }>> = {
  price: { min: 0, max: 100_000_000 },
  km: { min: 0, max: 10_000_000 },
  year: { min: 1900, max: 2100 },
  weekly_price_range: { min: 0, max: 1_000_000 },
  subscription_price: { min: 0, max: 1_000_000 },
};

const NUMBER = /^-?\d+(\.\d+)?$/;
const PRICE_SEGMENT = /^price-(\d+(?:\.\d+)?)?-(\d+(?:\.\d+)?)?$/;

export type RangeParse =
  | { kind: 'range'; range: NumericRange; dropped: string[] }
  | { kind: 'empty' }
  | { kind: 'out_of_range' }
  | { kind: 'malformed' };

function withinLimits(attribute: RangeAttribute, value: number): boolean {
  const limits = RANGE_LIMITS[attribute];
  return value >= limits.min && value <= limits.max;
}

/** Drops each side outside the limits; a min above the max drops the whole range (nothing sensible is left). */
function boundedRange(attribute: RangeAttribute, min: string, max: string): RangeParse {
  const range: NumericRange = {};
  const dropped: string[] = [];
  if (min !== '') {
    if (withinLimits(attribute, Number(min))) range.min = Number(min);
    else dropped.push(min);
  }
  if (max !== '') {
    if (withinLimits(attribute, Number(max))) range.max = Number(max);
    else dropped.push(max);
  }
  if (range.min !== undefined && range.max !== undefined && range.min > range.max)
    return { kind: 'out_of_range' };
  if (range.min === undefined && range.max === undefined) {
    return dropped.length > 0 ? { kind: 'out_of_range' } : { kind: 'empty' };
  }
  return { kind: 'range', range, dropped };
}

/** Query form 'min:max'; either side may be empty (open): 'km=10000:50000', 'year=2015:', 'price=:20000'. */
export function parseRangeParam(attribute: RangeAttribute, raw: string): RangeParse {
  const parts = raw.trim().split(':');
  if (parts.length !== 2) return { kind: 'malformed' };
  const [min = '', max = ''] = parts;
  if ((min !== '' && !NUMBER.test(min)) || (max !== '' && !NUMBER.test(max))) return { kind: 'malformed' };
  return boundedRange(attribute, min, max);
}

/** Path form 'price-{min}-{max}' with an open side left empty: 'price-10000-', 'price--20000'. */
export function parsePriceSegment(segment: string): RangeParse {
  const match = PRICE_SEGMENT.exec(segment);
  if (!match) return { kind: 'malformed' };
  return boundedRange('price', match[1] ?? '', match[2] ?? '');
}

export function isPriceSegment(segment: string): boolean {
  return segment.startsWith('price-');
}

function bound(value: number | undefined): string {
  return value === undefined ? '' : String(value);
}

export function formatRangeParam(range: NumericRange): string {
  return `${bound(range.min)}:${bound(range.max)}`;
}

export function formatPriceSegment(range: NumericRange): string {
  return `price-${bound(range.min)}-${bound(range.max)}`;
}

export function hasBound(range: NumericRange | undefined): range is NumericRange {
  return range !== undefined && (range.min !== undefined || range.max !== undefined);
}
