import type { FinanceConfig } from '@/config';
import { calculatorDefaults, type CalculatorDefaults, type FinanceLenderRecord } from './calculator-defaults';
import {
  interestRange,
  loanAmountRange,
  reaching,
  termSliderModel,
  termSliderReaching,
  type InterestSliderModel,
  type SliderRange,
  type TermSliderModel,
} from './calculator-ranges';
import type { CarQuote } from './car-quote';
import { withFeeSchedule } from './fee-schedule';
import { comparisonRateText, formatRatePercent } from './disclaimer';
import {
  DEFAULT_REPAYMENT_FREQUENCY,
  offeredFrequencies,
  type RepaymentFrequency,
  type RepaymentRounding,
} from './repayment';

export type BrandFeeSchedule = NonNullable<FinanceConfig['brandFeeSchedule']>;

/** Everything the vehicle page's finance calculator needs, decided on the server (plain data for the client). */
export type FinanceCalculatorSetup = {
  carId: number;
  amount: SliderRange;
  term: TermSliderModel;
  interest: InterestSliderModel;
  defaults: CalculatorDefaults;
  rounding: RepaymentRounding;
  /** F-15/F-51: the select's options; one (Weekly, fixed) when the provider hides the select. */
  frequencies: readonly RepaymentFrequency[];
  /** F-23: the lender's comparison rate, else the fallback range. */
  comparisonRate: string;
  /** F-20: the brand's fee schedule, shown under the calculator. */
  feeSchedule: BrandFeeSchedule | null;
};

export type CalculatorCar = { id: number; make: string; price: number | null };

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The site provider's lender record of the car, which the calculator starts from (F-27) and the sticky weekly
 * figure reads (D-61); none when the car's make is locked to another provider (F-37: a Toyota shows no values
 * but Toyota Finance's).
 */
export function calculatorLender(
  lenders: readonly FinanceLenderRecord[],
  finance: Pick<FinanceConfig, 'provider' | 'manufacturerFinanceLock'>,
  make: string,
): FinanceLenderRecord | null {
  if (finance.provider === null) return null;
  const lock = Object.entries(finance.manufacturerFinanceLock).find(([locked]) => sameText(locked, make));
  if (lock && lock[1] !== finance.provider) return null;
  return lenders.find((lender) => lender.provider === finance.provider) ?? null;
}

/** F-1..F-27: the calculator of one car, from the site's (brand-overlaid) finance config and its lenders. */
function configuredSetup(
  finance: FinanceConfig,
  car: CalculatorCar,
  lenders: readonly FinanceLenderRecord[],
): FinanceCalculatorSetup {
  const lender = withFeeSchedule(calculatorLender(lenders, finance, car.make), finance);
  return {
    carId: car.id,
    amount: loanAmountRange(finance, car.price),
    term: termSliderModel(finance),
    interest: interestRange(finance),
    defaults: calculatorDefaults(finance, car.price, lender),
    rounding: finance.repaymentRounding,
    frequencies: offeredFrequencies(finance),
    comparisonRate: comparisonRateText(lender, finance),
    feeSchedule: finance.brandFeeSchedule,
  };
}

/**
 * The calculator of one car. A car that shows a weekly figure (`carQuote`) starts from that figure's loan, so its
 * first repayment is the one its card, sidebar and sticky header show (decision 069): the car's price, the quote's
 * rate, term, deposit, balloon and fee, with each slider reaching its starting value.
 */
export function financeCalculatorSetup(
  finance: FinanceConfig,
  car: CalculatorCar,
  lenders: readonly FinanceLenderRecord[],
  quote: CarQuote | null = null,
): FinanceCalculatorSetup {
  const setup = configuredSetup(finance, car, lenders);
  if (quote === null) return setup;
  const { input } = quote;
  return {
    ...setup,
    amount: reaching(setup.amount, input.amount),
    term: termSliderReaching(setup.term, input.termYears),
    interest: { ...reaching(setup.interest, input.interestRatePercent), disabled: setup.interest.disabled },
    defaults: { ...input, frequency: DEFAULT_REPAYMENT_FREQUENCY },
    comparisonRate: formatRatePercent(quote.comparisonRatePercent),
  };
}
