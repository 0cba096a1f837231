import { describe, expect, it } from 'vitest';
import type { FinanceSummaryRule } from '@/config';
import { carQuote, cardFinanceLine, type CarQuoteConfig } from './car-quote';
import type { FinanceLender, FinanceSummaryCar, YouxQuoteFields } from './finance-summary';
import {
  BASE_SUMMARY_RULE,
  SUMMARY_TEST_CAR,
  SUMMARY_TEST_NOW,
  testFinanceLender,
} from './summary-test-fixtures';
import { testLoan } from './loan-test-fixture';

/*
 * Expected weekly figures are worked out independently of the code with the textbook annuity formula
 * PMT = (P − B/(1+r)^n) × r / (1 − (1+r)^−n), r = rate/52, n = years × 52:
 *   $30,000 at 7.49% over 5 years                          → 138.4179… a week
 *   $30,000 − $2,000 deposit + $300 fee, $5,000 balloon, 9.95%, 5 years → 123.3993…
 *   $30,000 at 6.49% over 5 years (youX's 60 months)       → 135.1879…
 *   $30,000 at 7.49% over 6 years (the site's default term) → 119.4405…
 *   $30,000 + $495 site fee at 7.49% over 5 years          → 140.7018…
 *   $1,500 at 7.49% over 5 years                            → 6.9209… (under F-21's $25: no figure)
 */
const now = SUMMARY_TEST_NOW;
const car = SUMMARY_TEST_CAR;
const noYoux: YouxQuoteFields = {
  youxWeeklyRepayment: null,
  youxComparisonRate: null,
  youxAdvertisedRate: null,
};
const withYoux: YouxQuoteFields = {
  youxWeeklyRepayment: 135.19,
  youxComparisonRate: 7.12,
  youxAdvertisedRate: 6.49,
};

const lender = testFinanceLender;

const base = BASE_SUMMARY_RULE;
const weeklyRule: FinanceSummaryRule = {
  ...base,
  requireInStock: true,
  minPriceExclusive: 500,
  requirePayment: 'week',
};

function config(provider: string, patch: Partial<CarQuoteConfig['finance']> = {}): CarQuoteConfig {
  return {
    timezone: 'Australia/Brisbane',
    finance: {
      provider: provider as CarQuoteConfig['finance']['provider'],
      summaryEnabled: true,
      summaryHiddenManufacturers: [],
      summaryRule: provider === 'angle' || provider === 'manual' ? weeklyRule : base,
      manufacturerFinanceLock: { Toyota: 'toyotaFinance' },
      repaymentRounding: 'nearestDollar',
      establishmentFee: 0,
      brandFeeSchedule: null,
      defaultTermYears: 6,
      ...patch,
    },
  };
}

const quote = (
  provider: string,
  c: Partial<FinanceSummaryCar & YouxQuoteFields> = {},
  l: Partial<FinanceLender> = {},
  f: Partial<CarQuoteConfig['finance']> = {},
) => carQuote({ ...car, ...noYoux, ...c }, lender(provider, l), config(provider, f), now);

const line = (
  provider: string,
  c: Partial<FinanceSummaryCar & YouxQuoteFields> = {},
  l: Partial<FinanceLender> = {},
) => cardFinanceLine({ ...car, ...noYoux, ...c }, lender(provider, l), config(provider), now);

describe("carQuote: the car's loan and its weekly figure, from the lender record's inputs", () => {
  it('quotes the car price over the record’s term at its rate', () => {
    expect(quote('youx')).toEqual({
      input: testLoan(7.49),
      weekly: 138,
      ratePercent: 7.49,
      comparisonRatePercent: 8.1,
    });
  });

  it("takes the record's deposit, balloon and fee, and the site's rounding", () => {
    const q = quote(
      'angle',
      {},
      { interestRate: 9.95, comparisonRate: 10.5, deposit: 2000, balloon: 5000, establishmentFees: 300 },
      { repaymentRounding: 'ceilCents' },
    );
    expect(q?.input).toMatchObject({ amount: 30000, deposit: 2000, residual: 5000, establishmentFee: 300 });
    expect(q?.weekly).toBe(123.4);
  });

  it("falls back to the site's term and fee where the record has none", () => {
    expect(quote('youx', {}, { termYears: null })?.weekly).toBe(119);
    expect(quote('youx', {}, {}, { establishmentFee: 495 })?.weekly).toBe(141);
    expect(quote('youx', {}, { establishmentFees: 0 }, { establishmentFee: 495 })?.weekly).toBe(138);
  });

  it("F-20: a site's fee schedule is the loan's fee and enters its comparison rate (decision 070)", () => {
    const brandFeeSchedule = {
      establishment: 395,
      securityRegistration: 6,
      monthlyAccountAdmin: 8,
      dealerAgencyFee: 912.25,
    };
    // $30,395 at 7.49% over 5 years: $140.240 a week; 7.49% with $395 and $8 a month: 8.61% (fee-schedule.test.ts).
    const q = quote('youx', {}, { establishmentFees: 250 }, { brandFeeSchedule });
    expect(q).toMatchObject({ weekly: 140, comparisonRatePercent: 8.61 });
    expect(q?.input.establishmentFee).toBe(395);
  });

  it('rounds by the site: up to the dollar, up to the cent, or to the nearest dollar', () => {
    expect(quote('youx', {}, {}, { repaymentRounding: 'ceilDollar' })?.weekly).toBe(139);
    expect(quote('youx', {}, {}, { repaymentRounding: 'ceilCents' })?.weekly).toBe(138.42);
  });

  it('ignores the stored weekly figure, which may disagree with the inputs', () => {
    expect(quote('youx', {}, { paymentWeek: 99 })?.weekly).toBe(138);
  });

  it('gives none under F-21’s $25 a week, without a usable price, or when the summary rules fail', () => {
    expect(quote('youx', { price: 1500 })).toBeNull();
    expect(quote('youx', { price: 0 })).toBeNull();
    expect(quote('angle', { status: 'sold' })).toBeNull();
    expect(quote('youx', {}, { interestRate: null })).toBeNull();
  });

  it("F-43: a youX quote is youX's rate on the price over 60 months, no deposit, balloon or fee", () => {
    const q = quote('angle', withYoux, { deposit: 2000, balloon: 5000, establishmentFees: 300 });
    expect(q).toEqual({
      input: testLoan(6.49),
      weekly: 135,
      ratePercent: 6.49,
      comparisonRatePercent: 7.12,
    });
  });
});

