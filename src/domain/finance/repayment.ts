import type { FinanceConfig } from '@/config';

export type RepaymentFrequencyName = 'week' | 'fortnight' | 'month';

/** F-14 the frequency entity: {name, paymentsPerYear}, plus the select's label. */
export type RepaymentFrequency = {
  name: RepaymentFrequencyName;
  label: 'Weekly' | 'Fortnightly' | 'Monthly';
  paymentsPerYear: number;
};

/** F-14 / F-51, in the select's order. */
export const REPAYMENT_FREQUENCIES: readonly RepaymentFrequency[] = [
  { name: 'week', label: 'Weekly', paymentsPerYear: 52 },
  { name: 'fortnight', label: 'Fortnightly', paymentsPerYear: 26 },
  { name: 'month', label: 'Monthly', paymentsPerYear: 12 },
];

/** F-14 proposal: the spec gives no default frequency; Weekly is also the one fixed when the select is hidden (F-15). */
export const DEFAULT_REPAYMENT_FREQUENCY: RepaymentFrequencyName = 'week';

export function paymentsPerYear(frequency: RepaymentFrequencyName): number {
  return REPAYMENT_FREQUENCIES.find((option) => option.name === frequency)!.paymentsPerYear;
}

/** F-15/F-51: the frequencies a calculator offers; Weekly alone where the provider hides the select. */
export function offeredFrequencies(
  finance: Pick<FinanceConfig, 'frequencySelectHidden'>,
): readonly RepaymentFrequency[] {
  return finance.frequencySelectHidden
    ? REPAYMENT_FREQUENCIES.filter((option) => option.name === DEFAULT_REPAYMENT_FREQUENCY)
    : REPAYMENT_FREQUENCIES;
}

export type RepaymentRounding = FinanceConfig['repaymentRounding'];

/** F-16/F-17 calculator input. Money in dollars, the interest as a yearly percentage (10 = 10% p.a.). */
export type LoanInput = {
  amount: number;
  deposit: number;
  tradeIn: number;
  /** F-19: from `establishmentFee` in config, or the lender record (F-27). */
  establishmentFee: number;
  interestRatePercent: number;
  termYears: number;
  /** The balloon owed on top of the last payment. */
  residual: number;
  frequency: RepaymentFrequencyName;
};

export type Repayment = {
  principal: number;
  numberOfPayments: number;
  /** The payment per period after F-18 rounding. */
  payment: number;
  /** F-17: every payment plus the residual, to the cent. */
  total: number;
};

