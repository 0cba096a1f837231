import { describe, expect, it } from 'vitest';
import { webhookMismatch } from '@/domain/reserve';
import { readStripeWebhook } from '@/server/providers/payments/stripe-webhook';
import { stripeSignatureHeader } from '@/server/providers/payments/testing/fake-stripe-objects';
import { CHAOS_WEBHOOK_SECRET, type ChaosCheckout } from './reservations';
import { paidEvents } from './webhooks';

const CHECKOUT: ChaosCheckout = {
  siteId: 3,
  host: 'chaos.localhost',
  reservationId: '0b6f8f9e-2a41-4c39-9d0e-5f1f1c2e7a10',
  vehicleId: 41,
  providerRef: 'cs_test_chaos_run-0',
  paymentRef: 'pi_chaos_run-0',
  amountCents: 35_000,
  currency: 'aud',
};

describe("the chaos run's webhooks (issue 38: only the stored session, for the stored deposit, is applied)", () => {
  it('names the session, amount and currency stored with the reservation, so the app applies it', () => {
    const [webhook] = paidEvents([CHECKOUT]);
    const now = new Date();
    const seconds = Math.floor(now.getTime() / 1000);
    const header = stripeSignatureHeader(webhook!.body, CHAOS_WEBHOOK_SECRET, seconds);
    const event = readStripeWebhook(webhook!.body, header, now, CHAOS_WEBHOOK_SECRET);
    expect(event).toMatchObject({
      kind: 'paid',
      reservationId: CHECKOUT.reservationId,
      providerRef: 'cs_test_chaos_run-0',
      paymentRef: 'pi_chaos_run-0',
      amountCents: 35_000,
      currency: 'aud',
    });
    if (event.kind !== 'paid') throw new Error('not a paid event');
    expect(webhookMismatch(CHECKOUT, { providerRef: event.providerRef, payment: event })).toBeNull();
  });
});
