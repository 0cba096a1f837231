import { describe, expect, it } from 'vitest';
import { leadFormSteps } from '@/domain/leads';
import { CONTACT, TWO_DEALERSHIPS, testRules } from '@/domain/leads/test-rules';
import { firstStepWithError, validateLeadForm, validateLeadStep } from './validate';

describe('validateLeadStep (H-4)', () => {
  const rules = testRules({ dealershipCount: 2, dealershipOptions: TWO_DEALERSHIPS });

  it('checks only the fields of its own step, in form order', () => {
    expect(validateLeadStep('enquiry', rules, 0, { category: 'General Enquiry' })).toEqual([
      { field: 'dealership_slug', message: 'Preferred Dealership is required.' },
      { field: 'message', message: 'Message is required.' },
    ]);
    expect(validateLeadStep('enquiry', rules, 1, { ...CONTACT, email: 'nope' })).toEqual([
      { field: 'email', message: 'Please enter a valid email address, e.g. name@example.com.' },
    ]);
  });

  it('lets a complete step through', () => {
    const step0 = { category: 'General Enquiry', dealership_slug: 'bay-auto', message: 'Hello' };
    expect(validateLeadStep('enquiry', rules, 0, step0)).toEqual([]);
  });
});

describe('validateLeadForm', () => {
  it('gives the terms message on a site with terms enabled (H-11)', () => {
    const rules = testRules({ termsEnabled: true });
    expect(
      validateLeadForm('careers', rules, { ...CONTACT, message: 'Hi', terms_conditions: false }),
    ).toEqual([
      { field: 'terms_conditions', message: '*You must agree to the terms of use before submitting.' },
    ]);
  });

  it('gives the postcode message (H-36)', () => {
    const errors = validateLeadForm('quick_trade_in', testRules(), { ...CONTACT, postcode: '400' });
    expect(errors).toContainEqual({
      field: 'postcode',
      message: 'Invalid postcode. Please enter a 4-digit number.',
    });
  });
});

describe('firstStepWithError', () => {
  const steps = leadFormSteps('enquiry', testRules());

  it('is the earliest step with an error field, else the current step', () => {
    expect(firstStepWithError(steps, [{ field: 'email', message: 'x' }], 1)).toBe(1);
    expect(
      firstStepWithError(
        steps,
        [
          { field: 'email', message: 'x' },
          { field: 'message', message: 'y' },
        ],
        1,
      ),
    ).toBe(0);
    expect(firstStepWithError(steps, [{ field: 'captcha', message: 'x' }], 1)).toBe(1);
  });
});
