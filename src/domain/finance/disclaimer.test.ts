import { describe, expect, it } from 'vitest';
import { financeSchema } from '@/config/schema/finance';
import {
  comparisonRateText,
  defaultDisclaimerAssumptions,
  defaultFinanceDisclaimer,
  formatRatePercent,
} from './disclaimer';

const finance = (input: object = {}) => financeSchema.parse(input);

describe('F-23 comparisonRateText', () => {
  it("falls back to '8.38% to 19.42%' without a lender comparison rate", () => {
    expect(comparisonRateText(null, finance())).toBe('8.38% to 19.42%');
    expect(comparisonRateText({ comparisonRate: null }, finance())).toBe('8.38% to 19.42%');
  });

  it("a provider's fallback range comes from config", () => {
    expect(comparisonRateText(null, finance({ comparisonRateFallbackRange: { min: 6.5, max: 12 } }))).toBe(
      '6.50% to 12.00%',
    );
  });

  it("the lender's comparison rate when it has one", () => {
    expect(comparisonRateText({ comparisonRate: 8.1 }, finance())).toBe('8.10%');
    expect(formatRatePercent(7.49)).toBe('7.49%');
  });
});

describe('F-22/F-24 the default disclaimer', () => {
  it('a 5-year term, 10.0% deposit, 30.0% final payment, vehicle type Car', () => {
    expect(defaultDisclaimerAssumptions(finance())).toEqual({
      termYears: 5,
      depositPercent: 10,
      finalPaymentPercent: 30,
      vehicleType: 'Car',
      comparisonLoanAmount: 30000,
      comparisonTermYears: 5,
    });
  });

  it('states every figure, and the comparison example of F-22', () => {
    const text = defaultFinanceDisclaimer(defaultDisclaimerAssumptions(finance()), '8.38% to 19.42%');
    expect(text).toBe(
      'Estimated repayments assume a 5-year term, a 10.0% deposit and a 30.0% final payment (vehicle type: Car). ' +
        'The comparison rate of 8.38% to 19.42% is based on a 5-year secured fixed-rate loan of $30,000. ' +
        'WARNING: This comparison rate is true only for the examples given and may not include all fees and ' +
        'charges. Different terms, fees or other loan amounts might result in a different comparison rate.',
    );
    expect(text).toContain('a 5-year secured fixed-rate loan of $30,000');
  });

  it("the site's vehicle noun", () => {
    const assumptions = defaultDisclaimerAssumptions(finance({ vehicleTypeLabel: 'Caravan' }));
    expect(defaultFinanceDisclaimer(assumptions, '8.10%')).toContain('(vehicle type: Caravan)');
  });
});
