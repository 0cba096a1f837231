import type { FinanceConfig } from '@/config';
import { isoDateInTimeZone } from '@/domain/format/date';
import { isInStock, type AvailabilityCar } from '@/domain/stock/availability';
import { formatRepaymentAmount } from './repayment-text';

/** One lender record of a car (S2 §3 Finance lender record), the fields the summary rules read. */
export type FinanceLender = {
  provider: string;
  interestRate: number | null;
  comparisonRate: number | null;
  paymentWeek: number | null;
  paymentMonth: number | null;
  /** The record's loan (F-27), which the car's weekly figure is computed from (`carQuote`, decision 069). */
  termYears: number | null;
  deposit: number | null;
  balloon: number | null;
  establishmentFees: number | null;
};

export type FinanceSummaryCar = AvailabilityCar & { make: string; year: number; price: number };

/** O-10/F-41 the youX quote stored on a car (`car.youxQuote`); all null when it has none. */
export type YouxQuoteFields = {
  youxWeeklyRepayment: number | null;
  youxComparisonRate: number | null;
  youxAdvertisedRate: number | null;
};

export type FinanceSummaryConfig = {
  /** The site's time zone: a car's age turns over on New Year's Day there, not in UTC. */
  timezone: string;
  finance: Pick<
    FinanceConfig,
    'provider' | 'summaryEnabled' | 'summaryHiddenManufacturers' | 'summaryRule' | 'manufacturerFinanceLock'
  >;
};

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function hasPayment(value: number | null): value is number {
  return value !== null && value > 0;
}

/** F-37: a make locked to one provider ('Toyota' → toyotaFinance) shows values only from that provider. */
function isLockedOut(make: string, provider: string, lock: Readonly<Record<string, string>>): boolean {
  const entry = Object.entries(lock).find(([lockedMake]) => sameText(lockedMake, make));
  return entry !== undefined && entry[1] !== provider;
}

/**
 * F-31..F-39 (X-18) `isFinanceSummaryVisible`: the per-car weekly estimate on cards, the sidebar and the sticky
 * header. Base rule: the summary is on for the dealer, the make is not hidden, and the car has a lender record
 * for the site's provider with interest and comparison rates. The provider's `summaryRule` (set by its profile:
 * Taurus, 360 Finance, AusLoans, Manual, Angle, Powertorque, Nissan) adds stock, price, age and payment checks.
 */
export function isFinanceSummaryVisible(
  car: FinanceSummaryCar,
  lender: FinanceLender | null,
  config: FinanceSummaryConfig,
  now: Date,
): boolean {
  const { finance } = config;
  if (!finance.summaryEnabled) return false;
  if (finance.summaryHiddenManufacturers.some((make) => sameText(make, car.make))) return false;
  if (lender === null || finance.provider === null || lender.provider !== finance.provider) return false;
  if (lender.interestRate === null || lender.comparisonRate === null) return false;
  if (isLockedOut(car.make, lender.provider, finance.manufacturerFinanceLock)) return false;
  const rule = finance.summaryRule;
  if (rule.requireInStock && !isInStock(car)) return false;
  if (rule.minPriceExclusive !== null && !(car.price > rule.minPriceExclusive)) return false;
  if (rule.maxAgeYearsExclusive !== null) {
    const currentYear = Number(isoDateInTimeZone(now, config.timezone).slice(0, 4));
    if (!(currentYear - car.year < rule.maxAgeYearsExclusive)) return false;
  }
  if (rule.requirePayment === 'week' && !hasPayment(lender.paymentWeek)) return false;
  if (rule.requirePayment === 'month' && !hasPayment(lender.paymentMonth)) return false;
  return true;
}

const rate = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** A weekly repayment at an interest rate, with the comparison rate the law requires beside any advertised rate. */
export type WeeklyQuote = { weekly: number; ratePercent: number; comparisonRatePercent: number };

/**
 * C-61 with its comparison rate (decision 068): '$123/wk at 7.49% p.a. (comparison rate 8.68% p.a.*)';
 * the payment as the calculator shows it (whole dollars, or cents where the site rounds to cents, decision 069),
 * rates to at most 2 places. The asterisk points to `COMPARISON_RATE_NOTE` on the same page.
 */
export function formatWeekly({ weekly, ratePercent, comparisonRatePercent }: WeeklyQuote): string {
  const comparison = `comparison rate ${rate.format(comparisonRatePercent)}% p.a.*`;
  return `${formatRepaymentAmount(weekly)}/wk at ${rate.format(ratePercent)}% p.a. (${comparison})`;
}

/**
 * A weekly line's two parts, for a card that draws the comparison rate smaller so the line stays on one row of a
 * phone: '$123/wk at 7.49% p.a.' and '(comparison rate 8.68% p.a.*)'. A line without one is all figure.
 */
export function weeklyLineParts(line: string): { figure: string; comparison: string | null } {
  const start = line.indexOf(' (comparison rate ');
  if (start < 0) return { figure: line, comparison: null };
  return { figure: line.slice(0, start), comparison: line.slice(start + 1) };
}

/** The car's youX quote when it has all three figures: without its comparison rate it cannot be advertised. */
export function youxWeekly(car: YouxQuoteFields): WeeklyQuote | null {
  const { youxWeeklyRepayment: weekly, youxAdvertisedRate: ratePercent, youxComparisonRate } = car;
  if (!hasPayment(weekly) || ratePercent === null || youxComparisonRate === null) return null;
  return { weekly, ratePercent, comparisonRatePercent: youxComparisonRate };
}

/**
 * The record the summary rules read: the car's lender record for the site's provider; on a youX site without
 * one, the car's stored youX quote stands in as that provider's record (F-41: youX's figures are its lender data).
 */
export function summaryLender(
  car: YouxQuoteFields,
  lender: FinanceLender | null,
  provider: FinanceSummaryConfig['finance']['provider'],
): FinanceLender | null {
  if (lender !== null || provider !== 'youx' || youxWeekly(car) === null) return lender;
  return {
    provider: 'youx',
    interestRate: car.youxAdvertisedRate,
    comparisonRate: car.youxComparisonRate,
    paymentWeek: car.youxWeeklyRepayment,
    paymentMonth: null,
    // The youX quote's own loan (the car's price over 60 months) is worked out by `carQuote`.
    termYears: null,
    deposit: null,
    balloon: null,
    establishmentFees: null,
  };
}
