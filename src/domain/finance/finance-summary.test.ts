import { describe, expect, it } from 'vitest';
import type { FinanceSummaryRule } from '@/config';
import {
  formatWeekly,
  isFinanceSummaryVisible,
  summaryLender,
  weeklyLineParts,
  type FinanceLender,
  type FinanceSummaryCar,
  type FinanceSummaryConfig,
  type YouxQuoteFields,
} from './finance-summary';
import {
  BASE_SUMMARY_RULE,
  SUMMARY_TEST_CAR,
  SUMMARY_TEST_NOW,
  testFinanceLender,
} from './summary-test-fixtures';

const now = SUMMARY_TEST_NOW;
const car = SUMMARY_TEST_CAR;
const lender = testFinanceLender;

/** Config option 132 per provider, as the provider profiles set it. */
const base = BASE_SUMMARY_RULE;
const rules: Record<string, FinanceSummaryRule> = {
  taurus: {
    requireInStock: true,
    minPriceExclusive: 500,
    maxAgeYearsExclusive: 12,
    requireComparisonRate: true,
    requirePayment: null,
  },
  '360finance': { ...base, requireInStock: true },
  ausloans: { ...base, requireInStock: true },
  manual: { ...base, requireInStock: true, minPriceExclusive: 500, requirePayment: 'week' },
  angle: { ...base, requireInStock: true, minPriceExclusive: 500, requirePayment: 'week' },
  powertorque: { ...base, requireInStock: true, minPriceExclusive: 500, requirePayment: 'week' },
  nissanFinance: { ...base, requireInStock: true, minPriceExclusive: 500, requirePayment: 'month' },
  youx: base,
  toyotaFinance: base,
};

function config(
  provider: string,
  patch: Partial<FinanceSummaryConfig['finance']> = {},
): FinanceSummaryConfig {
  return {
    timezone: 'Australia/Brisbane',
    finance: {
      provider: provider as FinanceSummaryConfig['finance']['provider'],
      summaryEnabled: true,
      summaryHiddenManufacturers: [],
      summaryRule: rules[provider] ?? base,
      manufacturerFinanceLock: { Toyota: 'toyotaFinance' },
      ...patch,
    },
  };
}

const visible = (
  provider: string,
  c: Partial<FinanceSummaryCar> = {},
  l: Partial<FinanceLender> = {},
  at = now,
) => isFinanceSummaryVisible({ ...car, ...c }, lender(provider, l), config(provider), at);

describe('F-31 a lender record for the site provider with both rates', () => {
  it('shows with both rates and hides when either is null', () => {
    expect(visible('youx')).toBe(true);
    expect(visible('youx', {}, { interestRate: null })).toBe(false);
    expect(visible('youx', {}, { comparisonRate: null })).toBe(false);
  });

  it("hides without a lender, without a site provider, or with another provider's record", () => {
    expect(isFinanceSummaryVisible(car, null, config('youx'), now)).toBe(false);
    expect(isFinanceSummaryVisible(car, lender('youx'), config('youx', { provider: null }), now)).toBe(false);
    expect(isFinanceSummaryVisible(car, lender('taurus'), config('youx'), now)).toBe(false);
  });
});

describe('F-32 hidden for one manufacturer and for some dealers', () => {
  it('follows summaryEnabled and summaryHiddenManufacturers (any case)', () => {
    expect(isFinanceSummaryVisible(car, lender('youx'), config('youx', { summaryEnabled: false }), now)).toBe(
      false,
    );
    const hidden = config('youx', { summaryHiddenManufacturers: ['MAZDA'] });
    expect(isFinanceSummaryVisible(car, lender('youx'), hidden, now)).toBe(false);
  });
});

describe('F-33 Taurus: under 12 years old, price > 500, in stock, comparison rate', () => {
  it('2014 is 11 years old in 2025 (shown); 2013 is 12 (hidden)', () => {
    expect(visible('taurus', { year: 2014 })).toBe(true);
    expect(visible('taurus', { year: 2013 })).toBe(false);
  });

  it("counts the year in the site's time zone", () => {
    const brisbaneNewYear = new Date('2025-12-31T15:00:00Z');
    expect(visible('taurus', { year: 2014 }, {}, brisbaneNewYear)).toBe(false);
  });

  it('needs price > 500 and in stock', () => {
    expect(visible('taurus', { price: 501 })).toBe(true);
    expect(visible('taurus', { status: 'sold' })).toBe(false);
  });
});

