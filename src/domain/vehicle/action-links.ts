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

/** B-11/B-12 `checkoutHref`: /cars/{slug}/checkout, or /cars/{slug}/buy-online on buy-online sites. */
export function checkoutHref(slug: string, style: 'checkout' | 'buyOnline'): string {
  return `${vehicleHref(slug)}/${style === 'buyOnline' ? 'buy-online' : 'checkout'}`;
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
