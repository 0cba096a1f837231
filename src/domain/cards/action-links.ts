import { MIN_DISPLAYED_PRICE } from '@/domain/format/money';
import type { CardButtonKey } from './card-actions';

/** C-51: a car's page. */
export function vehicleHref(slug: string): string {
  return `/cars/${encodeURIComponent(slug)}`;
}

/**
 * C-58 'Quick Enquiry': the enquiry section of the car's page. The one place to change when the lead forms
 * (a later issue) open it as a modal instead.
 */
export function quickEnquiryHref(slug: string): string {
  return `${vehicleHref(slug)}?enquire=1#enquire`;
}

/** B-6/B-43: the test-drive booking form, preselecting the car (the app's links carry no trailing slash). */
export function testDriveHref(id: number): string {
  return `/book-test-drive?car=${id}`;
}

/** D-103: the car page with its Request Photos form open (the no-script fallback of the modal). */
export function requestPhotosHref(slug: string): string {
  return `${vehicleHref(slug)}?request_photos=1#request-photos`;
}

/** B-14 `tradeInHref`: the trade-in valuation about a car carries its numeric id, not its slug. */
export function tradeInHref(id: number): string {
  return `/cars/trade-in?car_id=${id}`;
}

/** B-22 without a car: the finance application's form. */
export const FINANCE_APPLICATION_HREF = '/apply-for-finance#finance-form';

export type FinanceApplicationCar = { id: number; dealershipSlug: string; price: number; carType: string };

/**
 * B-22 `financeApplicationHref`: the finance application about a car,
 * `/apply-for-finance?preferredDealership={dealership_slug}&vehiclePriceBudget={price}&car_id={id}&car_type={car_type}#finance-form`.
 * Empty values are left out; so is a placeholder price ($10 or less, S2 §4), which is no budget.
 */
export function financeApplicationHref(car: FinanceApplicationCar): string {
  const price = car.price > MIN_DISPLAYED_PRICE ? String(Math.round(car.price)) : '';
  const entries: [string, string][] = [
    ['preferredDealership', car.dealershipSlug.trim()],
    ['vehiclePriceBudget', price],
    ['car_id', String(car.id)],
    ['car_type', car.carType.trim()],
  ];
  const query = new URLSearchParams(entries.filter(([, value]) => value !== ''));
  return `/apply-for-finance?${query.toString()}#finance-form`;
}

/** B-11/B-12 `checkoutHref`: /cars/{slug}/checkout, or /cars/{slug}/buy-online on buy-online sites. */
export function checkoutHref(slug: string, style: 'checkout' | 'buyOnline'): string {
  return `${vehicleHref(slug)}/${style === 'buyOnline' ? 'buy-online' : 'checkout'}`;
}

/** B-13: the steps after reserving; the parameter carries the slug, not the id. */
export function checkoutJourneyHref(slug: string): string {
  return `/checkout-journey?car_id=${encodeURIComponent(slug)}`;
}

export type CardButtonCar = { id: number; slug: string };

/** Where each C-58 card button goes; 'Find Me Something Similar' is the search page's similar-cars link. */
export function cardButtonHref(
  key: CardButtonKey,
  car: CardButtonCar,
  options: { similarHref: string; checkoutRouteStyle: 'checkout' | 'buyOnline' },
): string {
  switch (key) {
    case 'explore':
    case 'viewDetails':
      return vehicleHref(car.slug);
    case 'quickEnquiry':
      return quickEnquiryHref(car.slug);
    case 'testDrive':
      return testDriveHref(car.id);
    case 'reserve':
      return checkoutHref(car.slug, options.checkoutRouteStyle);
    case 'findSimilar':
      return options.similarHref;
  }
}
