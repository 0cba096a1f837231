import { describe, expect, it } from 'vitest';
import {
  COMPARISON_EXAMPLE,
  comparisonRate,
  exactComparisonRate,
  lenderComparisonRate,
  type ComparisonExample,
  type ComparisonRateInputs,
} from './comparison-rate';

/**
 * Comparison rates Australian lenders published beside their rates and fees, each with the example it is for
 * (reg 100, http://www.austlii.edu.au/au/legis/cth/consol_reg/nccpr2010486/s100.html). Every figure below was
 * read in the source's stored public text; none is derived here. All are monthly repayments.
 */
type Published = { rate: number; establishmentFee: number; monthlyFee: number; published: number };

const rates = (
  establishmentFee: number,
  monthlyFee: number,
  pairs: [rate: number, published: number][],
): Published[] => pairs.map(([rate, published]) => ({ rate, establishmentFee, monthlyFee, published }));

const expectPublished = (examples: Published[], example: ComparisonExample = COMPARISON_EXAMPLE) => {
  for (const { rate, establishmentFee, monthlyFee, published } of examples)
    expect(comparisonRate({ interestRate: rate, establishmentFee, monthlyFee }, example), `${rate}%`).toBe(
      published,
    );
};

describe('published comparison rates on the $30,000 over 5 years example', () => {
  it('CommBank fixed rate personal loan: $150 establishment, $10 a month', () => {
    // https://www.commbank.com.au/personal-loans/fixed-rate-loan/rates-and-fees.html : "Establishment fee $150",
    // "Loan service fee $10 per month"; "for loan terms of 4 to 7 years, comparison based on an unsecured $30,000
    // loan over 5 years"; 4 years "11.70% p.a. / 12.58% p.a.", 5 years "10.99% / 11.88%", 7 years "11.90% / 12.78%".
    expectPublished(
      rates(150, 10, [
        [11.7, 12.58],
        [10.99, 11.88],
        [11.9, 12.78],
      ]),
    );
  });

  it('Bank of Melbourne unsecured personal loan: $250 establishment, $10 a month', () => {
    // https://bankofmelbourne.com.au/personal/personal-loans/unsecured-loan/summary : "Lending establishment fee:
    // $250", "Monthly loan account fee: $10", "7.49% p.a. to 20.59% p.a. Interest rate range / 8.54% p.a. to
    // 21.59% p.a. Comparison rate"; "for a personal loan amount of $30,000 and a term of 5 years".
    expectPublished(
      rates(250, 10, [
        [7.49, 8.54],
        [20.59, 21.59],
      ]),
    );
  });

  it('Bank of Melbourne secured loan and Westpac car loan: $250 establishment, $12 a month', () => {
    // https://bankofmelbourne.com.au/personal/personal-loans/secured-loan : "$12 Monthly loan account fee", "$250
    // Lending establishment fee (added to your loan amount)", "6.49% p.a. to 12.99% p.a. Interest rate range |
    // 7.69% p.a. to 14.14% p.a. Comparison rate".
    // https://www.westpac.com.au/personal-banking/personal-loans/car-loan-calculator/ : "based on a secured
    // Personal Loan of $30,000 borrowed for 5 years with the minimum interest rate of 7.49% p.a. (8.68% p.a.
    // comparison rate)"; https://www.westpac.com.au/personal-banking/personal-loans/ : "Establishment fee $250
    // Monthly service fee $12".
    expectPublished(
      rates(250, 12, [
        [6.49, 7.69],
        [12.99, 14.14],
        [7.49, 8.68],
      ]),
    );
  });

  it('St.George and Bank of Melbourne car loans: $195 establishment, $12 a month', () => {
    // https://www.stgeorge.com.au/personal/personal-loans/car-loan : "fixed from 6.49% p.a. to 12.99% p.a.
    // (comparison rate 7.61% p.a. to 14.06% p.a.)", "$12 Monthly loan account fee", "$195 Lending establishment
    // fee (added to your loan amount)".
    // https://www.bankofmelbourne.com.au/personal/personal-loans/car-loan : "Fixed interest rate from 7.49% p.a.
    // (8.60% p.a. comparison rate) Variable interest rate from 12.74% p.a. (13.81% comparison rate)", "$195
    // Establishment fee (added to your loan amount)", "$12 Monthly administration fee".
    expectPublished(
      rates(195, 12, [
        [6.49, 7.61],
        [12.99, 14.06],
        [7.49, 8.6],
        [12.74, 13.81],
      ]),
    );
  });
});

