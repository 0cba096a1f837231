import { describe, expect, it } from 'vitest';
import { webhookMismatch } from './webhook-match';

const OPENED = { providerRef: 'cs_test_ours', amountCents: 20_000, currency: 'aud' };
const PAID = { amountCents: 20_000, currency: 'aud' };

describe('a signed payment event acts only on the session opened for its reservation (issue 38)', () => {
  it('accepts the session we opened, for the deposit in its currency (any letter case)', () => {
    expect(webhookMismatch(OPENED, { providerRef: 'cs_test_ours', payment: PAID })).toBeNull();
    const upper = { providerRef: 'cs_test_ours', payment: { ...PAID, currency: 'AUD' } };
    expect(webhookMismatch(OPENED, upper)).toBeNull();
    expect(webhookMismatch(OPENED, { providerRef: 'cs_test_ours' })).toBeNull();
  });

  it.each([
    [
      'another session, paid',
      OPENED,
      { providerRef: 'cs_test_other', payment: PAID },
      'not the Checkout Session opened for this reservation',
    ],
    [
      'another session, expired',
      OPENED,
      { providerRef: 'cs_test_other' },
      'not the Checkout Session opened for this reservation',
    ],
    [
      'a reservation without a stored session',
      { ...OPENED, providerRef: null },
      { providerRef: 'cs_test_ours', payment: PAID },
      'no Checkout Session was stored for this reservation',
    ],
    [
      '1 cent',
      OPENED,
      { providerRef: 'cs_test_ours', payment: { ...PAID, amountCents: 1 } },
      'amount_total 1 is not the deposit of 20000',
    ],
    [
      '1 cent too much',
      OPENED,
      { providerRef: 'cs_test_ours', payment: { ...PAID, amountCents: 20_001 } },
      'amount_total 20001 is not the deposit of 20000',
    ],
    [
      'another currency',
      OPENED,
      { providerRef: 'cs_test_ours', payment: { ...PAID, currency: 'usd' } },
      'currency usd is not the deposit currency aud',
    ],
    [
      'no currency',
      OPENED,
      { providerRef: 'cs_test_ours', payment: { ...PAID, currency: null } },
      'currency none is not the deposit currency aud',
    ],
  ])('refuses %s', (_case, opened, reported, reason) => {
    expect(webhookMismatch(opened, reported)).toBe(reason);
  });
});
