import { describe, expect, it } from 'vitest';
import { OPT_IN_LABEL, TERMS_LABEL, creditAssessmentConsent, marketingConsent } from './consent';

describe('marketing consent (decision 1)', () => {
  it('records what the buyer saw and chose', () => {
    expect(marketingConsent(true)).toEqual({
      consentType: 'marketing',
      granted: true,
      method: 'checkbox',
      wording:
        'Yes, I would like to receive news, offers and updates by email and SMS. I can unsubscribe at any time.',
    });
    expect(marketingConsent(false)).toMatchObject({ granted: false, wording: OPT_IN_LABEL });
    expect(TERMS_LABEL).toBe('I agree to the terms of use.');
  });
});

describe('credit assessment consent (issue 13)', () => {
  it('records the finance application box with its wording', () => {
    expect(creditAssessmentConsent()).toEqual({
      consentType: 'credit_assessment',
      granted: true,
      method: 'checkbox',
      wording:
        'I agree that the dealership may use the details in this application to assess it, and may share them with lenders to obtain a finance quote for me.',
    });
  });
});
