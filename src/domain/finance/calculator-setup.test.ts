import { describe, expect, it } from 'vitest';
import { financeSchema } from '@/config/schema/finance';
import type { FinanceLenderRecord } from './calculator-defaults';
import { calculatorLender, financeCalculatorSetup } from './calculator-setup';
import { lenderRecord } from './lender-record-fixture';
import { testLoan } from './loan-test-fixture';

const finance = (input: object = {}) => financeSchema.parse(input);

const lender = (provider: string, fields: Partial<FinanceLenderRecord> = {}) =>
  lenderRecord(provider, {
    interestRate: 7.5,
    comparisonRate: 8.25,
    termYears: 5,
    deposit: 2000,
    balloon: 6000,
    establishmentFees: 395,
    ...fields,
  });

const car = { id: 42, make: 'Kia', price: 32_990 };

describe('calculatorLender (F-27, F-37)', () => {
  const lenders = [lender('angle'), lender('toyotaFinance', { interestRate: 4.99 })];

  it("is the site provider's record of the car", () => {
    expect(calculatorLender(lenders, finance({ provider: 'angle' }), 'Kia')?.provider).toBe('angle');
    expect(calculatorLender(lenders, finance({ provider: 'manual' }), 'Kia')).toBeNull();
    expect(calculatorLender(lenders, finance(), 'Kia')).toBeNull();
  });

  it('gives a Toyota no values but Toyota Finance’s, whatever the case of the make', () => {
    expect(calculatorLender(lenders, finance({ provider: 'angle' }), 'TOYOTA')).toBeNull();
    expect(calculatorLender(lenders, finance({ provider: 'toyotaFinance' }), 'toyota')?.interestRate).toBe(
      4.99,
    );
  });
});

describe('financeCalculatorSetup', () => {
  it('uses the spec defaults without a lender: $30,000 over 6 years at 10%, weekly, 8.38% to 19.42%', () => {
    expect(financeCalculatorSetup(finance(), car, [])).toEqual({
      carId: 42,
      amount: { min: 1000, max: 100_000, step: 500 },
      term: { kind: 'years', min: 1, max: 7, step: 0.5 },
      interest: { min: 0.5, max: 15, step: 0.5, disabled: false },
      defaults: testLoan(10, { termYears: 6 }),
      rounding: 'nearestDollar',
      frequencies: [
        { name: 'week', label: 'Weekly', paymentsPerYear: 52 },
        { name: 'fortnight', label: 'Fortnightly', paymentsPerYear: 26 },
        { name: 'month', label: 'Monthly', paymentsPerYear: 12 },
      ],
      comparisonRate: '8.38% to 19.42%',
      feeSchedule: null,
    });
  });

  it("starts from the provider's lender record: rate, term, deposit, balloon, fee and comparison rate", () => {
    const setup = financeCalculatorSetup(finance({ provider: 'angle' }), car, [lender('angle')]);
    expect(setup.defaults).toMatchObject({
      interestRatePercent: 7.5,
      termYears: 5,
      deposit: 2000,
      residual: 6000,
      establishmentFee: 395,
    });
    expect(setup.comparisonRate).toBe('8.25%');
  });

  it('fixes Weekly when the provider hides the select (F-15), and shows a brand fee schedule (F-20)', () => {
    const schedule = {
      establishment: 395,
      securityRegistration: 6,
      monthlyAccountAdmin: 8,
      dealerAgencyFee: 912.25,
    };
    const setup = financeCalculatorSetup(
      finance({ frequencySelectHidden: true, brandFeeSchedule: schedule }),
      car,
      [],
    );
    expect(setup.frequencies).toEqual([{ name: 'week', label: 'Weekly', paymentsPerYear: 52 }]);
    expect(setup.feeSchedule).toEqual(schedule);
  });

  it('takes the amount from the car price and 105% of a dear car where the group says so (F-3, F-11)', () => {
    const group = finance({ defaultAmountFromCarPrice: true, loanAmount: { maxMode: 'price105' } });
    const dear = financeCalculatorSetup(group, { ...car, price: 120_000 }, []);
    expect(dear.amount.max).toBe(126_000);
    expect(dear.defaults.amount).toBe(120_000);
    expect(financeCalculatorSetup(group, { ...car, price: null }, []).defaults.amount).toBe(30_000);
  });
});

describe('financeCalculatorSetup with the car’s quote (decision 069)', () => {
  const quote = {
    input: {
      amount: 32_990,
      deposit: 2000,
      tradeIn: 0,
      establishmentFee: 395,
      interestRatePercent: 8.49,
      termYears: 6,
      residual: 6000,
      frequency: 'week' as const,
    },
    weekly: 100,
    ratePercent: 8.49,
    comparisonRatePercent: 9.1,
  };
  const outback = finance({
    provider: 'angle',
    interestRange: { min: 9.95, max: 19.95, step: 0.05 },
    termYearOptions: [1, 2, 3, 4, 5, 7],
  });

  it("starts on the quote's loan, each slider reaching it, with the quote's comparison rate", () => {
    const setup = financeCalculatorSetup(outback, car, [lender('angle')], quote);
    expect(setup.defaults).toEqual(quote.input);
    expect(setup.interest).toMatchObject({ min: 8.49, max: 19.95 });
    expect(setup.term).toMatchObject({ kind: 'options', options: [1, 2, 3, 4, 5, 6, 7] });
    expect(setup.comparisonRate).toBe('9.10%');
  });

  it('is the configured calculator without a quote', () => {
    expect(financeCalculatorSetup(outback, car, [lender('angle')], null)).toEqual(
      financeCalculatorSetup(outback, car, [lender('angle')]),
    );
    expect(financeCalculatorSetup(outback, car, [lender('angle')]).interest).toMatchObject({ min: 9.95 });
  });
});
