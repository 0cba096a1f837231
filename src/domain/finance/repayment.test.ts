import { describe, expect, it } from 'vitest';
import { financeSchema } from '@/config/schema/finance';
import {
  DEFAULT_REPAYMENT_FREQUENCY,
  ENQUIRE_FOR_FINANCE_TEXT,
  REPAYMENT_FREQUENCIES,
  amortisedPayment,
  calculateRepayment,
  financedPrincipal,
  isEnquireForFinance,
  numberOfPayments,
  paymentsPerYear,
  repaymentTotal,
  roundRepayment,
  roundToCents,
  weeklyEquivalent,
  type LoanInput,
} from './repayment';
import { testLoan } from './loan-test-fixture';

/** The checklist's golden loan: 30000 at 10% over 5 years, no deposit, fee or residual. */
const golden: LoanInput = testLoan(10);
const loan = (patch: Partial<LoanInput> = {}): LoanInput => ({ ...golden, ...patch });
const cents = (patch: Partial<LoanInput>) => roundToCents(amortisedPayment(loan(patch)));

describe('F-14 frequencies', () => {
  it('Weekly 52, Fortnightly 26, Monthly 12, in that order', () => {
    expect(REPAYMENT_FREQUENCIES).toEqual([
      { name: 'week', label: 'Weekly', paymentsPerYear: 52 },
      { name: 'fortnight', label: 'Fortnightly', paymentsPerYear: 26 },
      { name: 'month', label: 'Monthly', paymentsPerYear: 12 },
    ]);
    expect(REPAYMENT_FREQUENCIES.map((frequency) => paymentsPerYear(frequency.name))).toEqual([52, 26, 12]);
  });

  it('defaults to Weekly (proposal)', () => {
    expect(DEFAULT_REPAYMENT_FREQUENCY).toBe('week');
  });
});

describe('F-16 the amortised payment', () => {
  it('golden values: weekly 146.73, fortnightly 293.68, monthly 637.41 before rounding', () => {
    expect(cents({ frequency: 'week' })).toBe(146.73);
    expect(cents({ frequency: 'fortnight' })).toBe(293.68);
    expect(cents({ frequency: 'month' })).toBe(637.41);
  });

  it('P = amount − deposit − tradeIn + establishmentFee', () => {
    expect(financedPrincipal(loan({ deposit: 5000, tradeIn: 3000, establishmentFee: 1360.5 }))).toBe(23360.5);
    // Deposit and trade-in lower the payment exactly like a smaller amount does.
    expect(cents({ deposit: 2000, tradeIn: 3000 })).toBe(cents({ amount: 25000 }));
    expect(cents({ establishmentFee: 1300 })).toBe(cents({ amount: 31300 }));
  });

  it('n = term × f', () => {
    expect(numberOfPayments(5, 'week')).toBe(260);
    expect(numberOfPayments(5, 'fortnight')).toBe(130);
    expect(numberOfPayments(5, 'month')).toBe(60);
    expect(numberOfPayments(0.5, 'month')).toBe(6);
    expect(numberOfPayments(6.5, 'fortnight')).toBe(169);
  });

  it('a residual lowers the payment by its discounted value', () => {
    // 30000 at 10% monthly over 5 years, 30% (9000) balloon: (30000 − 9000/(1+r)^60) × r / (1 − (1+r)^−60).
    expect(cents({ frequency: 'month', residual: 9000 })).toBe(521.19);
  });

  it('r = 0 is straight division: (P − B)/n', () => {
    expect(amortisedPayment(loan({ interestRatePercent: 0, frequency: 'month' }))).toBe(500);
    expect(amortisedPayment(loan({ interestRatePercent: 0, frequency: 'month', residual: 6000 }))).toBe(400);
    expect(
      amortisedPayment(loan({ interestRatePercent: 0, frequency: 'week', termYears: 1, amount: 5200 })),
    ).toBe(100);
  });

  it('never negative, NaN or infinite', () => {
    expect(amortisedPayment(loan({ deposit: 30000 }))).toBe(0);
    expect(amortisedPayment(loan({ deposit: 40000 }))).toBe(0);
    expect(amortisedPayment(loan({ residual: 50000 }))).toBe(0);
    expect(amortisedPayment(loan({ residual: 50000, interestRatePercent: 0 }))).toBe(0);
    expect(amortisedPayment(loan({ termYears: 0 }))).toBe(0);
    expect(amortisedPayment(loan({ amount: Number.NaN }))).toBe(0);
    expect(amortisedPayment(loan({ amount: Number.POSITIVE_INFINITY }))).toBe(0);
    expect(cents({ interestRatePercent: -5, frequency: 'month' })).toBe(500);
    expect(cents({ deposit: -1000, frequency: 'month' })).toBe(637.41);
  });
});

