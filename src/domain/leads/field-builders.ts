import { OPT_IN_LABEL, TERMS_LABEL } from './consent';
import { EMAIL_MAX_LENGTH } from './email';
import type { LeadFieldDef } from './field-types';
import { POSTCODE_MAX_LENGTH } from './postcode';

export const MESSAGE_MAX_LENGTH = 2000;
export const NAME_MAX_LENGTH = 100;
const HIDDEN_MAX_LENGTH = 100;

type Step = { step: number };

/** name, email, phone: the core contact fields (H-30 proposal). */
export const contact = ({ step }: Step): LeadFieldDef[] => [
  { name: 'name', label: 'Name', type: 'text', required: 'always', maxLength: NAME_MAX_LENGTH, step },
  { name: 'email', label: 'Email', type: 'email', required: 'always', maxLength: EMAIL_MAX_LENGTH, step },
  { name: 'phone', label: 'Phone', type: 'tel', required: 'always', maxLength: 20, step, phoneKind: 'any' },
];
/** The email, mobile and postcode of a form where the dealer must reach the buyer (trade-in, reserve): required. */
export const email = ({ step }: Step): LeadFieldDef => ({
  name: 'email',
  label: 'Email',
  type: 'email',
  required: 'always',
  maxLength: EMAIL_MAX_LENGTH,
  step,
});
export const mobile = ({ step }: Step): LeadFieldDef => ({
  name: 'phone',
  label: 'Mobile',
  type: 'tel',
  required: 'always',
  maxLength: 20,
  step,
  phoneKind: 'mobile',
});
export const postcode = ({ step }: Step): LeadFieldDef => ({
  name: 'postcode',
  label: 'Postcode',
  type: 'postcode',
  required: 'always',
  maxLength: POSTCODE_MAX_LENGTH,
  step,
});
export const message = ({ step }: Step, required: 'messageRule' | 'never'): LeadFieldDef => ({
  name: 'message',
  label: 'Message',
  type: 'textarea',
  required,
  maxLength: MESSAGE_MAX_LENGTH,
  step,
});
/** A select that shows, and is then required, under a site or car condition. */
export const select = (
  name: string,
  label: string,
  showWhen: LeadFieldDef['showWhen'],
  step = 0,
): LeadFieldDef => ({
  name,
  label,
  type: 'select',
  required: 'whenShown',
  maxLength: HIDDEN_MAX_LENGTH,
  step,
  showWhen,
});
export const hidden = (name: string, fixedValue?: string | boolean, step = 0): LeadFieldDef => ({
  name,
  label: name,
  type: 'hidden',
  required: 'never',
  maxLength: fixedValue === undefined ? HIDDEN_MAX_LENGTH : null,
  step,
  ...(fixedValue === undefined ? {} : { fixedValue }),
});
/** The opt-in box (decision 1) and the terms box where a site enables it (H-11). */
export const consent = ({ step }: Step, optIn = true): LeadFieldDef[] => [
  ...(optIn
    ? [
        {
          name: 'opt_in',
          label: OPT_IN_LABEL,
          type: 'checkbox',
          required: 'never',
          maxLength: null,
          step,
        } as const,
      ]
    : []),
  {
    name: 'terms_conditions',
    label: TERMS_LABEL,
    type: 'checkbox',
    required: 'whenShown',
    maxLength: null,
    step,
    showWhen: 'terms',
  },
];
export const rego = (step = 0): LeadFieldDef => ({
  name: 'Rego',
  label: 'Rego',
  type: 'rego',
  required: 'never',
  maxLength: 10,
  step,
});
