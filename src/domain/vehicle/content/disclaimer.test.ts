import { describe, expect, it } from 'vitest';
import { DISCLAIMER_SECTION_ID, defaultFinanceDisclaimer, financeDisclaimerText } from './disclaimer';

const LENDERS = [
  { provider: 'ausloans', disclaimer: 'AusLoans Vehicle Finance. Terms apply.' },
  { provider: 'taurus', disclaimer: '  Taurus wording.  ' },
  { provider: 'angle', disclaimer: null },
];

describe('financeDisclaimerText (D-105)', () => {
  it('has the anchor id financeDisclaimer', () => {
    expect(DISCLAIMER_SECTION_ID).toBe('financeDisclaimer');
  });

  const WARNING =
    'Comparison rate based on a 5-year secured fixed-rate loan of $30,000. WARNING: This comparison rate is true ' +
    'only for the examples given and may not include all fees and charges. Different terms, fees or other loan ' +
    'amounts might result in a different comparison rate.';

  it("uses the wording of the site's provider, followed by the comparison-rate example and warning", () => {
    expect(financeDisclaimerText(LENDERS, 'ausloans', 'Car')).toBe(
      `AusLoans Vehicle Finance. Terms apply. ${WARNING}`,
    );
    expect(financeDisclaimerText(LENDERS, 'taurus', 'Car')).toBe(`Taurus wording. ${WARNING}`);
  });

  it('adds nothing to a wording that has its own warning', () => {
    const own = 'Comparison rate on $30,000 over 5 years. WARNING: true only for the example given.';
    expect(financeDisclaimerText([{ provider: 'taurus', disclaimer: own }], 'taurus', 'Car')).toBe(own);
  });

  it('falls back to the default without a provider, a record or a wording', () => {
    const fallback = defaultFinanceDisclaimer('Car');
    expect(financeDisclaimerText(LENDERS, null, 'Car')).toBe(fallback);
    expect(financeDisclaimerText(LENDERS, 'nissan', 'Car')).toBe(fallback);
    expect(financeDisclaimerText(LENDERS, 'angle', 'Car')).toBe(fallback);
    expect(financeDisclaimerText([], 'ausloans', 'Car')).toBe(fallback);
  });
});

describe('defaultFinanceDisclaimer (F-24, F-22)', () => {
  it("states the spec's assumptions and comparison example", () => {
    expect(defaultFinanceDisclaimer('Car')).toBe(
      'Estimated repayments are indicative only and based on a car loan over a 5-year term with a 10.0% ' +
        'deposit and a 30.0% final payment. Comparison rate based on a 5-year secured fixed-rate loan of ' +
        '$30,000. WARNING: This comparison rate is true only for the examples given and may not include all ' +
        'fees and charges. Different terms, fees or other loan amounts might result in a different comparison ' +
        'rate. Finance is subject to credit approval; terms, conditions, fees and charges apply.',
    );
  });

  it('names the vehicle type', () => {
    expect(defaultFinanceDisclaimer('Caravan')).toContain('based on a caravan loan over a 5-year term');
  });
});
