import { formatMoney, MIN_DISPLAYED_PRICE } from '@/domain/format/money';

/** The price fields of a car (SearchHit names). */
export type PricedCar = {
  price: number;
  beforePrice: number | null;
  subscriptionPrice: number | null;
  preorder: boolean;
  priceType: string | null;
};

export type PriceLabelConfig = { subscriptionsEnabled: boolean; noPriceText: string };

export type PriceLabel = {
  kind: 'subscription' | 'price' | 'preorder' | 'noPrice';
  text: string;
  /** D-47: the struck-through 'was' price, only beside a real price. */
  wasPrice: string | null;
  /** C-60: price_type verbatim ('Drive Away'), only beside a real price. */
  priceType: string | null;
};

export const PREORDER_TEXT = 'PREORDER';
export const SUBSCRIPTION_SUFFIX = ' / week';

/**
 * S2 §4 chain, first match wins (D-44..D-48, C-59, X-12): subscription price when subscriptions are on and it
 * is above 0 ('$120 / week'); else the price when above 10 ('$30,000'); else 'PREORDER'; else the no-price
 * text. The was-price and price type describe the car price, so they show only with it: beside a weekly
 * subscription or 'Enquire for price.' they would mislead.
 */
export function formatPriceLabel(car: PricedCar, config: PriceLabelConfig): PriceLabel {
  const none = { wasPrice: null, priceType: null };
  if (config.subscriptionsEnabled && car.subscriptionPrice !== null && car.subscriptionPrice > 0) {
    return {
      kind: 'subscription',
      text: `${formatMoney(car.subscriptionPrice)}${SUBSCRIPTION_SUFFIX}`,
      ...none,
    };
  }
  if (car.price > MIN_DISPLAYED_PRICE) {
    const wasPrice =
      car.beforePrice !== null && car.beforePrice > car.price ? formatMoney(car.beforePrice) : null;
    const priceType = car.priceType?.trim() ? car.priceType.trim() : null;
    return { kind: 'price', text: formatMoney(car.price), wasPrice, priceType };
  }
  if (car.preorder) return { kind: 'preorder', text: PREORDER_TEXT, ...none };
  return { kind: 'noPrice', text: config.noPriceText, ...none };
}
