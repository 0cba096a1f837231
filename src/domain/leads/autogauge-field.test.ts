import { describe, expect, it } from 'vitest';
import { initialLeadValues } from './initial-values';
import { leadFormFields } from './resolve-fields';
import { leadFormSchema } from './schema';
import { CONTACT, TEST_CAR, testRules } from './test-rules';

/** E-16: the enquiry about a car whose gauge shows carries autogauge_enabled = true. */
const ENQUIRY = { ...CONTACT, category: 'Vehicle Enquiry', message: 'Is it available?' };
const shown = testRules({ autogaugeEnabled: true });

describe('E-16 autogauge_enabled', () => {
  it('is a hidden enquiry field fixed to true, on the second step, only when the gauge shows', () => {
    const field = leadFormFields('enquiry', shown).find((entry) => entry.name === 'autogauge_enabled');
    expect(field).toEqual({
      name: 'autogauge_enabled',
      label: 'autogauge_enabled',
      type: 'hidden',
      required: false,
      maxLength: null,
      step: 1,
      options: null,
      fixedValue: true,
      phoneKind: 'any',
      autoComplete: null,
      requiredUnless: null,
    });
    expect(leadFormFields('enquiry', testRules()).map((entry) => entry.name)).not.toContain(
      'autogauge_enabled',
    );
    expect(leadFormFields('test_drive', shown).map((entry) => entry.name)).not.toContain('autogauge_enabled');
  });

  it('opens as true in the enquiry defaults about a car', () => {
    expect(initialLeadValues('enquiry', shown, TEST_CAR).autogauge_enabled).toBe(true);
    expect(initialLeadValues('enquiry', testRules(), TEST_CAR)).not.toHaveProperty('autogauge_enabled');
  });

  it('validates to true whatever is sent, and is dropped when the gauge does not show', () => {
    expect(leadFormSchema('enquiry', shown).parse({ ...ENQUIRY, autogauge_enabled: 'false' })).toMatchObject({
      autogauge_enabled: true,
    });
    expect(leadFormSchema('enquiry', shown).parse(ENQUIRY)).toMatchObject({ autogauge_enabled: true });
    expect(
      leadFormSchema('enquiry', testRules()).parse({ ...ENQUIRY, autogauge_enabled: true }),
    ).not.toHaveProperty('autogauge_enabled');
  });
});
