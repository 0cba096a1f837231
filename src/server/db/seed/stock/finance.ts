import { comparisonRate } from '@/domain/finance/comparison-rate';
import type { Rng } from '../prng';
import { LENDERS, YOUX } from '../reference';
import type { StockTables } from '../types';

type LenderRow = StockTables['vehicleFinanceLenders'][number];

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Standard amortised repayment: `principal` over `periods` at `ratePerPeriod`, leaving `balloon` owing at
 * the end. (A copy of the finance maths, kept here so seed data does not depend on UI rounding rules.)
 */
export function amortisedPayment(
  principal: number,
  annualRatePct: number,
  periodsPerYear: number,
  years: number,
  balloon = 0,
): number {
  const periods = Math.round(periodsPerYear * years);
  const rate = annualRatePct / 100 / periodsPerYear;
  if (rate === 0) return (principal - balloon) / periods;
  const discount = (1 + rate) ** -periods;
  return ((principal - balloon * discount) * rate) / (1 - discount);
}

/** One lender record for a car at `price`, with rates from the provider's table and computed payments. */
export function lenderRecord(
  provider: string,
  siteId: number,
  vehicleId: number,
  price: number,
  rng: Rng,
): LenderRow {
  const spec = LENDERS[provider];
  if (!spec) throw new Error(`Unknown finance provider in demo data: ${provider}`);
  const interestRate = round2(rng.float(spec.rate[0], spec.rate[1]));
  const feesDisclosed = !rng.chance(spec.undisclosedFeesShare);
  // One draw where a random comparison-rate markup used to be, so every later figure of the demo data is as it
  // was; the comparison rate itself is now computed from the rate and fees (decision 068).
  if (feesDisclosed) rng.next();
  const termYears = rng.pick(spec.termYears);
  // Deposits and balloons are quoted in 5% steps, rounded to $100.
  const percent = ([min, max]: [number, number]) => rng.int(Math.ceil(min / 5), Math.floor(max / 5)) * 5;
  const deposit = Math.round((price * percent(spec.depositPct)) / 100 / 100) * 100;
  const balloon = Math.round((price * percent(spec.balloonPct)) / 100 / 100) * 100;
  const principal = price - deposit + spec.establishmentFee;
  const paymentMonth = round2(amortisedPayment(principal, interestRate, 12, termYears, balloon));
  return {
    siteId,
    vehicleId,
    provider,
    interestRate,
    paymentWeek: round2(amortisedPayment(principal, interestRate, 52, termYears, balloon)),
    paymentMonth,
    termYears,
    termMonths: termYears * 12,
    termWeeks: termYears * 52,
    deposit,
    balloon,
    establishmentFees: spec.establishmentFee,
    monthlyFee: feesDisclosed ? spec.monthlyFee : null,
    totalPayable: round2(paymentMonth * termYears * 12 + balloon + deposit),
    disclaimer: spec.disclaimer,
  };
}

/** A youX quote on the car (O-10): weekly repayment over the standard term at a personalised rate. */
export function youxQuote(price: number, rng: Rng) {
  const advertised = round2(rng.float(YOUX.rate[0], YOUX.rate[1]));
  rng.next(); // where a random comparison-rate markup was drawn: the rest of the demo data stays as it was
  const { establishmentFee, monthlyFee } = YOUX;
  return {
    youxAdvertisedRate: advertised,
    youxComparisonRate: comparisonRate({ interestRate: advertised, establishmentFee, monthlyFee }),
    youxWeeklyRepayment: round2(amortisedPayment(price, advertised, 52, YOUX.termYears)),
  };
}

/** Market prices around the listing, so some cars are a good deal and some are not (O-11). */
export function autograbPrices(price: number, rng: Rng) {
  const average = Math.round((price * rng.float(0.9, 1.14)) / 100) * 100;
  return {
    autograbAverageMarketPrice: average,
    autograbStateAverageMarketPrice: Math.round((average * rng.float(0.96, 1.06)) / 100) * 100,
  };
}
