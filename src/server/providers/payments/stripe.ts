import 'server-only';
import Stripe from 'stripe';
import type { StripePaymentsConfig } from '@/config/schema/reserve';
import type { Resolver } from '@/server/outbound/guarded-request';
import { PaymentProviderUnavailableError, type PaymentProvider } from './provider';
import { createGuardedStripeHttpClient } from './stripe-http-client';
import { checkoutSessionParams, sessionState } from './stripe-session';
import { readStripeWebhook } from './stripe-webhook';

export type StripePaymentProviderOptions = {
  /** Tests map the API's host name to their local fake Stripe. */
  resolve?: Resolver;
  /** TESTS ONLY (decision 031): lets the adapter reach a local fake Stripe on 127.0.0.1. */
  allowPrivateAddresses?: boolean;
};

/** A Checkout Session or a refund is a few kilobytes; anything much bigger is not one. */
export const STRIPE_MAX_RESPONSE_BYTES = 262_144;

/** Safe to retry: every POST carries an idempotency key (ours, or the library's own for the retries). */
const NETWORK_RETRIES = 2;

/** A client whose only way out is the guarded request; no telemetry about earlier calls rides along. */
function createStripeClient(config: StripePaymentsConfig, options: StripePaymentProviderOptions): Stripe {
  // Only the origin is used: the library always calls /v1/… on it.
  const base = new URL(config.apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.secretKey, {
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    httpClient: createGuardedStripeHttpClient({
      timeoutMs: config.timeoutMs,
      maxResponseBytes: STRIPE_MAX_RESPONSE_BYTES,
      resolve: options.resolve,
      allowPrivateAddresses: options.allowPrivateAddresses,
    }),
    maxNetworkRetries: NETWORK_RETRIES,
    timeout: config.timeoutMs,
    telemetry: false,
  });
}

function statusOf(error: unknown): number | undefined {
  return error instanceof Stripe.errors.StripeError ? error.statusCode : undefined;
}

/** Why a call failed, in words: the HTTP status and Stripe's message, or the guard's reason it never got out. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const status = statusOf(error);
  if (status !== undefined) return `answered HTTP ${status}: ${error.message}`;
  const detail = error instanceof Stripe.errors.StripeError ? error.detail : undefined;
  return detail instanceof Error ? `${error.message} (${detail.message})` : error.message;
}

const unavailable = (what: string, error: unknown) =>
  new PaymentProviderUnavailableError(`Stripe could not ${what}: ${reasonOf(error)}`, { cause: error });

/** Runs one Stripe call; any failure (network, guard, HTTP status) becomes PaymentProviderUnavailableError. */
async function callStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw unavailable(what, error);
  }
}

/**
 * Reservation deposits through Stripe Checkout (decision 045): the buyer pays on Stripe's page, the
 * signed webhook (or a lookup) says it is paid, and a refund gives it back. Our reservation id is the
 * idempotency key, so a retried start or refund never opens a second page or pays back twice.
 */
export function createStripePaymentProvider(
  config: StripePaymentsConfig,
  options: StripePaymentProviderOptions = {},
): PaymentProvider {
  const stripe = createStripeClient(config, options);
  const retrieve = (sessionId: string) =>
    callStripe('read a Checkout Session', () => stripe.checkout.sessions.retrieve(sessionId));
  return {
    name: 'stripe',
    async start(request) {
      const session = await callStripe('create a Checkout Session', () =>
        stripe.checkout.sessions.create(checkoutSessionParams(request), {
          idempotencyKey: `reserve-${request.reservationId}`,
        }),
      );
      if (!session.url) {
        throw new PaymentProviderUnavailableError('Stripe created a Checkout Session without a payment page');
      }
      return { kind: 'redirect', providerRef: session.id, url: session.url };
    },
    async lookup(sessionId) {
      return sessionState(await retrieve(sessionId));
    },
    async cancel(sessionId) {
      let refusal: unknown;
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return;
      } catch (error) {
        if (statusOf(error) !== 400) throw unavailable('expire a Checkout Session', error);
        refusal = error;
      }
      // Stripe answers 400 for a session that is no longer open (expired, or completed): nothing left to stop.
      if ((await retrieve(sessionId)).status === 'open')
        throw unavailable('expire a Checkout Session', refusal);
    },
    async refund({ reservationId, paymentRef, amountCents }) {
      const refund = await callStripe('refund a payment', () =>
        stripe.refunds.create(
          { payment_intent: paymentRef, amount: amountCents },
          { idempotencyKey: `refund-${reservationId}` },
        ),
      );
      return { refundRef: refund.id };
    },
    readWebhook(rawBody, signatureHeader, now) {
      return readStripeWebhook(rawBody, signatureHeader, now, config.webhookSecret);
    },
  };
}
