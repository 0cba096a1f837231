import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentWebhookRejectedError } from './provider';
import { createStripePaymentProvider } from './stripe';
import {
  startFakeStripe,
  stripeSignatureHeader,
  type FakeCheckoutSession,
  type FakeStripe,
} from './testing/fake-stripe';

// Webhooks are read without a network call; the fake Stripe (test double) only makes and signs the events.
const WEBHOOK_SECRET = 'whsec_forecourt42';
const NOW = new Date('2026-11-27T09:00:00Z');
const NOW_SECONDS = 1_795_770_000;
let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
});
afterAll(() => fake.close());

const provider = (webhookSecret = WEBHOOK_SECRET) =>
  createStripePaymentProvider({
    provider: 'stripe',
    secretKey: 'sk_test_forecourt42',
    webhookSecret,
    apiBase: 'https://api.stripe.com',
    timeoutMs: 2000,
  });

const SESSION: FakeCheckoutSession = {
  id: 'cs_test_a1',
  object: 'checkout.session',
  livemode: false,
  mode: 'payment',
  created: NOW_SECONDS - 600,
  url: null,
  status: 'complete',
  payment_status: 'paid',
  amount_total: 50_000,
  currency: 'aud',
  payment_intent: 'pi_b2',
  client_reference_id: 'res_1',
  customer_email: 'sam@example.com',
  metadata: { reservation_id: 'res_1', site_id: '7' },
  expires_at: NOW_SECONDS + 3600,
  success_url: 'https://dealer.example/done?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'https://dealer.example/cars/42',
};
const UNPAID = { ...SESSION, status: 'open', payment_status: 'unpaid', payment_intent: null } as const;

/** Signs `type` for `session` at `secondsAgo` before NOW and reads it. */
function read(type: string, session: FakeCheckoutSession, secondsAgo = 5) {
  const { body, header } = fake.signedEvent(type, session, { timestamp: NOW_SECONDS - secondsAgo });
  return {
    eventId: (JSON.parse(body) as { id: string }).id,
    event: provider().readWebhook(body, header, NOW),
  };
}

describe('readWebhook maps each event exactly', () => {
  it.each(['checkout.session.completed', 'checkout.session.async_payment_succeeded'])('%s → paid', (type) => {
    const { eventId, event } = read(type, SESSION);
    expect(eventId).toMatch(/^evt_[A-Za-z0-9]{24}$/);
    expect(event).toEqual({
      kind: 'paid',
      eventId,
      reservationId: 'res_1',
      providerRef: 'cs_test_a1',
      paymentRef: 'pi_b2',
      amountCents: 50_000,
      currency: 'aud',
    });
  });

  it('checkout.session.expired → expired', () => {
    const { eventId, event } = read('checkout.session.expired', { ...UNPAID, status: 'expired' });
    expect(event).toEqual({ kind: 'expired', eventId, reservationId: 'res_1', providerRef: 'cs_test_a1' });
  });

  it('takes the reservation id from the metadata when the session has no client_reference_id', () => {
    const { event } = read('checkout.session.completed', { ...SESSION, client_reference_id: null });
    expect(event).toMatchObject({ kind: 'paid', reservationId: 'res_1' });
  });

  it.each([
    ['a completed session not yet paid', 'checkout.session.completed', { ...UNPAID, status: 'complete' }],
    ['a failed delayed payment', 'checkout.session.async_payment_failed', UNPAID],
    ['another kind of event', 'payment_intent.succeeded', SESSION],
    [
      'a session that is not ours',
      'checkout.session.completed',
      { ...SESSION, client_reference_id: null, metadata: {} },
    ],
  ] as const)('ignores %s', (_case, type, session) => {
    const { eventId, event } = read(type, session);
    expect(event).toEqual({ kind: 'ignored', eventId });
  });
});

describe('readWebhook rejects what is not provably from Stripe', () => {
  const signed = () => fake.signedEvent('checkout.session.completed', SESSION, { timestamp: NOW_SECONDS });

  it('accepts an event exactly 300 s old and refuses one 301 s old', () => {
    expect(read('checkout.session.completed', SESSION, 300).event.kind).toBe('paid');
    expect(() => read('checkout.session.completed', SESSION, 301)).toThrow(
      new PaymentWebhookRejectedError('Stripe webhook rejected: Timestamp outside the tolerance zone'),
    );
  });

  const MISMATCH = 'No signatures found matching the expected signature for payload';
  it.each([
    ['a wrong secret', 'whsec_other', (body: string, header: string) => [body, header], MISMATCH],
    [
      'a tampered body',
      WEBHOOK_SECRET,
      (body: string, header: string) => [body.replace('50000', '5000'), header],
      MISMATCH,
    ],
    [
      'a header without v1',
      WEBHOOK_SECRET,
      (body: string) => [body, `t=${NOW_SECONDS}`],
      'No signatures found with expected scheme',
    ],
    [
      'a malformed header',
      WEBHOOK_SECRET,
      (body: string) => [body, 'nonsense'],
      'Unable to extract timestamp and signatures from header',
    ],
  ])('rejects %s', (_case, secret, change, reason) => {
    const original = signed();
    // The event as signed is accepted: only the change makes it fail.
    expect(provider().readWebhook(original.body, original.header, NOW).kind).toBe('paid');
    const [body = '', header = ''] = change(original.body, original.header);
    expect(() => provider(secret).readWebhook(body, header, NOW)).toThrow(PaymentWebhookRejectedError);
    expect(() => provider(secret).readWebhook(body, header, NOW)).toThrow(
      new RegExp(`^Stripe webhook rejected: ${reason}`),
    );
  });

  it('rejects a missing header', () => {
    expect(() => provider().readWebhook(signed().body, null, NOW)).toThrow(
      new PaymentWebhookRejectedError('Stripe webhook has no Stripe-Signature header'),
    );
  });

  it('rejects a signed body that is not JSON, not an event, or a paid session without its payment', () => {
    const readSigned = (body: string) => () =>
      provider().readWebhook(body, stripeSignatureHeader(body, WEBHOOK_SECRET, NOW_SECONDS), NOW);
    expect(readSigned('{"id":')).toThrow(/^Stripe webhook rejected: .*JSON/);
    expect(readSigned('{"object":"event"}')).toThrow(
      new PaymentWebhookRejectedError('Stripe webhook is not an event'),
    );
    const noIntent = fake.signedEvent('checkout.session.completed', { ...SESSION, payment_intent: null });
    expect(readSigned(noIntent.body)).toThrow(
      new PaymentWebhookRejectedError('Stripe checkout.session.completed carries no payment'),
    );
  });
});
