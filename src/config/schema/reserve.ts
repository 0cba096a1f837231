import { z } from 'zod';
import { positiveInt } from './primitives';

/**
 * Reserve online (decision 046, B-11 … B-13): how long a reservation holds the car and the refund terms the
 * buyer agrees to. The deposit itself is `vehicle.reserveAmount` (option 75, a dealer's own figure).
 */
export const reserveSchema = z
  .object({
    /** A confirmed (or pay-at-dealership) reservation takes the car off sale this long, then releases it. */
    holdHours: positiveInt.max(24 * 14).default(48),
    /** The deposit and refund terms the buyer agrees to when paying the deposit by card online. */
    refundTerms: z
      .string()
      .min(1)
      .default(
        'Your deposit is fully refundable until you sign a contract of sale. If you decide not to go ahead, ' +
          'or the hold ends without a sale, we refund it to your card within 5 business days.',
      ),
    /** The same terms where the deposit is paid at the dealership: no card is taken online. */
    payAtDealershipRefundTerms: z
      .string()
      .min(1)
      .default(
        'Nothing is paid online. The deposit you pay at the dealership is fully refundable until you sign a ' +
          'contract of sale. If you decide not to go ahead, or the hold ends without a sale, the dealership ' +
          'refunds it the way you paid it within 5 business days.',
      ),
  })
  .strict()
  .prefault({});

export type ReserveConfig = z.infer<typeof reserveSchema>;

/** Stripe's secret API key (live or test, standard or restricted). */
const stripeSecretKeySchema = z
  .string()
  .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'expected a Stripe secret key');

/** The signing secret of the site's Stripe webhook endpoint. */
const stripeWebhookSecretSchema = z
  .string()
  .regex(/^whsec_[A-Za-z0-9]+$/, 'expected a Stripe webhook secret');

/**
 * How a reservation deposit is paid, per site or dealership, never per car. 'payAtDealership' (the default)
 * takes no card: the car is held as pending payment and the dealer confirms. 'stripe' sends the buyer to a
 * Stripe Checkout page and confirms on its signed webhook. Both keys are secrets: the config handed to pages has
 * them redacted (redactLeadSecrets).
 */
export const paymentsSchema = z
  .discriminatedUnion('provider', [
    z.object({ provider: z.literal('payAtDealership') }).strict(),
    z
      .object({
        provider: z.literal('stripe'),
        secretKey: stripeSecretKeySchema,
        webhookSecret: stripeWebhookSecretSchema,
        /** Stripe's API; only a proxy or a test's local fake would change it. */
        apiBase: z.url().default('https://api.stripe.com'),
        timeoutMs: positiveInt.default(10_000),
      })
      .strict(),
  ])
  .default({ provider: 'payAtDealership' });

export type PaymentsConfig = z.infer<typeof paymentsSchema>;
export type StripePaymentsConfig = Extract<PaymentsConfig, { provider: 'stripe' }>;
