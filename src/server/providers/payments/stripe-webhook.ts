import 'server-only';
import Stripe from 'stripe';
import { z } from 'zod';
import { paymentIntentId } from './stripe-session';
import { PaymentWebhookRejectedError, type PaymentEvent } from './provider';

/** Stripe's own default: a signed event older than this (by its `t=`) is refused as a possible replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string(),
  data: z.object({ object: z.unknown() }),
});

const sessionSchema = z.object({
  object: z.literal('checkout.session'),
  id: z.string().min(1),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  payment_status: z.string(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  amount_total: z.number().int().nonnegative().nullish(),
  currency: z.string().nullish(),
});

type EventInput = z.infer<typeof eventSchema>;

function readSession(event: EventInput) {
  const parsed = sessionSchema.safeParse(event.data.object);
  if (!parsed.success)
    throw new PaymentWebhookRejectedError(`Stripe ${event.type} carries no Checkout Session`);
  return parsed.data;
}

/** The events a reservation listens to; every other event is answered `ignored`. */
const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
]);

/**
 * What a verified event means to a reservation. A Checkout Session without our reservation id is not one of
 * ours (the dealer's Stripe account may take other payments): ignored, so Stripe stops resending it. A
 * completed session that is not yet paid (a delayed payment method) waits for async_payment_succeeded.
 */
function eventMeaning(event: EventInput): PaymentEvent {
  const ignored: PaymentEvent = { kind: 'ignored', eventId: event.id };
  if (!SESSION_EVENTS.has(event.type)) return ignored;
  const session = readSession(event);
  const reservationId = session.client_reference_id || session.metadata?.reservation_id;
  if (!reservationId) return ignored;
  const base = { eventId: event.id, reservationId, providerRef: session.id };
  if (event.type === 'checkout.session.expired') return { kind: 'expired', ...base };
  if (event.type === 'checkout.session.completed' && session.payment_status !== 'paid') return ignored;
  const paymentRef = paymentIntentId(session.payment_intent);
  const amountCents = session.amount_total ?? null;
  if (paymentRef === null || amountCents === null) {
    throw new PaymentWebhookRejectedError(`Stripe ${event.type} carries no payment`);
  }
  return { kind: 'paid', ...base, paymentRef, amountCents, currency: session.currency ?? null };
}

/**
 * Verifies a webhook with the library (HMAC-SHA256 of `${t}.${body}` against every `v1=` in the header,
 * compared in constant time) and reads it. The age is measured against `now`, never the wall clock, so a test
 * can ask about any moment.
 */
export function readStripeWebhook(
  rawBody: string,
  signatureHeader: string | null,
  now: Date,
  webhookSecret: string,
): PaymentEvent {
  if (!signatureHeader)
    throw new PaymentWebhookRejectedError('Stripe webhook has no Stripe-Signature header');
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signatureHeader,
      webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      now.getTime(),
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new PaymentWebhookRejectedError(`Stripe webhook rejected: ${reason}`);
  }
  const parsed = eventSchema.safeParse(event);
  if (!parsed.success) throw new PaymentWebhookRejectedError('Stripe webhook is not an event');
  return eventMeaning(parsed.data);
}
