/** What the platform stored when it opened a reservation's payment page. */
export type OpenedCheckout = { providerRef: string | null; amountCents: number; currency: string };

/** What a signed payment event says about the page it came from (amount and currency only when paid). */
export type ReportedCheckout = {
  providerRef: string;
  payment?: { amountCents: number; currency: string | null };
};

/**
 * Why a signed payment event must not touch the reservation it names, or null when it may (decision 077,
 * point 3). A signature proves only that the event is from the dealer's Stripe account, where a Payment Link
 * or another integration can name any reservation id for any amount: the event must be about the very session
 * we opened for that reservation, for the deposit we asked. A reservation without a stored session (no page
 * was opened) can never be paid by webhook.
 */
export function webhookMismatch(opened: OpenedCheckout, reported: ReportedCheckout): string | null {
  if (opened.providerRef === null) return 'no Checkout Session was stored for this reservation';
  if (reported.providerRef !== opened.providerRef)
    return 'not the Checkout Session opened for this reservation';
  const payment = reported.payment;
  if (!payment) return null;
  if (payment.amountCents !== opened.amountCents) {
    return `amount_total ${payment.amountCents} is not the deposit of ${opened.amountCents}`;
  }
  if (payment.currency?.toLowerCase() !== opened.currency.toLowerCase()) {
    return `currency ${payment.currency ?? 'none'} is not the deposit currency ${opened.currency}`;
  }
  return null;
}
