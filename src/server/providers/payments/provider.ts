import { ProviderUnavailableError } from '../provider-unavailable-error';

/**
 * A reservation deposit behind one interface (decision 5; decision 045). The built-in 'pay at dealership'
 * provider takes no card: the reservation is held as pending payment and the dealer confirms it. The Stripe
 * provider sends the buyer to a Stripe Checkout page, confirms on Stripe's signed webhook (or on the buyer's
 * return, or on reconciliation) and refunds a payment that found the car already taken.
 */
export type PaymentProviderName = 'pay_at_dealership' | 'stripe';

/** One deposit to take. Every id here is ours; the reservation id is also the provider's idempotency key. */
export type PaymentRequest = {
  siteId: number;
  reservationId: string;
  /** In cents (AUD). */
  amountCents: number;
  currency: 'aud';
  /** What the buyer sees on the payment page and their statement, e.g. 'Deposit to reserve 2021 Toyota Corolla'. */
  description: string;
  customerEmail: string;
  /** Absolute URL the buyer returns to after paying. */
  successUrl: string;
  /** Absolute URL the buyer returns to when they give up. */
  cancelUrl: string;
  /** The payment page stops taking payment at this time (Stripe: between 30 minutes and 24 hours ahead). */
  expiresAt: Date;
};

export type StartedPayment =
  /** The buyer pays on the provider's page at `url`; `providerRef` names that payment there (Stripe: the session id). */
  | { kind: 'redirect'; providerRef: string; url: string }
  /** Nothing to pay online: the deposit is paid at the dealership. */
  | { kind: 'pay_later' };

/** What the provider says of a started payment (reconciliation, the buyer's return). */
export type PaymentState =
  /** `paymentRef` names the money taken (Stripe: the PaymentIntent id), what a refund refers to. */
  { state: 'paid'; paymentRef: string; amountCents: number } | { state: 'open' } | { state: 'expired' };

/** A verified webhook's meaning; anything else the provider sends is `ignored`. */
export type PaymentEvent =
  | {
      kind: 'paid';
      /** The provider's event id: a replay carries the same one and changes nothing. */
      eventId: string;
      reservationId: string;
      providerRef: string;
      paymentRef: string;
      amountCents: number;
      /** As the provider writes it (Stripe: lower-case ISO 4217, 'aud'); null when it sent none. */
      currency: string | null;
    }
  | { kind: 'expired'; eventId: string; reservationId: string; providerRef: string }
  | { kind: 'ignored'; eventId: string };

/** Whether the buyer pays the deposit by card now (any provider but paying at the dealership): refund terms say so. */
export function paysByCard(provider: PaymentProviderName): boolean {
  return provider !== 'pay_at_dealership';
}

export type PaymentProvider = {
  readonly name: PaymentProviderName;
  start(request: PaymentRequest): Promise<StartedPayment>;
  /** The state of a payment `start` returned a `providerRef` for. */
  lookup(providerRef: string): Promise<PaymentState>;
  /** Stops a payment page from taking money (the buyer gave up, or the hold window passed). */
  cancel(providerRef: string): Promise<void>;
  /** Gives the whole deposit back; `reservationId` keeps a repeated refund from paying twice. */
  refund(input: {
    reservationId: string;
    paymentRef: string;
    amountCents: number;
  }): Promise<{ refundRef: string }>;
  /**
   * Verifies a webhook's signature over the raw body and reads it. Throws PaymentWebhookRejectedError when the
   * signature, its age or the body is wrong; providers without webhooks always throw.
   */
  readWebhook(rawBody: string, signatureHeader: string | null, now: Date): PaymentEvent;
};

/** The provider could not be reached or answered with an error: nothing about the payment is known from it. */
export class PaymentProviderUnavailableError extends ProviderUnavailableError {
  override name = 'PaymentProviderUnavailableError';
}

/** A webhook that is not provably from the provider (bad or old signature, unreadable body): answered 400. */
export class PaymentWebhookRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentWebhookRejectedError';
  }
}
