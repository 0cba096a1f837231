import { describe, expect, it } from 'vitest';
import { financeSchema } from '@/config/schema/finance';
import {
  calculatorDefaults,
  defaultInterest,
  defaultLoanAmount,
  defaultTermYears,
  lenderTermYears,
  type FinanceLenderRecord,
} from './calculator-defaults';
import { lenderRecord } from './lender-record-fixture';
import { testLoan } from './loan-test-fixture';

const finance = (input: object = {}) => financeSchema.parse(input);

const lender = (patch: Partial<FinanceLenderRecord> = {}) => lenderRecord('ausloans', patch);

describe('F-10/F-11 defaultLoanAmount', () => {
  it('F-10 30000', () => {
    expect(defaultLoanAmount(finance(), 45000)).toBe(30000);
    expect(defaultLoanAmount(finance(), null)).toBe(30000);
  });

  it('F-11 the car price where configured, else 30000', () => {
    const fromPrice = finance({ defaultAmountFromCarPrice: true });
    expect(defaultLoanAmount(fromPrice, 45990)).toBe(45990);
    expect(defaultLoanAmount(fromPrice, null)).toBe(30000);
    expect(defaultLoanAmount(fromPrice, 10)).toBe(30000);
  });

  it('F-11 clamped to the slider range (proposal)', () => {
    const fromPrice = finance({ defaultAmountFromCarPrice: true });
    expect(defaultLoanAmount(fromPrice, 150000)).toBe(100000);
    expect(defaultLoanAmount(fromPrice, 800)).toBe(1000);
    const price105 = finance({ defaultAmountFromCarPrice: true, loanAmount: { maxMode: 'price105' } });
    expect(defaultLoanAmount(price105, 120000)).toBe(120000);
  });
});

describe('F-12 defaultTermYears', () => {
  it('6 years, or 5 for some providers or dealers', () => {
    expect(defaultTermYears(finance(), null)).toBe(6);
    expect(defaultTermYears(finance({ defaultTermYears: 5 }), null)).toBe(5);
  });

  it('kept on the slider: a 5-year maximum caps it, custom options pick the nearest', () => {
    expect(defaultTermYears(finance({ termMaxYears: 5 }), null)).toBe(5);
    expect(defaultTermYears(finance({ termYearOptions: [1, 3, 5, 7] }), null)).toBe(5);
  });

  it('F-27 the lender term wins, from years, months or weeks', () => {
    expect(defaultTermYears(finance(), lender({ termYears: 4 }))).toBe(4);
    expect(lenderTermYears(lender({ termMonths: 48 }))).toBe(4);
    expect(lenderTermYears(lender({ termWeeks: 156 }))).toBe(3);
    expect(lenderTermYears(lender())).toBeNull();
    expect(lenderTermYears(null)).toBeNull();
  });
});

describe('F-13 defaultInterest(lender, cfg)', () => {
  it('the lender record rate first', () => {
    expect(defaultInterest(lender({ interestRate: 7.49 }), finance())).toBe(7.49);
  });

  it('else the site setting', () => {
    expect(defaultInterest(lender(), finance({ defaultInterestRate: 8.5 }))).toBe(8.5);
  });

  it('else 10', () => {
    expect(defaultInterest(null, finance())).toBe(10);
  });

  it('clamped to the range (proposal)', () => {
    expect(defaultInterest(lender({ interestRate: 22 }), finance())).toBe(15);
    expect(
      defaultInterest(null, finance({ interestRange: { min: 4, max: 20 }, defaultInterestRate: 2 })),
    ).toBe(4);
  });
});

describe('F-27 calculatorDefaults', () => {
  it('config defaults without a lender record', () => {
    expect(calculatorDefaults(finance(), 45000, null)).toEqual(testLoan(10, { termYears: 6 }));
  });

  it('F-19 the configured establishment fee (1300 for AusLoans on one group)', () => {
    expect(calculatorDefaults(finance({ establishmentFee: 1300 }), null, null).establishmentFee).toBe(1300);
  });

  it('interest, term, deposit, balloon and fee from the lender record', () => {
    const record = lender({
      interestRate: 8.99,
      termYears: 5,
      deposit: 3000,
      balloon: 9000,
      establishmentFees: 395,
    });
    expect(calculatorDefaults(finance({ establishmentFee: 1300 }), 45000, record)).toEqual({
      amount: 30000,
      termYears: 5,
      interestRatePercent: 8.99,
      deposit: 3000,
      tradeIn: 0,
      residual: 9000,
      establishmentFee: 395,
      frequency: 'week',
    });
  });
});
