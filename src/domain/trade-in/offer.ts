import { reducedPrice } from './estimate';

/** H-42's wording under every figure. */
export const INDICATIVE_NOTE = 'This estimate is indicative and subject to an inspection of your car.';
export const DETAILS_SENT_NOTE =
  'Your details have been sent to the dealer, who will contact you to confirm the offer.';
export const ACCEPT_OFFER_LABEL = 'Accept offer';

/** The offer set against the car the valuation was opened from (H-40); null without a car price. */
export type OfferAgainstCar = { carPrice: number; offer: number; reducedPrice: number };

export function offerAgainstCar(carPrice: number | null, offer: number): OfferAgainstCar | null {
  if (carPrice === null) return null;
  return { carPrice, offer, reducedPrice: reducedPrice(carPrice, offer) };
}