describe('other published examples', () => {
  it('CommBank: $10,000 over 3 years for terms of 1 to 3 years', () => {
    // Same page: "for loan terms of 1 to 3 years, comparison based on an unsecured $10,000 loan over 3 years";
    // 1-2 years "From 11.90% p.a. / From 15.04% p.a.", 3 years "11.70% / 14.85%".
    expectPublished(
      rates(150, 10, [
        [11.9, 15.04],
        [11.7, 14.85],
      ]),
      { amount: 10_000, termYears: 3, paymentsPerYear: 12 },
    );
  });
});

describe('comparisonRate', () => {
  const inputs = (patch: Partial<ComparisonRateInputs> = {}): ComparisonRateInputs => ({
    interestRate: 8.49,
    establishmentFee: 1300,
    monthlyFee: 0,
    ...patch,
  });

  it('is the interest rate itself when the loan has no fees', () => {
    for (const rate of [0, 3.99, 9.95, 19.95])
      expect(exactComparisonRate(inputs({ interestRate: rate, establishmentFee: 0 }))).toBeCloseTo(rate, 9);
  });

  it('rises with each fee and with the rate', () => {
    const base = exactComparisonRate(inputs());
    expect(exactComparisonRate(inputs({ establishmentFee: 1301 }))).toBeGreaterThan(base);
    expect(exactComparisonRate(inputs({ monthlyFee: 1 }))).toBeGreaterThan(base);
    expect(exactComparisonRate(inputs({ interestRate: 8.5 }))).toBeGreaterThan(base);
  });

  it('weighs a fee more on a shorter or smaller loan', () => {
    const five = exactComparisonRate(inputs());
    expect(exactComparisonRate(inputs(), { ...COMPARISON_EXAMPLE, termYears: 3 })).toBeGreaterThan(five);
    expect(exactComparisonRate(inputs(), { ...COMPARISON_EXAMPLE, amount: 10_000 })).toBeGreaterThan(five);
  });

  it('rounds to two places: AusLoans 8.49 % with a $1,300 fee is 10.39 % (10.3928 worked out in Python)', () => {
    expect(comparisonRate(inputs())).toBe(10.39);
  });
});

describe('lenderComparisonRate', () => {
  const record = { interestRate: 8.49, establishmentFees: 1300, monthlyFee: 0 };

  it("is the record's comparison rate when it states its rate and both fees", () => {
    expect(lenderComparisonRate(record)).toBe(10.39);
  });

  it('is null when the record leaves out the rate or a fee, or they are not amounts', () => {
    expect(lenderComparisonRate({ ...record, interestRate: null })).toBeNull();
    expect(lenderComparisonRate({ ...record, establishmentFees: null })).toBeNull();
    expect(lenderComparisonRate({ ...record, monthlyFee: null })).toBeNull();
    expect(lenderComparisonRate({ ...record, monthlyFee: -1 })).toBeNull();
    expect(lenderComparisonRate({ ...record, interestRate: Number.NaN })).toBeNull();
    expect(lenderComparisonRate({ ...record, establishmentFees: Number.POSITIVE_INFINITY })).toBeNull();
  });

  it('is null when the fee is the whole example loan or more', () => {
    expect(lenderComparisonRate({ ...record, establishmentFees: 30_000 })).toBeNull();
    expect(lenderComparisonRate({ ...record, establishmentFees: 29_999 })).not.toBeNull();
  });
});
