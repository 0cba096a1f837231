import type { LinkedOfferCardDto, VehicleCardDto } from '@/domain/cards/types';
import { formatMoney, MIN_DISPLAYED_PRICE } from '@/domain/format/money';
import type { ModelCardDto } from './model-directory';

/** What a model page (B-41) shows: the model, its listed stock and its current offers. */
export type ModelPageData = {
  model: Omit<ModelCardDto, 'href'> & { make: string; name: string; canonicalPath: string };
  stock: {
    count: number;
    /** 'From $x to $y' over the listed cars' real prices; null when none has one. */
    priceRangeText: string | null;
    /** The site's search of this make and model; null when nothing is in stock (the search would be empty). */
    searchHref: string | null;
    /** Up to 8 of the listed cars, newest first. */
    vehicles: VehicleCardDto[];
  };
  offers: LinkedOfferCardDto[];
  noPriceText: string;
  offerEnquireButtonText: string;
};

export const MODEL_PAGE_VEHICLES = 8;

/** A slug worth looking up: 1–100 letters, digits, '-', '_' or '.', starting with a letter or digit. */
export function isModelSlug(value: string): boolean {
  return value.length <= 100 && /^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u.test(value);
}

/**
 * 'From $24,990 to $41,500' over the prices that are real (placeholders of $10 or less are not prices, S2 §4);
 * 'From $24,990' when every car has the same price; null when no car has a real price.
 */
export function priceRangeText(prices: readonly number[]): string | null {
  const real = prices.filter((price) => price > MIN_DISPLAYED_PRICE);
  if (real.length === 0) return null;
  const low = Math.min(...real);
  const high = Math.max(...real);
  const from = `From ${formatMoney(low)}`;
  return formatMoney(low) === formatMoney(high) ? from : `${from} to ${formatMoney(high)}`;
}

/** '1 in stock', '12 in stock', 'None in stock right now'. */
export function stockCountText(count: number): string {
  return count === 0 ? 'None in stock right now' : `${count.toLocaleString('en-AU')} in stock`;
}
