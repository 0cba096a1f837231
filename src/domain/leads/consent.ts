/**
 * Decision 1: the marketing opt-in is unticked unless a site sets `forms.optInDefault`, and every lead
 * stores what the buyer saw next to the box, so consent can be proven (Spam Act 2003).
 */
export const OPT_IN_LABEL =
  'Yes, I would like to receive news, offers and updates by email and SMS. I can unsubscribe at any time.';

/** The terms box (H-11); the site's own disclaimer (`forms.termsText`) shows beside it when set. */
export const TERMS_LABEL = 'I agree to the terms of use.';

/**
 * The finance application's required box (decision 028): the applicant's consent to the use and disclosure of
 * their details for a credit assessment (Privacy Act 1988, Part IIIA), stored with its wording like the opt-in.
 */
export const CREDIT_CONSENT_LABEL =
  'I agree that the dealership may use the details in this application to assess it, and may share them with lenders to obtain a finance quote for me.';

export type ConsentRecordInput = {
  consentType: 'marketing' | 'credit_assessment' | 'reserve_refund_terms';
  granted: boolean;
  method: 'checkbox';
  wording: string;
};

/** The consent row stored with every lead, granted or not: a refusal is worth proving too. */
export function marketingConsent(optIn: boolean): ConsentRecordInput {
  return { consentType: 'marketing', granted: optIn, method: 'checkbox', wording: OPT_IN_LABEL };
}

/** The finance application's credit-assessment consent; the form refuses an application without it. */
export function creditAssessmentConsent(): ConsentRecordInput {
  return {
    consentType: 'credit_assessment',
    granted: true,
    method: 'checkbox',
    wording: CREDIT_CONSENT_LABEL,
  };
}
