import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf, formErrorSummary, leadErrorMessage } from './errors';
import { FORM_SUBMIT_ERROR, LEAD_UNEXPECTED_ERROR, POSTCODE_NOT_FOUND_MESSAGE } from './messages';
import { leadFormSchema } from './schema';
import { testRules } from './test-rules';

describe('formErrorSummary (H-26)', () => {
  it("titles the list 'Please fix the following errors:' with one item per field", () => {
    const result = leadFormSchema('careers', testRules()).safeParse({ email: 'nope' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(formErrorSummary(result.error)).toEqual({
      title: 'Please fix the following errors:',
      items: [
        { field: 'name', message: 'Name is required.' },
        { field: 'email', message: 'Please enter a valid email address, e.g. name@example.com.' },
        { field: 'phone', message: 'Phone is required.' },
        { field: 'message', message: 'Message is required.' },
      ],
    });
  });

  it('keeps the first message of a field and files form-level issues under an empty field', () => {
    const schema = z.object({
      name: z
        .string()
        .min(2, 'short')
        .regex(/^[a-z]+$/, 'letters'),
    });
    const result = schema.safeParse({ name: '1' });
    expect(result.success ? [] : fieldErrorsOf(result.error)).toEqual([{ field: 'name', message: 'short' }]);
    const formLevel = z
      .object({})
      .refine(() => false, 'whole form')
      .safeParse({});
    expect(formLevel.success ? [] : fieldErrorsOf(formLevel.error)).toEqual([
      { field: '', message: 'whole form' },
    ]);
  });

  it("lists the server's own field errors, e.g. a postcode the geocoder cannot place (H-38)", () => {
    expect(formErrorSummary([{ field: 'postcode', message: POSTCODE_NOT_FOUND_MESSAGE }])).toEqual({
      title: 'Please fix the following errors:',
      items: [{ field: 'postcode', message: 'Invalid postcode' }],
    });
  });
});

describe('lead error texts (H-24, H-25)', () => {
  it('has the spec texts, misspelling included', () => {
    expect(FORM_SUBMIT_ERROR).toBe('An error occurred when submitting this form');
    expect(LEAD_UNEXPECTED_ERROR).toBe('An unexpected error occured');
  });

  it('shows the returned error, or the fallback, when no lead_id came back', () => {
    expect(leadErrorMessage({ lead_id: 'a1b2', error: null })).toBeNull();
    expect(leadErrorMessage({ error: 'Rate limited' })).toBe('Rate limited');
    expect(leadErrorMessage({ lead_id: null, error: '  ' })).toBe('An unexpected error occured');
    expect(leadErrorMessage({})).toBe('An unexpected error occured');
  });
});
