import 'server-only';
import type Stripe from 'stripe';
import { PaymentProviderUnavailableError, type PaymentRequest, type PaymentState } from './provider';

/** Stripe puts the session's id where this stands in the success URL, so the return page can look it up. */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/**
 * `url` with `session_id={CHECKOUT_SESSION_ID}` added to its query (its own parameters kept, an old session_id
 * dropped). Written by hand: URLSearchParams would percent-encode the braces and Stripe would not fill them in.
 */
export function withSessionIdParameter(url: string): string {
  const target = new URL(url);
  const hash = target.hash;
  target.hash = '';
  target.searchParams.delete('session_id');
  const base = target.toString().replace(/\?$/, '');
  return `${base}${target.search ? '&' : '?'}session_id=${SESSION_ID_PLACEHOLDER}${hash}`;
}

/** The Checkout Session for one deposit: one line item, our ids on the session and on its PaymentIntent. */
export function checkoutSessionParams(request: PaymentRequest): Stripe.Checkout.SessionCreateParams {
  const metadata = { reservation_id: request.reservationId, site_id: String(request.siteId) };
  return {
    mode: 'payment',
    line_items: [
      {
        price_data: {
          currency: request.currency,
          unit_amount: request.amountCents,
          product_data: { name: request.description },
        },
        quantity: 1,
      },
    ],
    customer_email: request.customerEmail,
    client_reference_id: request.reservationId,
    metadata,
    payment_intent_data: { metadata },
    success_url: withSessionIdParameter(request.successUrl),
    cancel_url: request.cancelUrl,
    expires_at: Math.floor(request.expiresAt.getTime() / 1000),
  };
}

/** The id of a session's PaymentIntent, whether Stripe sent the id or the expanded object. */
export function paymentIntentId(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}

/** A retrieved session's meaning: paid (with the money's reference), expired, or still open. */
export function sessionState(session: Stripe.Checkout.Session): PaymentState {
  if (session.payment_status === 'paid') {
    const paymentRef = paymentIntentId(session.payment_intent);
    if (paymentRef === null || session.amount_total === null) {
      throw new PaymentProviderUnavailableError(
        'Stripe answered a paid Checkout Session without its payment',
      );
    }
    return { state: 'paid', paymentRef, amountCents: session.amount_total };
  }
  return session.status === 'expired' ? { state: 'expired' } : { state: 'open' };
}
