import type { FinanceConfig } from '@/config';
import { lenderTermYears } from './calculator-defaults';
import { loanEstablishmentFee, withFeeSchedule } from './fee-schedule';
import { usableCarPrice } from './calculator-ranges';
import { YOUX_QUOTE_DEFAULTS } from './finance-quote';
import {
  formatWeekly,
  isFinanceSummaryVisible,
  summaryLender,
  youxWeekly,
  type FinanceLender,
  type FinanceSummaryCar,
  type FinanceSummaryConfig,
  type YouxQuoteFields,
} from './finance-summary';
import {
  calculateRepayment,
  ENQUIRE_WEEKLY_PAYMENT_LIMIT,
  type LoanInput,
  type RepaymentRounding,
} from './repayment';
import { isPresentAmount } from './amount';

/** What a car's quote reads of the site's finance settings besides the summary rules. */
export type CarQuoteConfig = FinanceSummaryConfig & {
  finance: Pick<
    FinanceConfig,
    'repaymentRounding' | 'establishmentFee' | 'brandFeeSchedule' | 'defaultTermYears'
  >;
};

/**
 * One car's weekly repayment and every input it is computed from (decision 069): the search card,
 * the sidebar, the sticky header, the compare table and the calculator's first figure all read this, so one car
 * shows one repayment, and the no-script sentence can state each input.
 */
export type CarQuote = {
  input: LoanInput;
  /** The payment per week after the site's F-18 rounding, as the calculator shows it. */
  weekly: number;
  ratePercent: number;
  comparisonRatePercent: number;
};

type QuotedLoan = Omit<CarQuote, 'weekly'>;

/**
 * F-40/F-43: a youX quote is youX's rate for the car's price over its standard 60 months, with no deposit or
 * balloon; its weekly figure is worked out from those inputs like every other, so the calculator can start there.
 */
function youxLoan(car: YouxQuoteFields, amount: number): QuotedLoan | null {
  const quote = youxWeekly(car);
  if (quote === null) return null;
  const input: LoanInput = {
    amount,
    deposit: 0,
    tradeIn: 0,
    establishmentFee: 0,
    interestRatePercent: quote.ratePercent,
    termYears: YOUX_QUOTE_DEFAULTS.loanTerm / 12,
    residual: 0,
    frequency: 'week',
  };
  return { input, ratePercent: quote.ratePercent, comparisonRatePercent: quote.comparisonRatePercent };
}

/** F-27: the lender record's loan for the car's price: its rate, term, deposit, balloon and fee (else the site's). */
function lenderLoan(
  lender: FinanceLender,
  amount: number,
  finance: CarQuoteConfig['finance'],
): QuotedLoan | null {
  const { interestRate, comparisonRate } = lender;
  if (!isPresentAmount(interestRate) || !isPresentAmount(comparisonRate)) return null;
  const input: LoanInput = {
    amount,
    deposit: isPresentAmount(lender.deposit) ? lender.deposit : 0,
    tradeIn: 0,
    establishmentFee: loanEstablishmentFee(finance, lender.establishmentFees),
    interestRatePercent: interestRate,
    termYears: lenderTermYears(lender) ?? finance.defaultTermYears,
    residual: isPresentAmount(lender.balloon) ? lender.balloon : 0,
    frequency: 'week',
  };
  return { input, ratePercent: interestRate, comparisonRatePercent: comparisonRate };
}

/** The weekly payment of a loan by the calculator's maths (F-16..F-18) and the site's rounding. */
function weeklyPayment(input: LoanInput, rounding: RepaymentRounding): number {
  return calculateRepayment({ ...input, frequency: 'week' }, rounding).payment;
}

/**
 * The car's quote when the finance summary rules (F-31..F-39) pass: the youX quote's loan when the car has one
 * (F-43), else the site provider's lender record's. None without a usable price, or when the weekly figure is
 * one the calculator would not quote (F-21, 'Enquire for Finance').
 */
export function carQuote(
  car: FinanceSummaryCar & YouxQuoteFields,
  lender: FinanceLender | null,
  config: CarQuoteConfig,
  now: Date,
): CarQuote | null {
  const record = summaryLender(car, withFeeSchedule(lender, config.finance), config.finance.provider);
  if (record === null || !isFinanceSummaryVisible(car, record, config, now)) return null;
  const amount = usableCarPrice(car.price);
  if (amount === null) return null;
  const loan = youxLoan(car, amount) ?? lenderLoan(record, amount, config.finance);
  if (loan === null) return null;
  const weekly = weeklyPayment(loan.input, config.finance.repaymentRounding);
  return weekly > ENQUIRE_WEEKLY_PAYMENT_LIMIT ? { ...loan, weekly } : null;
}

/**
 * C-54/C-61 `cardFinanceLine`: '$123/wk at 7.49% p.a. (comparison rate 8.68% p.a.*)' from the car's quote, only
 * when the finance summary rules (F-31..F-39) pass.
 */
export function cardFinanceLine(
  car: FinanceSummaryCar & YouxQuoteFields,
  lender: FinanceLender | null,
  config: CarQuoteConfig,
  now: Date,
): string | null {
  const quote = carQuote(car, lender, config, now);
  return quote === null ? null : formatWeekly(quote);
}
