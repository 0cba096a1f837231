import { describe, expect, it } from 'vitest';
import { financeSchema } from '@/config/schema/finance';
import {
  builtInFinanceQuote,
  canAskYoux,
  needsYouxQuote,
  storedYouxQuote,
  YOUX_QUOTE_DEFAULTS,
} from './finance-quote';
import { financeQuoteRequestSchema, isStandardQuoteRequest } from './finance-quote-request';
import { lenderRecord } from './lender-record-fixture';
import { testLoan } from './loan-test-fixture';
import { amortisedPayment, roundToCents } from './repayment';

const finance = (input: object = {}) => financeSchema.parse(input);
const sixtyMonths = { purchasePrice: 30000, loanTermMonths: 60 };

describe('builtInFinanceQuote: the quote from our own data', () => {
  it("$30,000 over 60 months at the site's default 10% is $146.73 a week, the calculator's maths to the cent", () => {
    const quote = builtInFinanceQuote(sixtyMonths, null, finance());
    const calculator = amortisedPayment(testLoan(10));
    expect(quote).toEqual({ weeklyRepaymentAmount: 146.73, comparisonRate: null, advertisedRate: 10 });
    expect(quote?.weeklyRepaymentAmount).toBe(roundToCents(calculator));
  });

  it("uses the lender record's rate, comparison rate and establishment fee (F-13, F-19, F-27)", () => {
    const lender = lenderRecord('youx', {
      interestRate: 7.49,
      comparisonRate: 8.12,
      establishmentFees: 1360.5,
    });
    // 31,360.50 financed over 260 weeks at 7.49% p.a.
    expect(builtInFinanceQuote(sixtyMonths, lender, finance())).toEqual({
      weeklyRepaymentAmount: 144.7,
      comparisonRate: 8.12,
      advertisedRate: 7.49,
    });
  });

  it("falls back to the site's defaults for what the record lacks, clamped to the interest range", () => {
    const site = finance({ defaultInterestRate: 6.25, establishmentFee: 0 });
    expect(
      builtInFinanceQuote({ purchasePrice: 45000, loanTermMonths: 48 }, lenderRecord('youx'), site),
    ).toEqual({ weeklyRepaymentAmount: 244.64, comparisonRate: null, advertisedRate: 6.25 });
    const tooHigh = lenderRecord('youx', { interestRate: 16, comparisonRate: 17 });
    expect(builtInFinanceQuote(sixtyMonths, tooHigh, finance())).toEqual({
      weeklyRepaymentAmount: 164.17,
      comparisonRate: 17,
      advertisedRate: 15,
    });
  });

  it('has no quote without a price or a term', () => {
    expect(builtInFinanceQuote({ purchasePrice: 0, loanTermMonths: 60 }, null, finance())).toBeNull();
    expect(builtInFinanceQuote({ purchasePrice: 30000, loanTermMonths: 0 }, null, finance())).toBeNull();
  });
});

describe('F-40 financeQuoteRequestSchema', () => {
  it("fills in the proposal's defaults: credit score 'good', 60 months, helped by the dealer", () => {
    expect(financeQuoteRequestSchema.parse({ carId: 12 })).toEqual({ carId: 12, ...YOUX_QUOTE_DEFAULTS });
  });

  it("accepts the spec's fields", () => {
    const body = {
      carId: 12,
      selfAssessedCreditScore: 'excellent',
      purchasePrice: 31990,
      loanTerm: 48,
      year: 2021,
      vin: 'JTMBFREV10D012345',
      nvic: null,
      whoIsHelping: 'dealer',
    };
    expect(financeQuoteRequestSchema.parse(body)).toEqual(body);
  });

  it('names what is wrong', () => {
    const messages = (body: unknown) =>
      financeQuoteRequestSchema.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(messages({})).toEqual(['carId must be the id of a car on this site']);
    expect(messages({ carId: '12' })).toEqual(['carId must be the id of a car on this site']);
    expect(messages({ carId: 1, loanTerm: 6 })).toEqual(['loanTerm must be 12 to 84 months']);
    expect(messages({ carId: 1, loanTerm: 60.5 })).toEqual(['loanTerm must be a whole number of months']);
    expect(messages({ carId: 1, selfAssessedCreditScore: ' ' })).toEqual([
      'selfAssessedCreditScore must not be empty',
    ]);
    expect(messages({ carId: 1, vin: 'x'.repeat(41) })).toEqual(['vin must be at most 40 characters']);
    expect(messages({ carId: 1, extra: true })?.[0]).toMatch(/extra/);
  });
});

describe('isStandardQuoteRequest', () => {
  it('is true only for the F-40 defaults', () => {
    expect(isStandardQuoteRequest(YOUX_QUOTE_DEFAULTS)).toBe(true);
    expect(isStandardQuoteRequest({ ...YOUX_QUOTE_DEFAULTS, loanTerm: 48 })).toBe(false);
    expect(isStandardQuoteRequest({ ...YOUX_QUOTE_DEFAULTS, selfAssessedCreditScore: 'excellent' })).toBe(
      false,
    );
    expect(isStandardQuoteRequest({ ...YOUX_QUOTE_DEFAULTS, whoIsHelping: 'myself' })).toBe(false);
  });
});

describe('O-12 canAskYoux', () => {
  it('needs a vin or an nvic', () => {
    expect(canAskYoux({ vin: 'JTMBFREV10D012345', nvic: null })).toBe(true);
    expect(canAskYoux({ vin: null, nvic: 'ABC123' })).toBe(true);
    expect(canAskYoux({ vin: ' ', nvic: null })).toBe(false);
    expect(canAskYoux({ vin: null, nvic: null })).toBe(false);
  });
});

describe('F-41 storedYouxQuote and needsYouxQuote', () => {
  const none = { youxWeeklyRepayment: null, youxComparisonRate: null, youxAdvertisedRate: null };
  const stored = { youxWeeklyRepayment: 98.46, youxComparisonRate: 7.12, youxAdvertisedRate: 6.49 };
  const car = { ...none, price: 30990, vin: 'JTNKU3JE60J012345', nvic: null };

  it('reads the stored quote only when all three figures are there', () => {
    expect(storedYouxQuote(stored)).toEqual({
      weeklyRepaymentAmount: 98.46,
      comparisonRate: 7.12,
      advertisedRate: 6.49,
    });
    expect(storedYouxQuote({ ...stored, youxComparisonRate: null })).toBeNull();
    expect(storedYouxQuote(none)).toBeNull();
  });

  it('asks for a priced car with a vin or nvic (O-12) and no stored quote', () => {
    expect(needsYouxQuote(car)).toBe(true);
    expect(needsYouxQuote({ ...car, ...stored })).toBe(false);
    expect(needsYouxQuote({ ...car, price: 0 })).toBe(false);
    expect(needsYouxQuote({ ...car, price: null })).toBe(false);
    expect(needsYouxQuote({ ...car, vin: null })).toBe(false);
    expect(needsYouxQuote({ ...car, vin: null, nvic: 'ABC123' })).toBe(true);
  });
});
