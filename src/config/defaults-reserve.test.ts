import { describe, expect, it } from 'vitest';
import { platformDefaults } from './defaults';
import { REDACTED, redactLeadSecrets } from './redact';
import { resolveSiteConfig } from './resolve';

const resolve = (site: unknown) => resolveSiteConfig({ siteSlug: 't', groupSlug: null, layers: { site } });
const STRIPE = { provider: 'stripe', secretKey: 'sk_test_abc123', webhookSecret: 'whsec_def456' };

describe('platformDefaults: reserve online (issue 15)', () => {
  it('holds a car 48 hours and takes the deposit at the dealership: no card, no outside call', () => {
    expect(platformDefaults.reserve.holdHours).toBe(48);
    expect(platformDefaults.reserve.refundTerms).toMatch(/^Your deposit is fully refundable until you sign/);
    expect(platformDefaults.payments).toEqual({ provider: 'payAtDealership' });
    expect(platformDefaults.vehicle.reserveAmount).toBe(200);
  });

  it("takes a site's Stripe keys, filling the API address and deadline", () => {
    expect(resolve({ payments: STRIPE }).payments).toEqual({
      ...STRIPE,
      apiBase: 'https://api.stripe.com',
      timeoutMs: 10_000,
    });
  });

  it('refuses keys that are not Stripe secrets, and a hold of more than 14 days', () => {
    expect(() => resolve({ payments: { ...STRIPE, secretKey: 'pk_test_abc123' } })).toThrow();
    expect(() => resolve({ payments: { ...STRIPE, webhookSecret: 'abc' } })).toThrow();
    expect(() => resolve({ reserve: { holdHours: 24 * 14 + 1 } })).toThrow();
  });

  it('never hands the Stripe keys to a page', () => {
    const redacted = redactLeadSecrets(resolve({ payments: STRIPE }));
    expect(redacted.payments).toMatchObject({ secretKey: REDACTED, webhookSecret: REDACTED });
    expect(JSON.stringify(redacted)).not.toContain('sk_test_abc123');
    expect(JSON.stringify(redacted)).not.toContain('whsec_def456');
  });
});
