import { formatLongDate, isoDateInTimeZone } from '@/domain/format/date';

/**
 * A trade-in offer is a stored quote (decision 073): the valuation lead keeps the figures the buyer was
 * shown with their inputs, and the offer is good until `expiresAt`; 'Accept offer' names the quote by the
 * valuation lead's id, and the acceptance carries those stored figures (the car is never valued again).
 */
export const QUOTE_ID_FIELD = 'quote_id';

const DAY_MS = 86_400_000;

/** The instant a quote made at `valuedAt` stops being acceptable: `tradeIn.quoteValidDays` later. */
export function quoteExpiry(valuedAt: Date, validDays: number): Date {
  return new Date(valuedAt.getTime() + validDays * DAY_MS);
}

/** '10 December 2026': the quote's last day on the site's calendar. */
export function quoteExpiryDate(expiresAt: Date, timeZone: string): string {
  return formatLongDate(isoDateInTimeZone(new Date(expiresAt.getTime() - 1), timeZone));
}

/** 'This offer is valid until 10 December 2026.' under the buyer's offer. */
export const offerValidUntilText = (validUntil: string) => `This offer is valid until ${validUntil}.`;

export const expiredQuoteMessage = (expiresAt: Date, timeZone: string) =>
  `This offer expired on ${quoteExpiryDate(expiresAt, timeZone)}. Please value your car again for a current offer.`;

export const UNKNOWN_QUOTE_MESSAGE =
  'We could not find that offer. Please value your car again for a current offer.';