describe('F-34 360 Finance and AusLoans: in stock only', () => {
  it.each(['360finance', 'ausloans'])('%s', (provider) => {
    expect(visible(provider, { price: 0, year: 1990 }, { paymentWeek: null })).toBe(true);
    expect(visible(provider, { reserved: true })).toBe(false);
  });
});

describe('F-35 Manual, Angle and Powertorque: price > 500, in stock, weekly payment', () => {
  it.each(['manual', 'angle', 'powertorque'])('%s', (provider) => {
    expect(visible(provider)).toBe(true);
    expect(visible(provider, {}, { paymentWeek: null })).toBe(false);
    expect(visible(provider, { status: 'withdrawn' })).toBe(false);
  });
});

describe('F-36 Nissan Finance: price > 500, in stock, monthly payment', () => {
  it('needs paymentMonth', () => {
    expect(visible('nissanFinance', {}, { paymentWeek: null })).toBe(true);
    expect(visible('nissanFinance', {}, { paymentMonth: null })).toBe(false);
  });
});

describe('F-37 Toyota cars show values only from the Toyota finance provider', () => {
  it('hides a Toyota under another provider and shows it under toyotaFinance', () => {
    expect(visible('youx', { make: 'toyota' })).toBe(false);
    expect(visible('toyotaFinance', { make: 'Toyota' })).toBe(true);
  });
});

describe('F-38 other providers need only the base rule', () => {
  it('youX shows for a sold, zero-priced, old car', () => {
    expect(visible('youx', { status: 'sold', price: 0, year: 1980 }, { paymentWeek: null })).toBe(true);
  });
});

describe('F-39 a price of exactly 500 fails the "price over 500" rules', () => {
  it.each(['taurus', 'manual', 'angle', 'powertorque', 'nissanFinance'])('%s', (provider) => {
    expect(visible(provider, { price: 500 })).toBe(false);
    expect(visible(provider, { price: 501 })).toBe(true);
  });
});

describe('C-61 formatWeekly, with the comparison rate beside the rate (issue 37)', () => {
  const weekly = (weekly: number, ratePercent: number, comparisonRatePercent: number) =>
    formatWeekly({ weekly, ratePercent, comparisonRatePercent });

  it("reads '$123/wk at 7.49% p.a. (comparison rate 8.68% p.a.*)'", () => {
    expect(weekly(123, 7.49, 8.68)).toBe('$123/wk at 7.49% p.a. (comparison rate 8.68% p.a.*)');
  });

  it('shows the payment as the calculator rounded it: whole dollars, or cents when it has them', () => {
    expect(weekly(1235, 10, 10)).toBe('$1,235/wk at 10% p.a. (comparison rate 10% p.a.*)');
    expect(weekly(123.4, 6.5, 7.5)).toBe('$123.40/wk at 6.5% p.a. (comparison rate 7.5% p.a.*)');
    expect(weekly(1234.56, 6.5, 7.5)).toBe('$1,234.56/wk at 6.5% p.a. (comparison rate 7.5% p.a.*)');
  });

  it('trims both rates to at most 2 places', () => {
    expect(weekly(80, 7.456, 8.004)).toBe('$80/wk at 7.46% p.a. (comparison rate 8% p.a.*)');
  });
});

describe('weeklyLineParts', () => {
  it('splits a weekly line into its figure and its comparison rate, and back', () => {
    const line = formatWeekly({ weekly: 105, ratePercent: 11.96, comparisonRatePercent: 13.93 });
    expect(weeklyLineParts(line)).toEqual({
      figure: '$105/wk at 11.96% p.a.',
      comparison: '(comparison rate 13.93% p.a.*)',
    });
    const { figure, comparison } = weeklyLineParts(line);
    expect(`${figure} ${comparison}`).toBe(line);
    expect(weeklyLineParts('$105/wk')).toEqual({ figure: '$105/wk', comparison: null });
  });
});

describe('summaryLender', () => {
  const withYoux: YouxQuoteFields = {
    youxWeeklyRepayment: 98.46,
    youxComparisonRate: 7.12,
    youxAdvertisedRate: 6.49,
  };

  it("keeps the car's own record, and uses the youX quote only on a youX site without one", () => {
    const own = lender('youx');
    expect(summaryLender(withYoux, own, 'youx')).toBe(own);
    expect(summaryLender(withYoux, null, 'angle')).toBeNull();
    expect(summaryLender(withYoux, null, 'youx')).toEqual({
      provider: 'youx',
      interestRate: 6.49,
      comparisonRate: 7.12,
      paymentWeek: 98.46,
      paymentMonth: null,
      termYears: null,
      deposit: null,
      balloon: null,
      establishmentFees: null,
    });
  });
});
