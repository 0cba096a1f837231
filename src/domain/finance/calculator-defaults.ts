import type { FinanceConfig } from '@/config';
import {
  clampToRange,
  interestRange,
  loanAmountRange,
  termSliderModel,
  termYearsAt,
  termSliderValue,
  usableCarPrice,
} from './calculator-ranges';
import { loanEstablishmentFee } from './fee-schedule';
import type { FinanceLender } from './finance-summary';
import { DEFAULT_REPAYMENT_FREQUENCY, type RepaymentFrequencyName } from './repayment';
import { isPresentAmount } from './amount';

/** F-26 the full lender record of a car for one provider (cards read only the FinanceLender part). */
export type FinanceLenderRecord = FinanceLender & {
  termMonths: number | null;
  termWeeks: number | null;
  /** With the interest rate and establishment fee, what `comparisonRate` is computed from (decision 068). */
  monthlyFee: number | null;
  totalPayable: number | null;
  disclaimer: string | null;
};

export type CalculatorConfig = Pick<
  FinanceConfig,
  | 'loanAmount'
  | 'termMaxYears'
  | 'termYearOptions'
  | 'interestRange'
  | 'interestSliderDisabled'
  | 'defaultAmountFromCarPrice'
  | 'defaultAmount'
  | 'defaultTermYears'
  | 'defaultInterestRate'
  | 'establishmentFee'
  | 'brandFeeSchedule'
>;

export type CalculatorDefaults = {
  amount: number;
  termYears: number;
  interestRatePercent: number;
  deposit: number;
  tradeIn: number;
  residual: number;
  establishmentFee: number;
  frequency: RepaymentFrequencyName;
};

/**
 * F-10/F-11 the default loan amount: 30000, or the car price where `defaultAmountFromCarPrice` is on (falling
 * back to 30000 without a usable price), clamped to the slider range (checklist proposal).
 */
export function defaultLoanAmount(finance: CalculatorConfig, carPrice: number | null): number {
  const price = usableCarPrice(carPrice);
  const wanted = finance.defaultAmountFromCarPrice && price !== null ? price : finance.defaultAmount;
  return clampToRange(wanted, loanAmountRange(finance, carPrice));
}

/** F-27: the lender's term in years, from whichever of years, months or weeks the record carries. */
export function lenderTermYears(
  lender: (Pick<FinanceLenderRecord, 'termYears'> & Partial<FinanceLenderRecord>) | null,
): number | null {
  if (lender === null) return null;
  if (isPresentAmount(lender.termYears) && lender.termYears > 0) return lender.termYears;
  if (isPresentAmount(lender.termMonths) && lender.termMonths > 0) return lender.termMonths / 12;
  if (isPresentAmount(lender.termWeeks) && lender.termWeeks > 0) return lender.termWeeks / 52;
  return null;
}

/** F-12/F-27 the default term: the lender's, else `defaultTermYears` (6, or 5 for some), moved onto the slider. */
export function defaultTermYears(finance: CalculatorConfig, lender: FinanceLenderRecord | null): number {
  const wanted = lenderTermYears(lender) ?? finance.defaultTermYears;
  const model = termSliderModel(finance);
  return termYearsAt(model, termSliderValue(model, wanted));
}

/**
 * F-13 `defaultInterest`: the lender record's rate, else the site setting `defaultInterestRate` (whose platform
 * default is the spec's 10), clamped to the interest range (checklist proposal).
 */
export function defaultInterest(lender: FinanceLender | null, finance: CalculatorConfig): number {
  const lenderRate = lender?.interestRate;
  const wanted = isPresentAmount(lenderRate) ? lenderRate : finance.defaultInterestRate;
  return clampToRange(wanted, interestRange(finance));
}

/**
 * F-27 (proposal: every listed field seeds its default) with F-10..F-13 and F-19: the calculator's starting
 * inputs. Fields the lender record lacks fall back to config: no deposit or balloon, the configured fee.
 */
export function calculatorDefaults(
  finance: CalculatorConfig,
  carPrice: number | null,
  lender: FinanceLenderRecord | null,
): CalculatorDefaults {
  return {
    amount: defaultLoanAmount(finance, carPrice),
    termYears: defaultTermYears(finance, lender),
    interestRatePercent: defaultInterest(lender, finance),
    deposit: isPresentAmount(lender?.deposit) ? lender.deposit : 0,
    tradeIn: 0,
    residual: isPresentAmount(lender?.balloon) ? lender.balloon : 0,
    establishmentFee: loanEstablishmentFee(finance, lender?.establishmentFees),
    frequency: DEFAULT_REPAYMENT_FREQUENCY,
  };
}