describe('F-18 rounding', () => {
  it("'nearestDollar' is the platform default", () => {
    expect(financeSchema.parse({}).repaymentRounding).toBe('nearestDollar');
    expect(roundRepayment(146.7333, 'nearestDollar')).toBe(147);
    expect(roundRepayment(637.4113, 'nearestDollar')).toBe(637);
    expect(roundRepayment(293.5, 'nearestDollar')).toBe(294);
  });

  it("'ceilDollar' rounds any cents up", () => {
    expect(roundRepayment(637.4113, 'ceilDollar')).toBe(638);
    expect(roundRepayment(146.0001, 'ceilDollar')).toBe(147);
    expect(roundRepayment(500, 'ceilDollar')).toBe(500);
  });

  it("'ceilCents' rounds part cents up", () => {
    expect(roundRepayment(146.7333, 'ceilCents')).toBe(146.74);
    expect(roundRepayment(637.4113, 'ceilCents')).toBe(637.42);
  });

  it('binary noise never costs an extra cent or dollar', () => {
    expect(roundRepayment(637.41, 'ceilCents')).toBe(637.41);
    expect(roundRepayment(0.1 + 0.2, 'ceilCents')).toBe(0.3);
    expect(roundRepayment(500.00000000000006, 'ceilDollar')).toBe(500);
  });

  it('a missing payment rounds to 0', () => {
    expect(roundRepayment(Number.NaN, 'ceilDollar')).toBe(0);
    expect(roundRepayment(-3, 'nearestDollar')).toBe(0);
  });

  it('amounts too large to hold cents pass through instead of overflowing', () => {
    expect(roundRepayment(1.797693134862316e306, 'ceilCents')).toBe(1.797693134862316e306);
  });
});

describe('F-17 total repayments = PMT × n + residual', () => {
  it('uses the rounded payment', () => {
    expect(calculateRepayment(loan({ frequency: 'month' }), 'nearestDollar')).toEqual({
      principal: 30000,
      numberOfPayments: 60,
      payment: 637,
      total: 38220,
    });
    expect(calculateRepayment(loan({ frequency: 'week' }), 'ceilCents')).toEqual({
      principal: 30000,
      numberOfPayments: 260,
      payment: 146.74,
      total: 38152.4,
    });
  });

  it('adds the residual once', () => {
    const result = calculateRepayment(loan({ frequency: 'month', residual: 9000 }), 'ceilDollar');
    expect(result.payment).toBe(522);
    expect(result.total).toBe(522 * 60 + 9000);
  });

  it('is summed in cents', () => {
    expect(repaymentTotal(146.74, 260, 0)).toBe(38152.4);
    expect(repaymentTotal(0.1, 3, 0.2)).toBe(0.5);
    expect(repaymentTotal(Number.NaN, 60, 0)).toBe(0);
  });

  it('F-19 the establishment fee is financed', () => {
    const fee = financeSchema.parse({ establishmentFee: 1360.5 }).establishmentFee;
    const result = calculateRepayment(loan({ frequency: 'month', establishmentFee: fee }), 'ceilCents');
    expect(result.principal).toBe(31360.5);
    expect(result.payment).toBe(666.32);
    expect(financeSchema.parse({}).establishmentFee).toBe(0);
  });
});

describe('F-21 Enquire for Finance', () => {
  it('a weekly payment of 25 or less, 25.00 included', () => {
    expect(ENQUIRE_FOR_FINANCE_TEXT).toBe('Enquire for Finance');
    expect(isEnquireForFinance(25, 'week')).toBe(true);
    expect(isEnquireForFinance(24.99, 'week')).toBe(true);
    expect(isEnquireForFinance(0, 'week')).toBe(true);
    expect(isEnquireForFinance(25.01, 'week')).toBe(false);
  });

  it('other frequencies compare their weekly equivalent (proposal)', () => {
    expect(weeklyEquivalent(50, 'fortnight')).toBe(25);
    expect(isEnquireForFinance(50, 'fortnight')).toBe(true);
    expect(isEnquireForFinance(50.01, 'fortnight')).toBe(false);
    // 108.33 a month is 24.9992 a week; 108.34 is 25.0015.
    expect(isEnquireForFinance(108.33, 'month')).toBe(true);
    expect(isEnquireForFinance(108.34, 'month')).toBe(false);
  });

  it('a deposit that covers the car leaves nothing to quote', () => {
    const result = calculateRepayment(loan({ deposit: 30000 }), 'nearestDollar');
    expect(result.payment).toBe(0);
    expect(isEnquireForFinance(result.payment, 'week')).toBe(true);
  });
});
