import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '@/config';
import { refundTermsFor } from './refund-terms';

const { reserve } = resolveSiteConfig({ siteSlug: 't', groupSlug: null, layers: {} });

describe('refundTermsFor', () => {
  it('promises a refund to the card only where the deposit is paid by card', () => {
    expect(refundTermsFor(reserve, true)).toBe(
      'Your deposit is fully refundable until you sign a contract of sale. If you decide not to go ahead, or ' +
        'the hold ends without a sale, we refund it to your card within 5 business days.',
    );
    expect(refundTermsFor(reserve, false)).toBe(
      'Nothing is paid online. The deposit you pay at the dealership is fully refundable until you sign a ' +
        'contract of sale. If you decide not to go ahead, or the hold ends without a sale, the dealership ' +
        'refunds it the way you paid it within 5 business days.',
    );
  });

  it("uses a site's own wording for each", () => {
    const own = { refundTerms: 'Card terms.', payAtDealershipRefundTerms: 'Dealership terms.' };
    expect([refundTermsFor(own, true), refundTermsFor(own, false)]).toEqual([
      'Card terms.',
      'Dealership terms.',
    ]);
  });
});
