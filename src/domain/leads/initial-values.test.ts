import { describe, expect, it } from 'vitest';
import { initialLeadValues } from './initial-values';
import { testRules } from './test-rules';

describe('initialLeadValues: the site defaults (H-27, issue 17)', () => {
  it("starts the trade-in's registration state on the site's default state, 'qld' by default", () => {
    expect(initialLeadValues('trade_in', testRules()).rego_state).toBe('qld');
    expect(initialLeadValues('trade_in', testRules({ defaultState: 'nsw' })).rego_state).toBe('nsw');
  });

  it("matches a select whose options are upper case (the finance application's licence state)", () => {
    expect(initialLeadValues('finance_application', testRules({ defaultState: 'vic' })).licence_state).toBe(
      'VIC',
    );
  });

  it("starts postcode fields on the site's default postcode, empty without one", () => {
    expect(initialLeadValues('quick_trade_in', testRules()).postcode).toBe('');
    expect(initialLeadValues('quick_trade_in', testRules({ defaultPostcode: '2300' })).postcode).toBe('2300');
    expect(initialLeadValues('reserve', testRules({ defaultPostcode: '4000' })).postcode).toBe('4000');
  });

  it('leaves other fields alone', () => {
    const values = initialLeadValues('enquiry', testRules({ defaultPostcode: '2300' }));
    expect(values).not.toHaveProperty('postcode');
    expect(values.name).toBe('');
  });
});
