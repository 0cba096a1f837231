import { describe, expect, it } from 'vitest';
import { PaymentWebhookRejectedError, type PaymentRequest } from './provider';
import { paymentProviderFor } from './select-provider';
import { stripeSignatureHeader } from './testing/fake-stripe';

const REQUEST: PaymentRequest = {
  siteId: 7,
  reservationId: 'res_1',
  amountCents: 50_000,
  currency: 'aud',
  description: 'Deposit to reserve 2021 Toyota Corolla',
  customerEmail: 'sam@example.com',
  successUrl: 'https://dealer.example/done',
  cancelUrl: 'https://dealer.example/cars/42',
  expiresAt: new Date('2026-11-27T10:00:00Z'),
};
const NOW = new Date('2026-11-27T09:00:00Z');

describe('paymentProviderFor', () => {
  it('is pay at dealership by default: nothing to pay online, no provider state, no webhooks', async () => {
    const provider = paymentProviderFor({ payments: { provider: 'payAtDealership' } });
    expect(provider.name).toBe('pay_at_dealership');
    expect(await provider.start(REQUEST)).toEqual({ kind: 'pay_later' });
    await expect(provider.lookup('x')).rejects.toThrow(
      'pay at dealership payments have no provider state to look up',
    );
    await expect(provider.cancel('x')).rejects.toThrow(
      'pay at dealership payments have no provider state to cancel',
    );
    await expect(
      provider.refund({ reservationId: 'res_1', paymentRef: 'x', amountCents: 1 }),
    ).rejects.toThrow('pay at dealership payments have no provider state to refund');
    expect(() => provider.readWebhook('{}', 't=1,v1=00', NOW)).toThrow(
      new PaymentWebhookRejectedError('pay at dealership has no webhooks'),
    );
  });

  it("is Stripe when the site says so, verifying webhooks with the site's own secret", () => {
    const payments = {
      provider: 'stripe',
      secretKey: 'sk_test_forecourt42',
      webhookSecret: 'whsec_site7',
      apiBase: 'https://api.stripe.com',
      timeoutMs: 10_000,
    } as const;
    const provider = paymentProviderFor({ payments });
    expect(provider.name).toBe('stripe');
    const body = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    });
    const timestamp = NOW.getTime() / 1000;
    expect(provider.readWebhook(body, stripeSignatureHeader(body, 'whsec_site7', timestamp), NOW)).toEqual({
      kind: 'ignored',
      eventId: 'evt_1',
    });
    expect(() =>
      provider.readWebhook(body, stripeSignatureHeader(body, 'whsec_other', timestamp), NOW),
    ).toThrow(PaymentWebhookRejectedError);
  });
});