/** Inputs come from sliders and typed fields: anything that is not a positive finite number counts as 0. */
function positiveOrZero(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** F-16 P = amount − deposit − tradeIn + establishmentFee (may be ≤ 0 when the deposit covers the car). */
export function financedPrincipal(input: LoanInput): number {
  const { amount, deposit, tradeIn, establishmentFee } = input;
  return (
    positiveOrZero(amount) -
    positiveOrZero(deposit) -
    positiveOrZero(tradeIn) +
    positiveOrZero(establishmentFee)
  );
}

/** F-16 n = term × f, whole: a term of 0.5 years and any listed option (F-5) give whole payments anyway. */
export function numberOfPayments(termYears: number, frequency: RepaymentFrequencyName): number {
  return Math.round(positiveOrZero(termYears) * paymentsPerYear(frequency));
}

/**
 * F-16 the amortised payment before rounding: PMT = (P − B/(1+r)^n) × r / (1 − (1+r)^−n), r = interest/100/f,
 * and (P − B)/n when r = 0. A loan with nothing to repay (P ≤ 0, or P no more than the discounted balloon, or
 * no payments) costs 0 per period, never a negative, NaN or infinite payment.
 */
export function amortisedPayment(input: LoanInput): number {
  const principal = financedPrincipal(input);
  const periods = numberOfPayments(input.termYears, input.frequency);
  const balloon = positiveOrZero(input.residual);
  if (periods === 0 || principal <= 0) return 0;
  const rate = positiveOrZero(input.interestRatePercent) / 100 / paymentsPerYear(input.frequency);
  const payment =
    rate === 0 ? (principal - balloon) / periods : paymentAtRate(principal, balloon, rate, periods);
  // Only inputs far outside any slider overflow; a quote of Infinity is no quote.
  return Number.isFinite(payment) && payment > 0 ? payment : 0;
}

function paymentAtRate(principal: number, balloon: number, rate: number, periods: number): number {
  const growth = Math.pow(1 + rate, periods);
  return ((principal - balloon / growth) * rate) / (1 - 1 / growth);
}

/**
 * Whole cents (or dollars) of a computed amount. The six-decimal pass first removes binary noise such as
 * 637.41 × 100 = 63741.00000000001, which would otherwise make a ceiling charge the buyer an extra cent.
 */
function settle(value: number): number {
  return Number(value.toFixed(6));
}

export function roundToCents(value: number): number {
  return Math.round(settle(value * 100)) / 100;
}

/** F-18 `repaymentRounding`: 'nearestDollar' (default), 'ceilDollar' (one group) or 'ceilCents' (one provider). */
export function roundRepayment(payment: number, rounding: RepaymentRounding): number {
  const safe = positiveOrZero(payment);
  // Past about 90 trillion dollars a double holds no cents, so there is nothing to round (and × 100 could overflow).
  if (safe >= Number.MAX_SAFE_INTEGER / 100) return safe;
  if (rounding === 'ceilDollar') return Math.ceil(settle(safe));
  if (rounding === 'ceilCents') return Math.ceil(settle(safe * 100)) / 100;
  return Math.round(settle(safe));
}

/**
 * F-17 total = PMT × n + residual. It uses the rounded payment the buyer is shown, so the total is what those
 * payments add up to; it is summed in whole cents so it never carries floating-point residue.
 */
export function repaymentTotal(payment: number, periods: number, residual: number): number {
  const paymentCents = Math.round(settle(positiveOrZero(payment) * 100));
  const residualCents = Math.round(settle(positiveOrZero(residual) * 100));
  return (paymentCents * Math.max(0, Math.round(periods)) + residualCents) / 100;
}

/** F-16..F-18 the calculator's figures for one set of inputs. */
export function calculateRepayment(input: LoanInput, rounding: RepaymentRounding): Repayment {
  const periods = numberOfPayments(input.termYears, input.frequency);
  const payment = roundRepayment(amortisedPayment(input), rounding);
  return {
    principal: roundToCents(financedPrincipal(input)),
    numberOfPayments: periods,
    payment,
    total: repaymentTotal(payment, periods, input.residual),
  };
}

export const ENQUIRE_FOR_FINANCE_TEXT = 'Enquire for Finance';

/** F-21: a weekly payment of this much or less is too small to quote. */
export const ENQUIRE_WEEKLY_PAYMENT_LIMIT = 25;

/** The same yearly outgoing expressed per week: payment × f / 52. */
export function weeklyEquivalent(payment: number, frequency: RepaymentFrequencyName): number {
  return (positiveOrZero(payment) * paymentsPerYear(frequency)) / 52;
}

/**
 * F-21: 'Enquire for Finance' (and a blank total) when the weekly payment is 25 or less, 25.00 included. Other
 * frequencies compare their weekly equivalent (the checklist proposal), so $50 a fortnight also qualifies.
 * Compared per year (payment × f ≤ 25 × 52) to keep the division's rounding out of the 25.00 boundary.
 */
export function isEnquireForFinance(payment: number, frequency: RepaymentFrequencyName): boolean {
  const yearly = settle(positiveOrZero(payment) * paymentsPerYear(frequency));
  return yearly <= ENQUIRE_WEEKLY_PAYMENT_LIMIT * 52;
}
