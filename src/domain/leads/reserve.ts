import { RESERVE_MESSAGES } from './reserve-messages';
import type { ConsentRecordInput } from './consent';
import { NAME_MAX_LENGTH, consent, email, mobile, postcode } from './field-builders';
import type { LeadFieldDef } from './field-types';

/** The reserve form's refund-terms box: required, recorded as a consent with the site's terms as shown. */
export const RESERVE_TERMS_FIELD = 'reserve_terms';

/**
 * Reserve online (decision 046, H-1's reserve kind): who is reserving, on one step, with the deposit's refund
 * terms agreed to. The car comes from the page (car_id), the amount from the dealer's config: neither is a
 * field.
 */
export const RESERVE_FIELDS: readonly LeadFieldDef[] = [
  {
    name: 'name',
    label: 'Full Name',
    type: 'text',
    required: 'always',
    maxLength: NAME_MAX_LENGTH,
    step: 0,
    autoComplete: 'name',
  },
  email({ step: 0 }),
  mobile({ step: 0 }),
  postcode({ step: 0 }),
  {
    name: RESERVE_TERMS_FIELD,
    label: RESERVE_MESSAGES.termsLabel,
    type: 'checkbox',
    required: 'always',
    maxLength: null,
    step: 0,
  },
  ...consent({ step: 0 }),
];

export const RESERVE_STEP_TITLES = ['Your Details'] as const;

/** The consent record of the agreed refund terms, with the terms' own words as the buyer saw them. */
export function reserveTermsConsent(refundTerms: string): ConsentRecordInput {
  return {
    consentType: 'reserve_refund_terms',
    granted: true,
    method: 'checkbox',
    wording: `${RESERVE_MESSAGES.termsLabel} ${refundTerms}`,
  };
}
