import type { FinanceSummaryRule } from '@/config';
import type { FinanceLender, FinanceSummaryCar } from './finance-summary';

/** For tests of the finance summary and the car's quote: the day they are judged on. */
export const SUMMARY_TEST_NOW = new Date('2025-06-10T00:00:00Z');

/** An in-stock 2020 Mazda at $30,000. */
export const SUMMARY_TEST_CAR: FinanceSummaryCar = {
  status: 'in_stock',
  sold: false,
  reserved: false,
  make: 'Mazda',
  year: 2020,
  price: 30000,
};

/** A lender record of `provider`: 7.49 % (8.1 % comparison) over 5 years, $138.42 a week on $30,000. */
export function testFinanceLender(provider: string, patch: Partial<FinanceLender> = {}): FinanceLender {
  return {
    provider,
    interestRate: 7.49,
    comparisonRate: 8.1,
    paymentWeek: 138.42,
    paymentMonth: 600,
    termYears: 5,
    deposit: null,
    balloon: null,
    establishmentFees: null,
    ...patch,
  };
}

/** Config option 132's rule with nothing required. */
export const BASE_SUMMARY_RULE: FinanceSummaryRule = {
  requireInStock: false,
  minPriceExclusive: null,
  maxAgeYearsExclusive: null,
  requireComparisonRate: false,
  requirePayment: null,
};
