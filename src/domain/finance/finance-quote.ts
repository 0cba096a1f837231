import type { FinanceConfig } from '@/config';
import { defaultInterest, type FinanceLenderRecord } from './calculator-defaults';
import type { YouxQuoteFields } from './finance-summary';
import { amortisedPayment, roundToCents } from './repayment';
import { isPresentAmount } from './amount';

/**
 * F-41: a quote's figures. The weekly repayment is in dollars and cents; the rates are yearly percentages.
 * A youX answer always carries a comparison rate; the built-in quote has one only when the lender record does.
 */
export type FinanceQuote = {
  weeklyRepaymentAmount: number;
  comparisonRate: number | null;
  advertisedRate: number;
};

/** F-40 proposal: what the vehicle page asks with (the spec shows no defaults). */
export const YOUX_QUOTE_DEFAULTS = {
  selfAssessedCreditScore: 'good',
  loanTerm: 60,
  whoIsHelping: 'dealer',
} as const;

/** F-47's 1 to 7 years, in the months youX counts in. */
export const LOAN_TERM_MONTHS = { min: 12, max: 84 } as const;

/** O-12 proposal: youX is asked only about a car it can identify, by vin or nvic. */
export function canAskYoux(car: { vin: string | null; nvic: string | null }): boolean {
  return Boolean(car.vin?.trim() || car.nvic?.trim());
}

/** F-41 the car's stored youxQuote, when all three figures are there. */
export function storedYouxQuote(car: YouxQuoteFields): FinanceQuote | null {
  const { youxWeeklyRepayment: weekly, youxComparisonRate: comparison, youxAdvertisedRate: advertised } = car;
  if (weekly === null || comparison === null || advertised === null) return null;
  return { weeklyRepaymentAmount: weekly, comparisonRate: comparison, advertisedRate: advertised };
}

/** Whether the vehicle page should ask youX for this car: it has no stored quote, a price, and a vin or nvic. */
export function needsYouxQuote(
  car: YouxQuoteFields & { price: number | null; vin: string | null; nvic: string | null },
): boolean {
  return storedYouxQuote(car) === null && (car.price ?? 0) > 0 && canAskYoux(car);
}

/**
 * The built-in quote from our own data: the purchase price over `loanTermMonths` with no deposit or balloon,
 * at the lender record's rate (else the site's `defaultInterestRate`, F-13), its establishment fee added to
 * the loan (else the site's, F-19), by the calculator's maths (F-16), to the cent. The comparison rate is the
 * record's; without one it is null (the calculator then shows the F-23 fallback range). null without a price.
 */
export function builtInFinanceQuote(
  input: { purchasePrice: number; loanTermMonths: number },
  lender: FinanceLenderRecord | null,
  finance: FinanceConfig,
): FinanceQuote | null {
  if (!(input.purchasePrice > 0) || !(input.loanTermMonths > 0)) return null;
  const advertisedRate = defaultInterest(lender, finance);
  const weekly = amortisedPayment({
    amount: input.purchasePrice,
    deposit: 0,
    tradeIn: 0,
    establishmentFee: isPresentAmount(lender?.establishmentFees)
      ? lender.establishmentFees
      : finance.establishmentFee,
    interestRatePercent: advertisedRate,
    termYears: input.loanTermMonths / 12,
    residual: 0,
    frequency: 'week',
  });
  return {
    weeklyRepaymentAmount: roundToCents(weekly),
    comparisonRate: isPresentAmount(lender?.comparisonRate) ? lender.comparisonRate : null,
    advertisedRate,
  };
}
