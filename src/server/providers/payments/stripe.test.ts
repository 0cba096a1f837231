import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeResolverFor } from '@/server/outbound/testing/fake-service';
import type { Resolver } from '@/server/outbound/guarded-request';
import { PaymentProviderUnavailableError, type PaymentRequest } from './provider';
import { createStripePaymentProvider } from './stripe';
import { withSessionIdParameter } from './stripe-session';
import { startFakeStripe, type FakeStripe } from './testing/fake-stripe';

// A local fake Stripe (test double) reached as api.stripe.test on 127.0.0.1; never a real outside address.
const SECRET_KEY = 'sk_test_forecourt42';
const WEBHOOK_SECRET = 'whsec_forecourt42';
let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});
afterEach(() => vi.restoreAllMocks());

const provider = (options: { apiBase?: string; resolve?: Resolver; allowPrivate?: boolean } = {}) =>
  createStripePaymentProvider(
    {
      provider: 'stripe',
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiBase: options.apiBase ?? fake.apiBase,
      timeoutMs: 2000,
    },
    // The fake is on 127.0.0.1; production never sets allowPrivateAddresses (decision 031).
    { resolve: options.resolve ?? fake.resolve, allowPrivateAddresses: options.allowPrivate ?? true },
  );

// Every test takes its own reservation id: the fake keeps idempotency keys for the whole file, like Stripe.
const request = (reservationId: string): PaymentRequest => ({
  siteId: 7,
  reservationId,
  amountCents: 50_000,
  currency: 'aud',
  description: 'Deposit to reserve 2021 Toyota Corolla',
  customerEmail: 'sam@example.com',
  successUrl: 'https://dealer.example/reserve/done?car=42',
  cancelUrl: 'https://dealer.example/cars/42',
  expiresAt: new Date('2026-11-27T10:00:00Z'),
});

/** Starts a payment on the fake and returns its session id. */
async function started(reservationId: string): Promise<string> {
  const answer = await provider().start(request(reservationId));
  if (answer.kind !== 'redirect') throw new Error('expected a redirect');
  return answer.providerRef;
}

describe('createStripePaymentProvider: start', () => {
  it('creates one Checkout Session with our ids, the amount and the return URLs, keyed by the reservation', async () => {
    // The library's only way out is the guarded request (node:http), never the global fetch.
    const globalFetch = vi.spyOn(globalThis, 'fetch');
    const answer = await provider().start(request('res_start'));
    expect(globalFetch).not.toHaveBeenCalled();
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    const session = [...fake.sessions.values()].find((one) => one.client_reference_id === 'res_start');
    expect(answer).toEqual({
      kind: 'redirect',
      providerRef: session?.id,
      url: `${fake.apiBase}/c/pay/${session?.id}`,
    });
    expect(session?.id).toMatch(/^cs_test_[A-Za-z0-9]{24}$/);
    expect(sent).toEqual({
      method: 'POST',
      path: '/v1/checkout/sessions',
      idempotencyKey: 'reserve-res_start',
      authorization: 'Bearer sk_test_forecourt42',
      form: {
        mode: 'payment',
        'line_items[0][price_data][currency]': 'aud',
        'line_items[0][price_data][unit_amount]': '50000',
        'line_items[0][price_data][product_data][name]': 'Deposit to reserve 2021 Toyota Corolla',
        'line_items[0][quantity]': '1',
        customer_email: 'sam@example.com',
        client_reference_id: 'res_start',
        'metadata[reservation_id]': 'res_start',
        'metadata[site_id]': '7',
        'payment_intent_data[metadata][reservation_id]': 'res_start',
        'payment_intent_data[metadata][site_id]': '7',
        success_url: 'https://dealer.example/reserve/done?car=42&session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'https://dealer.example/cars/42',
        expires_at: '1795773600',
      },
    });
    expect(session?.amount_total).toBe(50_000);
  });

  it('opens no second page for a repeated start or a retried failure: same key, same session', async () => {
    const first = await provider().start(request('res_repeat'));
    fake.failNext(1, 500);
    const second = await provider().start(request('res_repeat'));
    expect(second).toEqual(first);
    expect(fake.requests.map((sent) => [sent.idempotencyKey, sent.path])).toEqual([
      ['reserve-res_repeat', '/v1/checkout/sessions'],
      ['reserve-res_repeat', '/v1/checkout/sessions'],
      ['reserve-res_repeat', '/v1/checkout/sessions'],
    ]);
    const sessions = [...fake.sessions.values()].filter((one) => one.client_reference_id === 'res_repeat');
    expect(sessions).toHaveLength(1);
  });
});

describe('withSessionIdParameter', () => {
  it.each([
    ['https://d.example/done', 'https://d.example/done?session_id={CHECKOUT_SESSION_ID}'],
    ['https://d.example/done?a=1&b=2', 'https://d.example/done?a=1&b=2&session_id={CHECKOUT_SESSION_ID}'],
    ['https://d.example/done?', 'https://d.example/done?session_id={CHECKOUT_SESSION_ID}'],
    [
      'https://d.example/done?session_id=old&a=1',
      'https://d.example/done?a=1&session_id={CHECKOUT_SESSION_ID}',
    ],
    ['https://d.example/done?a=1#top', 'https://d.example/done?a=1&session_id={CHECKOUT_SESSION_ID}#top'],
  ])('%s → %s', (url, expected) => {
    expect(withSessionIdParameter(url)).toBe(expected);
  });
});

