/**
 * The vehicle page's delivery calculator (checklist G-8..G-16): its texts and the built-in pricing maths —
 * the great-circle distance from the car's yard to the buyer's postcode, priced by the site's rate table.
 */
import { formatMoney } from '@/domain/format/money';

/** G-10. */
export const DELIVERY_EMPTY_POSTCODE = 'Please enter a postcode.';
/** A postcode that is not 4 digits (the API's answer; the input itself only takes 4 digits, G-15). */
export const DELIVERY_INVALID_POSTCODE = 'Please enter a 4-digit postcode.';
/** G-11, G-16. */
export const DELIVERY_NO_ESTIMATE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";
/** G-12 proposal. */
export const DELIVERY_NOTE = 'We deliver anywhere in Australia. Prices are a guide only.';
/** G-15 proposal: the trade-in form's 4-digit rule. */
export const DELIVERY_POSTCODE_MAX_LENGTH = 4;

/** One row of a site's rate table: deliveries up to `maxKm` (null = any distance) cost `price` dollars. */
export type DeliveryRateBand = {
  maxKm: number | null;
  price: number;
  /** The region name shown to the buyer; '{state}' and '{postcode}' become the destination's. */
  region: string;
};

export type DeliveryDestination = { postcode: string; state: string };

export type DeliveryQuote = { price: number; region: string };

const reach = (band: DeliveryRateBand) => band.maxKm ?? Number.POSITIVE_INFINITY;

/**
 * The narrowest band whose `maxKm` covers the distance (the table's order does not matter; a band without
 * `maxKm` covers any distance); null when no band reaches that far.
 */
export function findRateBand(
  bands: readonly DeliveryRateBand[],
  distanceKm: number,
): DeliveryRateBand | null {
  let best: DeliveryRateBand | null = null;
  for (const band of bands) {
    if (distanceKm <= reach(band) && (best === null || reach(band) < reach(best))) best = band;
  }
  return best;
}

/** 'Regional {state}' for 2650 in NSW → 'Regional NSW'. */
export function regionName(template: string, destination: DeliveryDestination): string {
  return template.replaceAll('{state}', destination.state).replaceAll('{postcode}', destination.postcode);
}

/**
 * The built-in price: the band for the distance, its price in whole dollars and its region name; null
 * (G-11: no estimate) when the table has no band that far.
 */
export function priceDelivery(
  bands: readonly DeliveryRateBand[],
  distanceKm: number,
  destination: DeliveryDestination,
): DeliveryQuote | null {
  const band = findRateBand(bands, distanceKm);
  if (!band) return null;
  return { price: Math.round(band.price), region: regionName(band.region, destination) };
}

/** G-14 proposal: 'Estimated delivery to {region}: ${price}'. */
export function deliveryQuoteText(quote: DeliveryQuote): string {
  return `Estimated delivery to ${quote.region}: ${formatMoney(quote.price)}`;
}

/** G-15: only digits reach the postcode box, 4 at most, whatever is typed or pasted. */
export function cleanPostcodeInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, DELIVERY_POSTCODE_MAX_LENGTH);
}