describe('C-54/C-61 cardFinanceLine: the weekly line on cards, only when F-31..F-39 pass', () => {
  it("reads '$138/wk at 7.49% p.a. (comparison rate 8.1% p.a.*)' for $30,000 over 5 years", () => {
    expect(line('youx')).toBe('$138/wk at 7.49% p.a. (comparison rate 8.1% p.a.*)');
  });

  it('shows cents where the site rounds up to the cent', () => {
    const cents = cardFinanceLine(
      { ...car, ...noYoux },
      lender('youx'),
      config('youx', { repaymentRounding: 'ceilCents' }),
      now,
    );
    expect(cents).toBe('$138.42/wk at 7.49% p.a. (comparison rate 8.1% p.a.*)');
  });

  it('is null when the summary rules fail (F-31, F-35, F-37, F-39)', () => {
    expect(line('youx', {}, { comparisonRate: null })).toBeNull();
    expect(line('angle', { status: 'sold' })).toBeNull();
    expect(line('youx', { make: 'Toyota' })).toBeNull();
    expect(line('manual', { price: 500 })).toBeNull();
  });

  it('is null without a lender, or when F-35 finds no weekly payment on the record', () => {
    expect(cardFinanceLine({ ...car, ...noYoux }, null, config('angle'), now)).toBeNull();
    expect(line('angle', {}, { paymentWeek: null })).toBeNull();
  });

  it("F-43/D-61: the car's youX quote comes first, at its advertised rate", () => {
    expect(line('angle', withYoux)).toBe('$135/wk at 6.49% p.a. (comparison rate 7.12% p.a.*)');
    expect(line('360finance', withYoux, { paymentWeek: null })).toBe(
      '$135/wk at 6.49% p.a. (comparison rate 7.12% p.a.*)',
    );
    // F-35 reads the lender record's weekly payment; the quote does not stand in for it.
    expect(line('angle', withYoux, { paymentWeek: null })).toBeNull();
    // A quote missing its rate or its comparison rate is not shown (F-42: no half figures).
    expect(line('angle', { ...withYoux, youxAdvertisedRate: null })).toBe(
      '$138/wk at 7.49% p.a. (comparison rate 8.1% p.a.*)',
    );
    expect(line('angle', { ...withYoux, youxComparisonRate: null })).toBe(
      '$138/wk at 7.49% p.a. (comparison rate 8.1% p.a.*)',
    );
  });

  it('F-43 still needs the summary rules to pass (D-61 proposal)', () => {
    expect(line('angle', { ...withYoux, status: 'sold' })).toBeNull();
    expect(line('angle', { ...withYoux, make: 'Toyota' })).toBeNull();
    expect(cardFinanceLine({ ...car, ...withYoux }, null, config('angle'), now)).toBeNull();
  });

  it("on a youX site the quote stands in for the provider's lender record (F-31, F-41)", () => {
    expect(cardFinanceLine({ ...car, ...withYoux }, null, config('youx'), now)).toBe(
      '$135/wk at 6.49% p.a. (comparison rate 7.12% p.a.*)',
    );
    expect(cardFinanceLine({ ...car, ...noYoux }, null, config('youx'), now)).toBeNull();
    const partial = { ...car, ...withYoux, youxComparisonRate: null };
    expect(cardFinanceLine(partial, null, config('youx'), now)).toBeNull();
    expect(cardFinanceLine({ ...car, ...withYoux, make: 'Toyota' }, null, config('youx'), now)).toBeNull();
  });
});