describe('createStripePaymentProvider: lookup, cancel and refund', () => {
  it('reads a session as open, then paid (with its PaymentIntent and amount), or expired', async () => {
    const paidId = await started('res_lookup_paid');
    const expiredId = await started('res_lookup_expired');
    fake.requests.length = 0;
    expect(await provider().lookup(paidId)).toEqual({ state: 'open' });
    const paid = fake.pay(paidId);
    expect(paid.payment_intent).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(await provider().lookup(paidId)).toEqual({
      state: 'paid',
      paymentRef: paid.payment_intent,
      amountCents: 50_000,
    });
    fake.expire(expiredId);
    expect(await provider().lookup(expiredId)).toEqual({ state: 'expired' });
    expect(fake.requests.map(({ method, path, idempotencyKey }) => [method, path, idempotencyKey])).toEqual([
      ['GET', `/v1/checkout/sessions/${paidId}`, null],
      ['GET', `/v1/checkout/sessions/${paidId}`, null],
      ['GET', `/v1/checkout/sessions/${expiredId}`, null],
    ]);
  });

  it('is unavailable for a session Stripe does not know', async () => {
    await expect(provider().lookup('cs_test_missing')).rejects.toThrow(
      new PaymentProviderUnavailableError(
        "Stripe could not read a Checkout Session: answered HTTP 404: No such checkout.session: 'cs_test_missing'",
      ),
    );
  });

  it('expires an open session, and takes an expired or completed one as already done', async () => {
    const openId = await started('res_cancel');
    const paidId = await started('res_cancel_paid');
    fake.pay(paidId);
    fake.requests.length = 0;
    await provider().cancel(openId);
    expect(fake.sessions.get(openId)?.status).toBe('expired');
    await provider().cancel(openId);
    await provider().cancel(paidId);
    expect(fake.sessions.get(paidId)?.status).toBe('complete');
    expect(fake.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `POST /v1/checkout/sessions/${openId}/expire`,
      `POST /v1/checkout/sessions/${openId}/expire`,
      `GET /v1/checkout/sessions/${openId}`,
      `POST /v1/checkout/sessions/${paidId}/expire`,
      `GET /v1/checkout/sessions/${paidId}`,
    ]);
  });

  it('is unavailable when expiring fails for any other reason than a session no longer open', async () => {
    await expect(provider().cancel('cs_test_missing')).rejects.toThrow(
      new PaymentProviderUnavailableError(
        "Stripe could not expire a Checkout Session: answered HTTP 404: No such checkout.session: 'cs_test_missing'",
      ),
    );
    expect(fake.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /v1/checkout/sessions/cs_test_missing/expire',
    ]);
  });

  it('refunds the whole deposit once, however often it is asked for the same reservation', async () => {
    const sessionId = await started('res_refund');
    const paymentRef = fake.pay(sessionId).payment_intent ?? '';
    fake.requests.length = 0;
    const input = { reservationId: 'res_refund', paymentRef, amountCents: 50_000 };
    const first = await provider().refund(input);
    expect(await provider().refund(input)).toEqual(first);
    const refunds = [...fake.refunds.values()].filter((refund) => refund.payment_intent === paymentRef);
    expect(refunds).toEqual([
      expect.objectContaining({ id: first.refundRef, amount: 50_000, currency: 'aud', status: 'succeeded' }),
    ]);
    expect(first.refundRef).toMatch(/^re_[A-Za-z0-9]{24}$/);
    expect(fake.requests).toHaveLength(2);
    for (const sent of fake.requests) {
      expect(sent).toEqual({
        method: 'POST',
        path: '/v1/refunds',
        form: { payment_intent: paymentRef, amount: '50000' },
        idempotencyKey: 'refund-res_refund',
        authorization: 'Bearer sk_test_forecourt42',
      });
    }
  });
});

describe('createStripePaymentProvider: failures', () => {
  it('is unavailable when Stripe keeps answering 500, after its two retries', async () => {
    fake.failNext(3, 500);
    const failure = provider().start(request('res_500'));
    await expect(failure).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
    await expect(failure).rejects.toThrow(
      'Stripe could not create a Checkout Session: answered HTTP 500: The fake Stripe failed this request on purpose.',
    );
    expect(fake.requests).toHaveLength(3);
    expect([...fake.sessions.values()].some((one) => one.client_reference_id === 'res_500')).toBe(false);
  });

  it('is unavailable when nothing listens on the port', async () => {
    const failure = provider({ apiBase: 'http://api.stripe.test:1' }).refund({
      reservationId: 'res_down',
      paymentRef: 'pi_1',
      amountCents: 100,
    });
    await expect(failure).rejects.toThrow(
      new PaymentProviderUnavailableError(
        'Stripe could not refund a payment: An error occurred with our connection to Stripe. ' +
          'Request was retried 2 times. (could not be reached)',
      ),
    );
  });

  it.each([
    ['127.0.0.1', fakeResolverFor('api.stripe.test')],
    ['169.254.169.254', async () => [{ address: '169.254.169.254', family: 4 }]],
  ])(
    'sends nothing when api.stripe.test resolves to %s (decision 031)',
    async (address, resolve: Resolver) => {
      const failure = provider({ resolve, allowPrivate: false }).lookup('cs_test_x');
      await expect(failure).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
      await expect(failure).rejects.toThrow(
        'Stripe could not read a Checkout Session: An error occurred with our connection to Stripe. ' +
          `Request was retried 2 times. (api.stripe.test resolves to the non-public address ${address})`,
      );
      expect(fake.requests).toHaveLength(0);
    },
  );
});
